/**
 * The /custom/ calls of the catalogues: attribute values (list, create, update, delete, keyed by
 * attrName) and templates (list by templateName, create, update, and our delete). Reading needs a
 * session; writing needs `company.manage` (40301). Rules: rules/attributeValues.ts, rules/templates.ts.
 */
import type { RequestHandler } from 'msw';
import { customPaths } from '@/api/custom';
import { FEATURE_PERMISSIONS } from '@/domain/permissions';
import { getDb } from '../db';
import { requirePermission } from '../rules/access';
import { attributeValuesOf, createAttributeValue, deleteAttributeValue, readAttrName, updateAttributeValue } from '../rules/attributeValues';
import { createTemplate, deleteTemplate, templatesOf, updateTemplate } from '../rules/templates';
import { apiPost, apiWrite, requireSession, type MockContext, type MockSession } from './kit';

function manager(ctx: MockContext): MockSession {
  const session = requireSession(ctx);
  requirePermission(session.user, FEATURE_PERMISSIONS.companyManage);
  return session;
}

/** {attrName} → its values in order, with how many aunts hold each. */
const attributeValueList = apiPost(customPaths.attributeValueList, (ctx) => {
  const { company } = requireSession(ctx);
  return attributeValuesOf(getDb(), company.companyId, readAttrName(ctx.body));
});

const attributeValueCreate = apiWrite(customPaths.attributeValueCreate, (ctx) => createAttributeValue(getDb(), manager(ctx).company.companyId, ctx.body));

const attributeValueUpdate = apiWrite(customPaths.attributeValueUpdate, (ctx) => updateAttributeValue(getDb(), manager(ctx).company.companyId, ctx.body));

const attributeValueDelete = apiWrite(customPaths.attributeValueDelete, (ctx) => {
  deleteAttributeValue(getDb(), manager(ctx).company.companyId, ctx.body);
  return null;
});

/** {templateName} → the company's templates of that kind (oldest first). */
const templateList = apiPost(customPaths.templateList, (ctx) => templatesOf(getDb(), requireSession(ctx).company.companyId, ctx.body));

const templateCreate = apiWrite(customPaths.templateCreate, (ctx) => {
  const { user, company } = manager(ctx);
  return createTemplate(getDb(), company.companyId, user.userId, ctx.body, new Date());
});

const templateUpdate = apiWrite(customPaths.templateUpdate, (ctx) => {
  const { user, company } = manager(ctx);
  return updateTemplate(getDb(), company.companyId, user.userId, ctx.body, new Date());
});

const templateDelete = apiWrite(customPaths.templateDelete, (ctx) => {
  deleteTemplate(getDb(), manager(ctx).company.companyId, ctx.body);
  return null;
});

export const customCatalogueHandlers: RequestHandler[] = [
  attributeValueList,
  attributeValueCreate,
  attributeValueUpdate,
  attributeValueDelete,
  templateList,
  templateCreate,
  templateUpdate,
  templateDelete,
];

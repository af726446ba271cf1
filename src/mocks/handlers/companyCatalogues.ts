/**
 * The writes of the company's aunt catalogues (/company/): service types (setCompanyServiceType,
 * the whole list), skills (setAuntSkillData, the whole tree; setAuntSkillItem, setAuntSkillOption,
 * delAuntSkillItem, delAuntSkillOption), labels (setAuntLabelOption, delAuntlabelOption) and
 * certificates / trainings / visas (setAuntCustomOptions, delAuntCustomOptions). Each needs
 * `company.manage` (40301 otherwise); the rules are rules/catalogueWrites.ts and catalogueSaves.ts.
 * A delete answers whether the entry was removed or retired (records use it).
 */
import type { RequestHandler } from 'msw';
import { companyPaths, type CatalogueDeleteResult } from '@/api/company';
import { FEATURE_PERMISSIONS } from '@/domain/permissions';
import { getDb } from '../db';
import { requirePermission } from '../rules/access';
import type { DeleteOutcome } from '../rules/catalogueList';
import { saveServiceTypes, saveSkillData } from '../rules/catalogueSaves';
import { catalogueUses } from '../rules/catalogueUse';
import {
  deleteCustomOption,
  deleteLabel,
  deleteSkillItem,
  deleteSkillOption,
  setCustomOption,
  setLabel,
  setSkillItem,
  setSkillOption,
} from '../rules/catalogueWrites';
import { customOptionsOf, labelsOf, serviceTypesOf, skillItemsOf } from '../rules/companyOptions';
import { apiWrite, requireSession, type MockContext } from './kit';

/** The caller's company, once they may change its settings. */
function manager(ctx: MockContext): number {
  const { user, company } = requireSession(ctx);
  requirePermission(user, FEATURE_PERMISSIONS.companyManage);
  return company.companyId;
}

const outcome = (result: DeleteOutcome): CatalogueDeleteResult => ({ result });

const setCompanyServiceType = apiWrite(companyPaths.setCompanyServiceType, (ctx) => {
  const companyId = manager(ctx);
  const db = getDb();
  saveServiceTypes(db, companyId, ctx.body);
  return serviceTypesOf(companyId, catalogueUses(db, companyId, ['serviceTypes']));
});

const setAuntSkillData = apiWrite(companyPaths.setAuntSkillData, (ctx) => {
  const companyId = manager(ctx);
  const db = getDb();
  saveSkillData(db, companyId, ctx.body);
  return skillItemsOf(companyId, catalogueUses(db, companyId, ['skills']));
});

/**
 * The row a save just wrote, as its catalogue lists it. The contract answers the record, never
 * null: a save that cannot be read back is the mock's own fault (answered 500, logged).
 */
function saved<T>(row: T | undefined): T {
  if (row === undefined) throw new Error('the saved catalogue row is missing from its list');
  return row;
}

const setAuntSkillItem = apiWrite(companyPaths.setAuntSkillItem, (ctx) => {
  const companyId = manager(ctx);
  const db = getDb();
  const row = setSkillItem(db, companyId, ctx.body);
  return saved(skillItemsOf(companyId, catalogueUses(db, companyId, ['skills'])).find((item) => item.skillItemId === row.skillItemId));
});

const setAuntSkillOption = apiWrite(companyPaths.setAuntSkillOption, (ctx) => {
  const companyId = manager(ctx);
  const db = getDb();
  const row = setSkillOption(db, companyId, ctx.body);
  const items = skillItemsOf(companyId, catalogueUses(db, companyId, ['skills']));
  return saved(items.flatMap((item) => item.options).find((option) => option.skillOptionId === row.skillOptionId));
});

const delAuntSkillItem = apiWrite(companyPaths.delAuntSkillItem, (ctx) => outcome(deleteSkillItem(getDb(), manager(ctx), ctx.body)));

const delAuntSkillOption = apiWrite(companyPaths.delAuntSkillOption, (ctx) => outcome(deleteSkillOption(getDb(), manager(ctx), ctx.body)));

const setAuntLabelOption = apiWrite(companyPaths.setAuntLabelOption, (ctx) => {
  const companyId = manager(ctx);
  const db = getDb();
  const row = setLabel(db, companyId, ctx.body);
  return saved(labelsOf(companyId, catalogueUses(db, companyId, ['labels'])).find((label) => label.labelOptionId === row.labelOptionId));
});

const delAuntlabelOption = apiWrite(companyPaths.delAuntlabelOption, (ctx) => outcome(deleteLabel(getDb(), manager(ctx), ctx.body)));

const setAuntCustomOptions = apiWrite(companyPaths.setAuntCustomOptions, (ctx) => {
  const companyId = manager(ctx);
  const db = getDb();
  const row = setCustomOption(db, companyId, ctx.body);
  return saved(
    customOptionsOf(companyId, row.field, catalogueUses(db, companyId, ['certificates'])).find((option) => option.customOptionId === row.customOptionId),
  );
});

const delAuntCustomOptions = apiWrite(companyPaths.delAuntCustomOptions, (ctx) => outcome(deleteCustomOption(getDb(), manager(ctx), ctx.body)));

export const companyCatalogueHandlers: RequestHandler[] = [
  setCompanyServiceType,
  setAuntSkillData,
  setAuntSkillItem,
  setAuntSkillOption,
  delAuntSkillItem,
  delAuntSkillOption,
  setAuntLabelOption,
  delAuntlabelOption,
  setAuntCustomOptions,
  delAuntCustomOptions,
];

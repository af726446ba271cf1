/**
 * Departments (/company/getDepartment, saveDepartment, deleteDepartment): the caller's company's
 * only (another company's department answers as an unknown one, 404). Reading needs a session;
 * writes need `company.manage` (40301). The rules are rules/departments.ts.
 */
import type { RequestHandler } from 'msw';
import { companyPaths } from '@/api/company';
import type { Department } from '@/api/user';
import { FEATURE_PERMISSIONS } from '@/domain/permissions';
import { getDb } from '../db';
import { requirePermission } from '../rules/access';
import { emptyBodyOnly } from '../rules/companyInfo';
import { deleteDepartment as removeDepartment, listDepartments, saveDepartment as storeDepartment, toDepartment } from '../rules/departments';
import { apiPost, apiWrite, requireSession } from './kit';

/** {} → the company's departments (parent id, then position), each with its staff count. */
const getDepartment = apiPost(companyPaths.getDepartment, (ctx): Department[] => {
  const { company } = requireSession(ctx);
  emptyBodyOnly(ctx.body);
  return listDepartments(getDb(), company.companyId);
});

/** {departmentId?, departmentName?, parentId?, sort?} → the department created or changed. */
const saveDepartment = apiWrite(companyPaths.saveDepartment, (ctx): Department => {
  const { user, company } = requireSession(ctx);
  requirePermission(user, FEATURE_PERMISSIONS.companyManage);
  const db = getDb();
  return toDepartment(db, storeDepartment(db, company.companyId, ctx.body));
});

/** {departmentId} → null; refused (40901) while it has staff or sub-departments. */
const deleteDepartment = apiWrite(companyPaths.deleteDepartment, (ctx) => {
  const { user, company } = requireSession(ctx);
  requirePermission(user, FEATURE_PERMISSIONS.companyManage);
  removeDepartment(getDb(), company.companyId, ctx.body);
  return null;
});

export const departmentHandlers: RequestHandler[] = [getDepartment, saveDepartment, deleteDepartment];

/** Handlers of the company family (/company/): users, roles, pages, permissions, departments, info. */
import { companyPaths } from '@/api/company';
import { FEATURE_PERMISSIONS } from '@/domain/permissions';
import { getDb } from '../db';
import { permissionsOf, requirePermission, sortPages } from '../rules/access';
import { toCompanyInfo, toCompanyUser, toDepartment, toSysPage, toSysPermission, toSysRole } from '../rules/views';
import { apiPost, apiWrite, listResult, requireSession, validate } from './kit';

const getUsers = apiPost(companyPaths.getUsers, (ctx) => {
  const { company } = requireSession(ctx);
  const users = getDb().users.filter((row) => row.companyId === company.companyId);
  return listResult(users.map(toCompanyUser));
});

const searchUser = apiPost(companyPaths.searchUser, (ctx) => {
  const { company } = requireSession(ctx);
  const { keyword = '', departmentId } = validate(ctx.body, {
    keyword: { type: 'string', label: { zh: '关键词', en: 'Keyword' }, maxLength: 50 },
    departmentId: { type: 'number', label: { zh: '部门', en: 'Department' }, integer: true, min: 1 },
  });
  const needle = keyword.toLowerCase();
  const users = getDb().users.filter(
    (row) =>
      row.companyId === company.companyId &&
      (departmentId === undefined || row.departmentId === departmentId) &&
      (row.contact.toLowerCase().includes(needle) || row.mobile.includes(needle)),
  );
  return listResult(users.map(toCompanyUser));
});

const getRole = apiPost(companyPaths.getRole, (ctx) => {
  const { company } = requireSession(ctx);
  return getDb()
    .roles.filter((role) => role.companyId === company.companyId)
    .map((role) => toSysRole(role, ctx.lang));
});

const getPages = apiPost(companyPaths.getPages, (ctx) => {
  requireSession(ctx);
  return sortPages(getDb().pages).map(toSysPage);
});

const getPermissions = apiPost(companyPaths.getPermissions, (ctx) =>
  permissionsOf(requireSession(ctx).user).map((row) => toSysPermission(row, ctx.lang)),
);

const getAllPermissions = apiPost(companyPaths.getAllPermissions, (ctx) => {
  requireSession(ctx);
  return getDb().permissions.map((row) => toSysPermission(row, ctx.lang));
});

const getDepartment = apiPost(companyPaths.getDepartment, (ctx) => {
  const { company } = requireSession(ctx);
  return getDb()
    .departments.filter((row) => row.companyId === company.companyId)
    .sort((a, b) => a.parentId - b.parentId || a.sort - b.sort || a.departmentId - b.departmentId)
    .map(toDepartment);
});

const editCompanyInfo = apiWrite(companyPaths.editCompanyInfo, (ctx) => {
  const { user, company } = requireSession(ctx);
  requirePermission(user, FEATURE_PERMISSIONS.companyManage);
  const changes = validate(ctx.body, {
    companyName: { type: 'string', label: { zh: '公司名称', en: 'Company name' }, minLength: 2, maxLength: 50 },
    companyLogo: { type: 'string', label: { zh: '公司标志', en: 'Company logo' }, maxLength: 500 },
  });
  Object.assign(company, changes);
  return toCompanyInfo(company);
});

export const companyHandlers = [getUsers, searchUser, getRole, getPages, getPermissions, getAllPermissions, getDepartment, editCompanyInfo];

/**
 * Handlers of an agency's roles: /company/getRole, addRole, edRole, delRole (our addition),
 * getPages, setRolePage, getPermissions, getAllPermissions, setPermission and /sys/getRolePower.
 * Reads need a session; writes need `role.manage` (rules/roles.ts holds what they check).
 */
import { companyPaths, type CompanyRole } from '@/api/company';
import { sysPaths } from '@/api/sys';
import { FEATURE_PERMISSIONS } from '@/domain/permissions';
import { getDb, type RoleRow } from '../db';
import { agencyPageIds, permissionsOf, requirePermission, sortPages } from '../rules/access';
import { addRole as addRoleRow, deleteRole, holdersOf, renameRole, rolePower, setRolePages, setRolePermissions } from '../rules/roles';
import { toSysPage, toSysPermission, toSysRole } from '../rules/views';
import { apiPost, apiWrite, requireSession, type Lang, type MockContext } from './kit';

const toCompanyRole = (role: RoleRow, lang: Lang): CompanyRole => ({ ...toSysRole(role, lang), userCount: holdersOf(getDb(), role) });

/** The caller, who must hold role.manage. */
function roleManager(ctx: MockContext) {
  const session = requireSession(ctx);
  requirePermission(session.user, FEATURE_PERMISSIONS.roleManage);
  return session;
}

const getRole = apiPost(companyPaths.getRole, (ctx) => {
  const { company } = requireSession(ctx);
  return getDb()
    .roles.filter((role) => role.companyId === company.companyId)
    .map((role) => toCompanyRole(role, ctx.lang));
});

const addRole = apiWrite(companyPaths.addRole, (ctx) => {
  const { company } = roleManager(ctx);
  return toCompanyRole(addRoleRow(getDb(), company.companyId, ctx.body), ctx.lang);
});

const edRole = apiWrite(companyPaths.edRole, (ctx) => {
  const { company } = roleManager(ctx);
  return toCompanyRole(renameRole(getDb(), company.companyId, ctx.body), ctx.lang);
});

const delRole = apiWrite(companyPaths.delRole, (ctx) => {
  const { company } = roleManager(ctx);
  deleteRole(getDb(), company.companyId, ctx.body);
  return null;
});

/** Every page an agency role may be given: the platform's own pages never. */
const getPages = apiPost(companyPaths.getPages, (ctx) => {
  requireSession(ctx);
  const db = getDb();
  const agency = new Set(agencyPageIds(db.pages));
  return sortPages(db.pages.filter((page) => agency.has(page.pageId))).map(toSysPage);
});

const setRolePage = apiWrite(companyPaths.setRolePage, (ctx) => {
  const { user } = roleManager(ctx);
  setRolePages(getDb(), user, ctx.body);
  return null;
});

const getPermissions = apiPost(companyPaths.getPermissions, (ctx) => permissionsOf(requireSession(ctx).user).map((row) => toSysPermission(row, ctx.lang)));

const getAllPermissions = apiPost(companyPaths.getAllPermissions, (ctx) => {
  requireSession(ctx);
  return getDb().permissions.map((row) => toSysPermission(row, ctx.lang));
});

const setPermission = apiWrite(companyPaths.setPermission, (ctx) => {
  const { user } = roleManager(ctx);
  setRolePermissions(getDb(), user, ctx.body);
  return null;
});

const getRolePower = apiPost(sysPaths.getRolePower, (ctx) => {
  const { company } = requireSession(ctx);
  return rolePower(getDb(), company.companyId, ctx.body);
});

export const roleHandlers = [getRole, addRole, edRole, delRole, getPages, setRolePage, getPermissions, getAllPermissions, setPermission, getRolePower];

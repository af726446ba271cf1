/** Handlers of the company family (/company/): users, roles, pages, permissions, departments, info. */
import { companyPaths, type RegisterResult } from '@/api/company';
import { FEATURE_PERMISSIONS, ROLE_KEYS } from '@/domain/permissions';
import { descendantIds } from '@/domain/tree';
import { getDb, nextId } from '../db';
import { agencyPageIds, permissionsOf, requirePermission, sortPages } from '../rules/access';
import { KEYWORD_RULE } from '../rules/listQuery';
import { toCompanyInfo, toCompanyUser, toDepartment, toSysPage, toSysPermission, toSysRole } from '../rules/views';
import { LABEL, MOBILE_RE, apiPost, apiWrite, invalid, listResult, requireSession, validate } from './kit';
import { companyOptionHandlers } from './companyOptions';
import { SMS_CODE_RULE, passwordRule, verifySmsCode } from './sys';
import { readImageUrl } from '../rules/files';

const getUsers = apiPost(companyPaths.getUsers, (ctx) => {
  const { company } = requireSession(ctx);
  const users = getDb().users.filter((row) => row.companyId === company.companyId);
  return listResult(users.map(toCompanyUser));
});

const searchUser = apiPost(companyPaths.searchUser, (ctx) => {
  const { company } = requireSession(ctx);
  const { keyword = '', departmentId } = validate(ctx.body, {
    keyword: KEYWORD_RULE,
    departmentId: { type: 'number', label: { zh: '部门', en: 'Department' }, integer: true, min: 1 },
  });
  const needle = keyword.toLowerCase();
  // A department finds its sub-departments' staff too.
  const departments = getDb().departments.filter((row) => row.companyId === company.companyId);
  const inDepartment = departmentId === undefined ? null : new Set([departmentId, ...descendantIds(departments, (row) => row.departmentId, departmentId)]);
  const users = getDb().users.filter(
    (row) =>
      row.companyId === company.companyId &&
      (inDepartment === null || (row.departmentId !== null && inDepartment.has(row.departmentId))) &&
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
  if (changes.companyLogo !== undefined) changes.companyLogo = readImageUrl(changes.companyLogo, company.companyId, { zh: '公司标志', en: 'Company logo' });
  Object.assign(company, changes);
  return toCompanyInfo(company);
});

/** Staff seats of a newly registered company until it buys a plan (our choice). */
export const REGISTERED_COMPANY_MAX_USERS = 5;

/**
 * Public: registers a company with its first administrator. The SMS code must be the one last
 * sent to the mobile (sys.smsCode) and unexpired; the mobile must not have an account yet.
 * Creates the company, an AGENCY_ADMIN role with every page and permission, and the user.
 */
const register = apiWrite(companyPaths.register, (ctx): RegisterResult => {
  const input = validate(ctx.body, {
    companyName: { type: 'string', label: { zh: '公司名称', en: 'Company name' }, required: true, minLength: 2, maxLength: 50 },
    contact: { type: 'string', label: { zh: '联系人', en: 'Contact name' }, required: true, maxLength: 20 },
    mobile: { type: 'string', label: LABEL.mobile, required: true, pattern: MOBILE_RE },
    code: SMS_CODE_RULE,
    password: passwordRule(LABEL.password),
  });
  const db = getDb();
  if (db.users.some((row) => row.mobile === input.mobile)) {
    throw invalid({ zh: '该手机号已注册，请直接登录', en: 'This mobile number is already registered, please log in' });
  }
  const useCode = verifySmsCode(input.mobile, input.code, 'register');
  const now = new Date().toISOString();
  const companyId = nextId('companies');
  db.companies.push({
    companyId,
    companyName: input.companyName,
    companyLogo: '',
    maxUserCount: REGISTERED_COMPANY_MAX_USERS,
    addAuntQrcode: '',
    createdTime: now,
    isPlatform: 0,
    trackDays: 30,
    mpName: '',
    mpQrcode: '',
    licenseImage: '',
  });
  const roleId = nextId('roles');
  db.roles.push({
    roleId,
    companyId,
    roleKey: ROLE_KEYS.admin,
    roleName: '管理员',
    pageIds: agencyPageIds(db.pages),
    permissionIds: db.permissions.map((row) => row.permissionId),
  });
  const userId = nextId('users');
  db.users.push({
    userId,
    companyId,
    mobile: input.mobile,
    password: input.password,
    userType: 1,
    contact: input.contact,
    avatarUrl: '',
    introduction: '',
    roleIds: [roleId],
    departmentId: null,
    isEnabled: 1,
    createdTime: now,
    addAuntQrcode: '',
    wxUserInfo: null,
    theme: null,
  });
  useCode();
  return { companyId, userId };
});

export const companyHandlers = [
  getUsers,
  searchUser,
  getRole,
  getPages,
  getPermissions,
  getAllPermissions,
  getDepartment,
  editCompanyInfo,
  register,
  ...companyOptionHandlers,
];

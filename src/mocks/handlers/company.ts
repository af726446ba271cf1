/** Handlers of the company family (/company/): users and registration; company info (companyInfo.ts), departments (departments.ts), roles, pages and permissions (roles.ts). */
import { companyPaths, type RegisterResult } from '@/api/company';
import { ROLE_KEYS } from '@/domain/permissions';
import { descendantIds } from '@/domain/tree';
import { getDb, newUserRow, nextId } from '../db';
import { agencyPageIds } from '../rules/access';
import { KEYWORD_RULE } from '../rules/listQuery';
import { toCompanyUser } from '../rules/views';
import { LABEL, MOBILE_RE, apiPost, apiWrite, invalid, requireSession, validate } from './kit';
import { companyCatalogueHandlers } from './companyCatalogues';
import { companyOptionHandlers } from './companyOptions';
import { companyInfoHandlers } from './companyInfo';
import { departmentHandlers } from './departments';
import { customSettingsHandlers } from './customSettings';
import { SMS_CODE_RULE, passwordRule, verifySmsCode } from './sys';

const getUsers = apiPost(companyPaths.getUsers, (ctx) => {
  const { company } = requireSession(ctx);
  const users = getDb().users.filter((row) => row.companyId === company.companyId);
  return users.map(toCompanyUser);
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
  return users.map(toCompanyUser);
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
  db.users.push(
    newUserRow({ userId, companyId, mobile: input.mobile, password: input.password, userType: 1, contact: input.contact, roleIds: [roleId], createdTime: now }),
  );
  useCode();
  return { companyId, userId };
});

export const companyHandlers = [
  getUsers,
  searchUser,
  register,
  ...companyOptionHandlers,
  ...companyCatalogueHandlers,
  ...companyInfoHandlers,
  ...departmentHandlers,
  ...customSettingsHandlers,
];

/**
 * Staff accounts, written by someone with user.manage (/user/addUser, changeUser, enOrDisableUser,
 * deleteUser, updatePassword). Bodies are read strictly (an unknown field or a number sent as text
 * is 40001); every rule of rules/staffAccounts.ts is checked before anything changes.
 */
import { withStoredPersonal } from '../rules/personalWrite';
import { userPaths, type DeleteUserResult } from '@/api/user';
import { FEATURE_PERMISSIONS, ROLE_KEYS } from '@/domain/permissions';
import { getDb, newUserRow, nextId } from '../db';
import { isAdmin, requirePermission } from '../rules/access';
import { writeAuntLog } from '../rules/auntLog';
import { readStrictChoices } from '../rules/jobMsgInput';
import { endSessions } from '../rules/session';
import {
  findCompanyUser,
  moveRecords,
  readDepartment,
  readHeir,
  readRoles,
  requireFreeSeat,
  requireMayManage,
  requireMobileFree,
  requireNotProtected,
} from '../rules/staffAccounts';
import { toCompanyUser } from '../rules/views';
import { LABEL, MOBILE_RE, apiWrite, conflict, isRecord, requireSession, type MockContext, type Msg } from './kit';
import { passwordRule } from './sys';

const L = {
  userId: { zh: '员工', en: 'Staff member' },
  contact: { zh: '姓名', en: 'Name' },
  roleIds: { zh: '角色', en: 'Roles' },
  departmentId: { zh: '部门', en: 'Department' },
  isEnabled: { zh: '启用状态', en: 'Enabled' },
  transferToUserId: { zh: '接收人', en: 'Receiving staff member' },
} as const satisfies Record<string, Msg>;

const USER_ID = { type: 'number', integer: true, min: 1, required: true, label: L.userId } as const;
const CONTACT = { type: 'string', label: L.contact, minLength: 1, maxLength: 20 } as const;
const MOBILE = { type: 'string', label: LABEL.mobile, pattern: MOBILE_RE } as const;
const ROLE_IDS = { type: 'ids', label: L.roleIds } as const;
const DEPARTMENT = { type: 'number', integer: true, min: 1, label: L.departmentId } as const;

/** The session of a caller with user.manage (40301 otherwise). */
function manager(ctx: MockContext) {
  const session = requireSession(ctx);
  requirePermission(session.user, FEATURE_PERMISSIONS.userManage);
  return session;
}

const userTypeOf = (roleKeys: readonly string[]): number => (roleKeys.includes(ROLE_KEYS.admin) ? 1 : 2);

const addUser = apiWrite(userPaths.addUser, (ctx) => {
  const { user, company } = manager(ctx);
  const input = readStrictChoices(ctx.body, {
    contact: { ...CONTACT, required: true },
    mobile: { ...MOBILE, required: true },
    password: passwordRule(LABEL.password),
    roleIds: { ...ROLE_IDS, required: true },
    departmentId: DEPARTMENT,
  });
  const roles = readRoles(user, input.roleIds);
  const departmentId = readDepartment(company.companyId, input.departmentId);
  requireMobileFree(input.mobile);
  requireFreeSeat(company);
  const row = newUserRow({
    userId: nextId('users'),
    companyId: company.companyId,
    mobile: input.mobile,
    password: input.password,
    userType: userTypeOf(roles.map((role) => role.roleKey)),
    contact: input.contact,
    roleIds: roles.map((role) => role.roleId),
    departmentId,
    createdTime: new Date().toISOString(),
  });
  getDb().users.push(row);
  return toCompanyUser(row);
});

/** Name, mobile, roles, department of a colleague (or oneself); `departmentId: null` clears the department. */
const changeUser = apiWrite(userPaths.changeUser, (ctx) => {
  const { user, company } = manager(ctx);
  // The mobile as the list showed it (masked) means unchanged: the stored one stays.
  const sentId = isRecord(ctx.body) ? ctx.body.userId : undefined;
  const shown = getDb().users.find((row) => row.userId === sentId && row.companyId === company.companyId);
  const body = shown ? withStoredPersonal(ctx.body, shown, { mobile: 'mobile' }) : ctx.body;
  const input = readStrictChoices(body, { userId: USER_ID, contact: CONTACT, mobile: MOBILE, roleIds: ROLE_IDS, departmentId: DEPARTMENT });
  const clearDepartment = isRecord(ctx.body) && ctx.body.departmentId === null;
  const target = findCompanyUser(company.companyId, input.userId);
  const demotes =
    input.roleIds !== undefined &&
    isAdmin(target) &&
    !input.roleIds.some((roleId) => getDb().roles.some((role) => role.roleId === roleId && role.roleKey === ROLE_KEYS.admin));
  if (demotes) requireNotProtected(user, target, 'demote');
  requireMayManage(user, target);
  const roles = input.roleIds === undefined ? null : readRoles(user, input.roleIds, target.roleIds);
  if (input.mobile !== undefined) requireMobileFree(input.mobile, target.userId);
  const departmentId = clearDepartment ? null : input.departmentId === undefined ? target.departmentId : readDepartment(company.companyId, input.departmentId);
  if (input.contact !== undefined) target.contact = input.contact;
  if (input.mobile !== undefined) target.mobile = input.mobile;
  if (roles) {
    target.roleIds = roles.map((role) => role.roleId);
    target.userType = userTypeOf(roles.map((role) => role.roleKey));
  }
  target.departmentId = departmentId;
  return toCompanyUser(target);
});

/** Disabling ends the account's sessions (its next call answers 50008); enabling needs a free seat. */
const enOrDisableUser = apiWrite(userPaths.enOrDisableUser, (ctx) => {
  const { user, company } = manager(ctx);
  const input = readStrictChoices(ctx.body, { userId: USER_ID, isEnabled: { type: 'enum', values: [0, 1], required: true, label: L.isEnabled } });
  const target = findCompanyUser(company.companyId, input.userId);
  if (input.isEnabled === 0 && target.isEnabled === 1) requireNotProtected(user, target, 'disable');
  requireMayManage(user, target);
  if (input.isEnabled === target.isEnabled) return null;
  if (input.isEnabled === 0) {
    target.isEnabled = 0;
    endSessions(target.userId);
  } else {
    requireFreeSeat(company);
    target.isEnabled = 1;
  }
  return null;
});

/**
 * Deletes an account in one write: its aunts, employers (with their jobs) and orders go to an
 * enabled colleague or to no owner, its open tasks go with it, its sessions end.
 */
const deleteUser = apiWrite(userPaths.deleteUser, (ctx): DeleteUserResult => {
  const { user, company } = manager(ctx);
  const input = readStrictChoices(ctx.body, { userId: USER_ID, transferToUserId: { type: 'number', integer: true, min: 0, label: L.transferToUserId } });
  const target = findCompanyUser(company.companyId, input.userId);
  requireNotProtected(user, target, 'delete');
  requireMayManage(user, target);
  const heir = readHeir(company.companyId, target, input.transferToUserId);
  const time = new Date().toISOString();
  const moved = moveRecords(company.companyId, target.userId, heir, time, (aunt, content) => writeAuntLog(aunt, user, 'deliver', content, time));
  const db = getDb();
  db.userTasks = db.userTasks.filter((row) => row.userId !== target.userId);
  endSessions(target.userId);
  db.users = db.users.filter((row) => row.userId !== target.userId);
  return { transferToUserId: heir?.userId ?? 0, ...moved };
});

/** An administrator sets a colleague's password: that user's sessions end (the profile changes one's own). */
const updatePassword = apiWrite(userPaths.updatePassword, (ctx) => {
  const { user, company } = manager(ctx);
  const input = readStrictChoices(ctx.body, { userId: USER_ID, password: passwordRule({ zh: '新密码', en: 'New password' }) });
  const target = findCompanyUser(company.companyId, input.userId);
  requireMayManage(user, target);
  if (target.userId === user.userId) {
    throw conflict({ zh: '请在个人中心修改自己的密码', en: 'Change your own password on your profile page' });
  }
  target.password = input.password;
  endSessions(target.userId);
  return null;
});

export const staffHandlers = [addUser, changeUser, enOrDisableUser, deleteUser, updatePassword];

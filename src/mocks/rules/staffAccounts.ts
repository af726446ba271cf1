/**
 * The rules of staff accounts (/user/addUser, changeUser, enOrDisableUser, deleteUser,
 * updatePassword, removeBindWxUser): who may do what, the seat limit, the last admin, and what a
 * deletion moves. Every check runs before anything changes, so a refusal stores nothing.
 *
 * - Seats: enabled accounts count; adding or enabling one needs a free seat (40903, pointing to
 *   the vip page).
 * - Nobody disables, deletes or demotes (takes AGENCY_ADMIN from) themselves or the company's last
 *   enabled administrator (40901).
 * - Only an administrator gives AGENCY_ADMIN, changes an administrator's account, or gives a role
 *   holding a permission the caller lacks (40301 with the reason).
 */
import { USER_CODES } from '@/api/user';
import { ROLE_KEYS } from '@/domain/permissions';
import { getDb, type AuntRow, type CompanyRow, type RoleRow, type UserRow } from '../db';
import { MOCK_CODES, MockError, conflict, invalid, notFound, type Msg } from '../core/errors';
import { isAdmin, permissionsOf, permissionsOfRole } from './access';

export const USER_LABEL: Msg = { zh: '员工', en: 'Staff member' };

/** The enabled accounts of the company (its used seats). */
export function seatsUsed(companyId: number): number {
  return getDb().users.filter((row) => row.companyId === companyId && row.isEnabled === 1).length;
}

/** 40903 unless one more enabled account fits the company's plan. */
export function requireFreeSeat(company: CompanyRow): void {
  const used = seatsUsed(company.companyId);
  if (used < company.maxUserCount) return;
  throw new MockError(USER_CODES.seatLimit, {
    zh: `员工账号已达上限（${used}/${company.maxUserCount}），请在会员方案页升级套餐后再试`,
    en: `Every staff seat is in use (${used} of ${company.maxUserCount}); upgrade the plan on the vip page first`,
  });
}

/** A user of the company, or 40401. */
export function findCompanyUser(companyId: number, userId: number): UserRow {
  const row = getDb().users.find((candidate) => candidate.userId === userId && candidate.companyId === companyId);
  if (!row) throw notFound(USER_LABEL);
  return row;
}

/** True when `user` is the company's only enabled administrator. */
export function isLastEnabledAdmin(user: UserRow): boolean {
  if (user.isEnabled !== 1 || !isAdmin(user)) return false;
  return !getDb().users.some((row) => row.companyId === user.companyId && row.userId !== user.userId && row.isEnabled === 1 && isAdmin(row));
}

type ProtectedAction = 'disable' | 'delete' | 'demote';

const SELF: Record<ProtectedAction, Msg> = {
  disable: { zh: '不能停用自己的账号', en: 'You cannot disable your own account' },
  delete: { zh: '不能删除自己的账号', en: 'You cannot delete your own account' },
  demote: { zh: '不能取消自己的管理员角色', en: 'You cannot take the administrator role from yourself' },
};

const LAST_ADMIN: Record<ProtectedAction, Msg> = {
  disable: { zh: '这是公司唯一启用的管理员，不能停用', en: 'This is the company’s only enabled administrator and cannot be disabled' },
  delete: { zh: '这是公司唯一启用的管理员，不能删除', en: 'This is the company’s only enabled administrator and cannot be deleted' },
  demote: { zh: '这是公司唯一启用的管理员，不能取消其管理员角色', en: 'This is the company’s only enabled administrator: the administrator role stays' },
};

/** 40901 when the caller acts on themselves, or on the last enabled administrator. */
export function requireNotProtected(caller: UserRow, target: UserRow, action: ProtectedAction): void {
  if (caller.userId === target.userId) throw conflict(SELF[action]);
  if (isLastEnabledAdmin(target)) throw conflict(LAST_ADMIN[action]);
}

/** 40301 when a non-administrator acts on an administrator's account (they could take it over). */
export function requireMayManage(caller: UserRow, target: UserRow): void {
  if (caller.userId !== target.userId && isAdmin(target) && !isAdmin(caller)) {
    throw new MockError(MOCK_CODES.forbidden, { zh: '只有管理员可以修改管理员的账号', en: 'Only an administrator can change an administrator’s account' });
  }
}

/**
 * The roles of `roleIds` (the company's, never the platform's; each once), checked for what the
 * caller may give: AGENCY_ADMIN and roles holding a permission the caller lacks only by an
 * administrator. `kept` are roles the user holds already (keeping them is no grant).
 */
export function readRoles(caller: UserRow, roleIds: readonly number[], kept: readonly number[] = []): RoleRow[] {
  const label = { zh: '角色', en: 'Roles' };
  if (roleIds.length === 0) throw invalid({ zh: '请至少选择一个角色', en: 'Choose at least one role' });
  if (new Set(roleIds).size !== roleIds.length) throw invalid({ zh: `${label.zh}重复`, en: `${label.en} are repeated` });
  const db = getDb();
  const roles = roleIds.map((roleId) => {
    const role = db.roles.find((row) => row.roleId === roleId && row.companyId === caller.companyId);
    if (!role || role.roleKey === ROLE_KEYS.platform) throw notFound({ zh: '角色', en: 'Role' });
    return role;
  });
  if (isAdmin(caller)) return roles;
  const held = new Set(permissionsOf(caller).map((row) => row.permissionName));
  for (const role of roles) {
    if (kept.includes(role.roleId)) continue;
    if (role.roleKey === ROLE_KEYS.admin) {
      throw new MockError(MOCK_CODES.forbidden, { zh: '只有管理员可以授予管理员角色', en: 'Only an administrator can give the administrator role' });
    }
    const lacking = permissionsOfRole(role).find((permission) => !held.has(permission.permissionName));
    if (lacking) {
      throw new MockError(MOCK_CODES.forbidden, {
        zh: `角色“${role.roleName}”含有您没有的权限，不能授予`,
        en: `The role “${role.roleName}” holds a permission you do not have: you cannot give it`,
      });
    }
  }
  return roles;
}

/** The company's department, or 40401; null stays null. */
export function readDepartment(companyId: number, departmentId: number | null | undefined): number | null {
  if (departmentId === undefined || departmentId === null) return null;
  if (!getDb().departments.some((row) => row.departmentId === departmentId && row.companyId === companyId)) throw notFound({ zh: '部门', en: 'Department' });
  return departmentId;
}

/** 40001 when another account (of any company) uses the mobile number. */
export function requireMobileFree(mobile: string, exceptUserId = 0): void {
  if (getDb().users.some((row) => row.mobile === mobile && row.userId !== exceptUserId)) {
    throw invalid({ zh: '该手机号已有账号', en: 'An account already uses this mobile number' });
  }
}

/** Who takes over a deleted account's records: an enabled colleague, or 0 (no owner). */
export function readHeir(companyId: number, deleted: UserRow, transferToUserId: number | undefined): UserRow | null {
  if (!transferToUserId) return null;
  const heir = getDb().users.find((row) => row.userId === transferToUserId && row.companyId === companyId && row.isEnabled === 1);
  if (!heir || heir.userId === deleted.userId) {
    throw invalid({ zh: '接收人须是本公司另一位启用的员工', en: 'The records can go only to another enabled staff member of the company' });
  }
  return heir;
}

export interface Moved {
  aunts: number;
  employers: number;
  orders: number;
}

/**
 * Moves everything `from` owns in the company to `to` (0: no owner): aunts (the recycle bin's too),
 * employers with their jobs, orders, and the joint hall's records and merges that name them. One
 * write with the account's removal (the handler's request). `log` records an aunt's move in her log.
 */
export function moveRecords(companyId: number, from: number, to: UserRow | null, time: string, log: (aunt: AuntRow, content: string) => void): Moved {
  const db = getDb();
  const toId = to?.userId ?? 0;
  const fromName = db.users.find((row) => row.userId === from)?.contact ?? '';
  const moved: Moved = { aunts: 0, employers: 0, orders: 0 };
  for (const aunt of db.aunts) {
    if (aunt.companyId !== companyId || aunt.teacherUserId !== from) continue;
    aunt.teacherUserId = toId;
    aunt.teacherName = to?.contact ?? '';
    aunt.updatedTime = time;
    log(aunt, `teacherUserId ${from} (${fromName || '-'}) -> ${toId} (${to?.contact || '-'})`);
    moved.aunts += 1;
  }
  for (const employer of db.employers) {
    if (employer.companyId !== companyId || employer.userId !== from) continue;
    employer.userId = toId;
    employer.updatedTime = time;
    moved.employers += 1;
  }
  for (const job of db.jobs) {
    if (job.companyId === companyId && job.userId === from) {
      job.userId = toId;
      job.updatedTime = time;
    }
  }
  for (const order of db.orders) {
    if (order.companyId !== companyId || order.userId !== from) continue;
    order.userId = toId;
    order.updatedTime = time;
    moved.orders += 1;
  }
  for (const row of db.unitedAunts) if (row.companyId === companyId && row.teacherUserId === from) row.teacherUserId = toId;
  for (const row of db.unitedJobs) if (row.companyId === companyId && row.teacherUserId === from) row.teacherUserId = toId;
  for (const row of db.unitedMappings) {
    if (row.companyId === companyId && row.teacherUserId === from) row.teacherUserId = toId;
    if (row.ownerCompanyId === companyId && row.ownerUserId === from) row.ownerUserId = toId;
  }
  return moved;
}

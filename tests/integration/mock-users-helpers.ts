/** Shared pieces of the staff-account mock tests: seeded users, roles and departments, logging in, a call's code with a token, a supervisor role. */
import { postUnchecked } from '@/api/http';
import { getUserInfo, userPaths, type LoginResponse } from '@/api/user';
import { setToken } from '@/auth/token';
import { FEATURE_PERMISSIONS, STAFF_PERMISSIONS } from '@/domain/permissions';
import { getDb, type RoleRow, type UserRow } from '@/mocks/db';
import { silent } from './mock-helpers';

export const user = (mobile: string): UserRow => getDb().users.find((row) => row.mobile === mobile)!;
export const role = (companyId: number, roleKey: string): RoleRow => getDb().roles.find((row) => row.companyId === companyId && row.roleKey === roleKey)!;
export const department = (companyId: number, name: string) =>
  getDb().departments.find((row) => row.companyId === companyId && row.departmentName === name)!.departmentId;
export const login = (mobile: string, password: string) => postUnchecked<LoginResponse>(userPaths.loginClient, { mobile, password }, silent);
/** The answer code of a call made with `token` (200 when it succeeds). */
export async function codeWith(token: string): Promise<number> {
  setToken(token);
  try {
    await getUserInfo(token, silent);
    return 200;
  } catch (error) {
    return (error as { code: number }).code;
  }
}

/** A role of company 1 that may manage staff but is no administrator (and lacks finance.manage). */
export function supervisorRole(): RoleRow {
  const db = getDb();
  const ids = (names: readonly string[]) => db.permissions.filter((row) => names.includes(row.permissionName)).map((row) => row.permissionId);
  const row: RoleRow = {
    roleId: 900,
    companyId: 1,
    roleKey: 'SUPERVISOR',
    roleName: '主管',
    pageIds: [],
    permissionIds: ids([...STAFF_PERMISSIONS, FEATURE_PERMISSIONS.userManage]),
  };
  db.roles.push(row);
  return row;
}

/**
 * Staff accounts in the mock: add (seats, unique mobile), change, enable / disable (sessions end,
 * login refused), delete (records to a colleague or to no owner), set a password (sessions end),
 * remove a WeChat binding, the last-admin / self / grant rules, the list's fields, the per-user
 * aunt log. Every refusal leaves the database as it was.
 */
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { getUsers, searchUser } from '@/api/company';
import { postUnchecked } from '@/api/http';
import {
  USER_CODES,
  addUser,
  changeUser,
  deleteUser,
  enOrDisableUser,
  getAuntLog,
  getUserInfo,
  removeBindWxUser,
  updatePassword,
  userPaths,
  type LoginResponse,
} from '@/api/user';
import { removeToken, setToken } from '@/auth/token';
import { FEATURE_PERMISSIONS, ROLE_KEYS, STAFF_PERMISSIONS } from '@/domain/permissions';
import { i18n } from '@/i18n';
import { ADMIN_ACCOUNT, PARTNER_ACCOUNT, STAFF_ACCOUNT, THIRD_ACCOUNT, getDb, type RoleRow, type UserRow } from '@/mocks/db';
import { tokenFor, withFreshMockDb } from '@/mocks/testing';
import { failure, silent, userIdOf } from './mock-helpers';
import { actAs, refused } from './mock-united-helpers';

withFreshMockDb();
beforeEach(async () => {
  await i18n.changeLanguage('zh');
  actAs(ADMIN_ACCOUNT);
});
afterEach(() => removeToken());

const user = (mobile: string): UserRow => getDb().users.find((row) => row.mobile === mobile)!;
const role = (companyId: number, roleKey: string): RoleRow => getDb().roles.find((row) => row.companyId === companyId && row.roleKey === roleKey)!;
const department = (companyId: number, name: string) =>
  getDb().departments.find((row) => row.companyId === companyId && row.departmentName === name)!.departmentId;
const login = (mobile: string, password: string) => postUnchecked<LoginResponse>(userPaths.loginClient, { mobile, password }, silent);
/** The answer code of a call made with `token` (200 when it succeeds). */
async function codeWith(token: string): Promise<number> {
  setToken(token);
  try {
    await getUserInfo(token, silent);
    return 200;
  } catch (error) {
    return (error as { code: number }).code;
  }
}

/** A role of company 1 that may manage staff but is no administrator (and lacks finance.manage). */
function supervisorRole(): RoleRow {
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

describe('/user/addUser', () => {
  it('adds a staff member who can log in, until the seats run out (company 3: 3 seats, 2 used)', async () => {
    actAs(THIRD_ACCOUNT);
    const staffRole = role(3, ROLE_KEYS.staff);
    const added = await addUser(
      { contact: '孙顾问', mobile: '13700000009', password: 'secret1', roleIds: [staffRole.roleId], departmentId: department(3, '门店') },
      silent,
    );
    expect(added).toMatchObject({
      contact: '孙顾问',
      mobile: '13700000009',
      roleIds: [staffRole.roleId],
      roleNames: ['经纪人'],
      departmentName: '门店',
      isEnabled: 1,
      lastLoginTime: null,
      wxUserInfo: null,
    });
    expect(user('13700000009')).toMatchObject({ companyId: 3, userType: 2, password: 'secret1' });
    expect((await login('13700000009', 'secret1')).token).toBeTruthy();
    expect((await getUserInfo(tokenFor(THIRD_ACCOUNT), silent)).company).toMatchObject({ currentUserCount: 3, maxUserCount: 3 });

    await refused(
      () => addUser({ contact: '周顾问', mobile: '13700000010', password: 'secret1', roleIds: [staffRole.roleId] }, silent),
      USER_CODES.seatLimit,
      '员工账号已达上限（3/3），请在会员方案页升级套餐后再试',
    );
    await i18n.changeLanguage('en');
    const english = await failure(addUser({ contact: 'Zhou', mobile: '13700000010', password: 'secret1', roleIds: [staffRole.roleId] }, silent));
    expect(english.serverMessage).toBe('Every staff seat is in use (3 of 3); upgrade the plan on the vip page first');
  });

  it('refuses a bad body, a taken mobile, another company’s role or department; stores nothing', async () => {
    const staffRole = role(1, ROLE_KEYS.staff).roleId;
    const good = { contact: '新顾问', mobile: '13800000099', password: 'secret1', roleIds: [staffRole] };
    const cases: [unknown, number, string?][] = [
      [{ ...good, contact: '' }, 40001, '请填写姓名'],
      [{ ...good, contact: 'x'.repeat(21) }, 40001],
      [{ ...good, mobile: '12345' }, 40001, '手机号格式不正确'],
      [{ ...good, password: '12345' }, 40001, '密码不能少于6个字符'],
      [{ ...good, password: 'x'.repeat(33) }, 40001],
      [{ ...good, roleIds: [] }, 40001],
      [{ ...good, roleIds: String(staffRole) }, 40001],
      [{ ...good, roleIds: [staffRole, staffRole] }, 40001],
      [{ ...good, departmentId: '1' }, 40001],
      [{ ...good, isEnabled: 1 }, 40001, '不支持的字段：isEnabled'],
      [{ ...good, mobile: PARTNER_ACCOUNT.mobile }, 40001, '该手机号已有账号'],
      [{ ...good, roleIds: [role(2, ROLE_KEYS.staff).roleId] }, 40401],
      [{ ...good, roleIds: [role(4, ROLE_KEYS.platform).roleId] }, 40401],
      [{ ...good, departmentId: department(2, '门店') }, 40401],
    ];
    for (const [body, code, message] of cases) await refused(() => postUnchecked(userPaths.addUser, body, silent), code, message);
  });

  it('answers 40301 to a user without user.manage, for every staff write', async () => {
    actAs(STAFF_ACCOUNT);
    const other = userIdOf('13800000003');
    const calls: [string, unknown][] = [
      [userPaths.addUser, { contact: '新顾问', mobile: '13800000099', password: 'secret1', roleIds: [role(1, ROLE_KEYS.staff).roleId] }],
      [userPaths.changeUser, { userId: other, contact: '改名' }],
      [userPaths.enOrDisableUser, { userId: other, isEnabled: 0 }],
      [userPaths.deleteUser, { userId: other }],
      [userPaths.updatePassword, { userId: other, password: 'secret1' }],
      [userPaths.removeBindWxUser, { userId: other }],
    ];
    for (const [path, body] of calls) await refused(() => postUnchecked(path, body, silent), 40301, '没有权限执行此操作');
  });

  it('lets only an administrator give AGENCY_ADMIN or a role with permissions the giver lacks', async () => {
    const supervisor = supervisorRole();
    getDb().users.find((row) => row.mobile === STAFF_ACCOUNT.mobile)!.roleIds = [supervisor.roleId];
    actAs(STAFF_ACCOUNT);
    const body = (roleIds: number[]) => ({ contact: '新顾问', mobile: '13800000099', password: 'secret1', roleIds });
    await refused(() => addUser(body([role(1, ROLE_KEYS.admin).roleId]), silent), 40301, '只有管理员可以授予管理员角色');
    const finance = getDb().permissions.find((row) => row.permissionName === FEATURE_PERMISSIONS.financeManage)!;
    role(1, ROLE_KEYS.staff).permissionIds.push(finance.permissionId);
    await refused(() => addUser(body([role(1, ROLE_KEYS.staff).roleId]), silent), 40301, '角色“经纪人”含有您没有的权限，不能授予');
    await addUser(body([supervisor.roleId]), silent);
    // An administrator's account is out of a non-administrator's reach.
    await refused(() => changeUser({ userId: userIdOf(ADMIN_ACCOUNT.mobile), contact: '王总' }, silent), 40301, '只有管理员可以修改管理员的账号');
    await refused(() => updatePassword({ userId: userIdOf(ADMIN_ACCOUNT.mobile), password: 'taken1' }, silent), 40301);
  });
});

describe('/user/changeUser', () => {
  it('changes name, mobile, department (null clears it) and roles', async () => {
    const target = userIdOf('13800000003');
    const changed = await changeUser(
      { userId: target, contact: '张主管', mobile: '13800000033', departmentId: department(1, '财务部'), roleIds: [role(1, ROLE_KEYS.admin).roleId] },
      silent,
    );
    expect(changed).toMatchObject({ contact: '张主管', mobile: '13800000033', departmentName: '财务部', roleNames: ['管理员'] });
    expect(user('13800000033').userType).toBe(1);
    const cleared = await postUnchecked(userPaths.changeUser, { userId: target, departmentId: null }, silent);
    expect(cleared).toMatchObject({ departmentId: null, departmentName: '' });
    await refused(() => changeUser({ userId: target, mobile: STAFF_ACCOUNT.mobile }, silent), 40001, '该手机号已有账号');
    await refused(() => changeUser({ userId: target, departmentId: department(2, '门店') }, silent), 40401);
    await refused(() => changeUser({ userId: userIdOf(PARTNER_ACCOUNT.mobile), contact: 'x' }, silent), 40401, '员工不存在');
    await refused(() => postUnchecked(userPaths.changeUser, { userId: target, isEnabled: 0 }, silent), 40001);
  });

  it('refuses to take the administrator role from oneself or from the last enabled administrator', async () => {
    const staffRole = role(1, ROLE_KEYS.staff).roleId;
    await refused(() => changeUser({ userId: userIdOf(ADMIN_ACCOUNT.mobile), roleIds: [staffRole] }, silent), 40901, '不能取消自己的管理员角色');
    // A supervisor (user.manage, no admin) would demote the company's only admin: the last-admin rule speaks first.
    const supervisor = supervisorRole();
    user(STAFF_ACCOUNT.mobile).roleIds = [supervisor.roleId];
    actAs(STAFF_ACCOUNT);
    await refused(
      () => changeUser({ userId: userIdOf(ADMIN_ACCOUNT.mobile), roleIds: [staffRole] }, silent),
      40901,
      '这是公司唯一启用的管理员，不能取消其管理员角色',
    );
    await refused(() => enOrDisableUser({ userId: userIdOf(ADMIN_ACCOUNT.mobile), isEnabled: 0 }, silent), 40901, '这是公司唯一启用的管理员，不能停用');
    await refused(() => deleteUser({ userId: userIdOf(ADMIN_ACCOUNT.mobile) }, silent), 40901, '这是公司唯一启用的管理员，不能删除');
    // With a second enabled admin, an admin may demote the other one.
    actAs(ADMIN_ACCOUNT);
    const second = userIdOf('13800000003');
    await changeUser({ userId: second, roleIds: [role(1, ROLE_KEYS.admin).roleId] }, silent);
    await changeUser({ userId: second, roleIds: [staffRole] }, silent);
    expect(user('13800000003').userType).toBe(2);
  });
});

describe('/user/enOrDisableUser', () => {
  it('disabling ends the open session (50008) and refuses the login; enabling needs a free seat', async () => {
    const staffToken = tokenFor(STAFF_ACCOUNT);
    expect(await codeWith(staffToken)).toBe(200);
    actAs(ADMIN_ACCOUNT);
    await enOrDisableUser({ userId: userIdOf(STAFF_ACCOUNT.mobile), isEnabled: 0 }, silent);
    expect(getDb().sessions.some((row) => row.userId === userIdOf(STAFF_ACCOUNT.mobile))).toBe(false);
    expect(await codeWith(staffToken)).toBe(50008);
    const refusedLogin = await failure(login(STAFF_ACCOUNT.mobile, STAFF_ACCOUNT.password));
    expect([refusedLogin.code, refusedLogin.serverMessage]).toEqual([20002, '账号已被停用']);
    actAs(ADMIN_ACCOUNT);
    await enOrDisableUser({ userId: userIdOf(STAFF_ACCOUNT.mobile), isEnabled: 1 }, silent);
    expect((await login(STAFF_ACCOUNT.mobile, STAFF_ACCOUNT.password)).token).toBeTruthy();

    // Company 3 full: a disabled account comes back only when a seat is free.
    actAs(THIRD_ACCOUNT);
    const qian = userIdOf('13700000002');
    await enOrDisableUser({ userId: qian, isEnabled: 0 }, silent);
    await addUser({ contact: '孙顾问', mobile: '13700000009', password: 'secret1', roleIds: [role(3, ROLE_KEYS.staff).roleId] }, silent);
    await addUser({ contact: '吴顾问', mobile: '13700000010', password: 'secret1', roleIds: [role(3, ROLE_KEYS.staff).roleId] }, silent);
    await refused(() => enOrDisableUser({ userId: qian, isEnabled: 1 }, silent), USER_CODES.seatLimit);
  });

  it('refuses to disable oneself, and a bad body', async () => {
    await refused(() => enOrDisableUser({ userId: userIdOf(ADMIN_ACCOUNT.mobile), isEnabled: 0 }, silent), 40901, '不能停用自己的账号');
    await refused(() => postUnchecked(userPaths.enOrDisableUser, { userId: userIdOf(STAFF_ACCOUNT.mobile), isEnabled: '0' }, silent), 40001);
    await refused(() => postUnchecked(userPaths.enOrDisableUser, { userId: userIdOf(STAFF_ACCOUNT.mobile), isEnabled: 2 }, silent), 40001);
    await refused(() => postUnchecked(userPaths.enOrDisableUser, { userId: userIdOf(PARTNER_ACCOUNT.mobile), isEnabled: 0 }, silent), 40401);
  });
});

describe('/user/deleteUser', () => {
  const owned = (userId: number) => {
    const db = getDb();
    return {
      aunts: db.aunts.filter((row) => row.companyId === 1 && row.teacherUserId === userId).length,
      employers: db.employers.filter((row) => row.companyId === 1 && row.userId === userId).length,
      orders: db.orders.filter((row) => row.companyId === 1 && row.userId === userId).length,
    };
  };

  it('moves the aunts, employers, jobs and orders to a chosen colleague in one write, ends the sessions, removes the account', async () => {
    const zhang = userIdOf('13800000003');
    const liu = userIdOf('13800000004');
    const before = owned(zhang);
    const liuBefore = owned(liu);
    expect(before.aunts + before.employers + before.orders).toBeGreaterThan(0);
    const token = tokenFor({ mobile: '13800000003' });
    actAs(ADMIN_ACCOUNT);
    const logsBefore = getDb().auntLogs.length;
    const result = await deleteUser({ userId: zhang, transferToUserId: liu }, silent);
    expect(result).toEqual({ transferToUserId: liu, ...before });
    expect(owned(zhang)).toEqual({ aunts: 0, employers: 0, orders: 0 });
    expect(owned(liu)).toEqual({
      aunts: liuBefore.aunts + before.aunts,
      employers: liuBefore.employers + before.employers,
      orders: liuBefore.orders + before.orders,
    });
    expect(getDb().jobs.some((row) => row.userId === zhang)).toBe(false);
    expect(
      getDb()
        .aunts.filter((row) => row.teacherUserId === liu)
        .every((row) => row.teacherName === '刘顾问'),
    ).toBe(true);
    const logs = getDb().auntLogs.slice(logsBefore);
    expect(logs).toHaveLength(before.aunts);
    expect(logs.every((row) => row.action === 'deliver' && row.userId === userIdOf(ADMIN_ACCOUNT.mobile))).toBe(true);
    expect(getDb().users.some((row) => row.userId === zhang)).toBe(false);
    expect(await codeWith(token)).toBe(50008);
    expect((await failure(login('13800000003', 'staff123'))).code).toBe(20001);
  });

  it('leaves the records with no owner when no colleague is chosen', async () => {
    const liu = userIdOf('13800000004');
    const before = owned(liu);
    const unownedBefore = owned(0);
    const result = await deleteUser({ userId: liu }, silent);
    expect(result).toEqual({ transferToUserId: 0, ...before });
    expect(owned(0)).toEqual({
      aunts: unownedBefore.aunts + before.aunts,
      employers: unownedBefore.employers + before.employers,
      orders: unownedBefore.orders + before.orders,
    });
    expect(
      getDb()
        .aunts.filter((row) => row.teacherUserId === 0)
        .every((row) => row.teacherName === ''),
    ).toBe(true);
    const explicit = await deleteUser({ userId: userIdOf('13800000006'), transferToUserId: 0 }, silent);
    expect(explicit.transferToUserId).toBe(0);
  });

  it('refuses oneself, a disabled or foreign heir, the account itself as heir; stores nothing', async () => {
    const liu = userIdOf('13800000004');
    await refused(() => deleteUser({ userId: userIdOf(ADMIN_ACCOUNT.mobile) }, silent), 40901, '不能删除自己的账号');
    await refused(() => deleteUser({ userId: liu, transferToUserId: userIdOf('13800000005') }, silent), 40001, '接收人须是本公司另一位启用的员工');
    await refused(() => deleteUser({ userId: liu, transferToUserId: userIdOf(PARTNER_ACCOUNT.mobile) }, silent), 40001);
    await refused(() => deleteUser({ userId: liu, transferToUserId: liu }, silent), 40001);
    await refused(() => postUnchecked(userPaths.deleteUser, { userId: liu, transferToUserId: '3' }, silent), 40001);
    await refused(() => postUnchecked(userPaths.deleteUser, { userId: userIdOf(PARTNER_ACCOUNT.mobile) }, silent), 40401);
  });
});

describe('/user/updatePassword', () => {
  it('sets the password and ends every session of that user', async () => {
    const first = tokenFor(STAFF_ACCOUNT);
    const second = tokenFor(STAFF_ACCOUNT);
    actAs(ADMIN_ACCOUNT);
    await updatePassword({ userId: userIdOf(STAFF_ACCOUNT.mobile), password: 'fresh-pass' }, silent);
    expect(await codeWith(first)).toBe(50008);
    expect(await codeWith(second)).toBe(50008);
    expect((await failure(login(STAFF_ACCOUNT.mobile, STAFF_ACCOUNT.password))).code).toBe(20001);
    expect((await login(STAFF_ACCOUNT.mobile, 'fresh-pass')).token).toBeTruthy();
  });

  it('refuses one’s own password (the profile changes it), a short one and an unknown field', async () => {
    actAs(ADMIN_ACCOUNT);
    await refused(() => updatePassword({ userId: userIdOf(ADMIN_ACCOUNT.mobile), password: 'fresh-pass' }, silent), 40901, '请在个人中心修改自己的密码');
    await refused(() => updatePassword({ userId: userIdOf(STAFF_ACCOUNT.mobile), password: '123' }, silent), 40001, '新密码不能少于6个字符');
    await refused(() => postUnchecked(userPaths.updatePassword, { userId: userIdOf(STAFF_ACCOUNT.mobile), password: 'fresh-pass', old: 'x' }, silent), 40001);
  });
});

describe('/user/removeBindWxUser', () => {
  it('removes one’s own binding without a body, a colleague’s with {userId} (user.manage)', async () => {
    const wx = { nickname: 'x', headimgurl: '' };
    user(ADMIN_ACCOUNT.mobile).wxUserInfo = { ...wx };
    user(STAFF_ACCOUNT.mobile).wxUserInfo = { ...wx };
    actAs(STAFF_ACCOUNT);
    await refused(() => removeBindWxUser({ userId: userIdOf(ADMIN_ACCOUNT.mobile) }, silent), 40301);
    await removeBindWxUser({}, silent);
    expect(user(STAFF_ACCOUNT.mobile).wxUserInfo).toBeNull();
    user(STAFF_ACCOUNT.mobile).wxUserInfo = { ...wx };
    actAs(ADMIN_ACCOUNT);
    const listed = (await getUsers(silent)).find((row) => row.mobile === STAFF_ACCOUNT.mobile);
    expect(listed?.wxUserInfo).toEqual(wx);
    await removeBindWxUser({ userId: userIdOf(STAFF_ACCOUNT.mobile) }, silent);
    expect(user(STAFF_ACCOUNT.mobile).wxUserInfo).toBeNull();
    expect(user(ADMIN_ACCOUNT.mobile).wxUserInfo).toEqual(wx);
    await refused(() => removeBindWxUser({ userId: userIdOf(PARTNER_ACCOUNT.mobile) }, silent), 40401);
  });
});

describe('the staff list', () => {
  it('answers role and department names, the last login and the binding; a department finds its sub-departments', async () => {
    const users = await getUsers(silent);
    const li = users.find((row) => row.mobile === STAFF_ACCOUNT.mobile)!;
    const newest = getDb()
      .loginLogs.filter((row) => row.userId === li.userId)
      .map((row) => row.loginTime)
      .sort()
      .at(-1);
    expect(li).toMatchObject({ contact: '李顾问', roleNames: ['经纪人'], departmentName: '销售一部', lastLoginTime: newest, wxUserInfo: null });
    const sales = await searchUser({ keyword: '', departmentId: department(1, '销售部') }, silent);
    expect(sales.map((row) => row.contact).sort()).toEqual(['刘顾问', '张顾问', '李顾问', '赵顾问'].sort());
    const one = await searchUser({ keyword: '李', departmentId: department(1, '销售一部') }, silent);
    expect(one.map((row) => row.contact)).toEqual(['李顾问']);
  });
});

describe('/user/getAuntLog', () => {
  it('lists what one user did to aunts: one’s own, another’s with user.manage, of the company only', async () => {
    const li = userIdOf(STAFF_ACCOUNT.mobile);
    const mine = getDb().auntLogs.filter((row) => row.userId === li && row.companyId === 1).length;
    expect(mine).toBeGreaterThan(0);
    const byAdmin = await getAuntLog({ userId: li, page: 1, pageSize: 100 }, silent);
    expect(byAdmin.total).toBe(mine);
    expect(byAdmin.list.every((row) => row.userId === li)).toBe(true);
    actAs(STAFF_ACCOUNT);
    expect((await getAuntLog({ page: 1, pageSize: 100 }, silent)).total).toBe(mine);
    await refused(() => getAuntLog({ userId: userIdOf(ADMIN_ACCOUNT.mobile) }, silent), 40301);
    actAs(ADMIN_ACCOUNT);
    await refused(() => getAuntLog({ userId: userIdOf(PARTNER_ACCOUNT.mobile) }, silent), 40401);
  });
});

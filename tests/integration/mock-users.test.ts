/**
 * Staff accounts in the mock: add (seats, unique mobile), change, enable / disable (sessions end,
 * login refused), the last-admin / self / grant rules. Delete, passwords, WeChat bindings, the
 * list and the aunt log: mock-users-accounts.test.ts. Every refusal leaves the database as it was.
 */
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { postUnchecked } from '@/api/http';
import { USER_CODES, addUser, changeUser, deleteUser, enOrDisableUser, getUserInfo, updatePassword, userPaths } from '@/api/user';
import { removeToken } from '@/auth/token';
import { FEATURE_PERMISSIONS, ROLE_KEYS } from '@/domain/permissions';
import { i18n } from '@/i18n';
import { ADMIN_ACCOUNT, PARTNER_ACCOUNT, STAFF_ACCOUNT, THIRD_ACCOUNT, getDb } from '@/mocks/db';
import { tokenFor, withFreshMockDb } from '@/mocks/testing';
import { failure, silent, userIdOf } from './mock-helpers';
import { actAs, refused } from './mock-united-helpers';
import { codeWith, department, login, role, supervisorRole, user } from './mock-users-helpers';

withFreshMockDb();
beforeEach(async () => {
  await i18n.changeLanguage('zh');
  actAs(ADMIN_ACCOUNT);
});
afterEach(() => removeToken());

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
      mobile: '137****0009',
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
    expect(changed).toMatchObject({ contact: '张主管', mobile: '138****0033', departmentName: '财务部', roleNames: ['管理员'] });
    expect(user('13800000033').userType).toBe(1);
    // The mobile sent back as the list shows it (masked) keeps the stored one.
    expect(await changeUser({ userId: target, contact: '张主管二', mobile: '138****0033' }, silent)).toMatchObject({
      contact: '张主管二',
      mobile: '138****0033',
    });
    expect(user('13800000033').contact).toBe('张主管二');
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

/**
 * Staff accounts in the mock, continued (mock-users.test.ts): delete (records to a colleague or to
 * no owner), set a password (sessions end), remove a WeChat binding, the list's fields, the
 * per-user aunt log. Every refusal leaves the database as it was.
 */
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { getUsers, searchUser } from '@/api/company';
import { postUnchecked } from '@/api/http';
import { deleteUser, getAuntLog, removeBindWxUser, updatePassword, userPaths } from '@/api/user';
import { removeToken } from '@/auth/token';
import { i18n } from '@/i18n';
import { ADMIN_ACCOUNT, PARTNER_ACCOUNT, STAFF_ACCOUNT, getDb } from '@/mocks/db';
import { tokenFor, withFreshMockDb } from '@/mocks/testing';
import { failure, silent, userIdOf } from './mock-helpers';
import { actAs, refused } from './mock-united-helpers';
import { codeWith, department, login, user } from './mock-users-helpers';

withFreshMockDb();
beforeEach(async () => {
  await i18n.changeLanguage('zh');
  actAs(ADMIN_ACCOUNT);
});
afterEach(() => removeToken());

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
    const listed = (await getUsers(silent)).find((row) => row.userId === userIdOf(STAFF_ACCOUNT.mobile));
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
    const li = users.find((row) => row.userId === userIdOf(STAFF_ACCOUNT.mobile))!;
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

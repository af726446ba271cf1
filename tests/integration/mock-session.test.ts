/**
 * The mock backend's user, session, company and system calls, driven through the real
 * request layer (axios -> msw/node) exactly as the app sends them.
 */
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { postUnchecked, postListUnchecked } from '@/api/http';
import { userPaths, type CompanyInfo, type LoginLog, type LoginResponse, type SysPage, type SysTheme, type UserInfo } from '@/api/user';
import { companyPaths } from '@/api/company';
import { appPaths } from '@/api/app';
import { config } from '@/config';
import { sysPaths, type Region, type RegionLetterGroup } from '@/api/sys';
import { removeToken, setToken } from '@/auth/token';
import { i18n } from '@/i18n';
import { ALL_PERMISSIONS, ROLE_KEYS, STAFF_PERMISSIONS } from '@/domain/permissions';
import { ADMIN_ACCOUNT, PARTNER_ACCOUNT, STAFF_ACCOUNT, getDb, snapshot } from '@/mocks/db';
import { PAGE_TREE } from '@/mocks/db/seedPages';
import { tokenFor, withFreshMockDb } from '@/mocks/testing';
import { expireAllSessions } from '@/mocks/rules/session';
import { LOGIN_LOGS_PER_USER } from '@/mocks/handlers/user';
import { failure } from './mock-helpers';

withFreshMockDb();

const login = (mobile: string, password: string) => postUnchecked<LoginResponse>(userPaths.loginClient, { mobile, password }, { silent: true });
const userInfo = (token: string) => postUnchecked<UserInfo>(userPaths.getUserInfo, {}, { silent: true, params: { token } });

function allPageNames(): string[] {
  const names: string[] = [];
  const walk = (decls: typeof PAGE_TREE) => {
    for (const decl of decls) {
      names.push(decl.name);
      walk(decl.children ?? []);
    }
  };
  walk(PAGE_TREE);
  return names;
}

beforeEach(async () => {
  removeToken();
  await i18n.changeLanguage('zh');
});
afterEach(() => removeToken());

describe('login', () => {
  it('logs in with a trimmed mobile, answers the token and records a login log', async () => {
    const logsBefore = getDb().loginLogs.length;
    const answer = await login(` ${ADMIN_ACCOUNT.mobile} `, ADMIN_ACCOUNT.password);
    expect(answer.mobile).toBe(ADMIN_ACCOUNT.mobile);
    expect(answer.token).toMatch(/^[0-9a-f]{48}$/);
    expect(getDb().loginLogs).toHaveLength(logsBefore + 1);
    expect(getDb().sessions.map((row) => row.token)).toContain(answer.token);
  });

  it("keeps a user's latest LOGIN_LOGS_PER_USER login logs, dropping only that user's oldest", async () => {
    const db = getDb();
    const partnerLogs = db.loginLogs.filter((row) => row.userId !== 1).length;
    // The admin already has as many as kept, the oldest of them first.
    const mine = db.loginLogs.filter((row) => row.userId === 1).length;
    for (let index = mine; index < LOGIN_LOGS_PER_USER; index += 1) {
      db.loginLogs.push({
        logId: 1_000_000 + index,
        userId: 1,
        loginTime: `2000-01-01T00:${String(Math.floor(index / 60) % 60).padStart(2, '0')}:${String(index % 60).padStart(2, '0')}.000Z`,
        ip: '127.0.0.1',
        userAgent: '',
      });
    }
    const oldest = db.loginLogs.filter((row) => row.userId === 1).sort((a, b) => a.loginTime.localeCompare(b.loginTime))[0];
    await login(ADMIN_ACCOUNT.mobile, ADMIN_ACCOUNT.password);
    const after = getDb().loginLogs;
    expect(after.filter((row) => row.userId === 1)).toHaveLength(LOGIN_LOGS_PER_USER);
    expect(after.some((row) => row.logId === oldest?.logId)).toBe(false);
    expect(after.filter((row) => row.userId !== 1)).toHaveLength(partnerLogs);
  });

  it('answers 20001 with the message in the caller language for a wrong password', async () => {
    const zh = await failure(login(ADMIN_ACCOUNT.mobile, 'wrong-password'));
    expect(zh.code).toBe(20001);
    expect(zh.serverMessage).toBe('手机号或密码错误');
    await i18n.changeLanguage('en');
    const en = await failure(login('13811112222', 'whatever'));
    expect([en.code, en.serverMessage]).toEqual([20001, 'Wrong mobile number or password']);
  });

  it('refuses a disabled account with 20002', async () => {
    const disabled = getDb().users.find((row) => row.isEnabled === 0 && row.companyId === 1);
    const error = await failure(login(disabled?.mobile ?? '', 'staff123'));
    expect([error.code, error.serverMessage]).toEqual([20002, '账号已被停用']);
  });

  it('rejects an empty field with 40001 naming it and stores nothing', async () => {
    const before = snapshot();
    const error = await failure(login('  ', 'admin123'));
    expect([error.code, error.serverMessage]).toEqual([40001, '请填写手机号']);
    const noPassword = await failure(login(ADMIN_ACCOUNT.mobile, ''));
    expect(noPassword.serverMessage).toBe('请填写密码');
    expect(snapshot()).toBe(before);
  });
});

describe('user info and menu', () => {
  it('gives the admin every page and permission, with company, department and theme', async () => {
    const { token } = await login(ADMIN_ACCOUNT.mobile, ADMIN_ACCOUNT.password);
    const info = await userInfo(token);
    expect(info.contact).toBe('王经理');
    expect(info.avatarUrl).toBe('');
    expect(info.company).toMatchObject({ companyId: 1, companyName: '上海安心家政服务有限公司', maxUserCount: 20 });
    expect(info.company.currentUserCount).toBe(getDb().users.filter((row) => row.companyId === 1 && row.isEnabled === 1).length);
    expect(info.client_department?.departmentName).toBe('总经办');
    expect(info.sys_theme).toEqual({ primaryColor: '#F1A83C' });
    expect(info.sys_login_logs?.length).toBeGreaterThan(0);
    const [role] = info.sys_roles ?? [];
    expect(role?.roleKey).toBe(ROLE_KEYS.admin);
    // Every page but the platform's page management.
    expect(role?.sys_pages.map((page) => page.pageName).sort()).toEqual(
      allPageNames()
        .filter((name) => name !== 'PageManage')
        .sort(),
    );
    expect(role?.sys_permissions.map((permission) => permission.permissionName).sort()).toEqual([...ALL_PERMISSIONS].sort());
    expect(role?.sys_permissions.find((row) => row.permissionName === 'finance.manage')?.permissionLabel).toBe('财务管理');
  });

  it('gives the staff member fewer pages and only the staff permissions', async () => {
    const { token } = await login(STAFF_ACCOUNT.mobile, STAFF_ACCOUNT.password);
    const info = await userInfo(token);
    const names = (info.sys_roles ?? []).flatMap((role) => role.sys_pages.map((page) => page.pageName));
    expect(info.sys_roles?.map((role) => role.roleKey)).toEqual([ROLE_KEYS.staff]);
    for (const missing of ['FinanceManage', 'FinanceRecords', 'CompanySettings', 'CompanyUsers', 'PageManage', 'StaffStatistic']) {
      expect(names).not.toContain(missing);
    }
    expect(names).toEqual(expect.arrayContaining(['AuntAll', 'CustomerJobs', 'OfficeAchievement', 'UnitedAuntHall', 'RecycleBin']));
    const permissions = (info.sys_roles ?? []).flatMap((role) => role.sys_permissions.map((row) => row.permissionName));
    expect(permissions.sort()).toEqual([...STAFF_PERMISSIONS].sort());

    setToken(token);
    const menu = await postUnchecked<SysPage[]>(userPaths.getMenu, {}, { silent: true });
    expect(menu.map((page) => page.pageName).sort()).toEqual([...names].sort());
    const detail = menu.find((page) => page.pageName === 'AuntDetail');
    const parent = menu.find((page) => page.pageName === 'AuntManage');
    expect(detail).toMatchObject({ isMenu: 0, routePath: '/aunt/detail/:auntId', component: 'aunt/detail', parentId: parent?.pageId });
    expect(parent).toMatchObject({ parentId: 0, component: 'Layout', redirectPath: '/aunt/all', menuIcon: 'TeamOutlined' });
  });

  it('answers 50008 for an unknown, an expired and a timed-out token', async () => {
    expect((await failure(userInfo('not-a-token'))).code).toBe(50008);
    const { token } = await login(PARTNER_ACCOUNT.mobile, PARTNER_ACCOUNT.password);
    expect((await userInfo(token)).company.companyName).toBe('杭州好帮手家政服务有限公司');

    const ttlLater = Date.now() + 1441 * 60_000;
    const clock = vi.spyOn(Date, 'now').mockReturnValue(ttlLater);
    expect((await failure(userInfo(token))).code).toBe(50008);
    clock.mockRestore();

    expireAllSessions();
    const expired = await failure(userInfo(token));
    expect([expired.code, expired.serverMessage]).toEqual([50008, '登录已失效，请重新登录']);
  });

  it('pages the login log, newest first', async () => {
    setToken(tokenFor(ADMIN_ACCOUNT));
    const all = getDb().loginLogs.filter((row) => row.userId === 1).length;
    const first = await postListUnchecked<LoginLog>(userPaths.getLoginLog, { page: 1, pageSize: 2 }, { silent: true });
    expect(first.total).toBe(all);
    expect(first.list).toHaveLength(2);
    expect(first.list[0]?.loginTime.localeCompare(first.list[1]?.loginTime ?? '')).toBe(1);
    const bad = await failure(postListUnchecked(userPaths.getLoginLog, { page: 0 }, { silent: true }));
    expect([bad.code, bad.serverMessage]).toEqual([40001, '页码不能小于1']);
  });
});

describe('profile writes', () => {
  it('validates the theme colour and stores a valid one', async () => {
    setToken(tokenFor(ADMIN_ACCOUNT));
    const before = snapshot();
    const error = await failure(postUnchecked(userPaths.setTheme, { primaryColor: '#12345' }, { silent: true }));
    expect([error.code, error.serverMessage]).toEqual([40001, '主题色格式不正确']);
    expect(snapshot()).toBe(before);
    await i18n.changeLanguage('en');
    expect((await failure(postUnchecked(userPaths.setTheme, { primaryColor: 'red' }, { silent: true }))).serverMessage).toBe('Theme colour is not valid');

    await expect(postUnchecked<SysTheme>(userPaths.setTheme, { primaryColor: '#1a2' }, { silent: true })).resolves.toEqual({ primaryColor: '#1a2' });
    expect(getDb().users.find((row) => row.userId === 1)?.theme).toEqual({ primaryColor: '#1a2' });
  });

  it('changes the password only with the right current one and a long enough new one', async () => {
    setToken(tokenFor(STAFF_ACCOUNT));
    const wrong = await failure(postUnchecked(userPaths.modifyPassword, { oldPassword: 'nope', newPassword: 'secret99' }, { silent: true }));
    expect([wrong.code, wrong.serverMessage]).toEqual([40001, '原密码不正确']);
    const short = await failure(postUnchecked(userPaths.modifyPassword, { oldPassword: 'staff123', newPassword: '123' }, { silent: true }));
    expect(short.serverMessage).toBe('新密码不能少于6个字符');
    await postUnchecked(userPaths.modifyPassword, { oldPassword: 'staff123', newPassword: 'secret99' }, { silent: true });
    expect((await failure(login(STAFF_ACCOUNT.mobile, 'staff123'))).code).toBe(20001);
    await expect(login(STAFF_ACCOUNT.mobile, 'secret99')).resolves.toMatchObject({ mobile: STAFF_ACCOUNT.mobile });
  });

  it('lets only a company manager edit the company info', async () => {
    setToken(tokenFor(STAFF_ACCOUNT));
    expect((await failure(postUnchecked(companyPaths.editCompanyInfo, { companyName: '新名字家政' }, { silent: true }))).code).toBe(40301);
    setToken(tokenFor(ADMIN_ACCOUNT));
    const info = await postUnchecked<CompanyInfo>(companyPaths.editCompanyInfo, { companyName: '  上海安心家政（总店）  ' }, { silent: true });
    expect(info.companyName).toBe('上海安心家政（总店）');
    expect(getDb().companies[0]?.companyName).toBe('上海安心家政（总店）');
  });
});

describe('system calls', () => {
  it('limits SMS codes to one per minute per mobile and validates the number', async () => {
    await expect(postUnchecked(sysPaths.smsCode, { mobile: '13912345678' }, { silent: true })).resolves.toBeNull();
    const again = await failure(postUnchecked(sysPaths.smsCode, { mobile: '13912345678' }, { silent: true }));
    expect(again.code).toBe(40002);
    expect(again.serverMessage).toMatch(/^验证码发送过于频繁，请\d+秒后再试$/);
    await expect(postUnchecked(sysPaths.smsCode, { mobile: '13912345679' }, { silent: true })).resolves.toBeNull();
    const bad = await failure(postUnchecked(sysPaths.smsCode, { mobile: '12345678901' }, { silent: true }));
    expect([bad.code, bad.serverMessage]).toEqual([40001, '手机号格式不正确']);
    expect(getDb().smsCodes.map((row) => row.code)).toEqual(['123456', '123456']);
  });

  it('lists cities by letter and groups them A to Z without a session', async () => {
    const regions = await postUnchecked<Region[]>(sysPaths.getRegion, { type: 0 }, { silent: true });
    expect(regions.find((region) => region.region_id === 310100)?.region_name).toBe('上海市');
    const letters = regions.map((region) => region.letter);
    expect(letters).toEqual([...letters].sort());
    const groups = await postUnchecked<RegionLetterGroup[]>(sysPaths.regionLetter, {}, { silent: true });
    expect(groups.map((group) => group.letter)).toEqual([...new Set(letters)]);
    expect(groups.reduce((sum, group) => sum + group.regions.length, 0)).toBe(regions.length);
  });

  it('answers the eight preset theme colours, the default orange first', async () => {
    const themes = await postUnchecked<SysTheme[]>(sysPaths.getThemes, {}, { silent: true });
    expect(themes).toHaveLength(8);
    expect(themes[0]).toEqual({ primaryColor: '#F1A83C', name: '经典橙' });
  });
});

describe('sessions that should end, and what is not a session or an entry', () => {
  const raw = async (call: string, body: unknown, headers: Record<string, string> = {}) => {
    const response = await fetch(`${window.location.origin}${config.apiBase}${call}`, {
      method: 'POST',
      headers: { 'content-type': 'application/json', ...headers },
      body: typeof body === 'string' ? body : JSON.stringify(body),
    });
    return { status: response.status, ...((await response.json()) as { code: number; error: string | null }) };
  };

  it('a password change ends the user’s other sessions and keeps the one that made it', async () => {
    const here = (await login(ADMIN_ACCOUNT.mobile, ADMIN_ACCOUNT.password)).token;
    const elsewhere = (await login(ADMIN_ACCOUNT.mobile, ADMIN_ACCOUNT.password)).token;
    const colleague = tokenFor(STAFF_ACCOUNT);
    setToken(here);
    await postUnchecked(userPaths.modifyPassword, { oldPassword: ADMIN_ACCOUNT.password, newPassword: 'new-secret-1' }, { silent: true });
    expect((await userInfo(here)).mobile).toBe(ADMIN_ACCOUNT.mobile);
    expect((await failure(userInfo(elsewhere))).code).toBe(50008);
    expect((await userInfo(colleague)).mobile).toBe(STAFF_ACCOUNT.mobile);
    expect((await failure(login(ADMIN_ACCOUNT.mobile, ADMIN_ACCOUNT.password))).code).toBe(20001);
  });

  it('reads the token from the header only; getUserInfo also from ?token=, as the spec sends it', async () => {
    const token = tokenFor(ADMIN_ACCOUNT);
    expect((await raw(`${userPaths.getMenu}?token=${token}`, {})).code).toBe(50008);
    expect((await raw(userPaths.getMenu, {}, { [config.tokenHeader]: token })).code).toBe(200);
    expect((await raw(`${userPaths.getUserInfo}?token=${token}`, {})).code).toBe(200);
  });

  it.each(['constructor', 'toString', '__proto__', 'hasOwnProperty', 'valueOf'])('getXXConfig answers not-found for the built-in key %s', async (configKey) => {
    const refused = await failure(postUnchecked(appPaths.getXXConfig, { configKey }, { silent: true }));
    expect([refused.code, refused.serverMessage]).toEqual([40401, '配置项不存在']);
  });

  it('refuses a JSON body over 1 MiB with 413 and an envelope error, storing nothing', async () => {
    const token = tokenFor(ADMIN_ACCOUNT);
    const before = snapshot();
    const answer = await raw(userPaths.updateUser, JSON.stringify({ introduction: 'x'.repeat(1024 * 1024) }), { [config.tokenHeader]: token });
    expect([answer.status, answer.code, answer.error]).toEqual([413, 41301, '请求内容过大']);
    expect(snapshot()).toBe(before);
  });
});

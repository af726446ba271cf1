/** The mock's roles: list with holders, add / rename / delete, a role's pages and permissions, the role power, and every refusal storing nothing. */
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { addRole, companyPaths, delRole, edRole, getPages, getRole, setPermission, setRolePage } from '@/api/company';
import { postUnchecked } from '@/api/http';
import { getRolePower, sysPaths } from '@/api/sys';
import { getUserInfo } from '@/api/user';
import { getToken, removeToken } from '@/auth/token';
import { ALL_PERMISSIONS, ROLE_KEYS, STAFF_PERMISSIONS, type PermissionName } from '@/domain/permissions';
import { ROLE_LIMITS } from '@/domain/roles';
import { i18n } from '@/i18n';
import { ADMIN_ACCOUNT, PARTNER_ACCOUNT, PLATFORM_ACCOUNT, STAFF_ACCOUNT, getDb } from '@/mocks/db';
import { agencyPageIds } from '@/mocks/rules/access';
import { createPage } from '@/mocks/rules/pageManage';
import { withFreshMockDb } from '@/mocks/testing';
import { silent } from './mock-helpers';
import { actAs, refused } from './mock-united-helpers';

withFreshMockDb();
beforeEach(async () => {
  await i18n.changeLanguage('zh');
  actAs(ADMIN_ACCOUNT);
});
afterEach(() => removeToken());

const roleOf = (roleKey: string, companyId = 1) => getDb().roles.find((row) => row.companyId === companyId && row.roleKey === roleKey)!;
const pageId = (pageName: string) => getDb().pages.find((row) => row.pageName === pageName)!.pageId;
const permissionId = (name: PermissionName) => getDb().permissions.find((row) => row.permissionName === name)!.permissionId;
const namesOfPages = (ids: readonly number[]) => ids.map((id) => getDb().pages.find((row) => row.pageId === id)!.pageName);

/** Gives company 1's AGENCY_STAFF role (李顾问's) role.manage and the roles page, as the admin would. */
function staffCanManageRoles(): void {
  const staff = roleOf(ROLE_KEYS.staff);
  staff.permissionIds = [...staff.permissionIds, permissionId('role.manage')];
  staff.pageIds = [...staff.pageIds, pageId('CompanySettings'), pageId('CompanyRoles')];
}

describe('/company/getRole, getPages and /sys/getRolePower', () => {
  it('lists the company’s roles with how many accounts hold each', async () => {
    const roles = await getRole(silent);
    expect(roles.map((role) => [role.roleKey, role.roleName, role.userCount])).toEqual([
      ['AGENCY_ADMIN', '管理员', 1],
      ['AGENCY_STAFF', '经纪人', 6],
    ]);
  });

  it('answers the pages an agency role may be given: never the platform’s', async () => {
    const pages = await getPages(silent);
    expect(pages.map((page) => page.pageName)).not.toContain('PageManage');
    expect(pages.map((page) => page.pageId).sort((a, b) => a - b)).toEqual(agencyPageIds(getDb().pages).sort((a, b) => a - b));
    const roles = await getRole(silent);
    expect(pages).toHaveLength(roles[0]!.sys_pages.length);
  });

  it('answers a role’s page and permission ids; the admin role holds every agency page and permission', async () => {
    const staff = await getRolePower({ roleId: roleOf(ROLE_KEYS.staff).roleId }, silent);
    expect(namesOfPages(staff.pageIds)).toContain('AuntAll');
    expect(namesOfPages(staff.pageIds)).not.toContain('FinanceRecords');
    expect(staff.permissionIds.map((id) => getDb().permissions.find((row) => row.permissionId === id)!.permissionName).sort()).toEqual(
      [...STAFF_PERMISSIONS].sort(),
    );
    const admin = await getRolePower({ roleId: roleOf(ROLE_KEYS.admin).roleId }, silent);
    expect(admin.pageIds.slice().sort((a, b) => a - b)).toEqual(agencyPageIds(getDb().pages).sort((a, b) => a - b));
    expect(admin.permissionIds).toHaveLength(ALL_PERMISSIONS.length);

    await refused(() => getRolePower({ roleId: roleOf(ROLE_KEYS.staff, 2).roleId }, silent), 40401, '角色不存在');
    await refused(() => postUnchecked(sysPaths.getRolePower, { roleId: String(roleOf(ROLE_KEYS.staff).roleId) }, silent), 40001);
    await refused(() => postUnchecked(sysPaths.getRolePower, {}, silent), 40001, '请填写角色编号');
    await refused(() => postUnchecked(sysPaths.getRolePower, { roleId: 1, extra: 1 }, silent), 40001, '不支持的字段：extra');
    removeToken();
    await refused(() => getRolePower({ roleId: 1 }, silent), 50008);
  });
});

describe('/company/addRole, edRole, delRole', () => {
  it('adds a role with a key of its own and nothing granted, renames it and deletes it', async () => {
    const added = await addRole({ roleName: '  店长  ' }, silent);
    expect(added).toMatchObject({ roleName: '店长', roleKey: `ROLE_${added.roleId}`, sys_pages: [], sys_permissions: [], userCount: 0 });
    expect(getDb().roles.find((row) => row.roleId === added.roleId)).toMatchObject({ companyId: 1, pageIds: [], permissionIds: [] });

    const renamed = await edRole({ roleId: added.roleId, roleName: '门店店长' }, silent);
    expect(renamed).toMatchObject({ roleId: added.roleId, roleName: '门店店长', roleKey: added.roleKey });
    // The built-in staff role may be renamed too (its key stays).
    await edRole({ roleId: roleOf(ROLE_KEYS.staff).roleId, roleName: '顾问' }, silent);
    expect(roleOf(ROLE_KEYS.staff).roleName).toBe('顾问');

    await delRole({ roleId: added.roleId }, silent);
    expect(getDb().roles.some((row) => row.roleId === added.roleId)).toBe(false);
  });

  it('refuses bad names, duplicates, a sent key and unknown fields; stores nothing', async () => {
    const cases: [unknown, string][] = [
      [{}, '请填写角色名称'],
      [{ roleName: '' }, '请填写角色名称'],
      [{ roleName: '   ' }, '请填写角色名称'],
      [{ roleName: 'x'.repeat(ROLE_LIMITS.roleName + 1) }, '角色名称不能超过20个字符'],
      [{ roleName: 42 }, '角色名称格式不正确'],
      [{ roleName: '经纪人' }, '角色“经纪人”已存在'],
      [{ roleName: ' 管理员 ' }, '角色“管理员”已存在'],
      [{ roleName: '店长', roleKey: 'AGENCY_ADMIN' }, '不支持的字段：roleKey'],
      [[{ roleName: '店长' }], '请求参数格式不正确'],
    ];
    for (const [body, message] of cases) await refused(() => postUnchecked(companyPaths.addRole, body, silent), 40001, message);
    await addRole({ roleName: 'Sales' }, silent);
    await refused(() => addRole({ roleName: 'SALES' }, silent), 40001, '角色“SALES”已存在');
  });

  it('refuses a role past the company’s limit', async () => {
    for (let count = getDb().roles.filter((row) => row.companyId === 1).length; count < ROLE_LIMITS.roles; count += 1)
      await addRole({ roleName: `角色${count}` }, silent);
    await refused(() => addRole({ roleName: '再多一个' }, silent), 40001, `每个公司最多${ROLE_LIMITS.roles}个角色`);
  });

  it('never edits the administrator role, and says why', async () => {
    const admin = roleOf(ROLE_KEYS.admin);
    const reason = '管理员角色拥有全部页面和权限，不能修改';
    await refused(() => edRole({ roleId: admin.roleId, roleName: '老板' }, silent), 40301, reason);
    await refused(() => delRole({ roleId: admin.roleId }, silent), 40301, reason);
    await refused(() => setRolePage({ roleId: admin.roleId, pageIds: [pageId('AuntManage'), pageId('AuntAll')] }, silent), 40301, reason);
    await refused(() => setPermission({ roleId: admin.roleId, permissionIds: [] }, silent), 40301, reason);
    await i18n.changeLanguage('en');
    await refused(
      () => setPermission({ roleId: admin.roleId, permissionIds: [] }, silent),
      40301,
      'The administrator role holds every page and permission: it cannot be changed',
    );
  });

  it('renames only to a free name, only the company’s own roles', async () => {
    const staff = roleOf(ROLE_KEYS.staff);
    await refused(() => edRole({ roleId: staff.roleId, roleName: '管理员' }, silent), 40001, '角色“管理员”已存在');
    await refused(() => edRole({ roleId: staff.roleId, roleName: '' }, silent), 40001, '请填写角色名称');
    await refused(() => postUnchecked(companyPaths.edRole, { roleId: staff.roleId }, silent), 40001, '请填写角色名称');
    await refused(() => postUnchecked(companyPaths.edRole, { roleId: staff.roleId, roleName: '顾问', roleKey: 'X' }, silent), 40001, '不支持的字段：roleKey');
    await refused(() => edRole({ roleId: roleOf(ROLE_KEYS.staff, 2).roleId, roleName: '顾问' }, silent), 40401, '角色不存在');
    await refused(() => edRole({ roleId: 99_999, roleName: '顾问' }, silent), 40401, '角色不存在');
    // Its own name again is no clash.
    await edRole({ roleId: staff.roleId, roleName: '经纪人' }, silent);
  });

  it('deletes neither a built-in role nor a role an account holds (a disabled one too)', async () => {
    const staff = roleOf(ROLE_KEYS.staff);
    await refused(() => delRole({ roleId: staff.roleId }, silent), 40901, '内置角色“经纪人”不能删除');
    const added = await addRole({ roleName: '兼职' }, silent);
    const disabled = getDb().users.find((row) => row.companyId === 1 && row.isEnabled === 0)!;
    disabled.roleIds.push(added.roleId);
    await refused(() => delRole({ roleId: added.roleId }, silent), 40901, '还有 1 名员工使用角色“兼职”，不能删除');
    expect((await getRole(silent)).find((role) => role.roleId === added.roleId)?.userCount).toBe(1);
    await refused(() => delRole({ roleId: roleOf(ROLE_KEYS.staff, 2).roleId }, silent), 40401);
  });

  it('needs role.manage for every write (40301), a session for the reads', async () => {
    const staff = roleOf(ROLE_KEYS.staff);
    actAs(STAFF_ACCOUNT);
    expect((await getRole(silent)).length).toBe(2);
    await refused(() => addRole({ roleName: '店长' }, silent), 40301, '没有权限执行此操作');
    await refused(() => edRole({ roleId: staff.roleId, roleName: '顾问' }, silent), 40301);
    await refused(() => delRole({ roleId: staff.roleId }, silent), 40301);
    await refused(() => setRolePage({ roleId: staff.roleId, pageIds: [] }, silent), 40301);
    await refused(() => setPermission({ roleId: staff.roleId, permissionIds: [] }, silent), 40301);
    actAs(PLATFORM_ACCOUNT);
    await refused(() => addRole({ roleName: '店长' }, silent), 40301);
    removeToken();
    await refused(() => getRole(silent), 50008);
    await refused(() => addRole({ roleName: '店长' }, silent), 50008);
  });
});

describe('/company/setRolePage', () => {
  it('replaces a role’s pages with the set sent (parents with their children)', async () => {
    const role = await addRole({ roleName: '招聘专员' }, silent);
    const ids = [pageId('AuntManage'), pageId('AuntAll'), pageId('AuntDetail'), pageId('CustomerJobs'), pageId('OrderDetail')];
    await setRolePage({ roleId: role.roleId, pageIds: ids.slice().reverse() }, silent);
    const power = await getRolePower({ roleId: role.roleId }, silent);
    expect(power.pageIds.slice().sort((a, b) => a - b)).toEqual(ids.slice().sort((a, b) => a - b));
    expect(
      (await getRole(silent))
        .find((row) => row.roleId === role.roleId)
        ?.sys_pages.map((page) => page.pageName)
        .sort(),
    ).toEqual(['AuntAll', 'AuntDetail', 'AuntManage', 'CustomerJobs', 'OrderDetail']);
    // Nothing is a set too.
    await setRolePage({ roleId: role.roleId, pageIds: [] }, silent);
    expect((await getRolePower({ roleId: role.roleId }, silent)).pageIds).toEqual([]);
  });

  it('refuses unknown, platform and repeated pages, a page without its parent, and bad bodies; stores nothing', async () => {
    const staff = roleOf(ROLE_KEYS.staff);
    const roleId = staff.roleId;
    const aunts = [pageId('AuntManage'), pageId('AuntAll')];
    const cases: [unknown, number, string | RegExp][] = [
      [{ roleId, pageIds: [...aunts, 99_999] }, 40001, '页面 99999 不存在或不能授予公司角色'],
      [{ roleId, pageIds: [...aunts, pageId('PageManage')] }, 40001, `页面 ${pageId('PageManage')} 不存在或不能授予公司角色`],
      [{ roleId, pageIds: [pageId('AuntAll')] }, 40001, '页面“全部阿姨”的上级“阿姨管理”也要选中'],
      [{ roleId, pageIds: [...aunts, pageId('AuntAll')] }, 40001, '页面有重复'],
      [{ roleId, pageIds: [String(aunts[0])] }, 40001, '页面格式不正确'],
      [{ roleId, pageIds: [0] }, 40001, '页面格式不正确'],
      [{ roleId, pageIds: 'all' }, 40001, '页面格式不正确'],
      [{ roleId }, 40001, '请填写页面'],
      [{ pageIds: aunts }, 40001, '请填写角色编号'],
      [{ roleId, pageIds: aunts, permissionIds: [] }, 40001, '不支持的字段：permissionIds'],
      [{ roleId: roleOf(ROLE_KEYS.staff, 2).roleId, pageIds: aunts }, 40401, '角色不存在'],
    ];
    for (const [body, code, message] of cases) await refused(() => postUnchecked(companyPaths.setRolePage, body, silent), code, message);
    await i18n.changeLanguage('en');
    await refused(() => setRolePage({ roleId, pageIds: [pageId('AuntAll')] }, silent), 40001, 'The page “All aunts” needs its parent “Aunts” too');
  });

  it('names a page made in page management by its stored label, not its title key', async () => {
    const db = getDb();
    const page = (fields: Record<string, unknown>) => ({
      component: 'solution',
      menuIcon: '',
      isMenu: 1,
      sort: 500,
      location: 'left',
      redirectPath: '',
      ...fields,
    });
    const centre = createPage(
      db,
      page({
        parentId: 0,
        routePath: '/training',
        component: 'Layout',
        pageName: 'JTraining',
        pageTitle: 'jTraining53294',
        titleZh: '培训中心',
        titleEn: 'Training centre',
      }),
    );
    const list = createPage(
      db,
      page({
        parentId: centre.pageId,
        routePath: '/training/list',
        pageName: 'JTrainingList',
        pageTitle: 'jTrainingList7',
        titleZh: '培训名单',
        titleEn: 'Training list',
      }),
    );
    const roleId = roleOf(ROLE_KEYS.staff).roleId;
    await refused(() => setRolePage({ roleId, pageIds: [list.pageId] }, silent), 40001, '页面“培训名单”的上级“培训中心”也要选中');
    await i18n.changeLanguage('en');
    await refused(() => setRolePage({ roleId, pageIds: [list.pageId] }, silent), 40001, 'The page “Training list” needs its parent “Training centre” too');
  });

  it('reaches a holder at their next user info, without a new login', async () => {
    actAs(STAFF_ACCOUNT);
    const token = getToken()!;
    const before = await getUserInfo(token, silent);
    expect(before.sys_roles?.[0]?.sys_pages.map((page) => page.pageName)).toContain('AuntShare');
    actAs(ADMIN_ACCOUNT);
    const staff = roleOf(ROLE_KEYS.staff);
    await setRolePage({ roleId: staff.roleId, pageIds: staff.pageIds.filter((id) => id !== pageId('AuntShare')) }, silent);
    const after = await getUserInfo(token, silent);
    expect(after.sys_roles?.[0]?.sys_pages.map((page) => page.pageName)).not.toContain('AuntShare');
    expect(after.sys_roles?.[0]?.sys_pages.map((page) => page.pageName)).toContain('AuntAll');
  });
});

describe('/company/setPermission', () => {
  it('replaces a role’s permissions with the set sent', async () => {
    const role = await addRole({ roleName: '财务' }, silent);
    await setPermission({ roleId: role.roleId, permissionIds: [permissionId('finance.manage'), permissionId('aunt.own')] }, silent);
    const listed = (await getRole(silent)).find((row) => row.roleId === role.roleId)!;
    expect(listed.sys_permissions.map((row) => row.permissionName)).toEqual(['aunt.own', 'finance.manage']);
    expect(listed.sys_permissions.map((row) => row.permissionLabel)).toEqual(['操作自己的阿姨', '财务管理']);
  });

  it('refuses unknown and repeated permissions and bad bodies; stores nothing', async () => {
    const roleId = roleOf(ROLE_KEYS.staff).roleId;
    const cases: [unknown, number, string][] = [
      [{ roleId, permissionIds: [99_999] }, 40001, '权限 99999 不存在'],
      [{ roleId, permissionIds: [1, 1] }, 40001, '权限有重复'],
      [{ roleId, permissionIds: ['aunt.own'] }, 40001, '权限格式不正确'],
      [{ roleId }, 40001, '请填写权限'],
      [{ roleId: String(roleId), permissionIds: [] }, 40001, '角色编号格式不正确'],
      [{ roleId, permissionIds: [], pageIds: [] }, 40001, '不支持的字段：pageIds'],
      [{ roleId: roleOf(ROLE_KEYS.admin, 2).roleId, permissionIds: [] }, 40401, '角色不存在'],
    ];
    for (const [body, code, message] of cases) await refused(() => postUnchecked(companyPaths.setPermission, body, silent), code, message);
  });
});

describe('a manager who is not an admin', () => {
  it('grants and takes away only the pages and permissions they hold themselves', async () => {
    staffCanManageRoles();
    const role = await addRole({ roleName: '兼职顾问' }, silent);
    getDb().roles.find((row) => row.roleId === role.roleId)!.permissionIds = [permissionId('finance.manage')];
    actAs(STAFF_ACCOUNT);

    // What 李顾问 holds can be given…
    await setRolePage({ roleId: role.roleId, pageIds: [pageId('AuntManage'), pageId('AuntAll')] }, silent);
    await setPermission({ roleId: role.roleId, permissionIds: [permissionId('finance.manage'), permissionId('aunt.own')] }, silent);
    // …what they lack is neither given nor taken away (the role keeps finance.manage, which they lack).
    await refused(
      () => setRolePage({ roleId: role.roleId, pageIds: [pageId('AuntManage'), pageId('AuntAll'), pageId('FinanceManage'), pageId('FinanceRecords')] }, silent),
      40301,
      '你没有页面“财务管理”，不能授予或收回它',
    );
    await refused(
      () =>
        setPermission({ roleId: role.roleId, permissionIds: [permissionId('finance.manage'), permissionId('aunt.own'), permissionId('aunt.others')] }, silent),
      40301,
      '你没有权限“操作他人的阿姨”，不能授予或收回它',
    );
    await refused(
      () => setPermission({ roleId: role.roleId, permissionIds: [permissionId('aunt.own')] }, silent),
      40301,
      '你没有权限“财务管理”，不能授予或收回它',
    );
    // The admin role stays out of reach for them too; adding a role of their own is fine.
    await refused(() => setPermission({ roleId: roleOf(ROLE_KEYS.admin).roleId, permissionIds: [] }, silent), 40301, '管理员角色拥有全部页面和权限，不能修改');
    await addRole({ roleName: '实习生' }, silent);

    actAs(PARTNER_ACCOUNT);
    await refused(() => setPermission({ roleId: role.roleId, permissionIds: [] }, silent), 40401);
  });
});

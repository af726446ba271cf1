/**
 * The mock's page management (/platform/page-manage/): only the platform operator may call it;
 * every write is validated by the page rules and a refusal stores nothing; a page added reaches
 * an agency admin's menu (with its labels) at their next user-info load; deleting is refused while
 * a page has children and takes the page out of every role.
 */
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { postUnchecked } from '@/api/http';
import { createPage, delPage, pageList, pageManagePaths, updatePage, type PageInput } from '@/api/pageManage';
import { getMenu, getUserInfo, type SysPage } from '@/api/user';
import { removeToken } from '@/auth/token';
import { i18n } from '@/i18n';
import { ADMIN_ACCOUNT, PLATFORM_ACCOUNT, STAFF_ACCOUNT, THIRD_ACCOUNT, getDb } from '@/mocks/db';
import { tokenFor, withFreshMockDb } from '@/mocks/testing';
import { silent } from './mock-helpers';
import { actAs, refused } from './mock-united-helpers';

withFreshMockDb();
beforeEach(async () => {
  await i18n.changeLanguage('zh');
  actAs(PLATFORM_ACCOUNT);
});
afterEach(() => removeToken());

const pageNamed = (name: string) => getDb().pages.find((row) => row.pageName === name)!;
const training = (partial: Partial<PageInput> = {}): PageInput => ({
  parentId: pageNamed('CompanySettings').pageId,
  routePath: '/company/training',
  component: 'office/achievement',
  pageName: 'CompanyTraining',
  pageTitle: 'companyTraining',
  titleZh: '培训报名',
  titleEn: 'Training sign-up',
  menuIcon: 'TeamOutlined',
  isMenu: 1,
  sort: 120,
  location: 'left',
  redirectPath: '',
  ...partial,
});
const roleOf = (companyId: number, roleKey: string) => getDb().roles.find((row) => row.companyId === companyId && row.roleKey === roleKey)!;
const userInfoPages = async (account: { mobile: string }) => {
  const info = await getUserInfo(tokenFor(account), silent);
  return info.sys_roles!.flatMap((role) => role.sys_pages);
};

describe('who may call page management', () => {
  it('answers the platform operator; 40301 for agency admins and staff, 50008 without a session, nothing stored', async () => {
    const { list, total } = await pageList(silent);
    expect(total).toBe(getDb().pages.length);
    expect(list.map((page) => page.pageId).sort((a, b) => a - b)).toEqual(
      getDb()
        .pages.map((row) => row.pageId)
        .sort((a, b) => a - b),
    );
    const settings = list.find((page) => page.pageName === 'CompanySettings')!;
    // Parents' order, then sort: the top level first.
    expect(list.findIndex((page) => page.parentId === settings.pageId)).toBeGreaterThan(list.indexOf(settings));

    for (const account of [ADMIN_ACCOUNT, THIRD_ACCOUNT, STAFF_ACCOUNT]) {
      actAs(account);
      await refused(() => pageList(silent), 40301);
      await refused(() => createPage(training(), silent), 40301);
      await refused(() => updatePage({ pageId: settings.pageId, sort: 1 }, silent), 40301);
      await refused(() => delPage({ pageId: pageNamed('CompanyInfo').pageId }, silent), 40301);
    }
    removeToken();
    await refused(() => pageList(silent), 50008);
  });

  it('takes no parameters for the list', async () => {
    await refused(() => postUnchecked(pageManagePaths.pageList, { page: 1 }, silent), 40001, '不支持的字段：page');
  });
});

describe('createPage', () => {
  it('adds a page under 公司设置 that the agency admin’s next user info (and getMenu) carries with its labels; staff do not get it', async () => {
    const created = await createPage(training(), silent);
    expect(created).toMatchObject({ ...training(), pageId: expect.any(Number) });
    expect(getDb().pages.find((row) => row.pageId === created.pageId)).toMatchObject({ titleZh: '培训报名', titleEn: 'Training sign-up' });

    const adminPages = await userInfoPages(ADMIN_ACCOUNT);
    expect(adminPages.find((page) => page.pageId === created.pageId)).toMatchObject({
      pageName: 'CompanyTraining',
      titleZh: '培训报名',
      titleEn: 'Training sign-up',
    });
    actAs(ADMIN_ACCOUNT);
    expect((await getMenu(silent)).map((page) => page.pageId)).toContain(created.pageId);
    expect((await userInfoPages(THIRD_ACCOUNT)).map((page) => page.pageId)).toContain(created.pageId);
    expect((await userInfoPages(STAFF_ACCOUNT)).map((page) => page.pageId)).not.toContain(created.pageId);
    expect((await userInfoPages(PLATFORM_ACCOUNT)).map((page) => page.pageId)).not.toContain(created.pageId);
  });

  it('adds an external link (component empty) and a container; a known title key stores no labels', async () => {
    const link = await createPage(training({ routePath: 'https://training.example.com/sign-up', component: '', pageName: 'TrainingLink' }), silent);
    expect(link).toMatchObject({ routePath: 'https://training.example.com/sign-up', component: '' });
    const box = await createPage(
      training({
        parentId: 0,
        routePath: '/training',
        component: 'Layout',
        pageName: 'Training',
        pageTitle: 'companyAppTraining',
        redirectPath: '/training/list',
      }),
      silent,
    );
    const stored = getDb().pages.find((row) => row.pageId === box.pageId)!;
    expect(stored.titleZh).toBeUndefined();
    expect(stored.titleEn).toBeUndefined();
    expect(box).toMatchObject({ component: 'Layout', redirectPath: '/training/list', pageTitle: 'companyAppTraining' });
  });

  it('fills the optional fields (component, icon, location, redirect) with their defaults', async () => {
    const { component: _c, menuIcon: _i, location: _l, redirectPath: _r, ...required } = training({ routePath: 'tel:4008001234', pageName: 'Hotline' });
    expect(await createPage(required as PageInput, silent)).toMatchObject({ component: '', menuIcon: '', location: 'left', redirectPath: '' });
  });

  it('gives a page made under a platform page to the platform’s roles, never to agency admins', async () => {
    const audit = await createPage(
      training({
        parentId: pageNamed('PageManage').pageId,
        routePath: '/platform/audit',
        component: 'Layout',
        pageName: 'PlatformAudit',
        redirectPath: '/platform/pages',
      }),
      silent,
    );
    expect(roleOf(4, 'PLATFORM_ADMIN').pageIds).toContain(audit.pageId);
    expect((await userInfoPages(PLATFORM_ACCOUNT)).map((page) => page.pageId)).toContain(audit.pageId);
    expect((await userInfoPages(ADMIN_ACCOUNT)).map((page) => page.pageId)).not.toContain(audit.pageId);
  });

  it('refuses every broken page with the rule’s words and stores nothing', async () => {
    const cases: [unknown, string | RegExp][] = [
      [{ ...training(), color: 'red' }, '不支持的字段：color'],
      [{ ...training(), sort: '120' }, '排序格式不正确'],
      [{ ...training(), isMenu: '1' }, '菜单显示格式不正确'],
      [{ ...training(), isMenu: 2 }, '菜单显示不在可选范围内'],
      [{ ...training(), pageName: undefined }, '请填写路由名称'],
      [training({ pageName: '培训' }), '路由名称只能由字母、数字和下划线组成，并以字母开头'],
      [training({ pageName: 'AuntAll' }), '路由名称已被其他页面使用'],
      [training({ routePath: '/Aunt/All' }), '路由地址已被其他页面使用'],
      [training({ routePath: 'company/training' }), /^路由地址须以 \/ 开头/],
      [training({ routePath: '/dashboard' }), '该路由地址是系统固定页面（登录、首页、个人中心等）'],
      [training({ routePath: 'javascript:alert(1)' }), /^路由地址须以 \/ 开头/],
      [training({ component: 'company/nothing' }), '组件须是已注册的页面模块、Layout（目录）或空（外部链接）'],
      [training({ component: '' }), '没有组件的页面须是外部链接（http(s):、mailto:、tel:）'],
      [training({ routePath: 'https://x.example.com' }), '外部链接不需要组件（请选择“外部链接”）'],
      [training({ parentId: 9999 }), '上级页面不存在'],
      [training({ parentId: pageNamed('Contract').pageId }), '外部链接下不能再有页面'],
      [training({ titleEn: '' }), '该标题键不在系统菜单文字表中，请填写中文和英文标题'],
      [training({ titleZh: undefined }), '该标题键不在系统菜单文字表中，请填写中文和英文标题'],
      [training({ pageTitle: 'menu.x' }), '标题键只能由字母、数字和下划线组成，并以字母开头'],
      [training({ menuIcon: 'RocketOutlined' }), '请从图标库中选择图标'],
      [training({ sort: 1.5 }), '排序格式不正确'],
      [training({ sort: 10000 }), '排序须是 0 到 9999 的整数'],
      [training({ location: 'top' }), '位置只能是 left（侧边栏）'],
      [training({ redirectPath: 'list' }), '重定向须为空，或以 / 开头的路由地址'],
    ];
    for (const [body, message] of cases) await refused(() => postUnchecked(pageManagePaths.createPage, body, silent), 40001, message);
  });

  it('answers in English for an English caller', async () => {
    await i18n.changeLanguage('en');
    await refused(() => createPage(training({ pageName: 'AuntAll' }), silent), 40001, 'Another page has this route name');
  });
});

describe('updatePage', () => {
  it('changes the fields sent, checked as a whole: labels, parent, sort', async () => {
    const created = await createPage(training(), silent);
    const office = pageNamed('Office').pageId;
    const saved = await updatePage({ pageId: created.pageId, titleZh: '培训报名表', parentId: office, sort: 5 }, silent);
    expect(saved).toMatchObject({
      pageId: created.pageId,
      titleZh: '培训报名表',
      titleEn: 'Training sign-up',
      parentId: office,
      sort: 5,
      pageName: 'CompanyTraining',
    });
    const renamed = await updatePage({ pageId: created.pageId, pageName: 'Training2', pageTitle: 'companyInfo' }, silent);
    expect(renamed.pageName).toBe('Training2');
    // A known key: the labels go.
    expect(getDb().pages.find((row) => row.pageId === created.pageId)!.titleZh).toBeUndefined();
  });

  it('keeps a page’s stored component although no module has it yet', async () => {
    const types = pageNamed('ServiceTypes');
    expect(await updatePage({ pageId: types.pageId, sort: 1 }, silent)).toMatchObject({ component: 'company/serviceTypes', sort: 1 });
    await refused(() => updatePage({ pageId: types.pageId, component: 'company/other' }, silent), 40001, /^组件须是已注册的页面模块/);
  });

  it('refuses cycles, the product’s route names, the platform page’s path, moves across the platform, unknown ids; stores nothing', async () => {
    const settings = pageNamed('CompanySettings');
    const info = pageNamed('CompanyInfo');
    const manage = pageNamed('PageManage');
    await refused(() => updatePage({ pageId: settings.pageId, parentId: settings.pageId }, silent), 40001, '上级页面不能是该页面自己或它的下级页面');
    await refused(() => updatePage({ pageId: settings.pageId, parentId: info.pageId }, silent), 40001, '上级页面不能是该页面自己或它的下级页面');
    await refused(() => updatePage({ pageId: info.pageId, pageName: 'Info' }, silent), 40001, '系统页面的路由名称不能修改');
    await refused(() => updatePage({ pageId: manage.pageId, routePath: '/platform/p' }, silent), 40001, '平台页面的路由地址不能修改');
    await refused(() => updatePage({ pageId: manage.pageId, component: 'Layout' }, silent), 40001, '平台页面的组件不能修改');
    await refused(() => updatePage({ pageId: info.pageId, parentId: manage.pageId }, silent), 40001, '页面不能移入或移出平台页面');
    await refused(() => updatePage({ pageId: info.pageId, routePath: pageNamed('CompanyUsers').routePath }, silent), 40001, '路由地址已被其他页面使用');
    await refused(() => updatePage({ pageId: info.pageId }, silent), 40001, '没有要修改的内容');
    await refused(() => updatePage({ pageId: 9999, sort: 1 }, silent), 40401, '页面不存在');
    await refused(() => postUnchecked(pageManagePaths.updatePage, { pageId: '1', sort: 1 }, silent), 40001);
    // The platform page's title, icon and sort may change.
    expect(await updatePage({ pageId: manage.pageId, menuIcon: 'SettingOutlined', sort: 1 }, silent)).toMatchObject({ menuIcon: 'SettingOutlined', sort: 1 });
  });
});

describe('delPage', () => {
  it('asks no children: refused with them, and for page management itself; stores nothing', async () => {
    await refused(() => delPage({ pageId: pageNamed('CompanySettings').pageId }, silent), 40901, '该页面还有下级页面，请先删除或移走它们');
    await refused(() => delPage({ pageId: pageNamed('PageManage').pageId }, silent), 40901, '页面管理是平台的页面，不能删除');
    await refused(() => delPage({ pageId: 9999 }, silent), 40401, '页面不存在');
    await refused(() => postUnchecked(pageManagePaths.delPage, { pageId: 1, force: true }, silent), 40001, '不支持的字段：force');
  });

  it('removes the page and takes it out of every role in the same write', async () => {
    const created = await createPage(training(), silent);
    const staff = roleOf(1, 'AGENCY_STAFF');
    staff.pageIds = [...staff.pageIds, created.pageId];
    expect((await userInfoPages(STAFF_ACCOUNT)).map((page: SysPage) => page.pageId)).toContain(created.pageId);
    await delPage({ pageId: created.pageId }, silent);
    expect(getDb().pages.some((row) => row.pageId === created.pageId)).toBe(false);
    expect(getDb().roles.some((role) => role.pageIds.includes(created.pageId))).toBe(false);
    expect((await userInfoPages(ADMIN_ACCOUNT)).map((page) => page.pageId)).not.toContain(created.pageId);

    // A product page (a leaf) may go too: it leaves the staff role that held it.
    const jobs = pageNamed('EmployerJobs');
    expect(staff.pageIds).toContain(jobs.pageId);
    await delPage({ pageId: jobs.pageId }, silent);
    expect(roleOf(1, 'AGENCY_STAFF').pageIds).not.toContain(jobs.pageId);
  });
});

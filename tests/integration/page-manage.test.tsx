/**
 * Page management's screen in the whole app: the platform operator lands on it, sees the pages
 * tree, adds a page under 公司设置 (fields checked as typed, nothing sent while one is wrong, a
 * refused save keeps what was typed), edits and deletes one (confirmed; refusals said); and an
 * agency admin's menu, tab, breadcrumb and browser title show a created page by its stored zh and
 * en labels.
 */
import { beforeEach, describe, expect, it } from 'vitest';
import { screen, waitFor, within } from '@testing-library/react';
import userEventLib from '@testing-library/user-event';
import { http, HttpResponse } from 'msw';
import { pageManagePaths, type PageInput } from '@/api/pageManage';
import { removeToken, setToken } from '@/auth/token';
import { i18n } from '@/i18n';
import { ADMIN_ACCOUNT, PLATFORM_ACCOUNT, getDb } from '@/mocks/db';
import { apiPattern } from '@/mocks/handlers/kit';
import { mockServer } from '@/mocks/node';
import { createPage } from '@/mocks/rules/pageManage';
import { tokenFor, withFreshMockDb } from '@/mocks/testing';
import { resetUserStores } from '@/stores/resetRegistry';
import { useSettings } from '@/stores/settings';
import { currentPath, renderApp } from '../render';
import { recordBodies } from '../requests';

const userEvent = userEventLib.setup({ pointerEventsCheck: 0 });

withFreshMockDb();
beforeEach(async () => {
  mockServer.events.removeAllListeners();
  removeToken();
  resetUserStores();
  useSettings.setState({ language: 'zh' });
  await i18n.changeLanguage('zh');
});

const pageNamed = (name: string) => getDb().pages.find((row) => row.pageName === name);
const training = (partial: Partial<PageInput> = {}): PageInput => ({
  parentId: pageNamed('CompanySettings')!.pageId,
  routePath: '/company/training',
  component: 'solution',
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

async function openAsOperator(path = '/') {
  setToken(tokenFor(PLATFORM_ACCOUNT));
  const view = renderApp(path);
  return { ...view, tree: await treeTable() };
}
/** The tree table (found by its label: role queries are slow over a table this size). */
const treeTable = () =>
  waitFor(() => {
    const found = document.querySelector<HTMLElement>('table[aria-label="页面树"], [aria-label="页面树"] table');
    if (!found) throw new Error('no page tree yet');
    return found;
  });
const saveIn = (form: HTMLElement) => within(form).getByRole('button', { name: /保\s*存/ });
/** The tree table's row of the page with this title. */
const rowOf = (tree: HTMLElement, title: string) => within(tree).getByText(title, { selector: 'span' }).closest('tr') as HTMLElement;
/** Opens a section of the tree (the top level shows first). */
async function expand(tree: HTMLElement, title: string) {
  const button = rowOf(tree, title).querySelector<HTMLElement>('.ant-table-row-expand-icon')!;
  await userEvent.click(button);
  await waitFor(() => expect(rowOf(tree, title).querySelector('.ant-table-row-expand-icon-expanded')).not.toBeNull());
}
/** The page form's drawer (a discard prompt that was answered may still be leaving: not it). */
const drawer = () =>
  waitFor(() => {
    const found = screen.getAllByRole('dialog').find((dialog) => within(dialog).queryByLabelText('标题键'));
    if (!found) throw new Error('no page form');
    return found;
  });
const drawerClosed = () => waitFor(() => expect(screen.queryByLabelText('标题键')).not.toBeInTheDocument());
async function fill(box: HTMLElement, text: string) {
  await userEvent.clear(box);
  await userEvent.type(box, text);
}
async function pickComponent(scope: HTMLElement, name: string) {
  const select = within(scope).getByLabelText('组件');
  await userEvent.click(select);
  await userEvent.type(select, name);
  const option = await waitFor(() => {
    const found = [...document.querySelectorAll<HTMLElement>('.ant-select-item-option')].find(
      (node) => node.getAttribute('title') === name || node.textContent === name,
    );
    if (!found) throw new Error(`no option ${name}`);
    return found;
  });
  await userEvent.click(option);
}

describe('the platform operator', () => {
  it('lands on page management from /, with only that page in the menu, and sees the tree', async () => {
    // Every seeded page is built now: this one is made to name a module the app does not have.
    getDb().pages.find((page) => page.pageTitle === 'companyAppOrders')!.component = 'companyApp/notBuilt';
    const { router, tree } = await openAsOperator('/');
    await waitFor(() => expect(currentPath(router)).toBe('/platform/pages'));
    const nav = screen.getByRole('navigation', { name: '主菜单' });
    expect(
      within(nav)
        .getAllByRole('menuitem')
        .map((item) => item.textContent),
    ).toEqual(['页面管理']);
    expect(screen.getByText(`共 ${getDb().pages.length} 个页面`)).toBeInTheDocument();
    // The top level first; 公司设置 opens to its children, and cannot go while they are there.
    expect(within(tree).queryByText('公司信息')).not.toBeInTheDocument();
    await expand(tree, '公司设置');
    expect(rowOf(tree, '公司信息')).toHaveTextContent('/company/info');
    // A page whose module is built shows its component; one not built yet says so.
    expect(rowOf(tree, '服务类型')).not.toHaveTextContent('尚未提供');
    await expand(tree, '公司小程序');
    expect(rowOf(tree, '服务需求')).toHaveTextContent('尚未提供');
    expect(within(rowOf(tree, '公司设置')).getByRole('button', { name: '删除' })).toBeDisabled();
    expect(within(rowOf(tree, '公司设置')).getByRole('button', { name: '删除' })).toHaveAttribute('title', '有下级页面，不能删除');
    expect(within(rowOf(tree, '页面管理')).getByRole('button', { name: '删除' })).toBeDisabled();
    expect(rowOf(tree, '电子合同')).toHaveTextContent('外部链接');
    expect(within(rowOf(tree, '电子合同')).getByRole('button', { name: '新增下级' })).toHaveAttribute('title', '外部链接下不能新增页面');

    // The dashboard is an agency's: the operator is sent home from it too.
    await router.navigate('/dashboard');
    await waitFor(() => expect(currentPath(router)).toBe('/platform/pages'));
  });

  it('adds a page under 公司设置: fields checked as typed, nothing sent while one is wrong', async () => {
    const bodies = recordBodies<PageInput>(pageManagePaths.createPage);
    const { tree } = await openAsOperator('/platform/pages');
    await userEvent.click(within(rowOf(tree, '公司设置')).getByRole('button', { name: '新增下级' }));
    const form = await drawer();
    expect(within(form).getByText('新增页面')).toBeInTheDocument();

    await userEvent.type(within(form).getByLabelText('标题键'), 'companyTraining');
    await userEvent.type(within(form).getByLabelText('路由名称'), 'AuntAll');
    expect(await within(form).findByText('路由名称已被其他页面使用')).toBeInTheDocument();
    await userEvent.type(within(form).getByLabelText('路由地址'), '/company/info');
    expect(await within(form).findByText('路由地址已被其他页面使用')).toBeInTheDocument();
    await userEvent.click(saveIn(form));
    expect(await within(form).findByText('请先修正标红的项')).toBeInTheDocument();
    expect(within(form).getAllByText('该标题键不在系统菜单文字表中，请填写中文和英文标题')).toHaveLength(2);
    expect(bodies).toEqual([]);

    await userEvent.type(within(form).getByLabelText('中文标题'), '培训报名');
    await userEvent.type(within(form).getByLabelText('英文标题'), 'Training sign-up');
    await fill(within(form).getByLabelText('路由名称'), 'CompanyTraining');
    await fill(within(form).getByLabelText('路由地址'), '/company/training');
    await pickComponent(form, 'office/achievement');
    await userEvent.click(within(form).getByRole('radio', { name: 'TeamOutlined' }));
    await userEvent.click(saveIn(form));

    await waitFor(() => expect(bodies).toHaveLength(1));
    expect(bodies[0]).toEqual({
      parentId: pageNamed('CompanySettings')!.pageId,
      routePath: '/company/training',
      component: 'office/achievement',
      pageName: 'CompanyTraining',
      pageTitle: 'companyTraining',
      titleZh: '培训报名',
      titleEn: 'Training sign-up',
      menuIcon: 'TeamOutlined',
      isMenu: 1,
      sort:
        Math.max(
          ...getDb()
            .pages.filter((row) => row.parentId === pageNamed('CompanySettings')!.pageId && row.pageName !== 'CompanyTraining')
            .map((row) => row.sort),
        ) + 10,
      location: 'left',
      redirectPath: '',
    });
    expect(await screen.findByText('页面“培训报名”已创建')).toBeInTheDocument();
    await waitFor(() => expect(rowOf(tree, '培训报名')).toHaveTextContent('/company/training'));
    expect(pageNamed('CompanyTraining')).toMatchObject({ titleZh: '培训报名', component: 'office/achievement' });
  });

  it('keeps what was typed when the server refuses the save, and says why', async () => {
    mockServer.use(
      http.post(
        apiPattern(pageManagePaths.createPage),
        () => HttpResponse.json({ code: 40001, success: false, data: null, error: '路由地址已被其他页面使用' }),
        { once: true },
      ),
    );
    const { tree } = await openAsOperator('/platform/pages');
    await userEvent.click(within(screen.getByTestId('page-header')).getByRole('button'));
    const form = await drawer();
    // A top-level page starts as a container.
    await userEvent.type(within(form).getByLabelText('标题键'), 'companyApp');
    expect(within(form).getByText('菜单文字表：公司小程序 / Company app')).toBeInTheDocument();
    await userEvent.type(within(form).getByLabelText('路由名称'), 'Academy');
    await userEvent.type(within(form).getByLabelText('路由地址'), '/academy');
    await userEvent.type(within(form).getByLabelText('重定向'), '/academy/list');
    await userEvent.click(saveIn(form));
    expect(await within(form).findByText('保存失败：路由地址已被其他页面使用')).toBeInTheDocument();
    expect(within(form).getByLabelText('路由名称')).toHaveValue('Academy');
    expect(within(form).getByLabelText('重定向')).toHaveValue('/academy/list');
    expect(pageNamed('Academy')).toBeUndefined();

    await userEvent.click(saveIn(form));
    await waitFor(() => expect(pageNamed('Academy')).toMatchObject({ parentId: 0, component: 'Layout', redirectPath: '/academy/list' }));
    await waitFor(() => expect(within(tree).getAllByText('公司小程序', { selector: 'span' })).toHaveLength(2));
  });

  it('edits a page’s label and deletes a leaf after asking; a refused delete says why', async () => {
    createPage(getDb(), training());
    createPage(getDb(), training({ routePath: '/company/training2', pageName: 'Training2', titleZh: '培训二', titleEn: 'Training 2' }));
    const { tree } = await openAsOperator('/platform/pages');
    await expand(tree, '公司设置');
    await userEvent.click(within(rowOf(tree, '培训报名')).getByRole('button', { name: '编辑' }));
    const form = await drawer();
    expect(within(form).getByText('编辑页面“培训报名”')).toBeInTheDocument();
    expect(within(form).getByLabelText('路由名称')).toHaveValue('CompanyTraining');
    await fill(within(form).getByLabelText('中文标题'), '培训报名表');
    await userEvent.click(saveIn(form));
    await waitFor(() => expect(rowOf(tree, '培训报名表')).toHaveTextContent('CompanyTraining'));
    expect(pageNamed('CompanyTraining')!.titleZh).toBe('培训报名表');

    mockServer.use(
      http.post(
        apiPattern(pageManagePaths.delPage),
        () => HttpResponse.json({ code: 40901, success: false, data: null, error: '该页面还有下级页面，请先删除或移走它们' }),
        { once: true },
      ),
    );
    await userEvent.click(within(rowOf(tree, '培训二')).getByRole('button', { name: '删除' }));
    let dialog = await screen.findByRole('dialog', { name: '删除页面“培训二”？' });
    await userEvent.click(within(dialog).getByRole('button', { name: /删\s*除/ }));
    dialog = await waitFor(() => screen.getAllByRole('dialog').find((node) => node.textContent?.includes('该页面还有下级页面')) as HTMLElement);
    expect(pageNamed('Training2')).toBeDefined();
    await userEvent.click(within(dialog).getByRole('button', { name: /知道了|OK|确\s*定/ }));

    await userEvent.click(within(rowOf(tree, '培训二')).getByRole('button', { name: '删除' }));
    // The newest prompt (the first one and the refusal may still be closing in the document).
    dialog = await waitFor(
      () =>
        screen
          .getAllByRole('dialog')
          .filter((node) => node.textContent?.includes('删除页面“培训二”？') && within(node).queryByRole('button', { name: /删\s*除/ }))
          .at(-1) as HTMLElement,
    );
    await userEvent.click(within(dialog).getByRole('button', { name: /删\s*除/ }));
    await waitFor(() => expect(pageNamed('Training2')).toBeUndefined());
    expect(await screen.findByText('页面“培训二”已删除')).toBeInTheDocument();
    await waitFor(() => expect(within(tree).queryByText('培训二')).not.toBeInTheDocument());
  });

  it('opens every 编辑页面 with that page’s values, after 新增页面 and after another page was edited', async () => {
    createPage(getDb(), training());
    createPage(getDb(), training({ routePath: '/company/training2', pageName: 'Training2', titleZh: '培训二', titleEn: 'Training 2', sort: 130 }));
    const { tree } = await openAsOperator('/platform/pages');
    // 新增页面 opened, something typed, then cancelled.
    await userEvent.click(within(screen.getByTestId('page-header')).getByRole('button'));
    let form = await drawer();
    await userEvent.type(within(form).getByLabelText('路由名称'), 'Abandoned');
    await userEvent.click(within(form).getByRole('button', { name: /取\s*消/ }));
    // Closing with changes asks first (放弃未保存的修改？).
    await userEvent.click(await screen.findByRole('button', { name: '放弃修改' }));
    await drawerClosed();

    await expand(tree, '公司设置');
    await userEvent.click(within(rowOf(tree, '培训报名')).getByRole('button', { name: '编辑' }));
    form = await drawer();
    expect(within(form).getByLabelText('标题键')).toHaveValue('companyTraining');
    expect(within(form).getByLabelText('中文标题')).toHaveValue('培训报名');
    expect(within(form).getByLabelText('英文标题')).toHaveValue('Training sign-up');
    expect(within(form).getByLabelText('路由名称')).toHaveValue('CompanyTraining');
    expect(within(form).getByLabelText('路由地址')).toHaveValue('/company/training');
    expect(within(form).getByLabelText('排序')).toHaveValue('120');
    expect(within(form).getByRole('radio', { name: 'TeamOutlined' })).toBeChecked();
    await fill(within(form).getByLabelText('路由名称'), 'Changed');
    await userEvent.click(within(form).getByRole('button', { name: /取\s*消/ }));
    await userEvent.click((await screen.findAllByRole('button', { name: '放弃修改' })).at(-1)!);
    await drawerClosed();

    // Another page's drawer shows that page, not what was typed in the last one.
    await userEvent.click(within(rowOf(tree, '培训二')).getByRole('button', { name: '编辑' }));
    form = await drawer();
    expect(within(form).getByLabelText('路由名称')).toHaveValue('Training2');
    expect(within(form).getByLabelText('中文标题')).toHaveValue('培训二');
    expect(within(form).getByLabelText('排序')).toHaveValue('130');
    await userEvent.click(within(form).getByRole('button', { name: /取\s*消/ }));
    await drawerClosed();

    // And 新增页面 after an edit starts blank.
    await userEvent.click(within(screen.getByTestId('page-header')).getByRole('button'));
    form = await drawer();
    expect(within(form).getByLabelText('路由名称')).toHaveValue('');
    expect(within(form).getByLabelText('标题键')).toHaveValue('');
  });

  it('says when the pages cannot be loaded, and loads them again on retry', async () => {
    mockServer.use(
      http.post(
        apiPattern(pageManagePaths.pageList),
        () => HttpResponse.json({ code: 500, success: false, data: null, error: '服务器繁忙' }, { status: 500 }),
        { once: true },
      ),
    );
    setToken(tokenFor(PLATFORM_ACCOUNT));
    renderApp('/platform/pages');
    expect(await screen.findByText(/页面列表加载失败/, undefined)).toBeInTheDocument();
    await userEvent.click(screen.getByRole('button', { name: /重\s*试/ }));
    expect(await treeTable()).toBeInTheDocument();
  });
});

describe('a created page in an agency admin’s app', () => {
  it('shows in the menu, tab, breadcrumb and browser title by its zh label, and by its en label in English', async () => {
    createPage(getDb(), training());
    useSettings.setState({ tagsView: true });
    setToken(tokenFor(ADMIN_ACCOUNT));
    const zh = renderApp('/company/training');
    const nav = await screen.findByRole('navigation', { name: '主菜单' });
    expect(await within(nav).findByText('培训报名')).toBeInTheDocument();
    await waitFor(() => expect(document.title).toMatch(/^培训报名 - /));
    const crumbs = document.querySelector('.ant-breadcrumb') as HTMLElement;
    expect(crumbs).toHaveTextContent('公司设置');
    expect(crumbs).toHaveTextContent('培训报名');
    expect(within(screen.getByRole('tablist')).getByText('培训报名')).toBeInTheDocument();
    zh.unmount();

    resetUserStores();
    useSettings.setState({ language: 'en', tagsView: false });
    await i18n.changeLanguage('en');
    renderApp('/company/training');
    const enNav = await screen.findByRole('navigation', { name: 'Main menu' });
    expect(await within(enNav).findByText('Training sign-up')).toBeInTheDocument();
    await waitFor(() => expect(document.title).toMatch(/^Training sign-up - /));
    expect(document.querySelector('.ant-breadcrumb')).toHaveTextContent('Training sign-up');
  });

  it('still lands on the dashboard from /', async () => {
    setToken(tokenFor(ADMIN_ACCOUNT));
    const { router } = renderApp('/');
    await waitFor(() => expect(currentPath(router)).toBe('/dashboard'));
  });
});

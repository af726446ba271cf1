/**
 * Menu pages from a server that names them otherwise (issue 35): the pages table says
 * Vue-style components and mounts the aunt detail at another path; with the runtime
 * configuration's pageAliases and the route paths the menu still opens our pages, the links to
 * the hidden aunt detail follow the server's path, and the diagnostics view lists every menu page
 * with how it resolved, the unresolved first.
 */
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { act, screen, waitFor, within } from '@testing-library/react';
import { withFreshMockDb, tokenFor } from '@/mocks/testing';
import { getDb } from '@/mocks/db';
import { ADMIN_ACCOUNT } from '@/mocks/db/demoAccounts';
import { removeToken, setToken } from '@/auth/token';
import { config } from '@/config';
import { resetUserStores } from '@/stores/resetRegistry';
import { useSettings } from '@/stores/settings';
import { i18n } from '@/i18n';
import { currentPath, renderApp } from '../render';

withFreshMockDb();
const savedAliases = config.pageAliases;
beforeEach(async () => {
  removeToken();
  resetUserStores();
  useSettings.setState({ language: 'zh', tagsView: false });
  await i18n.changeLanguage('zh');
});
afterEach(() => {
  config.pageAliases = savedAliases;
});

/** The mock's pages table, rewritten the way another server might write it. */
function serverNamesPagesOtherwise() {
  const pages = getDb().pages;
  const byPath = (path: string) => pages.find((page) => page.routePath === path)!;
  for (const path of ['/aunt/all', '/aunt/verify', '/aunt/copy', '/aunt/public', '/aunt/owner', '/aunt/share']) byPath(path).component = 'views/worker/List';
  Object.assign(byPath('/aunt/detail/:auntId'), { routePath: '/worker/info/:auntId', component: 'views/worker/Info' });
  // No alias: the route path names our module.
  byPath('/employer/list').component = 'views/customer/Index';
  // Nothing resolves this one.
  byPath('/company/service-types').component = 'views/company/ServiceType';
  config.pageAliases = { 'views/worker/List': 'aunt/list', 'views/worker/Info': 'aunt/detail' };
}

async function signIn(path: string) {
  setToken(tokenFor(ADMIN_ACCOUNT));
  const view = renderApp(path);
  const nav = await screen.findByRole('navigation', { name: '主菜单' });
  await within(nav).findByText('招聘管理');
  return { ...view, nav };
}

describe('a pages table in another server’s names', () => {
  it('opens the aunt list by alias, its detail at the server’s path, and the employer list by its path', async () => {
    serverNamesPagesOtherwise();
    const { nav, router } = await signIn('/dashboard');
    await act(async () => within(nav).getByText('阿姨管理').click());
    await act(async () => (await within(nav).findByText('全部阿姨')).click());
    await waitFor(() => expect(currentPath(router)).toBe('/aunt/all'));
    // A name in the list links to the aunt detail at the server's path.
    const list = await screen.findByRole('region', { name: '全部阿姨' });
    const nameLink = await waitFor(() => {
      const link = list.querySelector<HTMLAnchorElement>('a[href^="/worker/info/"]');
      expect(link, 'a name linking to /worker/info/<id>').not.toBeNull();
      return link!;
    });
    const auntId = Number(nameLink.getAttribute('href')!.split('/').pop());
    const aunt = getDb().aunts.find((row) => row.auntId === auntId)!;
    await act(async () => nameLink.click());
    await waitFor(() => expect(currentPath(router)).toBe(`/worker/info/${auntId}`));
    // Our aunt detail, with her record.
    expect(await screen.findByRole('heading', { name: aunt.auntName })).toBeInTheDocument();

    await act(async () => within(nav).getByText('客户管理').click());
    await act(async () => (await within(nav).findByText('客户列表')).click());
    await waitFor(() => expect(currentPath(router)).toBe('/employer/list'));
    expect(await screen.findByRole('button', { name: /新增客户/ })).toBeInTheDocument();
    expect(screen.queryByText(/该页面暂未开放/)).not.toBeInTheDocument();

    await act(() => router.navigate('/company/service-types'));
    expect(await screen.findByText('该页面暂未开放（组件 views/company/ServiceType），敬请期待。')).toBeInTheDocument();
  });
});

describe('the diagnostics view', () => {
  it('is in the user menu and lists every menu page with how it resolved, the unresolved first and counted', async () => {
    serverNamesPagesOtherwise();
    const { router } = await signIn('/dashboard');
    await act(async () => screen.getByRole('button', { name: '用户菜单' }).click());
    const entry = await screen.findByRole('link', { name: '页面诊断' });
    await act(async () => entry.click());
    await waitFor(() => expect(currentPath(router)).toBe('/diagnostics'));
    const section = await screen.findByTestId('diagnostics-menuPages');
    expect(within(section).getByRole('heading', { name: '菜单页面' })).toBeInTheDocument();

    const rows = within(section).getAllByRole('row').slice(1);
    const cells = (row: HTMLElement) =>
      within(row)
        .getAllByRole('cell')
        .map((cell) => cell.textContent);
    // The admin's pages that open a page: all but the containers and the external link.
    const expected = getDb().pages.filter((page) => page.component !== 'Layout' && page.component !== '' && page.pageName !== 'PageManage');
    expect(rows).toHaveLength(expected.length);
    expect(within(section).getByText(`共 ${expected.length} 个菜单页面，1 个无法打开`)).toBeInTheDocument();
    expect(cells(rows[0])).toEqual(['服务类型', 'views/company/ServiceType', '/company/service-types', '未解析', '—']);
    const rowOf = (title: string) => cells(rows.find((row) => within(row).getAllByRole('cell')[0].textContent === title)!);
    expect(rowOf('全部阿姨')).toEqual(['全部阿姨', 'views/worker/List', '/aunt/all', '别名（pageAliases）', 'aunt/list']);
    expect(rowOf('阿姨详情')).toEqual(['阿姨详情', 'views/worker/Info', '/worker/info/:auntId', '别名（pageAliases）', 'aunt/detail']);
    expect(rowOf('客户列表')).toEqual(['客户列表', 'views/customer/Index', '/employer/list', '路由路径', 'employer/list']);
    expect(rowOf('公司信息')).toEqual(['公司信息', 'company/info', '/company/info', '组件名', 'company/info']);
    expect(within(section).getByText('运行配置中的别名：2 个')).toBeInTheDocument();
  });

  it('says every page opens when all resolve, in English too', async () => {
    useSettings.setState({ language: 'en' });
    await i18n.changeLanguage('en');
    setToken(tokenFor(ADMIN_ACCOUNT));
    renderApp('/diagnostics');
    const section = await screen.findByTestId('diagnostics-menuPages');
    expect(await within(section).findByText('Every menu page opens.')).toBeInTheDocument();
    expect(within(section).getByText(/ menu pages, 0 cannot be opened$/)).toBeInTheDocument();
    expect(within(section).queryByText('Not resolved')).not.toBeInTheDocument();
    expect(within(section).getAllByText('Component name').length).toBeGreaterThan(20);
  });
});

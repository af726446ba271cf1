/** The application shell rendered whole: menus from role pages, dynamic routes, guards on them. */
import { beforeEach, describe, expect, it, onTestFinished } from 'vitest';
import { act, screen, waitFor, within } from '@testing-library/react';
import { withFreshMockDb, tokenFor } from '@/mocks/testing';
import { getDb } from '@/mocks/db';
import { ADMIN_ACCOUNT, PARTNER_ACCOUNT, STAFF_ACCOUNT } from '@/mocks/db/demoAccounts';
import { setToken } from '@/auth/token';
import { useSession } from '@/stores/session';
import { useSettings } from '@/stores/settings';
import { i18n } from '@/i18n';
import { config } from '@/config';
import { currentPath, renderApp, signedOutShell } from '../render';

withFreshMockDb();
beforeEach(signedOutShell);

async function menuFor(account: { mobile: string }, path = '/dashboard') {
  setToken(tokenFor(account));
  const view = renderApp(path);
  const nav = await screen.findByRole('navigation', { name: '主菜单' });
  await within(nav).findByText('招聘管理');
  return { ...view, nav };
}

describe('menu from role pages', () => {
  it("shows the admin's areas, the orange recruitment entry and the external contract link", async () => {
    const { nav } = await menuFor(ADMIN_ACCOUNT);
    for (const label of ['阿姨管理', '客户管理', '联盟大厅', '保险管理', '财务管理', '办公管理', '公司设置', '回收站']) {
      expect(within(nav).getByText(label)).toBeInTheDocument();
    }
    // Page management is the platform's (its operators only), not an agency admin's.
    expect(within(nav).queryByText('页面管理')).not.toBeInTheDocument();
    expect(within(nav).getByText('招聘管理').closest('li')?.className).toMatch(/highlight/);
    expect(within(nav).getByText(/电子合同/)).toBeInTheDocument();
  });

  it('shows the staff member fewer areas', async () => {
    const { nav } = await menuFor(STAFF_ACCOUNT);
    expect(within(nav).getByText('阿姨管理')).toBeInTheDocument();
    for (const label of ['财务管理', '公司设置', '页面管理']) expect(within(nav).queryByText(label)).not.toBeInTheDocument();
  });

  it('hides finance for the configured company and the staff statistic outside its company', async () => {
    const { nav } = await menuFor(PARTNER_ACCOUNT);
    expect(within(nav).queryByText('财务管理')).not.toBeInTheDocument();
    const flatNames = useSession.getState().pages.map((page) => page.pageName);
    expect(flatNames).toContain('FinanceManage'); // the role has it; the company rule hides it
  });
});

describe('menu entries in English', () => {
  it('carry their full text as their title, also those longer than the 180 px sidebar', async () => {
    useSettings.setState({ language: 'en' });
    await i18n.changeLanguage('en');
    setToken(tokenFor(ADMIN_ACCOUNT));
    renderApp('/company/info'); // the company settings submenu is open: its entries are rendered
    const nav = await screen.findByRole('navigation', { name: 'Main menu' });
    await within(nav).findByText('Certificates, training, visas');
    for (const label of ['Company settings', 'Certificates, training, visas', 'Recruitment', 'Recycle bin', 'E-contracts']) {
      expect(nav.querySelector(`[title="${label}"]`), label).not.toBeNull();
    }
    const entries = within(nav).getAllByRole('menuitem');
    expect(entries.length).toBeGreaterThan(15);
    for (const entry of entries) {
      const title = entry.getAttribute('title');
      expect(title, entry.textContent ?? '').toBeTruthy();
      expect(entry.textContent).toContain(title);
    }
  });
});

describe("the sidebar's footer", () => {
  it('links the service agreement of config.json (contractUrl) beside the support contacts, in zh and en; without one, no link', async () => {
    config.contractUrl = 'https://agency.example/agreement.pdf';
    onTestFinished(() => {
      config.contractUrl = '';
    });
    const { unmount } = await menuFor(ADMIN_ACCOUNT);
    const link = screen.getByRole('link', { name: /服务协议/ });
    expect(link).toHaveAttribute('href', 'https://agency.example/agreement.pdf');
    expect(link).toHaveAttribute('target', '_blank');
    expect(screen.getByRole('link', { name: /联系客服/ })).toHaveAttribute('href', config.customerServiceUrl);
    await act(() => i18n.changeLanguage('en'));
    expect(await screen.findByRole('link', { name: /Service agreement/ })).toHaveAttribute('href', 'https://agency.example/agreement.pdf');
    unmount();

    config.contractUrl = '';
    await i18n.changeLanguage('zh');
    await menuFor(ADMIN_ACCOUNT);
    expect(screen.getByRole('link', { name: /联系客服/ })).toBeInTheDocument();
    expect(screen.queryByRole('link', { name: /服务协议/ })).toBeNull();
  });
});

describe('dynamic routes', () => {
  it('a reload on a menu route lands on it; a page without a component says "not available yet"', async () => {
    // Every seeded page is built now: this one is made to name a module the app does not have.
    getDb().pages.find((page) => page.routePath === '/company/service-types')!.component = 'company/notBuilt';
    const { router } = await menuFor(ADMIN_ACCOUNT, '/company/service-types');
    await waitFor(() => expect(currentPath(router)).toBe('/company/service-types'));
    expect(await screen.findByText('该页面暂未开放（组件 company/notBuilt），敬请期待。')).toBeInTheDocument();
    // Breadcrumb: home / company settings / service types; no city switcher outside the joint hall.
    const crumbs = document.querySelector('.ant-breadcrumb') as HTMLElement;
    expect(within(crumbs).getByText('首页')).toBeInTheDocument();
    expect(within(crumbs).getByText('公司设置')).toBeInTheDocument();
    expect(within(crumbs).getByText('服务类型')).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: '切换城市' })).not.toBeInTheDocument();
  });

  it('a joint-hall route shows its breadcrumb and the city switcher with the chosen city', async () => {
    const { router } = await menuFor(ADMIN_ACCOUNT, '/united/aunt-hall');
    await waitFor(() => expect(currentPath(router)).toBe('/united/aunt-hall'));
    const crumbs = document.querySelector('.ant-breadcrumb') as HTMLElement;
    expect(within(crumbs).getByText('联盟大厅')).toBeInTheDocument();
    expect(within(crumbs).getByText('阿姨大厅')).toBeInTheDocument();
    expect(await screen.findByRole('button', { name: '切换城市' })).toHaveTextContent('上海市');
  });

  it('highlights the entry of the page shown, and opens its section, however the page was reached', async () => {
    const { nav, router } = await menuFor(ADMIN_ACCOUNT);
    const selected = () => [...nav.querySelectorAll('.ant-menu-item-selected')].map((item) => item.textContent);
    expect(selected()).toEqual(['首页']);
    // From the menu: the section, then the entry.
    await act(async () => within(nav).getByText('阿姨管理').click());
    await act(async () => (await within(nav).findByText('全部阿姨')).click());
    await waitFor(() => expect(currentPath(router)).toBe('/aunt/all'));
    await waitFor(() => expect(selected()).toEqual(['全部阿姨']));
    // From elsewhere (a link in a page, the address bar): that entry's section opens too.
    await act(() => router.navigate('/company/service-types'));
    await waitFor(() => expect(selected()).toEqual(['服务类型']));
    expect(within(nav).getByText('服务类型').closest('.ant-menu-submenu')?.className).toMatch(/ant-menu-submenu-open/);
    expect(within(nav).getByText('全部阿姨').closest('.ant-menu-submenu')?.className).not.toMatch(/ant-menu-submenu-open/);
    // The city switch belongs to the joint hall only.
    expect(screen.queryByRole('button', { name: '切换城市' })).not.toBeInTheDocument();
  });

  it('titles the browser tab after the page, in the interface language', async () => {
    const { router } = await menuFor(ADMIN_ACCOUNT, '/united/aunt-hall');
    await waitFor(() => expect(document.title).toBe('阿姨大厅 - 家政服务管理系统'));
    await act(() => router.navigate('/dashboard'));
    await waitFor(() => expect(document.title).toBe('首页 - 家政服务管理系统'));
  });

  it('a container entry redirects to its first page', async () => {
    const { router } = await menuFor(ADMIN_ACCOUNT, '/aunt');
    await waitFor(() => expect(currentPath(router)).toBe('/aunt/all'));
  });

  it('an unknown path inside the layout is a 404, not a crash', async () => {
    const { router } = await menuFor(ADMIN_ACCOUNT, '/no/such/page');
    expect(await screen.findByText('抱歉，您访问的页面不存在。')).toBeInTheDocument();
    expect(currentPath(router)).toBe('/no/such/page');
  });

  it('a route installed for an earlier user is closed to the next one', async () => {
    const { router } = await menuFor(ADMIN_ACCOUNT, '/finance/records');
    await waitFor(() => expect(currentPath(router)).toBe('/finance/records'));
    await act(async () => {
      await useSession.getState().logout();
    });
    setToken(tokenFor(STAFF_ACCOUNT));
    await act(() => router.navigate('/finance/records'));
    await waitFor(() => expect(currentPath(router)).toBe('/401'));
  });

  it('a staff member typing an admin-only URL sees 401 (no permission), with its way back home', async () => {
    setToken(tokenFor(STAFF_ACCOUNT));
    const { router } = renderApp('/company/info');
    expect(await screen.findByText('抱歉，您没有访问该页面的权限。')).toBeInTheDocument();
    expect(screen.queryByText('抱歉，您访问的页面不存在。')).not.toBeInTheDocument();
    expect(currentPath(router)).toBe('/401');
    await act(() => screen.getByRole('button', { name: /返回首页/ }).click());
    await waitFor(() => expect(currentPath(router)).toBe('/dashboard'));
    // The same from inside the app, for a page with parameters and for an area's container path.
    for (const path of ['/finance/records', '/company', '/platform/pages']) {
      await act(() => router.navigate(path));
      await waitFor(() => expect(currentPath(router)).toBe('/401'));
      await act(() => router.navigate('/dashboard'));
      await screen.findByRole('navigation', { name: '主菜单' });
    }
  });

  it('an unknown URL stays 404 for the staff member', async () => {
    const { router } = await menuFor(STAFF_ACCOUNT, '/company/no-such-page');
    expect(await screen.findByText('抱歉，您访问的页面不存在。')).toBeInTheDocument();
    expect(currentPath(router)).toBe('/company/no-such-page');
    await act(() => router.navigate('/employer/detail/12/extra'));
    expect(await screen.findByText('抱歉，您访问的页面不存在。')).toBeInTheDocument();
    expect(currentPath(router)).toBe('/employer/detail/12/extra');
  });

  it('an admin opening that URL gets the page', async () => {
    const { router } = await menuFor(ADMIN_ACCOUNT, '/company/info');
    expect(await screen.findByRole('heading', { name: '公司信息' })).toBeInTheDocument();
    expect(currentPath(router)).toBe('/company/info');
    expect(screen.queryByText('抱歉，您没有访问该页面的权限。')).not.toBeInTheDocument();
  });
});

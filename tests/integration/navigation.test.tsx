/**
 * Getting around (issue 37, item 7): the Home entry first in the menu, menu entries that are real
 * links (a plain click stays in the app, a modified click is the browser's), /401 inside the
 * shell, and the bell's two numbers each saying what it counts.
 */
import { beforeEach, describe, expect, it } from 'vitest';
import { act, fireEvent, screen, waitFor, within } from '@testing-library/react';
import { withFreshMockDb, tokenFor } from '@/mocks/testing';
import { getDb } from '@/mocks/db';
import { ADMIN_ACCOUNT, PLATFORM_ACCOUNT, STAFF_ACCOUNT } from '@/mocks/db/demoAccounts';
import { ROLE_KEYS } from '@/domain/permissions';
import { setToken } from '@/auth/token';
import { refreshPendingRequests } from '@/pages/companyApp/orders/requestBell';
import { useAppState } from '@/stores/app';
import { i18n } from '@/i18n';
import { currentPath, renderApp, signedOutShell } from '../render';
import { userIdOf } from './mock-helpers';

withFreshMockDb();
beforeEach(signedOutShell);

async function signedIn(account: { mobile: string }, path = '/dashboard', ready = '招聘管理') {
  setToken(tokenFor(account));
  const view = renderApp(path);
  const nav = await screen.findByRole('navigation', { name: /主菜单|Main menu/ });
  await within(nav).findByText(ready);
  return { ...view, nav };
}

const entries = (nav: HTMLElement) => within(nav).getAllByRole('menuitem');

describe('the Home entry', () => {
  it('comes first, links the dashboard and opens it, in zh and en', async () => {
    const { nav, router } = await signedIn(ADMIN_ACCOUNT, '/aunt/all');
    const home = entries(nav)[0]!;
    expect(home).toHaveTextContent('首页');
    expect(within(home).getByRole('link', { hidden: true })).toHaveAttribute('href', '/dashboard');
    await act(async () => fireEvent.click(within(home).getByText('首页')));
    await waitFor(() => expect(currentPath(router)).toBe('/dashboard'));
    await waitFor(() => expect(nav.querySelector('.ant-menu-item-selected')).toHaveTextContent('首页'));

    await act(() => i18n.changeLanguage('en'));
    await waitFor(() => expect(entries(nav)[0]).toHaveTextContent('Dashboard'));
  });

  it("follows the server's menu: an entry of its own for the dashboard is shown instead, once", async () => {
    const db = getDb();
    const pageId = Math.max(...db.pages.map((page) => page.pageId)) + 1;
    db.pages.push({
      ...db.pages.find((page) => page.parentId === 0)!,
      pageId,
      parentId: 0,
      routePath: '/dashboard',
      pageName: 'Workbench',
      pageTitle: '工作台',
      component: 'dashboard',
      sort: -1,
      isMenu: 1,
      redirectPath: '',
    });
    for (const role of db.roles.filter((row) => row.companyId === 1 && row.roleKey === ROLE_KEYS.admin)) role.pageIds.push(pageId);
    const { nav } = await signedIn(ADMIN_ACCOUNT);
    expect(entries(nav)[0]).toHaveTextContent('工作台');
    expect(within(nav).queryByText('首页')).toBeNull();
    expect(nav.querySelectorAll('a[href="/dashboard"]')).toHaveLength(1);
  });

  it('is not offered to a platform operator, who has no dashboard', async () => {
    const { nav } = await signedIn(PLATFORM_ACCOUNT, '/', '页面管理');
    expect(within(nav).queryByText('首页')).toBeNull();
    expect(nav.querySelector('a[href="/dashboard"]')).toBeNull();
  });
});

describe('menu entries are links', () => {
  it('every page entry holds a link to its page; a plain click navigates in the app, a modified click is left to the browser', async () => {
    const { nav, router } = await signedIn(ADMIN_ACCOUNT, '/aunt/all');
    const allAunts = within(nav).getByText('全部阿姨').closest('a')!;
    expect(allAunts).toHaveAttribute('href', '/aunt/all');
    const pageEntries = entries(nav).filter((entry) => entry.matches('li.ant-menu-item'));
    expect(pageEntries.length).toBeGreaterThan(8);
    for (const entry of pageEntries) expect(entry.querySelector('a[href]'), entry.textContent ?? '').not.toBeNull();
    // The external contract link opens in a new tab.
    expect(
      within(nav)
        .getByText(/电子合同/)
        .closest('a'),
    ).toHaveAttribute('target', '_blank');

    const recruitment = within(nav).getByText('招聘管理').closest('a')!;
    expect(recruitment).toHaveAttribute('href', '/customer/jobs');
    // Ctrl-click (open in a new tab): the browser's default stands and this tab stays.
    let defaultKept = true;
    await act(async () => {
      defaultKept = fireEvent.click(recruitment, { ctrlKey: true });
    });
    expect(defaultKept).toBe(true);
    expect(currentPath(router)).toBe('/aunt/all');
    // A plain click: the router navigates, the link's page load is prevented.
    await act(async () => {
      defaultKept = fireEvent.click(recruitment);
    });
    expect(defaultKept).toBe(false);
    await waitFor(() => expect(currentPath(router)).toBe('/customer/jobs'));
  });
});

describe('/401', () => {
  it('shows inside the shell for a signed-in user: menu and top bar stay', async () => {
    setToken(tokenFor(STAFF_ACCOUNT));
    const { router } = renderApp('/company/info');
    expect(await screen.findByText('抱歉，您没有访问该页面的权限。')).toBeInTheDocument();
    expect(currentPath(router)).toBe('/401');
    const nav = screen.getByRole('navigation', { name: '主菜单' });
    expect(within(nav).getByText('阿姨管理')).toBeInTheDocument();
    expect(screen.getByTestId('current-user')).toHaveTextContent('李顾问');
    expect(within(document.querySelector('.ant-breadcrumb') as HTMLElement).getByText('无权访问')).toBeInTheDocument();
    // The menu still works from there.
    await act(async () => fireEvent.click(within(nav).getByText('招聘管理')));
    await waitFor(() => expect(currentPath(router)).toBe('/customer/jobs'));
  });

  it('sends a guest to the login first', async () => {
    const { router } = renderApp('/401');
    await waitFor(() => expect(router.state.location.pathname).toBe('/login'));
    expect(new URLSearchParams(router.state.location.search).get('redirect')).toBe('/401');
  });
});

describe("the bell's numbers", () => {
  it('say what they count: joint-hall chat unread and the service requests waiting, apart, in zh and en', async () => {
    await signedIn(ADMIN_ACCOUNT);
    const waiting = getDb().appRequests.filter((row) => row.status === 0 && row.assigneeId === userIdOf(ADMIN_ACCOUNT.mobile)).length;
    expect(waiting).toBeGreaterThan(0);
    await act(async () => {
      await refreshPendingRequests();
      useAppState.getState().setUnread({ unreadJointChat: 3 });
    });
    const chat = await screen.findByRole('button', { name: '联盟聊天：3 条未读消息' });
    expect(chat).toHaveTextContent('联盟聊天3');
    const requests = screen.getByRole('button', { name: `服务需求：${waiting} 条待你受理（小程序）` });
    expect(requests).toHaveTextContent(`服务需求${waiting}`);
    // Never one sum of the two.
    const bar = document.querySelector('[data-theme-part="navbar"]') as HTMLElement;
    expect(within(bar).queryByText(String(3 + waiting))).toBeNull();

    await act(() => i18n.changeLanguage('en'));
    expect(await screen.findByRole('button', { name: 'Chat: 3 unread (joint hall)' })).toHaveTextContent('Chat3');
    expect(screen.getByRole('button', { name: `Requests: ${waiting} waiting for you (mini-program)` })).toHaveTextContent(`Requests${waiting}`);

    // Nothing unread, nothing waiting: the bell says so and the requests count goes.
    await act(async () => useAppState.getState().setUnread({ unreadJointChat: 0, pendingRequests: 0 }));
    expect(await screen.findByRole('button', { name: 'Chat: nothing unread (joint hall)' })).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: /^Requests/ })).toBeNull();
  });

  it('the requests count opens the requests waiting with the user', async () => {
    const { router } = await signedIn(ADMIN_ACCOUNT);
    await act(() => refreshPendingRequests());
    await act(async () => fireEvent.click(await screen.findByRole('button', { name: /^服务需求：/ })));
    await waitFor(() => expect(currentPath(router)).toBe('/company-app/orders?mine=1'));
  });
});

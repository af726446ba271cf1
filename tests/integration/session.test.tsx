/**
 * Login, the guard and logout, rendered as the whole app (real routes and providers) against
 * the mock backend's real handlers through msw/node.
 */
import { beforeEach, describe, expect, it, vi } from 'vitest';
import { act, screen, waitFor, within } from '@testing-library/react';
import userEventLib from '@testing-library/user-event';
import { http, HttpResponse } from 'msw';
import { mockServer } from '@/mocks/node';
import { withFreshMockDb, tokenFor } from '@/mocks/testing';
import { expireAllSessions } from '@/mocks/rules/session';
import { ADMIN_ACCOUNT, DEMO_ACCOUNTS, STAFF_ACCOUNT } from '@/mocks/db/demoAccounts';
import { userPaths } from '@/api/user';
import { getToken, removeToken, setToken } from '@/auth/token';
import { useSession } from '@/stores/session';
import { i18n } from '@/i18n';
import { feedback } from '@/app/feedback';
import { currentPath, renderApp } from '../render';
import { recordBodies } from '../requests';

const userEvent = userEventLib.setup({ pointerEventsCheck: 0 });

withFreshMockDb();
beforeEach(async () => {
  mockServer.events.removeAllListeners();
  removeToken();
  useSession.getState().resetToken();
  await i18n.changeLanguage('zh');
});

async function typeCredentials(mobile: string, password: string) {
  await userEvent.type(await screen.findByPlaceholderText('请输入手机号'), mobile);
  await userEvent.type(screen.getByPlaceholderText('请输入密码'), password);
}

describe('the login page', () => {
  it('sends the mobile without spaces on Enter and lands on the dashboard', async () => {
    const bodies = recordBodies(userPaths.loginClient);
    const { router } = renderApp('/login');
    await typeCredentials(' 138 0000 0001 ', `${ADMIN_ACCOUNT.password}{Enter}`);
    await waitFor(() => expect(currentPath(router)).toBe('/dashboard'));
    expect(await screen.findByTestId('current-user')).toHaveTextContent(ADMIN_ACCOUNT.contact);
    expect(bodies).toEqual([{ mobile: ADMIN_ACCOUNT.mobile, password: ADMIN_ACCOUNT.password }]);
    expect(getToken()).toBeTruthy();
    expect(useSession.getState().isAdmin).toBe(true);
  });

  it("lists the embedded mock's demo accounts; picking one fills the form, and logging in works", async () => {
    const bodies = recordBodies(userPaths.loginClient);
    const { router } = renderApp('/login');
    const list = await screen.findByRole('region', { name: '演示账号（模拟后端）' });
    const staff = within(list).getByRole('button', { name: new RegExp(`${STAFF_ACCOUNT.contact}.*${STAFF_ACCOUNT.mobile} / ${STAFF_ACCOUNT.password}`) });
    expect(within(list).getAllByRole('button')).toHaveLength(DEMO_ACCOUNTS.length);
    await userEvent.click(staff);
    expect(screen.getByPlaceholderText('请输入手机号')).toHaveValue(STAFF_ACCOUNT.mobile);
    expect(screen.getByPlaceholderText('请输入密码')).toHaveValue(STAFF_ACCOUNT.password);
    await userEvent.click(screen.getByRole('button', { name: /登\s*录/ }));
    await waitFor(() => expect(currentPath(router)).toBe('/dashboard'));
    expect(bodies).toEqual([{ mobile: STAFF_ACCOUNT.mobile, password: STAFF_ACCOUNT.password }]);
  });

  it('sends one request however often the button is clicked while pending', async () => {
    const bodies = recordBodies(userPaths.loginClient);
    const { router } = renderApp('/login');
    await typeCredentials(STAFF_ACCOUNT.mobile, STAFF_ACCOUNT.password);
    const button = screen.getByRole('button', { name: /登\s*录/ });
    await Promise.all([userEvent.click(button), userEvent.click(button), userEvent.click(button)]);
    await waitFor(() => expect(currentPath(router)).toBe('/dashboard'));
    expect(bodies).toHaveLength(1);
    expect(useSession.getState().isAdmin).toBe(false);
  });

  it('shows the server message for a wrong password and keeps the typed values', async () => {
    const { router } = renderApp('/login');
    await typeCredentials(ADMIN_ACCOUNT.mobile, 'wrong-password{Enter}');
    expect(await screen.findByText('手机号或密码错误')).toBeInTheDocument();
    expect(currentPath(router)).toBe('/login');
    expect(screen.getByPlaceholderText('请输入手机号')).toHaveValue(ADMIN_ACCOUNT.mobile);
    expect(screen.getByPlaceholderText('请输入密码')).toHaveValue('wrong-password');
    expect(getToken()).toBeUndefined();
  });

  it('validates the fields and sends nothing when they are empty or malformed', async () => {
    const bodies = recordBodies(userPaths.loginClient);
    renderApp('/login');
    await userEvent.click(await screen.findByRole('button', { name: /登\s*录/ }));
    expect(await screen.findByText('请输入手机号')).toBeInTheDocument();
    expect(screen.getByText('请输入密码')).toBeInTheDocument();
    await typeCredentials('12345', 'x{Enter}');
    expect(await screen.findByText('请输入正确的 11 位手机号')).toBeInTheDocument();
    expect(bodies).toHaveLength(0);
  });

  it('puts the cursor in the mobile field when it opens empty, and nowhere when the mobile is prefilled', async () => {
    const first = renderApp('/login');
    const mobile = await screen.findByPlaceholderText('请输入手机号');
    await waitFor(() => expect(mobile).toHaveFocus());
    first.unmount();
    renderApp(`/login?mobile=${STAFF_ACCOUNT.mobile}`);
    expect(await screen.findByPlaceholderText('请输入手机号')).toHaveValue(STAFF_ACCOUNT.mobile);
    expect(document.body).toHaveFocus();
  });

  it('prefills the mobile from ?mobile= (after registering or resetting a password)', async () => {
    renderApp(`/login?mobile=${STAFF_ACCOUNT.mobile}`);
    expect(await screen.findByPlaceholderText('请输入手机号')).toHaveValue(STAFF_ACCOUNT.mobile);
    expect(screen.getByRole('link', { name: '注册新门店' })).toHaveAttribute('href', '/register');
    expect(screen.getByRole('link', { name: '忘记密码？' })).toHaveAttribute('href', '/resetPassword');
  });

  it('honours a safe redirect and ignores an unsafe one', async () => {
    const safe = renderApp(`/login?redirect=${encodeURIComponent('/aunt/all?status=1')}`);
    await typeCredentials(ADMIN_ACCOUNT.mobile, `${ADMIN_ACCOUNT.password}{Enter}`);
    await waitFor(() => expect(currentPath(safe.router)).toBe('/aunt/all?status=1'));
    safe.unmount();
    removeToken();
    useSession.getState().resetToken();
    const unsafe = renderApp(`/login?redirect=${encodeURIComponent('//evil.com')}`);
    await typeCredentials(ADMIN_ACCOUNT.mobile, `${ADMIN_ACCOUNT.password}{Enter}`);
    await waitFor(() => expect(currentPath(unsafe.router)).toBe('/dashboard'));
  });
});

describe('the guard', () => {
  it('sends a visitor without a token to /login with the wanted path', async () => {
    const { router } = renderApp('/aunt/all?status=2');
    await waitFor(() => expect(currentPath(router)).toBe(`/login?redirect=${encodeURIComponent('/aunt/all?status=2')}`));
    expect(await screen.findByPlaceholderText('请输入手机号')).toBeInTheDocument();
  });

  it('sends a logged-in user who opens /login to /, which is the dashboard', async () => {
    setToken(tokenFor(ADMIN_ACCOUNT));
    const { router } = renderApp('/login');
    await waitFor(() => expect(currentPath(router)).toBe('/dashboard'));
    expect(await screen.findByText(`欢迎回来，${ADMIN_ACCOUNT.contact}`)).toBeInTheDocument();
  });

  it('loads the user info once by token: roles, union of permissions, admin flag', async () => {
    setToken(tokenFor(STAFF_ACCOUNT));
    renderApp('/dashboard');
    expect(await screen.findByTestId('current-user')).toHaveTextContent(STAFF_ACCOUNT.contact);
    const session = useSession.getState();
    expect(session.roleKeys).toEqual([STAFF_ACCOUNT.roleKey]);
    expect(session.isAdmin).toBe(false);
    expect(session.permissions).toContain('aunt.own');
    expect(session.permissions).not.toContain('aunt.others');
    expect(session.pages.some((page) => page.pageName === 'FinanceManage')).toBe(false);
  });

  it('joins the user-info request the entry starts for a returning user: one request, not two', async () => {
    setToken(tokenFor(ADMIN_ACCOUNT));
    let requests = 0;
    mockServer.events.on('request:start', ({ request }) => {
      if (new URL(request.url).pathname.endsWith(userPaths.getUserInfo)) requests += 1;
    });
    // The answer is held until the guard has asked as well, however fast this machine is.
    let release = () => undefined as void;
    const held = new Promise<void>((resolve) => (release = resolve));
    mockServer.use(http.post(`*${userPaths.getUserInfo}`, () => held)); // then the real handler answers
    const load = vi.spyOn(useSession.getState(), 'loadUserInfo');
    // What main.tsx does before the first render when a token cookie is there.
    const early = useSession.getState().loadUserInfo();
    renderApp('/dashboard');
    // The guard asks as well (and the dashboard's own loader, which also waits for the user info).
    await waitFor(() => expect(load.mock.calls.length).toBeGreaterThanOrEqual(2));
    release();
    expect(await screen.findByTestId('current-user')).toHaveTextContent(ADMIN_ACCOUNT.contact);
    await expect(early).resolves.toMatchObject({ contact: ADMIN_ACCOUNT.contact });
    expect(requests).toBe(1);
  });

  it('shows the failure of that early request through the guard and goes to login', async () => {
    setToken(tokenFor(ADMIN_ACCOUNT));
    expireAllSessions();
    const early = useSession
      .getState()
      .loadUserInfo()
      .catch(() => undefined);
    const { router } = renderApp('/dashboard');
    await waitFor(() => expect(currentPath(router)).toBe(`/login?redirect=${encodeURIComponent('/dashboard')}`));
    expect(await screen.findByText('登录已失效，请重新登录')).toBeInTheDocument();
    await early;
    expect(getToken()).toBeUndefined();
  });

  it.each([
    ['an expired token', null, '登录已失效，请重新登录'],
    ['no roles', { sys_roles: [] }, 'getInfo: roles must be a non-null array!'],
    ['null roles', { sys_roles: null }, 'getInfo: roles must be a non-null array!'],
    ['no user info', 'missing', '获取用户信息失败'],
    ['an error without text', 'error', 'Has Error'],
  ] as const)('with %s: clears the token, shows why and goes to login', async (_label, infoPatch, message) => {
    const toast = vi.spyOn(feedback, 'error');
    setToken(tokenFor(ADMIN_ACCOUNT));
    if (infoPatch === null) expireAllSessions();
    else
      mockServer.use(
        http.post(`*${userPaths.getUserInfo}`, () => {
          if (infoPatch === 'missing') return HttpResponse.json({ code: 200, success: true, data: null });
          if (infoPatch === 'error') return HttpResponse.json({ code: 500, success: false, data: null, error: null });
          return HttpResponse.json({ code: 200, success: true, data: { userId: 1, contact: 'x', ...infoPatch } });
        }),
      );
    const { router } = renderApp('/dashboard');
    await waitFor(() => expect(currentPath(router)).toBe(`/login?redirect=${encodeURIComponent('/dashboard')}`));
    expect(await screen.findByText(message)).toBeInTheDocument();
    expect(toast).toHaveBeenCalledWith(message, 5);
    expect(getToken()).toBeUndefined();
    expect(useSession.getState().user).toBeNull();
  });
});

describe('logout', () => {
  it('is local, yields 20000 and clears the cookie and the stores', async () => {
    setToken(tokenFor(ADMIN_ACCOUNT));
    const { router } = renderApp('/dashboard');
    await screen.findByTestId('current-user');
    const requests: string[] = [];
    mockServer.events.on('request:start', ({ request }) => requests.push(request.url));
    await expect(useSession.getState().logout()).resolves.toEqual({ code: 20000 });
    expect(requests).toEqual([]);
    expect(getToken()).toBeUndefined();
    expect(useSession.getState()).toMatchObject({ user: null, token: undefined, permissions: [], pages: [], isAdmin: false });
    expect(currentPath(router)).toBe('/dashboard');
  });

  it('the exit button goes to /login with the current path as redirect', async () => {
    setToken(tokenFor(ADMIN_ACCOUNT));
    const { router } = renderApp('/dashboard');
    await screen.findByRole('button', { name: '用户菜单' });
    // The page the user is on when they leave, not the one the top bar was drawn on.
    await act(() => router.navigate('/aunt/all?keyword=%E7%8E%8B'));
    await userEvent.click(screen.getByRole('button', { name: '用户菜单' }));
    await userEvent.click(await screen.findByText('退出系统'));
    await waitFor(() => expect(currentPath(router)).toBe(`/login?redirect=${encodeURIComponent('/aunt/all?keyword=%E7%8E%8B')}`));
    expect(getToken()).toBeUndefined();
  });
});

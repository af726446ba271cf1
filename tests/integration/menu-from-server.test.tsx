/**
 * The menu of a server of either kind: role pages inside the user info (this mock), or, when no role
 * carries its pages, the pages of /user/getMenu.
 */
import { beforeEach, describe, expect, it } from 'vitest';
import { screen, within } from '@testing-library/react';
import { http, HttpResponse } from 'msw';
import { userPaths, type UserInfo } from '@/api/user';
import { apiPattern } from '@/mocks/handlers/kit';
import { mockServer } from '@/mocks/node';
import { resolveSession } from '@/mocks/rules/session';
import { toUserInfo } from '@/mocks/rules/views';
import { STAFF_ACCOUNT } from '@/mocks/db/demoAccounts';
import { tokenFor, withFreshMockDb } from '@/mocks/testing';
import { removeToken, setToken } from '@/auth/token';
import { useSession } from '@/stores/session';
import { resetUserStores } from '@/stores/resetRegistry';
import { i18n } from '@/i18n';
import { renderApp } from '../render';
import { recordBodies } from '../requests';

withFreshMockDb();
beforeEach(async () => {
  mockServer.events.removeAllListeners();
  removeToken();
  resetUserStores();
  await i18n.changeLanguage('zh');
  setToken(tokenFor(STAFF_ACCOUNT));
});

/** The user info this mock answers, with the roles' page lists taken out (a server that serves the menu apart). */
function userInfoWithoutRolePages(): void {
  mockServer.use(
    http.post(apiPattern(userPaths.getUserInfo), ({ request }) => {
      const session = resolveSession(new URL(request.url).searchParams.get('token'));
      if (!session) return HttpResponse.json({ code: 50008, success: false, data: null, error: 'token' });
      const info: UserInfo = toUserInfo(session.user, session.company, 'zh');
      const roles = (info.sys_roles ?? []).map(({ sys_pages: _pages, ...role }) => role);
      return HttpResponse.json({ code: 200, success: true, data: { ...info, sys_roles: roles } });
    }),
  );
}

async function sidebar() {
  renderApp('/dashboard');
  const nav = await screen.findByRole('navigation', { name: '主菜单' });
  await within(nav).findByText('招聘管理');
  return nav;
}

describe('the menu from the server', () => {
  it('comes from the role pages of the user info, without asking /user/getMenu, when the roles carry them', async () => {
    const menuCalls = recordBodies(userPaths.getMenu);
    const nav = await sidebar();
    expect(within(nav).getByText('阿姨管理')).toBeInTheDocument();
    expect(within(nav).queryByText('公司设置')).not.toBeInTheDocument();
    expect(menuCalls).toHaveLength(0);
  });

  it('comes from /user/getMenu when no role carries its pages, with the same entries', async () => {
    userInfoWithoutRolePages();
    const menuCalls = recordBodies(userPaths.getMenu);
    const nav = await sidebar();
    expect(menuCalls).toHaveLength(1);
    for (const label of ['阿姨管理', '客户管理', '联盟大厅', '保险管理']) expect(within(nav).getByText(label)).toBeInTheDocument();
    // The staff member's menu: still without the admin's areas.
    expect(within(nav).queryByText('公司设置')).not.toBeInTheDocument();
    expect(useSession.getState().pages.map((page) => page.pageName)).toContain('AuntAll');
  });
});

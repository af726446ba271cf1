/**
 * The user's theme beyond its colour (issue 34, the spec's sys_theme and /sys/getThemes): the
 * sidebar in the menu colours of sys_theme, the presets the server offers (the spec's eight when
 * it offers none), the theme's hosted stylesheet loaded from the API base only, and the top bar's
 * default avatar. The mock's side: presets, setTheme's menu colours and stylesheet, the stylesheet
 * served.
 */
import { beforeEach, describe, expect, it } from 'vitest';
import { screen, waitFor, within } from '@testing-library/react';
import userEventLib from '@testing-library/user-event';
import { http, HttpResponse } from 'msw';
import { postUnchecked } from '@/api/http';
import { sysPaths, type ThemePreset } from '@/api/sys';
import { userPaths, type SysTheme } from '@/api/user';
import { config } from '@/config';
import { removeToken, setToken } from '@/auth/token';
import { THEME_PRESETS } from '@/domain/colour';
import { i18n } from '@/i18n';
import { SettingsDrawer } from '@/layout/SettingsDrawer';
import { ADMIN_ACCOUNT, getDb, snapshot } from '@/mocks/db';
import { mockServer } from '@/mocks/node';
import { tokenFor, withFreshMockDb } from '@/mocks/testing';
import { resetUserStores } from '@/stores/resetRegistry';
import { DEFAULT_PREFERENCES, useSettings } from '@/stores/settings';
import { DEFAULT_MENU_THEME, applyTheme, useMenuTheme } from '@/stores/theme';
import { antdGeneratedCss, renderApp, renderWithProviders } from '../render';
import { recordBodies } from '../requests';
import { failure } from './mock-helpers';

const userEvent = userEventLib.setup({ pointerEventsCheck: 0 });
const admin = () => getDb().users.find((user) => user.mobile === ADMIN_ACCOUNT.mobile)!;
const DAYBREAK = { primaryColor: '#1890FF', menuBg: '#304156', menuText: '#BFCBD9', menuActiveText: '#409EFF' };
const FESTIVE = '/sys/theme/festival.css';
const themeLinks = () => [...document.head.querySelectorAll<HTMLLinkElement>('link[data-theme-stylesheet]')];

withFreshMockDb();
beforeEach(async () => {
  mockServer.events.removeAllListeners();
  localStorage.clear();
  removeToken();
  resetUserStores();
  useSettings.setState(DEFAULT_PREFERENCES);
  useMenuTheme.setState(DEFAULT_MENU_THEME);
  await i18n.changeLanguage('zh');
  setToken(tokenFor(ADMIN_ACCOUNT));
});

async function openDashboard() {
  const view = renderApp('/dashboard');
  const nav = await screen.findByRole('navigation', { name: '主菜单' });
  await within(nav).findByText('招聘管理');
  return { ...view, sidebar: nav.closest<HTMLElement>('[data-theme-part="sidebar"]')! };
}

describe('the mock: presets, setTheme and the hosted stylesheet', () => {
  it("offers the spec's eight colours, the default orange first, with menu colours, names in the caller's language and one hosted stylesheet", async () => {
    const themes = await postUnchecked<ThemePreset[]>(sysPaths.getThemes, {}, { silent: true });
    expect(themes.map((theme) => theme.primaryColor)).toEqual([...THEME_PRESETS]);
    expect(themes[0]).toEqual({ primaryColor: '#F1A83C', name: '经典橙' });
    expect(themes[1]).toEqual({ ...DAYBREAK, name: '拂晓蓝' });
    expect(themes.filter((theme) => theme.stylesheet).map((theme) => theme.stylesheet)).toEqual([FESTIVE]);
    await i18n.changeLanguage('en');
    expect((await postUnchecked<ThemePreset[]>(sysPaths.getThemes, {}, { silent: true }))[0]?.name).toBe('Classic orange');
  });

  it('stores menu colours and a hosted stylesheet, clears what is sent empty, and refuses a stylesheet it does not host, storing nothing', async () => {
    await expect(postUnchecked<SysTheme>(userPaths.setTheme, { ...DAYBREAK, stylesheet: FESTIVE }, { silent: true })).resolves.toEqual({
      ...DAYBREAK,
      stylesheet: FESTIVE,
    });
    expect(admin().theme).toEqual({ ...DAYBREAK, stylesheet: FESTIVE });

    const before = snapshot();
    for (const stylesheet of ['https://cdn.example.com/x.css', '/sys/file/1', '/sys/theme/../file/1.css']) {
      const refused = await failure(postUnchecked(userPaths.setTheme, { primaryColor: '#1890FF', stylesheet }, { silent: true }));
      expect([stylesheet, refused.code, refused.serverMessage]).toEqual([stylesheet, 40001, '主题样式表不在可选范围内']);
    }
    expect((await failure(postUnchecked(userPaths.setTheme, { primaryColor: '#1890FF', menuBg: 'navy' }, { silent: true }))).serverMessage).toBe(
      '菜单背景色格式不正确',
    );
    expect(snapshot()).toBe(before);

    await postUnchecked(userPaths.setTheme, { primaryColor: '#F1A83C', menuBg: '', menuText: '', menuActiveText: '', stylesheet: '' }, { silent: true });
    expect(admin().theme).toEqual({ primaryColor: '#F1A83C' });
  });

  it('serves the hosted stylesheet as CSS to anyone, and 404 for another name', async () => {
    removeToken();
    const served = await fetch(`http://127.0.0.1${config.apiBase}${FESTIVE}`);
    expect([served.status, served.headers.get('content-type'), served.headers.get('x-content-type-options')]).toEqual([
      200,
      'text/css; charset=utf-8',
      'nosniff',
    ]);
    expect(await served.text()).toMatch(/\[data-theme-part='sidebar'\]/);
    expect((await fetch(`http://127.0.0.1${config.apiBase}/sys/theme/other.css`)).status).toBe(404);
  });
});

describe('the sidebar in the menu colours of sys_theme', () => {
  it("draws the menu, brand and footer in the theme's colours when the user info brings them", async () => {
    admin().theme = { ...DAYBREAK };
    const { sidebar } = await openDashboard();
    await waitFor(() => expect(useMenuTheme.getState().menuColours).toEqual({ menuBg: '#304156', menuText: '#BFCBD9', menuActiveText: '#409EFF' }));
    await waitFor(() => expect(sidebar).toHaveAttribute('data-menu-themed', 'true'));
    expect(sidebar.style.getPropertyValue('--sidebar-bg')).toBe('#304156');
    expect(sidebar.style.getPropertyValue('--sidebar-text')).toBe('#BFCBD9');
    expect(sidebar.style.getPropertyValue('--sidebar-strong')).toBe('#409EFF');
    // antd's menu variables now carry them (the selected entry: the active colour on a faint fill of itself).
    const css = antdGeneratedCss().toLowerCase().replace(/\s+/g, '');
    expect(css).toContain('--ant-menu-dark-item-bg:#304156');
    expect(css).toContain('--ant-menu-dark-item-color:#bfcbd9');
    expect(css).toContain('--ant-menu-dark-item-selected-color:#409eff');
    expect(css).toContain('--ant-menu-dark-item-selected-bg:rgba(64,158,255,0.16)');
  });

  it("keeps the layout's own dark menu for a theme with a colour only", async () => {
    admin().theme = { primaryColor: '#11A983' };
    useMenuTheme.setState({ menuColours: { menuBg: '#FFFFFF' } });
    const { sidebar } = await openDashboard();
    await waitFor(() => expect(useSettings.getState().primaryColor).toBe('#11A983'));
    expect(useMenuTheme.getState().menuColours).toEqual({});
    expect(sidebar).not.toHaveAttribute('data-menu-themed');
    expect(sidebar.style.getPropertyValue('--sidebar-bg')).toBe('');
  });
});

describe('choosing a theme', () => {
  it("offers the server's presets by name; one with menu colours and a stylesheet applies them at once and saves the whole theme", async () => {
    const bodies = recordBodies(userPaths.setTheme);
    renderWithProviders(<SettingsDrawer open onClose={() => undefined} />);
    await userEvent.click(await screen.findByRole('radio', { name: '节日红 #F5222D' }));
    expect(useSettings.getState().primaryColor).toBe('#F5222D');
    expect(useMenuTheme.getState()).toMatchObject({
      menuColours: { menuBg: '#5C0011', menuText: '#FFCCC7', menuActiveText: '#FFFFFF' },
      themeStylesheet: FESTIVE,
    });
    await waitFor(() =>
      expect(bodies).toEqual([{ primaryColor: '#F5222D', menuBg: '#5C0011', menuText: '#FFCCC7', menuActiveText: '#FFFFFF', stylesheet: FESTIVE }]),
    );
    await waitFor(() =>
      expect(admin().theme).toEqual({ primaryColor: '#F5222D', menuBg: '#5C0011', menuText: '#FFCCC7', menuActiveText: '#FFFFFF', stylesheet: FESTIVE }),
    );

    // Back to the plain orange: the menu colours and the stylesheet are cleared on the server too.
    await userEvent.click(screen.getByRole('radio', { name: '经典橙 #F1A83C' }));
    await waitFor(() => expect(admin().theme).toEqual({ primaryColor: '#F1A83C' }));
    expect(useSettings.getState().primaryColor).toBe('#F1A83C');
    expect(useMenuTheme.getState()).toMatchObject({ menuColours: {}, themeStylesheet: '' });
  });

  it("offers the spec's eight colours when the server has no presets (404), and still saves the choice", async () => {
    mockServer.use(http.post(`*${sysPaths.getThemes}`, () => new HttpResponse(null, { status: 404 })));
    renderWithProviders(<SettingsDrawer open onClose={() => undefined} />);
    const group = await screen.findByRole('radiogroup', { name: '主题色' });
    expect(
      within(group)
        .getAllByRole('radio')
        .map((radio) => radio.getAttribute('aria-label')),
    ).toEqual([...THEME_PRESETS]);
    await userEvent.click(within(group).getByRole('radio', { name: '#13C2C2' }));
    await waitFor(() => expect(admin().theme).toEqual({ primaryColor: '#13C2C2' }));
  });
});

describe('the hosted stylesheet', () => {
  it('is linked from the API base while its theme is in force, and removed with it', async () => {
    admin().theme = { ...DAYBREAK, primaryColor: '#F5222D', stylesheet: FESTIVE };
    await openDashboard();
    await waitFor(() => expect(themeLinks().map((link) => link.getAttribute('href'))).toEqual([`${config.apiBase}${FESTIVE}`]));
    expect(themeLinks()[0]?.rel).toBe('stylesheet');
    applyTheme({ primaryColor: '#F1A83C', menu: {}, stylesheet: '' });
    await waitFor(() => expect(themeLinks()).toEqual([]));
  });

  it('never comes from anywhere else: a saved address of another origin or outside the rule is dropped', async () => {
    localStorage.setItem(
      'agency-theme',
      JSON.stringify({ state: { themeStylesheet: 'https://cdn.example.com/evil.css', menuColours: { menuBg: 'url(x)', menuText: '#BFCBD9' } }, version: 0 }),
    );
    await useMenuTheme.persist.rehydrate();
    expect(useMenuTheme.getState()).toEqual({ themeStylesheet: '', menuColours: { menuText: '#BFCBD9' } });
    applyTheme({ primaryColor: '#F1A83C', menu: {}, stylesheet: '//cdn.example.com/x.css' });
    await openDashboard();
    expect(useMenuTheme.getState().themeStylesheet).toBe('');
    expect(themeLinks()).toEqual([]);
  });
});

describe('the top bar', () => {
  it("shows the default avatar image when the user has none, and the user's own picture otherwise", async () => {
    admin().avatarUrl = '';
    const first = await openDashboard();
    const avatar = await screen.findByTestId('navbar-avatar');
    expect(avatar).toHaveAttribute('data-default', 'true');
    expect(avatar.querySelector('img')?.getAttribute('src')).toMatch(/^data:image\/svg\+xml|defaultUserAvatar\.svg$/);
    first.unmount();

    admin().avatarUrl = '/api/sys/file/me';
    removeToken();
    resetUserStores();
    setToken(tokenFor(ADMIN_ACCOUNT));
    await openDashboard();
    const own = await screen.findByTestId('navbar-avatar');
    expect(own).not.toHaveAttribute('data-default');
    expect(own.querySelector('img')?.getAttribute('src')).toBe('/api/sys/file/me');
  });
});

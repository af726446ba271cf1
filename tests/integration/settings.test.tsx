/** Settings: persistence, the theme colour (applied, saved to the server, reverted on failure), language. */
import { beforeEach, describe, expect, it } from 'vitest';
import { act, screen, waitFor } from '@testing-library/react';
import userEventLib from '@testing-library/user-event';
import { http, HttpResponse } from 'msw';
import dayjs from 'dayjs';
import { Button, DatePicker } from 'antd';
import { mockServer } from '@/mocks/node';
import { getDb } from '@/mocks/db';
import { withFreshMockDb, tokenFor } from '@/mocks/testing';
import { ADMIN_ACCOUNT } from '@/mocks/db/demoAccounts';
import { setToken } from '@/auth/token';
import { userPaths } from '@/api/user';
import { DEFAULT_PREFERENCES, useSettings } from '@/stores/settings';
import { useMenuTheme } from '@/stores/theme';
import { useSession } from '@/stores/session';
import { SettingsDrawer } from '@/layout/SettingsDrawer';
import { i18n } from '@/i18n';
import '@/i18n/dayjsLocale';
import { antdGeneratedCss, renderApp, renderWithProviders } from '../render';

const userEvent = userEventLib.setup({ pointerEventsCheck: 0 });

withFreshMockDb();
beforeEach(async () => {
  localStorage.clear();
  useSettings.setState(DEFAULT_PREFERENCES);
  await i18n.changeLanguage('zh');
  setToken(tokenFor(ADMIN_ACCOUNT));
});

const saved = () => JSON.parse(localStorage.getItem('agency-settings') ?? '{}').state as Record<string, unknown>;

describe('defaults and persistence', () => {
  it('starts with the spec defaults', () => {
    expect(useSettings.getState()).toMatchObject({
      language: 'zh',
      primaryColor: '#F1A83C',
      tagsView: false,
      fixedHeader: true,
      sidebarLogo: true,
      showSettings: true,
      region: { region_id: 310100 },
    });
  });

  it('remembers the switches, size, sidebar state and region locally', async () => {
    renderWithProviders(<SettingsDrawer open onClose={() => undefined} />);
    await userEvent.click(screen.getByRole('switch', { name: '开启标签页' }));
    await userEvent.click(screen.getByRole('switch', { name: '暗色模式' }));
    await userEvent.click(screen.getByText('大'));
    act(() => {
      useSettings.getState().setSidebarOpened(false);
      useSettings.getState().setRegion({ region_id: 330100, region_name: '杭州市' });
    });
    expect(saved()).toMatchObject({ tagsView: true, darkMode: true, componentSize: 'large', sidebarOpened: false, region: { region_id: 330100 } });
  });

  it("turns the whole app dark once antd's dark algorithm has loaded, and light again", async () => {
    const { container } = renderWithProviders(<SettingsDrawer open onClose={() => undefined} />);
    // The providers' text style carries the theme's text colour (AppProviders' AppText).
    const themed = () => container.querySelector<HTMLElement>('div[style*="color"]')!;
    const light = themed().style.color;
    await userEvent.click(screen.getByRole('switch', { name: '暗色模式' }));
    await waitFor(() => expect(themed().style.color).toBe('rgba(255, 255, 255, 0.85)'));
    await userEvent.click(screen.getByRole('switch', { name: '暗色模式' }));
    await waitFor(() => expect(themed().style.color).toBe(light));
    expect(light).not.toBe('rgba(255, 255, 255, 0.85)');
  });

  it('ignores damaged saved values and keeps the defaults for them', async () => {
    localStorage.setItem(
      'agency-settings',
      JSON.stringify({ state: { language: 'fr', primaryColor: 'red', tagsView: 'yes', fixedHeader: false }, version: 0 }),
    );
    await useSettings.persist.rehydrate();
    expect(useSettings.getState()).toMatchObject({ language: 'zh', primaryColor: '#F1A83C', tagsView: false, fixedHeader: false });
  });
});

describe('theme colour', () => {
  it('applies at once through antd tokens and is saved to the server', async () => {
    renderWithProviders(
      <>
        <SettingsDrawer open onClose={() => undefined} />
        <Button type="primary">primary</Button>
      </>,
    );
    // The server's presets, by name (/sys/getThemes).
    await userEvent.click(await screen.findByRole('radio', { name: '拂晓蓝 #1890FF' }));
    expect(useSettings.getState().primaryColor).toBe('#1890FF');
    expect(screen.getByRole('radio', { name: '拂晓蓝 #1890FF' })).toHaveAttribute('aria-checked', 'true');
    await waitFor(() => {
      const admin = getDb().users.find((user) => user.mobile === ADMIN_ACCOUNT.mobile);
      expect(admin?.theme?.primaryColor).toBe('#1890FF');
    });
    expect(saved().primaryColor).toBe('#1890FF');
    // antd's generated CSS variables now carry the new colour.
    expect(antdGeneratedCss().toLowerCase()).toMatch(/--ant-color-primary:\s*#1890ff/);
  });

  it('comes from the server for a returning user, even when the user info was asked for before the guard ran', async () => {
    const admin = getDb().users.find((user) => user.mobile === ADMIN_ACCOUNT.mobile)!;
    admin.theme = { primaryColor: '#11A983' };
    // The entry asks for the user info at once when a token is there (app/earlyUserInfo).
    await useSession.getState().loadUserInfo();
    const { router } = renderApp('/dashboard');
    await waitFor(() => expect(router.state.location.pathname).toBe('/dashboard'));
    await waitFor(() => expect(useSettings.getState().primaryColor).toBe('#11A983'));
  });

  it('goes back to the previous colour when the server refuses it', async () => {
    mockServer.use(http.post(`*${userPaths.setTheme}`, () => HttpResponse.json({ code: 40001, success: false, data: null, error: '颜色格式不正确' })));
    renderWithProviders(<SettingsDrawer open onClose={() => undefined} />);
    await userEvent.click(await screen.findByRole('radio', { name: '节日红 #F5222D' }));
    expect(await screen.findByText('颜色格式不正确')).toBeInTheDocument();
    await waitFor(() => expect(useSettings.getState().primaryColor).toBe('#F1A83C'));
    expect(useMenuTheme.getState()).toMatchObject({ menuColours: {}, themeStylesheet: '' });
  });
});

describe('language', () => {
  it('switches labels, antd and dayjs at once without a reload, and remembers it', async () => {
    renderWithProviders(
      <>
        <SettingsDrawer open onClose={() => undefined} />
        <DatePicker open={false} />
      </>,
    );
    expect(screen.getByText('系统布局设置')).toBeInTheDocument();
    expect(screen.getByPlaceholderText('请选择日期')).toBeInTheDocument();
    await userEvent.click(screen.getAllByRole('button', { name: 'English' })[0]);
    expect(await screen.findByText('Layout settings')).toBeInTheDocument();
    expect(screen.getByPlaceholderText('Select date')).toBeInTheDocument();
    expect(dayjs.locale()).toBe('en');
    expect(document.documentElement.lang).toBe('en');
    expect(saved().language).toBe('en');
    await userEvent.click(screen.getAllByRole('button', { name: '中文' })[0]);
    expect(await screen.findByText('系统布局设置')).toBeInTheDocument();
    expect(dayjs.locale()).toBe('zh-cn');
  });
});

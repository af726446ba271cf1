/**
 * The application shell in Chromium against the built app: menus by role, tabs with
 * keep-alive, Close Others, Refresh, theme and language that survive a reload, a reload on a
 * menu route, menu entries as links (middle-click: a new tab), 401 inside the shell for someone
 * else's page and 404 for no page, the city picker, and the mobile width. Screenshots at
 * 1440x900 and 390x844.
 */
import { describe, expect, it } from 'vitest';
import type { Page } from 'playwright-core';
import { appUrl, chooseMenuItem, loggedIn, chromiumForFile, screenshot } from './support';
import { ADMIN_ACCOUNT, STAFF_ACCOUNT, type DemoAccount } from '@/mocks/db/demoAccounts';

const browser = chromiumForFile();

const signedIn = (account: DemoAccount, viewport?: { width: number; height: number }): Promise<Page> =>
  loggedIn(browser(), account, { viewport, motion: true });

const menu = (page: Page) => page.getByRole('navigation', { name: '主菜单' });

async function openSettings(page: Page) {
  await page.getByRole('button', { name: '系统布局设置' }).click();
  await page.getByRole('dialog').getByText('开启标签页').waitFor();
}

describe('menus by role', () => {
  it('shows the admin every area and the staff member fewer', async () => {
    const admin = await signedIn(ADMIN_ACCOUNT);
    await menu(admin).getByText('财务管理').waitFor();
    for (const label of ['阿姨管理', '招聘管理', '联盟大厅', '公司设置', '回收站']) expect(await menu(admin).getByText(label).count()).toBe(1);
    await screenshot(admin, 'shell-admin-1440');
    await admin.context().close();

    const staff = await signedIn(STAFF_ACCOUNT);
    await menu(staff).getByText('阿姨管理').waitFor();
    for (const label of ['财务管理', '公司设置', '页面管理']) expect(await menu(staff).getByText(label).count()).toBe(0);
    await screenshot(staff, 'shell-staff-1440');
    await staff.context().close();
  });
});

describe('tabs and keep-alive', () => {
  it('keeps typed filter text across tab switches; Close Others and Refresh work', async () => {
    const page = await signedIn(ADMIN_ACCOUNT);
    await openSettings(page);
    await page.getByRole('dialog').getByRole('switch').first().click(); // tabs bar on
    await page.keyboard.press('Escape');
    const tabs = page.getByRole('tablist', { name: '已打开的页面' });
    await tabs.waitFor();

    // Type into the dashboard's filter, open two more pages, come back: the text is still there.
    const days = page.getByRole('spinbutton').first();
    await days.fill('45');
    await menu(page).getByText('联盟大厅').click();
    await menu(page).getByText('阿姨大厅').click();
    await page.waitForURL(`${appUrl}/united/aunt-hall`);
    // A page gets its tab once it has loaded (a busy machine takes a moment); a person sees it before moving on.
    await tabs.getByRole('tab', { name: /阿姨大厅/ }).waitFor();
    await menu(page).getByText('需求大厅').click();
    await page.waitForURL(`${appUrl}/united/job-hall`);
    await tabs.getByRole('tab', { name: /需求大厅/ }).waitFor();
    expect(await tabs.getByRole('tab').allTextContents()).toEqual(['首页', '阿姨大厅', '需求大厅']);
    await tabs.getByRole('tab', { name: '首页' }).click();
    await page.waitForURL(`${appUrl}/dashboard`);
    await expect.poll(() => page.getByRole('spinbutton').first().inputValue()).toBe('45');
    await screenshot(page, 'shell-tabs-keepalive');

    // Close Others from the aunt hall tab.
    await tabs.getByRole('tab', { name: /阿姨大厅/ }).click({ button: 'right' });
    await chooseMenuItem(page, '关闭其他');
    // The menu closes (with an animation) once an item is chosen.
    await expect.poll(() => page.locator('.ant-dropdown:not(.ant-dropdown-hidden)').count()).toBe(0);
    await page.waitForURL(`${appUrl}/united/aunt-hall`);
    await expect.poll(() => tabs.getByRole('tab').allTextContents()).toEqual(['首页', '阿姨大厅']);

    // Refresh the dashboard: it goes through /redirect and comes back fresh (filter reset).
    await tabs.getByRole('tab', { name: '首页' }).click();
    await page.waitForURL(`${appUrl}/dashboard`);
    await page.getByRole('spinbutton').first().fill('12');
    await tabs.getByRole('tab', { name: '首页' }).click({ button: 'right' });
    // The URL is /dashboard before and after the round trip through /redirect: listen for the detour first.
    const detour = page.waitForURL((url) => url.pathname.startsWith('/redirect/'));
    await chooseMenuItem(page, '刷新');
    await detour;
    await page.waitForURL(`${appUrl}/dashboard`);
    await expect.poll(() => page.getByRole('spinbutton').first().inputValue()).not.toBe('12');
    await page.context().close();
  });
});

describe('settings and language', () => {
  it('a theme colour survives a reload and follows the user to another browser', async () => {
    const page = await signedIn(ADMIN_ACCOUNT);
    await openSettings(page);
    await page.getByRole('radio', { name: '#11A983' }).click();
    await page.getByRole('radio', { name: '#11A983', checked: true }).waitFor();
    await screenshot(page, 'shell-settings-green');
    await page.reload();
    await openSettings(page);
    await page.getByRole('radio', { name: '#11A983', checked: true }).waitFor();
    await page.context().close();

    // A fresh browser() (no local copy) gets the colour back from the server's sys_theme.
    const other = await signedIn(ADMIN_ACCOUNT);
    await openSettings(other);
    await other.getByRole('radio', { name: '#11A983', checked: true }).waitFor();
    await other.context().close();
  });

  it('switching to English changes every label at once and is remembered', async () => {
    const page = await signedIn(ADMIN_ACCOUNT);
    await page.getByRole('button', { name: 'English' }).click();
    await page.getByRole('navigation', { name: 'Main menu' }).getByText('Recruitment').waitFor();
    expect(await page.title()).toBe('Dashboard - Domestic Service Management System');
    await page.reload();
    await page.getByRole('navigation', { name: 'Main menu' }).getByText('Recruitment').waitFor();
    await screenshot(page, 'shell-english');
    await page.context().close();
  });
});

describe('motion', () => {
  /** Opens the settings drawer and answers the motion classes antd put on anything while it did. */
  async function motionClassesWhileOpeningSettings(page: Page): Promise<string[]> {
    await page.evaluate(() => {
      const seen: string[] = [];
      (window as unknown as { motionSeen: string[] }).motionSeen = seen;
      new MutationObserver((records) => {
        for (const record of records) {
          const names = (record.target as Element).getAttribute?.('class') ?? '';
          for (const name of names.split(' ')) if (/-(appear|enter)(-active)?$/.test(name)) seen.push(name);
        }
      }).observe(document.body, { subtree: true, childList: true, attributes: true, attributeFilter: ['class'] });
    });
    await openSettings(page);
    return page.evaluate(() => (window as unknown as { motionSeen: string[] }).motionSeen);
  }

  it('animates the settings drawer for a default reader and opens it at once for one whose system asks for less motion', async () => {
    const animated = await signedIn(ADMIN_ACCOUNT);
    expect(await motionClassesWhileOpeningSettings(animated)).toContain('ant-drawer-panel-motion-right-appear');
    await animated.context().close();

    const still = await loggedIn(browser(), ADMIN_ACCOUNT, { motion: false });
    expect(await motionClassesWhileOpeningSettings(still)).toEqual([]);
    await still.context().close();
  });

  it("shows the route bar while a page's code loads, moving it by transform only (no layout while the page renders)", async () => {
    const page = await signedIn(ADMIN_ACCOUNT);
    await menu(page).getByText('回收站').waitFor();
    // Hold the recycle bin's code until the bar has been looked at.
    let release = () => undefined as void;
    const held = new Promise<void>((resolve) => (release = resolve));
    await page.route(/\/assets\/.*\.js$/, async (route) => {
      await held;
      await route.continue();
    });
    await menu(page).getByText('回收站').click();
    const bar = page.locator('[role="progressbar"][aria-busy="true"]');
    await bar.waitFor({ state: 'attached' });
    const motion = await bar.evaluate((node) => ({
      width: node.getBoundingClientRect().width,
      animated: node.getAnimations().flatMap((animation) => (animation.effect as KeyframeEffect).getKeyframes().flatMap((frame) => Object.keys(frame))),
    }));
    expect(motion.animated).toContain('transform');
    expect(motion.animated).not.toContain('width');
    release();
    await page.waitForURL(`${appUrl}/recycle-bin`);
    await page.locator('[role="progressbar"][aria-busy="false"]').waitFor({ state: 'attached' });
    await page.context().close();
  });
});

describe('routes and the city picker', () => {
  it('a reload on a menu route lands on it; the joint hall shows the city switcher', async () => {
    const page = await signedIn(ADMIN_ACCOUNT);
    const hallCard = page.locator('[data-hall-card]').first();
    await page.goto(`${appUrl}/united/aunt-hall`);
    await hallCard.waitFor();
    await page.reload();
    await hallCard.waitFor();
    expect(new URL(page.url()).pathname).toBe('/united/aunt-hall');
    await expect(hallCard.textContent()).resolves.toContain('上海市');
    await page.getByRole('button', { name: '切换城市' }).click();
    await page.getByPlaceholder('请输入城市').fill('杭州');
    await page.getByRole('dialog').getByRole('button', { name: '杭州市' }).click();
    await expect(page.getByRole('button', { name: '切换城市' }).textContent()).resolves.toContain('杭州市');
    // The hall follows the city at once, and keeps it over a reload.
    await expect.poll(() => hallCard.textContent()).toContain('杭州市');
    await page.reload();
    await expect(page.getByRole('button', { name: '切换城市' }).textContent()).resolves.toContain('杭州市');
    await expect.poll(() => hallCard.textContent()).toContain('杭州市');
    await page.context().close();
  });
});

describe('mobile width', () => {
  it('under 992 px the sidebar is a drawer opened by the hamburger', async () => {
    const page = await signedIn(ADMIN_ACCOUNT, { width: 390, height: 844 });
    expect(await menu(page).count()).toBe(0);
    await screenshot(page, 'shell-mobile-390');
    await page.getByRole('button', { name: '展开/收起侧边栏' }).click();
    await menu(page).getByText('招聘管理').click();
    await page.waitForURL(`${appUrl}/customer/jobs`);
    await screenshot(page, 'shell-mobile-390-after-menu');
    await page.context().close();
  });
});

describe('menu entries are links', () => {
  it('middle-click and Ctrl-click open the entry in a new tab; a plain click stays a client-side navigation', async () => {
    const page = await signedIn(ADMIN_ACCOUNT);
    const home = menu(page).getByRole('link', { name: '首页' });
    expect(await home.getAttribute('href')).toBe('/dashboard');
    const recruitment = menu(page).getByRole('link', { name: '招聘管理' });
    expect(await recruitment.getAttribute('href')).toBe('/customer/jobs');
    // A mark on this document: it survives a client-side navigation, not a page load.
    await page.evaluate(() => Object.assign(window, { stillHere: true }));

    for (const open of [() => recruitment.click({ button: 'middle' }), () => recruitment.click({ modifiers: ['ControlOrMeta'] })]) {
      const [tab] = await Promise.all([page.context().waitForEvent('page'), open()]);
      await tab.waitForURL(`${appUrl}/customer/jobs`);
      await menu(tab).getByText('招聘管理').waitFor();
      await tab.close();
      expect(new URL(page.url()).pathname).toBe('/dashboard');
    }

    await recruitment.click();
    await page.waitForURL(`${appUrl}/customer/jobs`);
    expect(await page.evaluate(() => (window as { stillHere?: boolean }).stillHere)).toBe(true);
    await home.click();
    await page.waitForURL(`${appUrl}/dashboard`);
    expect(await page.evaluate(() => (window as { stillHere?: boolean }).stillHere)).toBe(true);
    expect(page.context().pages()).toHaveLength(1);
    await page.context().close();
  });
});

describe('a page the user may not open', () => {
  it('a staff member typing an admin-only URL sees 401 with its way home; an unknown URL stays 404; the admin gets the page', async () => {
    const staff = await signedIn(STAFF_ACCOUNT);
    await staff.goto(`${appUrl}/company/info`);
    await staff.getByText('抱歉，您没有访问该页面的权限。').waitFor();
    expect(new URL(staff.url()).pathname).toBe('/401');
    expect(await staff.getByText('抱歉，您访问的页面不存在。').count()).toBe(0);
    // Inside the shell: the menu and the top bar stay.
    await menu(staff).getByText('招聘管理').waitFor();
    await staff.getByTestId('current-user').getByText('李顾问').waitFor();
    await screenshot(staff, 'shell-401-staff');
    await staff.getByRole('button', { name: /返回首页/ }).click();
    await staff.waitForURL(`${appUrl}/dashboard`);

    await staff.goto(`${appUrl}/company/no-such-page`);
    await staff.getByText('抱歉，您访问的页面不存在。').waitFor();
    expect(new URL(staff.url()).pathname).toBe('/company/no-such-page');
    await staff.context().close();

    const admin = await signedIn(ADMIN_ACCOUNT);
    await admin.goto(`${appUrl}/company/info`);
    await admin.getByRole('heading', { name: '名称与标志' }).waitFor();
    expect(new URL(admin.url()).pathname).toBe('/company/info');
    await admin.context().close();
  });
});

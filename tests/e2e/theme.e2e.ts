/**
 * The theme in Chromium against the built app (issue 34): a preset of /sys/getThemes with menu
 * colours and a hosted stylesheet draws the sidebar in its colours and loads the stylesheet from
 * the API base under the app's Content-Security-Policy (no violation), and comes back after a
 * reload from the server's sys_theme; the top bar shows the default avatar image. Screenshots at 1440x900.
 */
import { describe, expect, it } from 'vitest';
import type { Page } from 'playwright-core';
import { ADMIN_ACCOUNT } from '@/mocks/db/demoAccounts';
import { chromiumForFile, loggedIn, screenshot } from './support';

const browser = chromiumForFile();

/** The sidebar's colours and the hosted stylesheet as the browser applied them. */
const drawn = (page: Page) =>
  page.evaluate(() => {
    const sidebar = document.querySelector<HTMLElement>('[data-theme-part="sidebar"]')!;
    const link = document.querySelector<HTMLLinkElement>('link[data-theme-stylesheet]');
    return {
      menuBg: getComputedStyle(sidebar.querySelector('nav .ant-menu')!).backgroundColor,
      selected: getComputedStyle(sidebar.querySelector('.ant-menu-item-selected')!).color,
      sidebarImage: getComputedStyle(sidebar).backgroundImage.slice(0, 15),
      navbarShadow: getComputedStyle(document.querySelector('[data-theme-part="navbar"]')!).boxShadow,
      stylesheet: link ? { href: new URL(link.href).pathname, rules: link.sheet?.cssRules.length ?? 0 } : null,
    };
  });

describe('the theme', () => {
  it('a preset with menu colours and a hosted stylesheet draws the sidebar and loads the sheet without a CSP violation, and survives a reload', async () => {
    const page = await loggedIn(browser(), ADMIN_ACCOUNT, { at: '/aunt/all' });
    const violations: string[] = [];
    page.on('console', (message) => {
      if (/Content Security Policy|securitypolicyviolation/i.test(message.text())) violations.push(message.text());
    });
    await page.locator('.ant-table-tbody tr.ant-table-row').first().waitFor();
    // No avatar of his own: the default image, not an icon.
    const avatar = page.getByTestId('navbar-avatar');
    expect([await avatar.getAttribute('data-default'), (await avatar.locator('img').getAttribute('src'))?.slice(0, 5)]).toEqual(['true', 'data:']);

    await page.getByRole('button', { name: '系统布局设置' }).click();
    await page.getByRole('radio', { name: '节日红 #F5222D' }).click();
    await page.getByRole('radio', { name: '节日红 #F5222D', checked: true }).waitFor();
    await page.locator('.ant-drawer-close').click();
    await expect.poll(async () => (await drawn(page)).stylesheet?.rules ?? 0).toBeGreaterThan(0);
    const festive = {
      menuBg: 'rgb(92, 0, 17)',
      selected: 'rgb(255, 255, 255)',
      sidebarImage: 'linear-gradient',
      navbarShadow: 'rgb(245, 34, 45) 0px -3px 0px 0px inset',
      stylesheet: { href: '/api/sys/theme/festival.css', rules: 3 },
    };
    expect(await drawn(page)).toEqual(festive);
    await screenshot(page, 'theme-festive-1440', { window: true });

    // From the server's sys_theme after a reload in a fresh browser (no local copy).
    const other = await loggedIn(browser(), ADMIN_ACCOUNT, { at: '/aunt/all' });
    await expect.poll(async () => (await drawn(other)).stylesheet?.rules ?? 0).toBeGreaterThan(0);
    expect(await drawn(other)).toEqual(festive);
    expect(violations).toEqual([]);
    await page.context().close();
    await other.context().close();
  });
});

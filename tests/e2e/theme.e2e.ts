/**
 * The theme in Chromium against the built app (issue 34): a preset of /sys/getThemes with menu
 * colours and a hosted stylesheet draws the sidebar in its colours and loads the stylesheet from
 * the API base under the app's Content-Security-Policy (no violation), and comes back after a
 * reload from the server's sys_theme; the top bar shows the default avatar image. Dark mode (issue 37):
 * the language switch, a chart's axis labels, the tags and the chat window are dark and their text
 * reads at 4.5:1 (computed colours). Screenshots at 1440x900.
 */
import { describe, expect, it } from 'vitest';
import type { Locator, Page } from 'playwright-core';
import { contrastRatio, luminance, TEXT_CONTRAST } from '@/domain/colour';
import { ADMIN_ACCOUNT } from '@/mocks/db/demoAccounts';
import { appUrl, chromiumForFile, loggedIn, loggedInContext, screenshot } from './support';

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

/** An element's text colour and the background it is drawn on (its own, else its nearest ancestor's that is not transparent). */
const coloursOf = (element: Locator) =>
  element.evaluate((node) => {
    const painted = (value: string) => value !== 'transparent' && !/^rgba\(.*,\s*0\)$/.test(value);
    let at: Element | null = node;
    while (at && !painted(getComputedStyle(at).backgroundColor)) at = at.parentElement;
    const isSvgText = node instanceof SVGElement;
    return { text: getComputedStyle(node)[isSvgText ? 'fill' : 'color'], background: at ? getComputedStyle(at).backgroundColor : 'rgb(255, 255, 255)' };
  });

/** rgb()/rgba() as #RRGGBB, a translucent colour laid over `under` (#RRGGBB). */
function hexOf(css: string, under = '#FFFFFF'): string {
  const match = /^rgba?\((\d+),\s*(\d+),\s*(\d+)(?:,\s*([\d.]+))?\)$/.exec(css);
  if (!match) throw new Error(`not an rgb colour: ${css}`);
  const alpha = match[4] === undefined ? 1 : Number(match[4]);
  const base = [1, 3, 5].map((at) => parseInt(under.slice(at, at + 2), 16));
  return `#${[1, 2, 3]
    .map((index) =>
      Math.round(Number(match[index]) * alpha + base[index - 1]! * (1 - alpha))
        .toString(16)
        .padStart(2, '0'),
    )
    .join('')}`;
}

/** The element's text against its background: the background's luminance and the contrast ratio. */
async function readability(element: Locator) {
  const { text, background } = await coloursOf(element);
  // A translucent background lies on the dark page (#141414 is antd's dark container, darker layouts below it).
  const surface = hexOf(background, '#141414');
  return { backgroundLuminance: luminance(surface), contrast: contrastRatio(hexOf(text, surface), surface) };
}

/** A dark surface: at most the luminance of #595959 (a light one, as the switch was, is above 0.8). */
const DARK = 0.1;

describe('dark mode', () => {
  it('draws the language switch, the chart axes, the tags and the chat window dark, their text at 4.5:1', async () => {
    const context = await loggedInContext(browser(), ADMIN_ACCOUNT);
    await context.addInitScript(() => {
      if (!localStorage.getItem('agency-settings')) localStorage.setItem('agency-settings', JSON.stringify({ state: { darkMode: true }, version: 0 }));
    });
    const page = await context.newPage();
    await page.goto(`${appUrl}/dashboard`);
    const dark = async (element: Locator) => {
      await element.waitFor();
      const seen = await readability(element);
      expect(seen.backgroundLuminance).toBeLessThan(DARK);
      expect(seen.contrast).toBeGreaterThanOrEqual(TEXT_CONTRAST);
    };

    // The language switch: both its buttons ("English" was 1.08:1 on a light switch).
    await dark(page.getByRole('button', { name: 'English' }));
    await dark(page.getByRole('button', { name: '中文' }));
    // A chart's axis label (Chartist's own were rgba(0, 0, 0, 0.4)).
    await dark(page.getByTestId('trend-chart').locator('.ct-label').first());
    await screenshot(page, 'theme-dark-dashboard-1440', { window: true });

    // Tags: a work status (antd preset colour).
    await page.goto(`${appUrl}/aunt/all`);
    const row = page.locator('.ant-table-tbody tr.ant-table-row').first();
    await dark(row.locator('.ant-tag[data-status]').first());
    await screenshot(page, 'theme-dark-aunts-1440', { window: true });
    // A tag in the company's own colour (the labels catalogue; the aunt list's service types are
    // in its column settings at 1440 px).
    await page.goto(`${appUrl}/company/labels`);
    await dark(page.locator('.ant-table-tbody .ant-tag[style*="background"]').first());

    // The chat window, its header and a conversation's name.
    await page.getByTestId('chat-bell').click();
    const chat = page.getByTestId('chat-window');
    await dark(chat.getByTestId('chat-window-header'));
    await dark(chat.getByTestId('chat-conversation').first());
    await screenshot(page, 'theme-dark-chat-1440', { window: true });
    await context.close();
  });
});

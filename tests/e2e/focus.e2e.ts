/**
 * Focus for keyboard users (issue 37, item 4): it goes back to the button that opened a dialog
 * when the dialog closes (app/focusReturn), and every control shows a ring when Tab reaches it.
 */
import { describe, expect, it } from 'vitest';
import type { Locator, Page } from 'playwright-core';
import { ADMIN_ACCOUNT } from '@/mocks/db/demoAccounts';
import { settle } from '../../tools/screens/capture';
import { appUrl, chromiumForFile, loggedIn, loggedInContext, opened } from './support';

const browser = chromiumForFile();

/** The focus-return module loads once the page has settled (MainLayout): wait for its chunk. */
async function focusReturnReady(page: Page): Promise<void> {
  await page.waitForFunction(() => performance.getEntriesByType('resource').some((entry) => /focusReturn/.test(entry.name)), null, { timeout: 30_000 });
}

const isFocused = (locator: Locator) => locator.evaluate((node) => node === document.activeElement);

describe('focus', () => {
  it('goes back to the button that opened a dialog, closed with Esc and with 取消', async () => {
    const page = await loggedIn(browser(), ADMIN_ACCOUNT, { at: '/customer/jobs' });
    await focusReturnReady(page);
    const create = page.getByRole('button', { name: '新建订单' });
    const dialog = page.getByRole('dialog', { name: '新建招聘订单' });

    await create.focus();
    await page.keyboard.press('Enter');
    await opened(dialog);
    expect(await isFocused(create)).toBe(false);
    await page.keyboard.press('Escape');
    await dialog.waitFor({ state: 'hidden' });
    await expect.poll(() => isFocused(create)).toBe(true);

    await page.keyboard.press('Enter');
    await opened(dialog);
    await dialog.getByRole('button', { name: /取\s*消/ }).click();
    await dialog.waitFor({ state: 'hidden' });
    await expect.poll(() => isFocused(create)).toBe(true);
  });

  it('goes back to the button that opened a lazily loaded drawer (the layout settings)', async () => {
    const page = await loggedIn(browser(), ADMIN_ACCOUNT, { at: '/dashboard' });
    await focusReturnReady(page);
    const open = page.getByRole('button', { name: '系统布局设置' });
    const drawer = page.getByRole('dialog', { name: '系统布局设置' });
    await open.focus();
    await page.keyboard.press('Enter');
    await opened(drawer);
    await page.keyboard.press('Escape');
    await drawer.waitFor({ state: 'hidden' });
    await expect.poll(() => isFocused(open)).toBe(true);
  });
});

/**
 * What Tab reached: the focused element, and the focus ring it shows (an outline, or a box-shadow
 * with a spread, on it or on what draws it: an ancestor a few levels up, or the next sibling, as
 * antd's check box draws its box) with the ring's contrast against the background behind it. A
 * border is not counted: fields have one unfocused too.
 */
interface Stop {
  what: string;
  ring: string;
  contrast: number;
}

async function focusStop(page: Page): Promise<Stop | null> {
  return page.evaluate(() => {
    const focused = document.activeElement;
    if (!focused || focused === document.body) return null;
    const rgba = (value: string): number[] | null => {
      const match = /rgba?\(([^)]+)\)/.exec(value);
      if (!match) return null;
      const [r, g, b, a = 1] = match[1]
        .split(/[ ,/]+/)
        .filter(Boolean)
        .map(Number);
      return [r, g, b, a];
    };
    const over = (top: number[], bottom: number[]) => [0, 1, 2].map((i) => top[i] * top[3] + bottom[i] * (1 - top[3])).concat(1);
    // The background behind an element: its ancestors' backgrounds composed from the first opaque one.
    const backgroundOf = (element: Element | null): number[] => {
      const layers: number[][] = [];
      for (let node = element; node; node = node.parentElement) {
        const colour = rgba(getComputedStyle(node).backgroundColor);
        if (colour && colour[3] > 0) layers.push(colour);
        if (colour && colour[3] >= 1) break;
      }
      return layers.reverse().reduce((bottom, top) => over(top, bottom), [255, 255, 255, 1]);
    };
    const luminance = ([r, g, b]: number[]) =>
      [r, g, b]
        .map((c) => (c / 255 <= 0.03928 ? c / 255 / 12.92 : ((c / 255 + 0.055) / 1.055) ** 2.4))
        .reduce((sum, c, i) => sum + c * [0.2126, 0.7152, 0.0722][i], 0);
    const contrast = (a: number[], b: number[]) => {
      const [light, dark] = [luminance(a), luminance(b)].sort((x, y) => y - x);
      return (light + 0.05) / (dark + 0.05);
    };
    const rings: { ring: string; contrast: number }[] = [];
    const candidates: Element[] = [focused];
    for (let node = focused.parentElement, level = 0; node && level < 4; node = node.parentElement, level += 1) candidates.push(node);
    if (focused.nextElementSibling) candidates.push(focused.nextElementSibling);
    for (const element of candidates) {
      const style = getComputedStyle(element);
      // A control's native input hidden under what draws it (a check box) shows no ring of its own.
      if (style.opacity === '0' || style.visibility === 'hidden') continue;
      const behind = backgroundOf(element.parentElement);
      const outline = rgba(style.outlineColor);
      if (style.outlineStyle !== 'none' && parseFloat(style.outlineWidth) > 0 && outline)
        rings.push({ ring: `outline ${style.outlineWidth} ${style.outlineColor}`, contrast: contrast(over(outline, behind), behind) });
      // Each shadow with a spread ("0 0 0 2px colour", as antd's fields draw their focus).
      for (const shadow of style.boxShadow === 'none' ? [] : style.boxShadow.split(/,(?![^(]*\))/)) {
        const colour = rgba(shadow);
        const lengths = shadow
          .replace(/rgba?\([^)]*\)/, '')
          .trim()
          .split(/\s+/)
          .map(parseFloat);
        if (colour && (lengths[3] ?? 0) > 0) rings.push({ ring: `box-shadow ${shadow.trim()}`, contrast: contrast(over(colour, behind), behind) });
      }
    }
    const best = rings.sort((a, b) => b.contrast - a.contrast)[0];
    const name = (focused.getAttribute('aria-label') ?? (focused as HTMLElement).innerText ?? '').trim().slice(0, 30);
    const what = `${focused.tagName.toLowerCase()}${focused.getAttribute('role') ? `[role=${focused.getAttribute('role')}]` : ''} "${name}" .${String(focused.className).split(' ')[0]}`;
    return { what, ring: best?.ring ?? 'none', contrast: Math.round((best?.contrast ?? 0) * 100) / 100 };
  });
}

/** Presses Tab `count` times and gives each stop whose focus ring is missing or under 3:1 against its background. */
async function weakRings(page: Page, count: number): Promise<string[]> {
  const weak: string[] = [];
  const seen: string[] = [];
  for (let press = 0; press < count; press += 1) {
    await page.keyboard.press('Tab');
    const stop = await focusStop(page);
    if (!stop) continue;
    seen.push(stop.what);
    if (stop.contrast < 3) weak.push(`${stop.what}: ${stop.ring} (${stop.contrast})`);
  }
  // Tab moved through controls, not nowhere.
  expect(new Set(seen).size).toBeGreaterThan(Math.min(count, 10) / 2);
  return weak;
}

describe('visible focus: every control Tab reaches shows a ring of 3:1 against its background', () => {
  it.each([
    ['the aunt list (filters, table, pagination)', '/aunt/all', false],
    ['the aunt list in dark mode', '/aunt/all', true],
    ['the add-aunt form', '/aunt/add', false],
  ] as const)('%s', async (_, at, darkMode) => {
    const context = await loggedInContext(browser(), ADMIN_ACCOUNT);
    if (darkMode)
      await context.addInitScript(() => {
        if (!localStorage.getItem('agency-settings'))
          localStorage.setItem('agency-settings', JSON.stringify({ state: { language: 'zh', darkMode: true }, version: 0 }));
      });
    const page = await context.newPage();
    await page.goto(`${appUrl}${at}`);
    await settle(page);
    expect(await weakRings(page, 45)).toEqual([]);
  });

  it('in a dialog (new job order)', async () => {
    const page = await loggedIn(browser(), ADMIN_ACCOUNT, { at: '/customer/jobs' });
    await settle(page);
    await page.getByRole('button', { name: '新建订单' }).click();
    await opened(page.getByRole('dialog', { name: '新建招聘订单' }));
    expect(await weakRings(page, 25)).toEqual([]);
  });
});

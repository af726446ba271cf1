/**
 * Focus for keyboard users (issue 37, item 4): it goes back to the button that opened a dialog
 * when the dialog closes (app/focusReturn), and every control shows a ring when Tab reaches it.
 */
import { describe, expect, it } from 'vitest';
import type { Locator, Page } from 'playwright-core';
import { ADMIN_ACCOUNT } from '@/mocks/db/demoAccounts';
import { chromiumForFile, loggedIn, opened } from './support';

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

/**
 * The search from anywhere in a real browser: Ctrl+K on the dashboard, an aunt's mobile tail
 * typed, her row (mobile masked) chosen with Enter opens her page; screenshots zh and en.
 */
import { describe, expect, it } from 'vitest';
import { ADMIN_ACCOUNT } from '@/mocks/db/demoAccounts';
import { pageApi } from '../tooling/chatPages';
import { appUrl, chromiumForFile, loggedIn, screenshot } from './support';

const browser = chromiumForFile();

describe('search from anywhere', () => {
  it('Ctrl+K, her mobile tail, Enter: her page opens; in English the button names Ctrl+K and menu pages match', async () => {
    const page = await loggedIn(browser(), ADMIN_ACCOUNT);
    await page.getByRole('heading', { level: 1 }).first().waitFor();
    // An aunt with a mobile no seeded one ends with (a new one each run).
    const tail = String(Math.floor(Math.random() * 1e6)).padStart(6, '0');
    const mobile = `19909${tail}`;
    const added = await pageApi<{ auntId: number }>(page, appUrl, '/aunt/addAunt', { auntName: '检索阿姨', mobile });
    await page.getByRole('button', { name: '搜索' }).waitFor();
    const dialog = page.getByRole('dialog').filter({ has: page.getByRole('combobox', { name: '搜索' }) });
    // The shortcuts' listener is installed once the page has settled: pressed until it answers.
    await expect
      .poll(
        async () => {
          if (!(await dialog.isVisible())) await page.keyboard.press('Control+k');
          return dialog.isVisible();
        },
        { timeout: 20_000, interval: 500 },
      )
      .toBe(true);
    const input = dialog.getByRole('combobox', { name: '搜索' });
    await expect.poll(() => input.evaluate((element) => element === document.activeElement), { timeout: 5_000 }).toBe(true);
    await page.keyboard.type(tail);
    const option = dialog.getByRole('group', { name: '阿姨' }).getByRole('option', { name: /检索阿姨/ });
    await option.waitFor();
    expect(await option.textContent()).toContain(`${mobile.slice(0, 3)}****${mobile.slice(7)}`);
    expect(await option.getAttribute('aria-selected')).toBe('true');
    await screenshot(page, 'search-zh');
    await page.keyboard.press('Enter');
    await page.waitForURL(`${appUrl}/aunt/detail/${added.auntId}`);
    await dialog.waitFor({ state: 'hidden' });
    await page.getByRole('heading', { level: 1, name: /检索阿姨/ }).waitFor();

    // English: the button's tooltip names the keys; a name and a menu page's title.
    await page.getByText('English', { exact: true }).click();
    const button = page.getByRole('button', { name: 'Search' });
    await button.hover();
    await expect.poll(() => page.getByRole('tooltip').filter({ hasText: 'Ctrl+K' }).innerText()).toBe('Search (Ctrl+K)');
    await button.click();
    const dialogEn = page.getByRole('dialog').filter({ has: page.getByRole('combobox', { name: 'Search' }) });
    await dialogEn.getByRole('combobox', { name: 'Search' }).fill('aunt');
    await dialogEn.getByRole('group', { name: 'Menu pages' }).getByRole('option').first().waitFor();
    await screenshot(page, 'search-en');
  });
});

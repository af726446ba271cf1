/**
 * The aunt list in Chromium, as staff use it: from the dashboard, open 全部阿姨 from the menu and
 * time it to 50 rows painted; then click a status tab and time it to the new rows painted. Each
 * run is a fresh browser context (nothing cached), logged in with a session cookie.
 */
import type { Browser } from 'playwright-core';
import type { SessionCookie } from './pageLoad';

export interface AuntListRun {
  openMs: number;
  filterMs: number;
  /** Scripts fetched by opening the list (not already loaded by the dashboard). */
  addedScripts: string[];
}

const ROWS = '.ant-table-tbody tr.ant-table-row';

// Strings, not functions: tsx would inject helpers the page does not have.
const OPEN_LIST = `new Promise((resolve, reject) => {
  const item = [...document.querySelectorAll('.ant-menu-item')].find((node) => node.textContent.trim() === '全部阿姨');
  if (!item) return reject(new Error('menu item 全部阿姨 not found'));
  const start = performance.now();
  item.click();
  const check = () => document.querySelectorAll('${ROWS}').length >= 50
    ? requestAnimationFrame(() => resolve(performance.now() - start))
    : requestAnimationFrame(check);
  check();
})`;

const CHANGE_FILTER = `new Promise((resolve, reject) => {
  const firstKey = () => document.querySelector('${ROWS}')?.getAttribute('data-row-key');
  const before = firstKey();
  const tab = [...document.querySelectorAll('[role="tab"]')].find((node) => node.textContent.includes('面试'));
  if (!tab) return reject(new Error('status tab 面试 not found'));
  const start = performance.now();
  tab.click();
  const check = () => {
    const spinning = document.querySelector('.ant-table-wrapper .ant-spin-spinning');
    const key = firstKey();
    if (!spinning && key && key !== before) requestAnimationFrame(() => resolve(performance.now() - start));
    else requestAnimationFrame(check);
  };
  check();
})`;

export async function auntListRun(browser: Browser, appUrl: string, cookie: SessionCookie): Promise<AuntListRun> {
  const context = await browser.newContext({ viewport: { width: 1440, height: 900 } });
  await context.addCookies([cookie]);
  const page = await context.newPage();
  const scripts: string[] = [];
  page.on('response', (response) => {
    if (response.request().resourceType() === 'script') scripts.push(new URL(response.url()).pathname);
  });
  await page.goto(`${appUrl}/dashboard`, { waitUntil: 'networkidle' });
  await page.waitForSelector('[data-testid="current-user"]');
  const shellScripts = new Set(scripts);
  // Open the 阿姨管理 submenu first (not timed).
  await page.locator('.ant-menu-submenu-title', { hasText: '阿姨管理' }).click();
  await page.locator('.ant-menu-item', { hasText: '全部阿姨' }).waitFor();
  const openMs = await page.evaluate<number>(OPEN_LIST);
  await page.waitForLoadState('networkidle');
  const filterMs = await page.evaluate<number>(CHANGE_FILTER);
  await context.close();
  return { openMs, filterMs, addedScripts: [...new Set(scripts.filter((script) => !shellScripts.has(script)))] };
}

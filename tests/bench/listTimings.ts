/**
 * List pages in Chromium, as staff use them: from the dashboard, open a list from the menu and
 * time the click to its rows painted. Each run is a fresh browser context (nothing cached),
 * logged in with a session cookie.
 * - the aunt list: 全部阿姨 to its first page painted (DEFAULT_PAGE_SIZE rows, the size every list
 *   opens on), then a status tab to the new rows painted;
 * - the recruitment page (招聘管理, issue 5): the menu click to its first rows painted.
 */
import type { Browser, Page } from 'playwright-core';
import { DEFAULT_PAGE_SIZE } from '@/hooks/listPaging';
import type { SessionCookie } from './pageLoad';

export interface AuntListRun {
  openMs: number;
  filterMs: number;
  /** Scripts fetched by opening the list (not already loaded by the dashboard). */
  addedScripts: string[];
}

export interface RecruitmentRun {
  openMs: number;
  addedScripts: string[];
}

const ROWS = '.ant-table-tbody tr.ant-table-row';

// Strings, not functions: tsx would inject helpers the page does not have.
/** Clicks the menu item `label` and resolves with the ms until `minRows` rows are painted. */
const openFromMenu = (label: string, minRows: number) => `new Promise((resolve, reject) => {
  const item = [...document.querySelectorAll('.ant-menu-item')].find((node) => node.textContent.trim() === '${label}');
  if (!item) return reject(new Error('menu item ${label} not found'));
  const start = performance.now();
  item.click();
  const check = () => document.querySelectorAll('${ROWS}').length >= ${minRows}
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

/** A fresh logged-in page on the dashboard, recording the scripts it fetches. */
async function dashboardPage(browser: Browser, appUrl: string, cookie: SessionCookie): Promise<{ page: Page; scripts: string[]; shell: Set<string> }> {
  const context = await browser.newContext({ viewport: { width: 1440, height: 900 } });
  await context.addCookies([cookie]);
  const page = await context.newPage();
  const scripts: string[] = [];
  page.on('response', (response) => {
    if (response.request().resourceType() === 'script') scripts.push(new URL(response.url()).pathname);
  });
  await page.goto(`${appUrl}/dashboard`, { waitUntil: 'networkidle' });
  await page.waitForSelector('[data-testid="current-user"]');
  return { page, scripts, shell: new Set(scripts) };
}

const added = (scripts: string[], shell: Set<string>) => [...new Set(scripts.filter((script) => !shell.has(script)))];

export async function auntListRun(browser: Browser, appUrl: string, cookie: SessionCookie): Promise<AuntListRun> {
  const { page, scripts, shell } = await dashboardPage(browser, appUrl, cookie);
  // Open the 阿姨管理 submenu first (not timed).
  await page.locator('.ant-menu-submenu-title', { hasText: '阿姨管理' }).click();
  await page.locator('.ant-menu-item', { hasText: '全部阿姨' }).waitFor();
  const openMs = await page.evaluate<number>(openFromMenu('全部阿姨', DEFAULT_PAGE_SIZE));
  await page.waitForLoadState('networkidle');
  const filterMs = await page.evaluate<number>(CHANGE_FILTER);
  await page.context().close();
  return { openMs, filterMs, addedScripts: added(scripts, shell) };
}

/** 招聘管理 is a top-level menu entry: click it and time it to the first order rows painted. */
export async function recruitmentRun(browser: Browser, appUrl: string, cookie: SessionCookie): Promise<RecruitmentRun> {
  const { page, scripts, shell } = await dashboardPage(browser, appUrl, cookie);
  const openMs = await page.evaluate<number>(openFromMenu('招聘管理', 1));
  await page.context().close();
  return { openMs, addedScripts: added(scripts, shell) };
}

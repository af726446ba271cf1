/**
 * List pages in Chromium, as staff use them: from the dashboard, open a list from the menu and
 * time the click to its rows painted. Each run is a fresh browser context (nothing cached),
 * logged in with a session cookie.
 * - the aunt list: 全部阿姨 to its first page painted (DEFAULT_PAGE_SIZE rows, the size every list
 *   opens on), then a status tab to the new rows painted;
 * - the recruitment page (招聘管理, issue 5): the menu click to its first rows painted;
 * - the aunt hall (阿姨大厅, issue 12): the menu click to its first card painted.
 * Medians of a few runs; the aunt list's aims (issue 11: open 300 ms, filter 200 ms on an idle
 * machine) are printed with a verdict and do not fail the run.
 */
import type { Browser, Page } from 'playwright-core';
import { DEFAULT_PAGE_SIZE } from '@/hooks/listPaging';
import { scriptBytes } from './bundle';
import { median, trackRequests } from './pageLoad';
import type { SessionCookie } from '../tooling/servers';

type Network = ReturnType<typeof trackRequests>;
type Opened = { frameMs: number; rowsMs: number };

export const AUNT_OPEN_AIM_MS = 300;
export const AUNT_FILTER_AIM_MS = 200;
/** The aunt list's rows within this multiple of its empty frame's time (issue 40). */
export const AUNT_ROWS_AIM_RATIO = 1.5;

export interface AuntListRun {
  openMs: number;
  /** Menu click to the list's empty frame painted (its table header). */
  frameMs: number;
  filterMs: number;
  /** Scripts fetched by opening the list (not already loaded by the dashboard). */
  addedScripts: string[];
}

export interface RecruitmentRun {
  openMs: number;
  addedScripts: string[];
}

const ROWS = '.ant-table-tbody tr.ant-table-row';
/** A list page's empty frame: its table's header row, before any row. */
const FRAME = '.ant-layout-content .ant-table-thead';

// Strings, not functions: tsx would inject helpers the page does not have.
/**
 * Clicks the menu item `label` and resolves with the ms until the page's empty frame (its table's
 * header, or the first `selector` already) and until `minRows` elements matching `selector` are painted.
 */
const openFromMenu = (label: string, minRows: number, selector = ROWS) => `new Promise((resolve, reject) => {
  const item = [...document.querySelectorAll('.ant-menu-item')].find((node) => node.textContent.trim() === '${label}');
  if (!item) return reject(new Error('menu item ${label} not found'));
  const start = performance.now();
  let frameMs = null;
  item.click();
  const check = () => {
    if (frameMs === null && (document.querySelector('${FRAME}')?.checkVisibility() || document.querySelector('${selector}'))) frameMs = performance.now() - start;
    if (document.querySelectorAll('${selector}').length >= ${minRows}) requestAnimationFrame(() => resolve({ frameMs, rowsMs: performance.now() - start }));
    else requestAnimationFrame(check);
  };
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
async function dashboardPage(
  browser: Browser,
  appUrl: string,
  cookie: SessionCookie,
): Promise<{ page: Page; scripts: string[]; shell: Set<string>; network: Network }> {
  const context = await browser.newContext({ viewport: { width: 1440, height: 900 } });
  await context.addCookies([cookie]);
  const page = await context.newPage();
  const scripts: string[] = [];
  page.on('response', (response) => {
    if (response.request().resourceType() === 'script') scripts.push(new URL(response.url()).pathname);
  });
  const network = trackRequests(page);
  await page.goto(`${appUrl}/dashboard`, { waitUntil: 'load' });
  await page.waitForSelector('[data-testid="current-user"]');
  await network.quiet(`${appUrl}/dashboard`);
  return { page, scripts, shell: new Set(scripts), network };
}

const added = (scripts: string[], shell: Set<string>) => [...new Set(scripts.filter((script) => !shell.has(script)))];

export async function auntListRun(browser: Browser, appUrl: string, cookie: SessionCookie): Promise<AuntListRun> {
  const { page, scripts, shell, network } = await dashboardPage(browser, appUrl, cookie);
  // Open the 阿姨管理 submenu first (not timed).
  await page.locator('.ant-menu-submenu-title', { hasText: '阿姨管理' }).click();
  await page.locator('.ant-menu-item', { hasText: '全部阿姨' }).waitFor();
  const open = await page.evaluate<Opened>(openFromMenu('全部阿姨', DEFAULT_PAGE_SIZE));
  await network.quiet('the aunt list');
  const filterMs = await page.evaluate<number>(CHANGE_FILTER);
  await page.context().close();
  return { openMs: open.rowsMs, frameMs: open.frameMs, filterMs, addedScripts: added(scripts, shell) };
}

/** 招聘管理 is a top-level menu entry: click it and time it to the first order rows painted. */
export async function recruitmentRun(browser: Browser, appUrl: string, cookie: SessionCookie): Promise<RecruitmentRun> {
  const { page, scripts, shell } = await dashboardPage(browser, appUrl, cookie);
  const { rowsMs: openMs } = await page.evaluate<Opened>(openFromMenu('招聘管理', 1));
  await page.context().close();
  return { openMs, addedScripts: added(scripts, shell) };
}

/** A card of the aunt hall (src/pages/united/auntHall). */
export const HALL_CARD = '[data-hall-card]';

/** 阿姨大厅 under 联盟大厅: the submenu opened first (not timed), then the click timed to the first hall card painted. */
export async function auntHallRun(browser: Browser, appUrl: string, cookie: SessionCookie): Promise<RecruitmentRun> {
  const { page, scripts, shell, network } = await dashboardPage(browser, appUrl, cookie);
  await page.locator('.ant-menu-submenu-title', { hasText: '联盟大厅' }).click();
  await page.locator('.ant-menu-item', { hasText: '阿姨大厅' }).waitFor();
  const { rowsMs: openMs } = await page.evaluate<Opened>(openFromMenu('阿姨大厅', 1, HALL_CARD));
  await network.quiet('the aunt hall');
  await page.context().close();
  return { openMs, addedScripts: added(scripts, shell) };
}

export interface ListFigures {
  aunt: AuntListRun[];
  recruitment: RecruitmentRun[];
  auntOpenMs: number;
  auntFilterMs: number;
  /** Median menu click to the aunt list's empty frame: its rows should follow within AUNT_ROWS_AIM_RATIO of it. */
  auntFrameMs: number;
  auntJsBytes: number;
  recruitmentOpenMs: number;
  recruitmentJsBytes: number;
  hall: RecruitmentRun[];
  hallOpenMs: number;
  hallJsBytes: number;
}

export async function listFigures(browser: Browser, appUrl: string, cookie: SessionCookie, distDir: string, runs: number): Promise<ListFigures> {
  const aunt: AuntListRun[] = [];
  for (let i = 0; i < runs; i += 1) aunt.push(await auntListRun(browser, appUrl, cookie));
  const recruitment: RecruitmentRun[] = [];
  for (let i = 0; i < runs; i += 1) recruitment.push(await recruitmentRun(browser, appUrl, cookie));
  const hall: RecruitmentRun[] = [];
  for (let i = 0; i < runs; i += 1) hall.push(await auntHallRun(browser, appUrl, cookie));
  return {
    aunt,
    recruitment,
    auntOpenMs: median(aunt.map((run) => run.openMs)),
    auntFilterMs: median(aunt.map((run) => run.filterMs)),
    auntFrameMs: median(aunt.map((run) => run.frameMs)),
    auntJsBytes: scriptBytes(distDir, aunt[0].addedScripts),
    recruitmentOpenMs: median(recruitment.map((run) => run.openMs)),
    recruitmentJsBytes: scriptBytes(distDir, recruitment[0].addedScripts),
    hall,
    hallOpenMs: median(hall.map((run) => run.openMs)),
    hallJsBytes: scriptBytes(distDir, hall[0].addedScripts),
  };
}

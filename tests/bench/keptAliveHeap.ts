/**
 * Kept-alive memory (issue 11, item 4): the JavaScript heap after a forced garbage collection
 * with one page open, then with twelve different menu pages opened as tabs one after the other,
 * as a person opens them from the menu. Each run is a fresh logged-in browser context with the
 * tabs bar on (the settings drawer's 开启标签页, stored as the app stores it).
 *
 * The heap is read through CDP: HeapProfiler.collectGarbage (twice: a second pass frees what the
 * first one's finalizers released), then Runtime.getHeapUsage's usedSize.
 */
import type { Browser, CDPSession, Page } from 'playwright-core';
import type { SessionCookie } from '../tooling/servers';

export interface KeptAliveHeap {
  /** Heap after GC with the dashboard open (one page). */
  onePageMB: number;
  /** Heap after GC once the twelve pages below are open as tabs. */
  twelvePagesMB: number;
  /** The tabs open at the end (their titles), to show what was measured. */
  tabs: string[];
}

/** Twelve different menu pages: [submenu (null for a top-level entry), menu item]. */
export const TWELVE_PAGES: ReadonlyArray<readonly [string | null, string]> = [
  ['阿姨管理', '全部阿姨'],
  ['阿姨管理', '待审核阿姨'],
  ['阿姨管理', '复制的阿姨'],
  ['阿姨管理', '公共阿姨'],
  ['阿姨管理', '我的阿姨'],
  ['阿姨管理', '共享阿姨'],
  [null, '招聘管理'],
  ['客户管理', '客户列表'],
  ['客户管理', '客户需求'],
  ['客户管理', '公共客户'],
  ['联盟大厅', '阿姨大厅'],
  [null, '回收站'],
];

const MB = 1024 * 1024;
const SETTINGS_KEY = 'agency-settings';

// A string, not a function: tsx would inject helpers the page does not have (and the app's CSP
// refuses the eval behind page.waitForFunction).
/**
 * Resolves once the page shown (not a hidden kept-alive one) has its content: table rows, the
 * joint hall's cards, an empty state or a "not available yet" page, and no spinner or skeleton.
 */
const SHOWN_PAGE_READY = `new Promise((resolve) => {
  const shown = (node) => node.getClientRects().length > 0;
  const ready = () => {
    const content = document.querySelector('.ant-layout-content');
    if (!content) return false;
    if ([...content.querySelectorAll('.ant-spin-spinning, .ant-skeleton')].some(shown)) return false;
    return [...content.querySelectorAll('.ant-table-tbody tr.ant-table-row, .ant-empty, [data-hall-card]')].some(shown);
  };
  const check = () => (ready() ? resolve(true) : requestAnimationFrame(check));
  check();
})`;

async function heapAfterGc(cdp: CDPSession): Promise<number> {
  await cdp.send('HeapProfiler.collectGarbage');
  await cdp.send('HeapProfiler.collectGarbage');
  const usage = await cdp.send('Runtime.getHeapUsage');
  return usage.usedSize / MB;
}

/** Opens a menu page as a person does (its submenu first), waiting for its tab and content. A tab's name is its title and its close button's. */
async function openFromMenu(page: Page, submenu: string | null, label: string): Promise<void> {
  const menu = page.getByRole('navigation', { name: '主菜单' });
  const item = menu.locator('.ant-menu-item', { hasText: label }).first();
  if (submenu && !(await item.isVisible())) {
    await menu.locator('.ant-menu-submenu-title', { hasText: submenu }).click();
  }
  await item.click();
  const tabs = page.getByRole('tablist', { name: '已打开的页面' });
  await tabs.getByRole('tab', { name: new RegExp(`^${label}`), selected: true }).waitFor();
  await page.evaluate(SHOWN_PAGE_READY);
  await page.waitForLoadState('networkidle');
}

export async function keptAliveHeap(browser: Browser, appUrl: string, cookie: SessionCookie, pages = TWELVE_PAGES): Promise<KeptAliveHeap> {
  const context = await browser.newContext({ locale: 'zh-CN', viewport: { width: 1440, height: 900 } });
  try {
    await context.addCookies([cookie]);
    // The tabs bar on, as the settings drawer's switch stores it (zustand persist; the rest default).
    await context.addInitScript(`localStorage.setItem(${JSON.stringify(SETTINGS_KEY)}, JSON.stringify({ state: { tagsView: true }, version: 0 }));`);
    const page = await context.newPage();
    const cdp = await context.newCDPSession(page);
    await cdp.send('HeapProfiler.enable');
    await page.goto(`${appUrl}/dashboard`, { waitUntil: 'load' });
    await page.waitForSelector('[data-testid="current-user"]');
    await page.getByRole('tablist', { name: '已打开的页面' }).waitFor();
    await page.waitForSelector('[data-testid="dashboard-period"]:not(:empty)');
    await page.waitForLoadState('networkidle');
    const onePageMB = await heapAfterGc(cdp);

    for (const [submenu, label] of pages) await openFromMenu(page, submenu, label);
    const tabs = await page.getByRole('tablist', { name: '已打开的页面' }).getByRole('tab').allTextContents();
    if (tabs.length !== pages.length + 1) throw new Error(`keptAliveHeap: expected ${pages.length + 1} tabs, found ${tabs.length}: ${tabs.join(', ')}`);
    const twelvePagesMB = await heapAfterGc(cdp);
    return { onePageMB, twelvePagesMB, tabs };
  } finally {
    await context.close();
  }
}

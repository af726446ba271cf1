/** Shared pieces of the real-browser suite: the browser, a fresh page, login, screenshots. */
import { mkdirSync } from 'node:fs';
import path from 'node:path';
import { afterAll, beforeAll, beforeEach, expect, inject } from 'vitest';
import { launchChromium } from '../tooling/chromium';
import { loginCookie, mockControl } from '../tooling/servers';
import type { Browser, BrowserContext, Locator, Page } from 'playwright-core';
import type { DemoAccount } from '@/mocks/db/demoAccounts';

// This worker's own stack (VITEST_POOL_ID counts the workers from 1; see globalSetup).
const stacks = inject('stacks');
const stack = stacks[(Number(process.env.VITEST_POOL_ID ?? 1) - 1) % stacks.length]!;
export const appUrl = stack.appUrl;
export const mockUrl = stack.mockUrl;
export const chatUrl = stack.chatUrl;
export const mockSecret = stack.mockSecret;

const artifacts = path.resolve(import.meta.dirname, '.artifacts');
/** `E2E_SCREENSHOTS=0` takes none: CI does, where nobody looks at them (about 0.4 s of Chromium's time each, 112 in all). */
const screenshotsWanted = process.env.E2E_SCREENSHOTS !== '0';

/**
 * One Chromium per worker, reused by its files: they share the worker's modules (isolate: false
 * in vitest.config.ts), so this outlives a file. Launching it and its first page cost about a
 * second a file. Playwright kills it when the worker exits, and Chromium ends by itself when the
 * pipe to its driver closes.
 */
let workerBrowser: Promise<Browser> | undefined;

async function sharedChromium(): Promise<Browser> {
  const running = await (workerBrowser ??= launchChromium());
  if (running.isConnected()) return running;
  workerBrowser = launchChromium(); // it crashed: a fresh one for this file
  return workerBrowser;
}

/**
 * The browser of a test file: Debian's Chromium (one per worker, see above), with every context
 * the file opened closed after it, and the mock database reset before each test. Call at the top
 * of the file.
 *
 * @example
 *   const browser = chromiumForFile();
 *   it('…', async () => { const page = await newPage(browser()); … });
 */
export function chromiumForFile(): () => Browser {
  let browser: Browser | undefined;
  beforeAll(async () => {
    browser = await sharedChromium();
  });
  afterAll(async () => {
    await Promise.all(browser?.contexts().map((context) => context.close()) ?? []);
  });
  beforeEach(resetMock);
  return () => {
    if (!browser) throw new Error('Chromium is not running: call chromiumForFile() at the top of the test file');
    return browser;
  };
}

export async function resetMock(): Promise<void> {
  await mockControl(mockUrl, mockSecret, 'reset');
}

export async function expireMockSessions(): Promise<void> {
  await mockControl(mockUrl, mockSecret, 'expire-sessions');
}

export async function newPage(browser: Browser, locale = 'zh-CN'): Promise<Page> {
  const context = await browser.newContext({ locale, viewport: { width: 1366, height: 820 } });
  return context.newPage();
}

/** Fills the login form like a person and submits it with Enter. */
export async function submitLogin(page: Page, mobile: string, password: string): Promise<void> {
  await page.getByPlaceholder('请输入手机号').fill(mobile);
  await page.getByPlaceholder('请输入密码').fill(password);
  await page.getByPlaceholder('请输入密码').press('Enter');
}

/**
 * A screenshot for people to look at, with every running animation (a dialog's zoom, a toast's
 * slide) shown at its end. The full page by default; `window: true` takes what the window shows,
 * as a person sees a drawer, a dialog or a sticky footer (a full-page shot misplaces overlays).
 * Nothing asserts on them: they are for people, in tests/e2e/.artifacts.
 */
export async function screenshot(page: Page, name: string, { window = false }: { window?: boolean } = {}): Promise<void> {
  if (!screenshotsWanted) return;
  mkdirSync(artifacts, { recursive: true });
  await page.screenshot({ path: path.join(artifacts, `${name}.png`), fullPage: !window, animations: 'disabled' });
}

export async function tokenCookie(page: Page): Promise<string | undefined> {
  const cookies = await page.context().cookies();
  return cookies.find((cookie) => cookie.name === 'Admin-Token')?.value;
}

interface ContextOptions {
  viewport?: { width: number; height: number };
  acceptDownloads?: boolean;
  /**
   * Whether the app animates (antd's dialogs, drawers, menus, toasts). Off by default: the
   * journeys run as a reader who asked their system for less motion, which the app honours, so
   * they do not wait for (and render) each zoom and slide; about 12% of their time. The login
   * pages (`newPage`) and the shell's tests keep the animations a default reader sees.
   */
  motion?: boolean;
}

/** A fresh browser context holding `account`'s session cookie, nothing loaded yet (Chinese, desktop size by default). */
export async function loggedInContext(
  browser: Browser,
  account: Pick<DemoAccount, 'mobile' | 'password'>,
  options: ContextOptions = {},
): Promise<BrowserContext> {
  const context = await browser.newContext({
    locale: 'zh-CN',
    viewport: options.viewport ?? { width: 1440, height: 900 },
    acceptDownloads: options.acceptDownloads,
    reducedMotion: options.motion ? 'no-preference' : 'reduce',
  });
  await context.addCookies([await loginCookie(mockUrl, appUrl, account)]);
  return context;
}

/**
 * A fresh browser context logged in as `account`, landed on `at` (the dashboard by default;
 * Chinese, desktop size). The context is given the session cookie the login form would have left
 * (the login call made from here): the form itself is the subject of session.e2e, and loading
 * /login first in every test cost a cold page load each. A test that works on one page lands
 * there directly, as a bookmark does, rather than paying for the dashboard first.
 */
export async function loggedIn(
  browser: Browser,
  account: Pick<DemoAccount, 'mobile' | 'password'>,
  options: ContextOptions & { at?: string } = {},
): Promise<Page> {
  const page = await (await loggedInContext(browser, account, options)).newPage();
  await page.goto(`${appUrl}${options.at ?? '/dashboard'}`);
  await page.getByTestId('current-user').waitFor({ state: 'attached' }); // hidden in the narrow header
  return page;
}

/** Follows a sidebar entry (inside the app: no page load), opening its section first when needed. */
export async function viaSidebar(page: Page, section: string, entry: string): Promise<void> {
  const nav = page.getByRole('navigation', { name: '主菜单' });
  const item = nav.getByRole('menuitem', { name: entry, exact: true });
  if (!(await item.isVisible())) await nav.getByRole('menuitem', { name: section }).click();
  await item.click();
}

/** The data rows of the tables on the page. */
export const tableRows = (scope: Page | Locator): Locator => scope.locator('.ant-table-tbody tr.ant-table-row');

/**
 * Clicks an item of the open dropdown menu once it has settled. On a busy machine the popup can
 * hold still for two frames before its opening motion has placed it, and a click aimed there
 * lands on the page behind, which closes the menu; a person clicks where the menu ends up.
 */
/**
 * Runs a row action (components/DataTable/RowActions) the way a person does: its link in the row,
 * named by its text, else the row's 更多 / More menu and the entry.
 */
export async function rowAction(page: Page, row: Locator, label: string): Promise<void> {
  const inRow = row.getByRole('button', { name: label, exact: true }).or(row.getByRole('link', { name: label, exact: true }));
  // The row first (a list still loading has none): only then is "not in the row" an answer.
  await row.first().getByRole('button').or(row.first().getByRole('link')).first().waitFor();
  if ((await inRow.count()) > 0) return inRow.first().click();
  await row.getByRole('button', { name: /^(更多|More)$/ }).click();
  await chooseMenuItem(page, label);
}

export async function chooseMenuItem(page: Page, name: string): Promise<void> {
  const open = page.locator('.ant-dropdown:not(.ant-dropdown-hidden)');
  await expect.poll(() => open.evaluateAll((menus) => menus.length === 1 && !/-(appear|enter)\b/.test(menus[0].className))).toBe(true);
  await open.getByRole('menuitem', { name }).click();
}

/**
 * Waits until an antd modal or drawer has finished its opening motion (no -appear/-enter class
 * on it or its ancestors): a click during the zoom can land while antd still holds the dialog.
 */
export async function opened(dialog: Locator): Promise<void> {
  await dialog.waitFor();
  await expect
    .poll(() =>
      dialog.evaluate((node) => {
        for (let element: Element | null = node; element; element = element.parentElement) if (/-(appear|enter)\b/.test(element.className)) return false;
        return true;
      }),
    )
    .toBe(true);
}

/**
 * Opens an antd select, clicks the option with this exact title and waits until the select shows
 * it. A click that did not take (its dropdown re-rendered under the pointer, or closed, as its
 * options arrived on a busy machine) is tried again, twice at most, rather than leaving the form
 * without a value.
 */
export async function pickOption(page: Page, combobox: Locator, option: string): Promise<void> {
  const shows = () =>
    combobox.evaluate((node, text) => {
      for (let element: Element | null = node; element; element = element.parentElement) {
        if (element.classList.contains('ant-select')) return (element.textContent ?? '').includes(text);
      }
      return false;
    }, option);
  for (let attempt = 1; ; attempt += 1) {
    const dropdown = page.locator('.ant-select-dropdown:not(.ant-select-dropdown-hidden)');
    try {
      // A dropdown that closed under the click (its select re-rendered as data arrived) is
      // opened again on the next attempt rather than waited on until the test's limit.
      if (attempt === 1 || !(await dropdown.first().isVisible())) await combobox.click();
      await dropdown.getByTitle(option, { exact: true }).first().click({ timeout: 10_000 });
      await expect.poll(shows, { timeout: 5_000 }).toBe(true);
      return;
    } catch (error) {
      if (attempt === 3) throw error;
    }
  }
}

/** An aunt's résumé link (/resume?token=…) as her detail page's 简历链接 dialog shows it; `page` is signed in. */
export async function resumeLinkOf(page: Page, auntId: number | string): Promise<string> {
  await page.goto(`${appUrl}/aunt/detail/${auntId}`);
  await page.getByRole('button', { name: /简历链接|Resume link/ }).click();
  const url = (await page.getByTestId('resume-link-url').innerText()).trim();
  expect(url).toMatch(/\/resume\?token=[0-9a-f]{32}$/);
  return url;
}

/**
 * An admin's export with personal columns asks a reason first (issue 38): 签约, then 导出. Call after
 * the export button's click, with the download already awaited.
 */
export async function giveExportReason(page: Page): Promise<void> {
  const reason = page.getByRole('dialog', { name: '导出完整个人信息' });
  await opened(reason);
  await reason.getByRole('radio', { name: '签约' }).check();
  await reason.getByRole('button', { name: /^导\s*出$/ }).click();
}

/** A page in English (the settings store's language, saved before the app loads), signed in as `account` unless null. */
export async function englishPage(b: Browser, account: DemoAccount | null, path: string): Promise<Page> {
  const context = await b.newContext({ locale: 'en-US', viewport: { width: 1440, height: 900 }, reducedMotion: 'reduce' });
  if (account) await context.addCookies([await loginCookie(mockUrl, appUrl, account)]);
  await context.addInitScript((saved) => localStorage.setItem('agency-settings', saved), JSON.stringify({ state: { language: 'en' }, version: 0 }));
  const page = await context.newPage();
  await page.goto(path.startsWith('http') ? path : `${appUrl}${path}`);
  return page;
}

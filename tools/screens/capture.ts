/**
 * Screenshots of one build's pages for tools/screens/compare.ts: the admin's menu pages and a few
 * detail pages, each in a fresh browser context (no tabs or cache carried from the page before)
 * holding the admin's session cookie, in the chosen language (the settings store's saved
 * language), with the browser's clock fixed, once the page has settled.
 */
import { mkdirSync } from 'node:fs';
import path from 'node:path';
import type { Browser, Page } from 'playwright-core';
import { userPaths, type SysPage } from '@/api/user';
import { buildMenuTree, type MenuNode } from '@/auth/menu';
import { config } from '@/config';
import type { Language } from '@/i18n';
import { ADMIN_ACCOUNT } from '@/mocks/db/demoAccounts';
import { loginCookie, type SessionCookie } from '../../tests/tooling/servers';

export interface Shot {
  /** A file-name-safe name of the page (its path). */
  name: string;
  path: string;
}

export interface ShotResult extends Shot {
  language: Language;
  file: string;
  /** Calls to the back end that failed (status ≥ 400 or no answer) while the page loaded. */
  failedCalls: string[];
  /** The page did not settle in time (what was waited for). */
  unsettled: string[];
}

const nameOf = (pagePath: string) => pagePath.replace(/^\/+/, '').replace(/[^\w-]+/g, '_') || 'root';

/** A back-office call to the mock as the admin (the token header the app sends); answers the envelope's data. */
async function mockCall<T>(mockUrl: string, cookie: SessionCookie, callPath: string, body: object): Promise<T> {
  const response = await fetch(`${mockUrl}${config.apiBase}${callPath}`, {
    method: 'POST',
    headers: { 'Content-Type': 'application/json', [config.tokenHeader]: cookie.value },
    body: JSON.stringify(body),
  });
  const envelope = (await response.json()) as { code: number; data: T; error?: string };
  if (envelope.code !== 200) throw new Error(`${callPath}: ${envelope.code} ${envelope.error ?? ''}`);
  return envelope.data;
}

/** The dashboard and every page of the admin's menu (the mock's getMenu, as the sidebar builds it); also the a11y e2e's pages. */
export async function menuPagePaths(mockUrl: string, cookie: SessionCookie): Promise<string[]> {
  const menu = buildMenuTree(await mockCall<SysPage[]>(mockUrl, cookie, userPaths.getMenu, {}), { companyId: 0 });
  const walk = (nodes: MenuNode[]): string[] =>
    nodes.flatMap((node) => [...(!node.hidden && !node.external && node.component && node.component !== 'Layout' ? [node.path] : []), ...walk(node.children)]);
  return [...new Set(['/dashboard', ...walk(menu)])];
}

/**
 * The pages to shoot: the dashboard, every page of the admin's menu (the mock's getMenu, as the
 * sidebar builds it), and the detail pages of the first aunt, order and employer of the lists.
 */
export async function pagesToShoot(mockUrl: string): Promise<Shot[]> {
  const cookie = await loginCookie(mockUrl, mockUrl, ADMIN_ACCOUNT);
  const [aunt] = await mockCall<{ auntId: number }[]>(mockUrl, cookie, '/aunt/getAunts', { scope: 'all', page: 1, pageSize: 1 });
  const [order] = await mockCall<{ orderId: number }[]>(mockUrl, cookie, '/order/list', { page: 1, pageSize: 1 });
  const [employer] = await mockCall<{ employerId: number }[]>(mockUrl, cookie, '/employer/getEmployerByFilter', { page: 1, pageSize: 1 });
  const details = [
    aunt && `/aunt/detail/${aunt.auntId}`,
    order && `/customer/jobs/detail/${order.orderId}`,
    employer && `/employer/detail/${employer.employerId}`,
  ].filter((entry): entry is string => Boolean(entry));
  const paths = [...new Set([...(await menuPagePaths(mockUrl, cookie)), ...details])];
  return paths.map((pagePath) => ({ name: nameOf(pagePath), path: pagePath }));
}

/**
 * Resolves once nothing in the document has changed for `quietMs` (or after `timeoutMs`: answers
 * false). The script is text: tsx's transform would name its inner functions with a helper the
 * page does not have.
 */
function domQuiet(page: Page, quietMs: number, timeoutMs: number): Promise<boolean> {
  return page.evaluate(`new Promise((resolve) => {
    let timer;
    const finish = (quiet) => { observer.disconnect(); clearTimeout(timer); clearTimeout(deadline); resolve(quiet); };
    const observer = new MutationObserver(() => { clearTimeout(timer); timer = setTimeout(() => finish(true), ${quietMs}); });
    const deadline = setTimeout(() => finish(false), ${timeoutMs});
    timer = setTimeout(() => finish(true), ${quietMs});
    observer.observe(document, { subtree: true, childList: true, attributes: true, characterData: true });
  })`);
}

/** Waits for a loaded page to settle: network idle, no spinner or active skeleton, animations done, fonts loaded, the DOM still. */
export async function settle(page: Page): Promise<string[]> {
  const missed: string[] = [];
  const attempt = async (what: string, wait: Promise<unknown>) => {
    if (!(await wait.then(() => true).catch(() => false))) missed.push(what);
  };
  await attempt('network idle', page.waitForLoadState('networkidle', { timeout: 20_000 }));
  await attempt('current user', page.getByTestId('current-user').waitFor({ state: 'attached', timeout: 20_000 }));
  await attempt(
    'no spinner',
    page.waitForFunction(() => !document.querySelector('.ant-spin-spinning, .ant-skeleton-active'), null, { timeout: 20_000 }),
  );
  await attempt(
    'animations',
    page.waitForFunction(() => document.getAnimations().every((animation) => animation.playState !== 'running'), null, { timeout: 10_000 }),
  );
  await attempt(
    'fonts',
    page.evaluate(() => document.fonts.ready.then(() => undefined)),
  );
  if (!(await domQuiet(page, 600, 15_000))) missed.push('DOM still');
  await attempt('network idle again', page.waitForLoadState('networkidle', { timeout: 10_000 }));
  return missed;
}

export interface CaptureOptions {
  browser: Browser;
  appUrl: string;
  mockUrl: string;
  /** The browser's Date (epoch ms), the same for every shot. */
  clockAt: number;
  outDir: string;
  shots: Shot[];
  languages: Language[];
  /** Dark mode on (the settings store's darkMode): the shots go into `<outDir>/<language>-dark/`. */
  dark?: boolean;
  onShot?: (result: ShotResult) => void;
}

/** Takes every shot in every language (full page, 1440×900 window) into `<outDir>/<language>[-dark]/<name>.png`. */
export async function capture(options: CaptureOptions): Promise<ShotResult[]> {
  const results: ShotResult[] = [];
  const cookie = await loginCookie(options.mockUrl, options.appUrl, ADMIN_ACCOUNT);
  for (const language of options.languages) {
    const folder = options.dark ? `${language}-dark` : language;
    mkdirSync(path.join(options.outDir, folder), { recursive: true });
    for (const shot of options.shots) {
      const context = await options.browser.newContext({
        locale: language === 'zh' ? 'zh-CN' : 'en-US',
        timezoneId: 'Asia/Shanghai',
        viewport: { width: 1440, height: 900 },
        reducedMotion: 'reduce',
      });
      try {
        await context.addCookies([cookie]);
        await context.clock.setFixedTime(options.clockAt);
        await context.addInitScript(
          (saved) => {
            if (!localStorage.getItem('agency-settings')) localStorage.setItem('agency-settings', saved);
          },
          JSON.stringify({ state: { language, darkMode: Boolean(options.dark) }, version: 0 }),
        );
        const page = await context.newPage();
        const failedCalls: string[] = [];
        const isCall = (url: string) => new URL(url).pathname.startsWith(config.apiBase + '/');
        page.on('response', (response) => {
          if (response.status() >= 400 && isCall(response.url())) failedCalls.push(`${response.status()} ${new URL(response.url()).pathname}`);
        });
        page.on('requestfailed', (request) => {
          if (isCall(request.url())) failedCalls.push(`failed ${new URL(request.url()).pathname}`);
        });
        await page.goto(`${options.appUrl}${shot.path}`);
        const unsettled = await settle(page);
        const file = path.join(options.outDir, folder, `${shot.name}.png`);
        await page.screenshot({ path: file, fullPage: true, animations: 'disabled', caret: 'hide' });
        const result: ShotResult = { ...shot, language, file, failedCalls, unsettled };
        results.push(result);
        options.onShot?.(result);
      } finally {
        await context.close();
      }
    }
  }
  return results;
}

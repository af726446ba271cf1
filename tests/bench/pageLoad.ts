/**
 * Cold loads of a page in Chromium (a fresh context each: empty cache, no storage): which
 * scripts it fetched, its first contentful paint (FCP), largest contentful paint (LCP) and
 * total blocking time (TBT), optionally on a CPU slowed down through CDP.
 *
 * TBT here: for every long task (over 50 ms, Long Tasks API) from FCP until the page is ready
 * (its ready selectors visible) and no request has been open for 500 ms, the part beyond
 * 50 ms; a task that began before FCP counts from FCP. Lighthouse ends the window at
 * time-to-interactive (5 s quiet) instead; work after our window is not loading any more.
 */
import type { Browser, Page, Request } from 'playwright-core';

/** Installed before any script of the page: records long tasks and the latest LCP candidate. */
const OBSERVERS = `(() => {
  const bench = (window.__bench = { longTasks: [], lcp: 0 });
  new PerformanceObserver((list) => {
    for (const entry of list.getEntries()) bench.longTasks.push([entry.startTime, entry.duration]);
  }).observe({ type: 'longtask' });
  new PerformanceObserver((list) => {
    const entries = list.getEntries();
    bench.lcp = entries[entries.length - 1].startTime;
  }).observe({ type: 'largest-contentful-paint', buffered: true });
})();`;

// A string, not a function: tsx would inject helpers the page does not have.
const READ = `new Promise((resolve) => {
  const runtime = [...document.querySelectorAll('style[data-css-hash], rc-style[data-css-hash]')];
  const styles = [runtime.length, runtime.reduce((sum, element) => sum + element.textContent.length, 0)];
  const data = performance.getEntriesByType('resource').filter((entry) => entry.initiatorType === 'xmlhttprequest' || entry.initiatorType === 'fetch');
  const firstData = data.length ? Math.min(...data.map((entry) => entry.startTime)) : null;
  const done = (fcp) => resolve({ fcp, lcp: window.__bench.lcp, longTasks: window.__bench.longTasks, styles, firstData });
  const read = () => performance.getEntriesByName('first-contentful-paint')[0]?.startTime;
  if (read() !== undefined) return done(read());
  new PerformanceObserver(() => { if (read() !== undefined) done(read()); }).observe({ type: 'paint', buffered: true });
})`;

import type { SessionCookie } from '../tooling/servers';

/** A page to load: its URL, what shows when it is ready, and the cookie of a logged-in user. */
export interface LoadTarget {
  url: string;
  ready: string[];
  cookie?: SessionCookie;
}

export interface ColdLoad {
  scriptPaths: string[];
  fcpMs: number;
  lcpMs: number;
  tbtMs: number;
  /** All long-task time of the load, before FCP too (context for TBT). */
  longTaskMs: number;
  /** When every ready selector first showed (checked each animation frame): the page usable, not only painted. */
  readyMs: number;
  /**
   * When the page's code sent its first request for data (XHR or fetch, Resource Timing), null
   * when it sent none: a page that needs data cannot be ready before this plus an answer and a
   * render (the dashboard's floor against the 0.6× aim).
   */
  firstDataRequestMs: number | null;
  /**
   * Style elements written at run time by antd's cssinjs once the page was quiet (with zero-runtime
   * styles: the theme's CSS variables) and their characters; in a build, `<rc-style>` elements the
   * document adopts as style sheets (src/patches/dynamicCSS.ts), so the CSP refuses none.
   */
  runtimeStyles: { elements: number; chars: number };
}

/**
 * Installed before any script of the page, like OBSERVERS: checks each animation frame from the
 * document's start whether every ready selector matches a visible element, and keeps the first
 * time they all did. Polled from the test after the load event instead, a page usable before its
 * load event (a form drawn by a boot script while the app's code still arrives) would count as
 * ready only at that event.
 */
const watchReady = (selectors: string[]) => `(() => {
  const selectors = ${JSON.stringify(selectors)};
  const check = () => {
    if (selectors.every((selector) => document.querySelector(selector)?.checkVisibility())) window.__benchReady = performance.now();
    else requestAnimationFrame(check);
  };
  requestAnimationFrame(check);
})();`;

/** For waitForFunction: a function, not a string (the page's CSP forbids eval); no inner named function for tsx to wrap. */
const readyTime = () => (window as unknown as { __benchReady?: number }).__benchReady;

export const LONG_TASK_MS = 50;

export function totalBlockingTime(fcpMs: number, longTasks: [start: number, duration: number][]): number {
  return longTasks.reduce((sum, [start, duration]) => {
    const counted = start + duration - Math.max(start, fcpMs);
    return sum + Math.max(0, counted - LONG_TASK_MS);
  }, 0);
}

export const QUIET_MS = 500;
const QUIET_TIMEOUT_MS = 30_000;

/**
 * Requests in flight, and a wait for QUIET_MS without any. Playwright's own 'networkidle' can
 * be lost for good when every request finishes before DOMContentLoaded (microsoft/playwright
 * #42598), which a slowed CPU made happen to the template's login page.
 */
export function trackRequests(page: Page) {
  const open = new Set<Request>();
  let lastChange = performance.now();
  const change = () => (lastChange = performance.now());
  page.on('request', (request) => (open.add(request), change()));
  page.on('requestfinished', (request) => (open.delete(request), change()));
  page.on('requestfailed', (request) => (open.delete(request), change()));
  return {
    async quiet(url: string): Promise<void> {
      const deadline = performance.now() + QUIET_TIMEOUT_MS;
      while (open.size > 0 || performance.now() - lastChange < QUIET_MS) {
        if (performance.now() > deadline)
          throw new Error(`${url}: the network never went quiet; open: ${[...open].map((request) => request.url()).join(', ')}`);
        await new Promise((resolve) => setTimeout(resolve, 50));
      }
    },
  };
}

/** One cold load of `target`, waiting until it is ready and the network is idle. */
export async function coldLoad(browser: Browser, target: LoadTarget, { cpuSlowdown = 1 } = {}): Promise<ColdLoad> {
  const context = await browser.newContext({ viewport: { width: 1440, height: 900 } });
  try {
    if (target.cookie) await context.addCookies([target.cookie]);
    await context.addInitScript(OBSERVERS);
    await context.addInitScript(watchReady(target.ready));
    const page = await context.newPage();
    if (cpuSlowdown !== 1) {
      const cdp = await context.newCDPSession(page);
      await cdp.send('Emulation.setCPUThrottlingRate', { rate: cpuSlowdown });
    }
    const scripts = new Set<string>();
    page.on('response', (response) => {
      if (response.request().resourceType() === 'script') scripts.add(new URL(response.url()).pathname);
    });
    const network = trackRequests(page);
    await page.goto(target.url, { waitUntil: 'load' });
    const readyMs = Number(await (await page.waitForFunction(readyTime, undefined, { polling: 'raf' })).jsonValue());
    await network.quiet(target.url);
    const read = await page.evaluate<{ fcp: number; lcp: number; longTasks: [number, number][]; styles: [number, number]; firstData: number | null }>(READ);
    return {
      scriptPaths: [...scripts],
      fcpMs: read.fcp,
      lcpMs: read.lcp,
      tbtMs: totalBlockingTime(read.fcp, read.longTasks),
      longTaskMs: read.longTasks.reduce((sum, [, duration]) => sum + duration, 0),
      readyMs,
      firstDataRequestMs: read.firstData,
      runtimeStyles: { elements: read.styles[0], chars: read.styles[1] },
    };
  } finally {
    await context.close();
  }
}

export function median(values: number[]): number {
  const sorted = [...values].sort((a, b) => a - b);
  const middle = Math.floor(sorted.length / 2);
  return sorted.length % 2 ? sorted[middle] : (sorted[middle - 1] + sorted[middle]) / 2;
}

/** Cold loads of a page in Chromium: which scripts it fetched and when it first painted. */
import type { Browser } from 'playwright-core';

const FCP_PROBE = `new Promise((resolve) => {
  const read = () => performance.getEntriesByName('first-contentful-paint')[0]?.startTime;
  if (read() !== undefined) return resolve(read());
  new PerformanceObserver(() => { if (read() !== undefined) resolve(read()); }).observe({ type: 'paint', buffered: true });
})`;

export interface ColdLoad {
  scriptPaths: string[];
  firstContentfulPaintMs: number;
}

export interface SessionCookie {
  name: string;
  value: string;
  url: string;
}

/**
 * One cold load (fresh context: empty cache) of `url`, waiting until `readySelector` shows.
 * With a cookie, the page loads as a logged-in user would after login.
 */
export async function coldLoad(browser: Browser, url: string, readySelector: string, cookie?: SessionCookie): Promise<ColdLoad> {
  const context = await browser.newContext({ viewport: { width: 1440, height: 900 } });
  if (cookie) await context.addCookies([cookie]);
  const page = await context.newPage();
  const scripts = new Set<string>();
  page.on('response', (response) => {
    if (response.request().resourceType() === 'script') scripts.add(new URL(response.url()).pathname);
  });
  await page.goto(url, { waitUntil: 'load' });
  await page.waitForSelector(readySelector);
  await page.waitForLoadState('networkidle');
  // A string, not a function: tsx would inject helpers the page does not have.
  const fcp = await page.evaluate<number>(FCP_PROBE);
  await context.close();
  return { scriptPaths: [...scripts], firstContentfulPaintMs: fcp };
}

export function median(values: number[]): number {
  const sorted = [...values].sort((a, b) => a - b);
  const middle = Math.floor(sorted.length / 2);
  return sorted.length % 2 ? sorted[middle] : (sorted[middle - 1] + sorted[middle]) / 2;
}

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

/** One cold load (fresh context: empty cache) of `url`, waiting until `readySelector` shows. */
export async function coldLoad(browser: Browser, url: string, readySelector: string): Promise<ColdLoad> {
  const context = await browser.newContext({ viewport: { width: 1366, height: 820 } });
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

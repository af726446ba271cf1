import { startStack, loginCookie } from './servers';
import { ADMIN_ACCOUNT } from '@/mocks/db/demoAccounts';
import { launchChromium } from './chromium';
import { menuPagePaths, settle } from '../../tools/screens/capture';

async function main() {
  const stack = await startStack();
  const browser = await launchChromium({ localOnly: true });
  try {
    const cookie = await loginCookie(stack.mockUrl, stack.appUrl, ADMIN_ACCOUNT);
    const paths = ['/login', ...(await menuPagePaths(stack.mockUrl, await loginCookie(stack.mockUrl, stack.mockUrl, ADMIN_ACCOUNT)))];
    const all = new Map<string, Set<string>>();
    for (const p of paths) {
      const context = await browser.newContext({ viewport: { width: 1440, height: 900 } });
      if (p !== '/login') await context.addCookies([cookie]);
      const page = await context.newPage();
      await page.addInitScript(() => {
        (window as unknown as { __v: string[] }).__v = [];
        document.addEventListener('securitypolicyviolation', (e) => (window as unknown as { __v: string[] }).__v.push(`${e.violatedDirective} ${e.sourceFile}:${e.lineNumber} ${e.sample}`));
      });
      await page.goto(stack.appUrl + p);
      await settle(page).catch(() => []);
      // open a drawer/modal if any: click first 新增/新建 button
      const v = await page.evaluate(() => (window as unknown as { __v: string[] }).__v);
      for (const x of v) { const k = x.replace(/http:\/\/127[^ ]*\//, ""); if (!all.has(k)) all.set(k, new Set()); all.get(k)!.add(p); }
      await context.close();
    }
    for (const [k, ps] of all) console.log(ps.size, JSON.stringify(k.slice(0, 200)), [...ps].slice(0, 3).join(','));
  } finally {
    await browser.close();
    await stack.stop();
  }
}
void main();

/**
 * What the first load of /login and /dashboard fetches, in Chromium against the build: antd's
 * message / modal code (a lazy chunk) comes only when needed, and what it has to show is still
 * shown; so does the request layer on /login; a returning user's user info is asked for before the
 * guard's code is fetched.
 */
import { describe, expect, it } from 'vitest';
import type { Page, Route } from 'playwright-core';
import { appUrl, chromiumForFile, expireMockSessions, loggedIn, loggedInContext, newPage, submitLogin } from './support';
import { ADMIN_ACCOUNT } from '@/mocks/db/demoAccounts';

const browser = chromiumForFile();

/** The script files a page fetched, by name, in the order it asked for them. */
function scriptsOf(page: Page): string[] {
  const scripts: string[] = [];
  page.on('request', (request) => {
    if (request.resourceType() === 'script') scripts.push(new URL(request.url()).pathname.split('/').pop() ?? '');
  });
  return scripts;
}

/**
 * Waits until the page has sent every request it sends by itself: after its load event and an
 * idle period of its main thread (React's effects have run by then), a request of our own from
 * the page; its 'request' event comes after those of every request the page sent before it, so
 * by then `scripts` holds every script the page asked for.
 */
async function sentByItself(page: Page): Promise<void> {
  await page.waitForFunction(() => document.readyState === 'complete');
  await page.evaluate(() => new Promise<void>((resolve) => requestIdleCallback(() => resolve())));
  const marker = `/favicon.svg?sent-by-itself=${Date.now()}`;
  const markerSent = page.waitForRequest((request) => request.url().endsWith(marker));
  await page.evaluate((url) => void fetch(url), marker);
  await markerSent;
}

describe('the first load', () => {
  it("fetches no antd message/modal code on /login until it is needed, and then shows the server's error", async () => {
    const page = await newPage(browser());
    const scripts = scriptsOf(page);
    await page.goto(`${appUrl}/login`);
    await page.getByPlaceholder('请输入手机号').waitFor();
    await sentByItself(page);
    expect(scripts.length).toBeGreaterThan(0);
    expect(scripts.some((name) => name.startsWith('FeedbackBridge-'))).toBe(false);
    await submitLogin(page, ADMIN_ACCOUNT.mobile, 'not-the-password');
    await page.getByText('手机号或密码错误').waitFor();
    expect(scripts.some((name) => name.startsWith('FeedbackBridge-'))).toBe(true);
    await page.context().close();
  });

  it('fetches the request layer (axios) on /login only once the form is used; one that cannot load says the network error and keeps what was typed', async () => {
    const page = await newPage(browser());
    const scripts = scriptsOf(page);
    await page.route(/\/assets\/app-api-[\w-]+\.js$/, (route) => route.abort('internetdisconnected'));
    await page.goto(`${appUrl}/login`);
    await page.getByPlaceholder('请输入手机号').waitFor();
    await sentByItself(page);
    expect(scripts.some((name) => name.startsWith('app-api-'))).toBe(false);
    await submitLogin(page, ADMIN_ACCOUNT.mobile, ADMIN_ACCOUNT.password);
    await page.getByText('网络错误，请检查网络连接后重试').waitFor();
    expect(scripts.some((name) => name.startsWith('app-api-'))).toBe(true);
    expect(new URL(page.url()).pathname).toBe('/login');
    expect((await page.getByPlaceholder('请输入手机号').inputValue()).replace(/\s/g, '')).toBe(ADMIN_ACCOUNT.mobile);
    expect(await page.getByPlaceholder('请输入密码').inputValue()).toBe(ADMIN_ACCOUNT.password);
    await page.context().close();
  });

  it('shows an error raised before anything was clicked: an expired session on a cold load', async () => {
    const page = await newPage(browser());
    await page.goto(`${appUrl}/login`);
    await submitLogin(page, ADMIN_ACCOUNT.mobile, ADMIN_ACCOUNT.password);
    await page.waitForURL(`${appUrl}/dashboard`);
    await expireMockSessions();
    // A new tab of the same browser: the cookie is there, nothing of this page has loaded yet.
    const cold = await page.context().newPage();
    const scripts = scriptsOf(cold);
    await cold.goto(`${appUrl}/dashboard`);
    await cold.waitForURL(/\/login\?redirect=/);
    await cold.getByText('登录已失效，请重新登录').waitFor();
    expect(scripts.some((name) => name.startsWith('FeedbackBridge-'))).toBe(true);
    await page.context().close();
  });

  it("asks for a returning user's info, and the dashboard's figures, while the code is still loading, not after it, and sends each once", async () => {
    // Logged in, but none of the app's code in the browser yet (a new browser profile, or the
    // first visit after a release): a tab of a context that has loaded the app would take the
    // guard's code from its cache at once, before any request could go out.
    const context = await loggedInContext(browser(), ADMIN_ACCOUNT);
    const cold = await context.newPage();
    const events: string[] = [];
    const nameOf = (url: string) => new URL(url).pathname.split('/').pop() ?? '';
    const askedFor = (call: string) => new Promise<void>((resolve) => cold.on('request', (request) => nameOf(request.url()) === call && resolve()));
    const userInfoAsked = askedFor('getUserInfo');
    const figuresAsked = askedFor('getChartData');
    cold.on('request', (request) => {
      const call = nameOf(request.url());
      if (call === 'getUserInfo') events.push('user info asked');
      if (call === 'getChartData') events.push('figures asked');
    });
    cold.on('requestfinished', (request) => {
      const file = nameOf(request.url());
      if (file.startsWith('guards-')) events.push('guard code in');
      if (file.startsWith('dashboard-')) events.push('dashboard code in');
    });
    // The guard's code is held back until the user info is asked for, the dashboard's until its
    // figures are (or 15 s have gone): an app that waited for that code before asking would show
    // it here, whatever the machine's speed.
    const holdUntil = (asked: Promise<void>) => async (route: Route) => {
      await Promise.race([asked, new Promise((resolve) => setTimeout(resolve, 15_000))]);
      await route.continue();
    };
    await cold.route(/\/guards-[^/]*\.js$/, holdUntil(userInfoAsked));
    await cold.route(/\/dashboard-[^/]*\.js$/, holdUntil(figuresAsked));
    await cold.goto(`${appUrl}/dashboard`);
    await cold.getByTestId('current-user').waitFor();
    await cold.locator('[data-testid="trend-chart"] svg').waitFor();
    expect(events.indexOf('user info asked')).toBeLessThan(events.indexOf('guard code in'));
    expect(events.indexOf('figures asked')).toBeLessThan(events.indexOf('dashboard code in'));
    expect(events.filter((event) => event.endsWith('asked')).sort()).toEqual(['figures asked', 'user info asked']);
    await context.close();
  });

  it('reloads once for a page whose code is broken, then shows the error with a reload button, not a reload loop', async () => {
    const context = await loggedInContext(browser(), ADMIN_ACCOUNT);
    const page = await context.newPage();
    let loads = 0;
    page.on('request', (request) => request.isNavigationRequest() && request.frame() === page.mainFrame() && (loads += 1));
    // The page's own chunk throws as it runs (a broken deploy): the layout's chunk loads fine.
    await page.route(/\/assets\/recyclebin-[^/]*\.js$/, (route) => route.fulfill({ contentType: 'text/javascript', body: 'throw new Error("broken chunk");' }));
    await page.goto(`${appUrl}/recycle-bin`);
    await page.getByRole('heading', { name: '页面加载失败' }).waitFor();
    await expect.poll(() => page.getByRole('button', { name: '重新加载' }).isVisible()).toBe(true);
    // The document was asked for twice: the first load and the one reload.
    expect(loads).toBe(2);
    await context.close();
  });

  it("fetches a menu section's page code when staff open the section, so picking an entry waits only for its data", async () => {
    const page = await loggedIn(browser(), ADMIN_ACCOUNT);
    await page.getByTestId('current-user').waitFor();
    // The joint-hall chat loads its code by itself once the page is idle (chatBoot); wait until it
    // has started (the bell carries its unread count once it has its conversations), or on a busy
    // machine its code arrives during the clicks below and is taken for the list's code.
    await page.locator('[data-testid="chat-bell"][data-unread]').waitFor();
    await sentByItself(page);
    const scripts = scriptsOf(page);
    const fetched = new Set<string>();
    page.on('requestfinished', (request) => request.resourceType() === 'script' && fetched.add(new URL(request.url()).pathname.split('/').pop() ?? ''));
    await page.locator('.ant-menu-submenu-title', { hasText: '阿姨管理' }).click();
    // The section's page code (the aunt list's own chunk among it) asked for and arrived; code the
    // shell loads after it settles may come meanwhile, and must not pass for it.
    await expect.poll(() => scripts.some((name) => name.startsWith('list-')) && scripts.every((name) => fetched.has(name))).toBe(true);
    const beforeClick = scripts.length;
    await page.locator('.ant-menu-item', { hasText: '全部阿姨' }).click();
    await expect.poll(() => page.locator('.ant-table-tbody tr.ant-table-row').count()).toBeGreaterThan(0);
    expect(scripts.slice(beforeClick)).toEqual([]);
    await page.context().close();
  });
});

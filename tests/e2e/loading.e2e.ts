/**
 * What the first load of /login and /dashboard fetches, in Chromium against the build: antd's
 * message / modal code (a lazy chunk) comes only when needed, and what it has to show is still
 * shown; a returning user's user info is asked for before the guard's code is fetched.
 */
import { describe, expect, it } from 'vitest';
import type { Page } from 'playwright-core';
import { appUrl, chromiumForFile, expireMockSessions, newPage, submitLogin } from './support';
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

describe('the first load', () => {
  it("fetches no antd message/modal code on /login until it is needed, and then shows the server's error", async () => {
    const page = await newPage(browser());
    const scripts = scriptsOf(page);
    await page.goto(`${appUrl}/login`);
    await page.getByPlaceholder('请输入手机号').waitFor();
    await page.waitForLoadState('networkidle');
    expect(scripts.some((name) => name.startsWith('FeedbackBridge-'))).toBe(false);
    await submitLogin(page, ADMIN_ACCOUNT.mobile, 'not-the-password');
    await page.getByText('手机号或密码错误').waitFor();
    expect(scripts.some((name) => name.startsWith('FeedbackBridge-'))).toBe(true);
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

  it("asks for a returning user's info before fetching the guard's code, and sends that request once", async () => {
    const page = await newPage(browser());
    await page.goto(`${appUrl}/login`);
    await submitLogin(page, ADMIN_ACCOUNT.mobile, ADMIN_ACCOUNT.password);
    await page.waitForURL(`${appUrl}/dashboard`);
    const cold = await page.context().newPage();
    const order: string[] = [];
    cold.on('request', (request) => {
      const name = new URL(request.url()).pathname.split('/').pop() ?? '';
      if (name === 'getUserInfo' || name.startsWith('guards-')) order.push(name.startsWith('guards-') ? 'guards chunk' : name);
    });
    await cold.goto(`${appUrl}/dashboard`);
    await cold.getByTestId('current-user').waitFor();
    expect(order).toEqual(['getUserInfo', 'guards chunk']);
    await page.context().close();
  });
});

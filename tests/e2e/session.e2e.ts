import { describe, expect, it } from 'vitest';
import { appUrl, chooseMenuItem, expireMockSessions, newPage, chromiumForFile, screenshot, submitLogin, tokenCookie } from './support';
import { AGENCY_ACCOUNTS, DEMO_ACCOUNTS } from '@/mocks/db/demoAccounts';

const browser = chromiumForFile();

describe('logging in', () => {
  it.each(AGENCY_ACCOUNTS.map((account) => [account.mobile, account]))('logs in as agency demo account %s and sees the dashboard', async (_mobile, account) => {
    const page = await newPage(browser());
    await page.goto(`${appUrl}/login`);
    // Spaces typed in the mobile number are trimmed before sending.
    await submitLogin(page, ` ${account.mobile.slice(0, 3)} ${account.mobile.slice(3)} `, account.password);
    await page.waitForURL(`${appUrl}/dashboard`);
    await expect(page.getByTestId('current-user').textContent()).resolves.toBe(account.contact);
    await expect(page.getByText(account.companyName).first().isVisible()).resolves.toBe(true);
    const cookie = (await page.context().cookies()).find((entry) => entry.name === 'Admin-Token');
    expect(cookie?.value).toBeTruthy();
    // 30 days, SameSite=Lax, not Secure over plain http.
    expect(cookie!.expires * 1000 - Date.now()).toBeGreaterThan(29.9 * 24 * 3600 * 1000);
    expect(cookie!.expires * 1000 - Date.now()).toBeLessThan(30.1 * 24 * 3600 * 1000);
    expect(cookie!.sameSite).toBe('Lax');
    expect(cookie!.secure).toBe(false);
    await screenshot(page, `dashboard-${account.mobile}`);
    await page.context().close();
  });

  it('shows the server error for a wrong password and keeps what was typed', async () => {
    const page = await newPage(browser());
    await page.goto(`${appUrl}/login`);
    await submitLogin(page, DEMO_ACCOUNTS[0].mobile, 'not-the-password');
    await expect(page.getByText('手机号或密码错误').waitFor()).resolves.toBeUndefined();
    expect(new URL(page.url()).pathname).toBe('/login');
    expect(await page.getByPlaceholder('请输入手机号').inputValue()).toBe(DEMO_ACCOUNTS[0].mobile);
    expect(await tokenCookie(page)).toBeUndefined();
    await screenshot(page, 'login-wrong-password');
    await page.context().close();
  });

  it('lists no demo accounts in the production build, which holds none of their passwords', async () => {
    const page = await newPage(browser());
    await page.goto(`${appUrl}/login`);
    await page.getByPlaceholder('请输入手机号').waitFor();
    expect(await page.getByText('演示账号').count()).toBe(0);
    const scripts = await page.evaluate(() => [...document.scripts].map((script) => script.src).filter(Boolean));
    for (const src of scripts) expect(await (await fetch(src)).text()).not.toContain(DEMO_ACCOUNTS[0].password);
    await page.context().close();
  });

  it('validates the form before sending anything', async () => {
    const page = await newPage(browser());
    let loginRequests = 0;
    page.on('request', (request) => {
      if (request.url().includes('/user/loginClient')) loginRequests += 1;
    });
    await page.goto(`${appUrl}/login`);
    await page.getByRole('button', { name: /登\s*录/ }).click();
    await page.getByText('请输入手机号', { exact: true }).first().waitFor();
    await page.getByText('请输入密码', { exact: true }).first().waitFor();
    expect(loginRequests).toBe(0);
    await page.context().close();
  });
});

describe('the guard', () => {
  it('sends a visitor without a token to login with the wanted path, then lands there after login', async () => {
    const page = await newPage(browser());
    await page.goto(`${appUrl}/aunt/all?status=1`);
    await page.waitForURL(/\/login\?redirect=/);
    expect(new URL(page.url()).searchParams.get('redirect')).toBe('/aunt/all?status=1');
    await submitLogin(page, DEMO_ACCOUNTS[0].mobile, DEMO_ACCOUNTS[0].password);
    await page.waitForURL(`${appUrl}/aunt/all?status=1`);
    await page.context().close();
  });

  it.each(['//evil.com', 'https://evil.com', 'javascript:alert(1)', '/\\evil.com', '/%2F%2Fevil.com'])(
    'ignores the unsafe redirect %s and lands on the dashboard',
    async (target) => {
      const page = await newPage(browser());
      await page.goto(`${appUrl}/login?redirect=${encodeURIComponent(target)}`);
      await submitLogin(page, DEMO_ACCOUNTS[0].mobile, DEMO_ACCOUNTS[0].password);
      await page.waitForURL(`${appUrl}/dashboard`);
      await page.context().close();
    },
  );

  it('keeps a logged-in user on a protected route across a reload, and sends them from /login to /', async () => {
    const page = await newPage(browser());
    await page.goto(`${appUrl}/login`);
    await submitLogin(page, DEMO_ACCOUNTS[1].mobile, DEMO_ACCOUNTS[1].password);
    await page.waitForURL(`${appUrl}/dashboard`);
    await page.reload();
    await page.getByTestId('current-user').waitFor();
    expect(new URL(page.url()).pathname).toBe('/dashboard');
    await page.goto(`${appUrl}/login`);
    await page.waitForURL(`${appUrl}/dashboard`);
    await page.context().close();
  });

  it('clears an expired token, shows why, and returns to login', async () => {
    const page = await newPage(browser());
    await page.goto(`${appUrl}/login`);
    await submitLogin(page, DEMO_ACCOUNTS[0].mobile, DEMO_ACCOUNTS[0].password);
    await page.waitForURL(`${appUrl}/dashboard`);
    await expireMockSessions();
    await page.reload();
    await page.waitForURL(/\/login\?redirect=%2Fdashboard/);
    await page.getByText('登录已失效，请重新登录').waitFor();
    expect(await tokenCookie(page)).toBeUndefined();
    await screenshot(page, 'guard-expired');
    await page.context().close();
  });
});

describe('logging out', () => {
  it('clears the cookie and goes to login with the current path as redirect', async () => {
    const page = await newPage(browser());
    await page.goto(`${appUrl}/login`);
    await submitLogin(page, DEMO_ACCOUNTS[0].mobile, DEMO_ACCOUNTS[0].password);
    await page.waitForURL(`${appUrl}/dashboard`);
    await page.getByRole('button', { name: '用户菜单' }).click();
    await chooseMenuItem(page, '退出系统');
    await page.waitForURL(/\/login\?redirect=%2Fdashboard$/);
    expect(await tokenCookie(page)).toBeUndefined();
    await page.goto(`${appUrl}/dashboard`);
    await page.waitForURL(/\/login\?redirect=%2Fdashboard$/);
    await page.context().close();
  });
});

/**
 * The Content-Security-Policy in Chromium against the built app (vite preview): every answer
 * carries the header, a page load and a login log no CSP violation, and the policy really
 * refuses an inline script.
 */
import { describe, expect, it } from 'vitest';
import type { Page } from 'playwright-core';
import { contentSecurityPolicy } from '../tooling/csp';
import { appUrl, newPage, chromiumForFile, submitLogin } from './support';
import { ADMIN_ACCOUNT } from '@/mocks/db/demoAccounts';

const browser = chromiumForFile();

/** Collects CSP violations (the DOM event and Chromium's console report) from the page's start. */
async function watchViolations(page: Page): Promise<string[]> {
  const violations: string[] = [];
  page.on('console', (message) => {
    if (/Content Security Policy|securitypolicyviolation/i.test(message.text())) violations.push(message.text());
  });
  await page.addInitScript(() => {
    document.addEventListener('securitypolicyviolation', (event) => {
      console.error(`securitypolicyviolation: ${event.violatedDirective} ${event.blockedURI}`);
    });
  });
  return violations;
}

describe('Content-Security-Policy', () => {
  it('is sent with the page, its assets and the API answers', async () => {
    const policy = contentSecurityPolicy();
    expect(policy).toContain("script-src 'self';");
    expect(policy).toContain("frame-ancestors 'none'");
    const page = await fetch(`${appUrl}/login`);
    expect(page.headers.get('content-security-policy')).toBe(policy);
    const html = await page.text();
    const script = /<script[^>]+src="([^"]+)"/.exec(html)?.[1];
    expect(script).toBeTruthy();
    expect((await fetch(`${appUrl}${script}`)).headers.get('content-security-policy')).toBe(policy);
    // No inline script in the built page.
    expect(html).not.toMatch(/<script(?![^>]*\bsrc=)[^>]*>/);
    const api = await fetch(`${appUrl}/api/user/getMenu`, { method: 'POST', headers: { 'Content-Type': 'application/json' }, body: '{}' });
    expect(api.headers.get('content-security-policy')).toBe(policy);
  });

  it('a page load and a login to the dashboard and the aunt list log no violation', async () => {
    const page = await newPage(browser());
    const violations = await watchViolations(page);
    await page.goto(`${appUrl}/login`);
    await submitLogin(page, ADMIN_ACCOUNT.mobile, ADMIN_ACCOUNT.password);
    await page.waitForURL(`${appUrl}/dashboard`);
    await page.locator('.ct-chart svg, svg.ct-chart-line').first().waitFor();
    await page.goto(`${appUrl}/aunt/all`);
    await page.locator('.ant-table-tbody tr.ant-table-row').first().waitFor();
    expect(violations).toEqual([]);
    await page.context().close();
  });

  it('the parts loaded on demand (toasts, the settings drawer and its colour picker) load without a violation', async () => {
    const page = await newPage(browser());
    const violations = await watchViolations(page);
    const scripts: string[] = [];
    page.on('request', (request) => {
      if (request.resourceType() === 'script') scripts.push(new URL(request.url()).pathname);
    });
    await page.goto(`${appUrl}/login`);
    await submitLogin(page, ADMIN_ACCOUNT.mobile, 'not-the-password');
    await page.getByText('手机号或密码错误').waitFor();
    await submitLogin(page, ADMIN_ACCOUNT.mobile, ADMIN_ACCOUNT.password);
    await page.waitForURL(`${appUrl}/dashboard`);
    const loadedBefore = scripts.length;
    await page.getByRole('button', { name: '系统布局设置' }).click();
    await page.locator('.ant-drawer').getByRole('radio', { name: '#1890FF' }).waitFor();
    expect(scripts.length).toBeGreaterThan(loadedBefore); // the drawer's code came now
    expect(violations).toEqual([]);
    await page.context().close();
  });

  it("styles with no inline style allowed: a new theme colour, a dialog's scroll lock and an auto-sized text box apply, and nothing is refused", async () => {
    expect(contentSecurityPolicy()).toContain("style-src 'self';");
    const page = await newPage(browser());
    const violations = await watchViolations(page);
    await page.goto(`${appUrl}/login`);
    await submitLogin(page, ADMIN_ACCOUNT.mobile, ADMIN_ACCOUNT.password);
    await page.waitForURL(`${appUrl}/dashboard`);
    await page.goto(`${appUrl}/employer/list`);
    const row = page.locator('.ant-table-tbody tr.ant-table-row').first();
    await row.waitFor();
    // antd's theme variables (its run-time CSS) follow a new colour.
    const primary = page.locator('main .ant-btn-primary').first();
    const background = () => primary.evaluate((element) => getComputedStyle(element).backgroundColor);
    expect(await background()).toBe('rgb(241, 168, 60)');
    await page.getByRole('button', { name: '系统布局设置' }).click();
    await page.locator('.ant-drawer').getByRole('radio', { name: '#1890FF' }).click();
    await page.locator('.ant-drawer .ant-drawer-close').click();
    await page.locator('.ant-drawer').getByRole('radio', { name: '#1890FF' }).waitFor({ state: 'hidden' });
    await expect.poll(background).toBe('rgb(24, 144, 255)');
    // A dialog locks the page's scroll (rc's scroll locker writes a rule) and sizes its text box to its rows.
    await row.getByRole('button', { name: /^查看手机号/ }).click();
    const dialog = page.getByRole('dialog');
    await dialog.getByRole('radio', { name: '其他' }).check();
    const text = dialog.locator('textarea');
    await text.waitFor();
    expect(await page.evaluate(() => getComputedStyle(document.body).overflowY)).toBe('hidden');
    await text.fill('第一行\n第二行\n第三行\n第四行');
    await expect.poll(() => text.evaluate((element) => element.clientHeight / parseFloat(getComputedStyle(element).lineHeight))).toBeGreaterThanOrEqual(3.5);
    // Its measuring twin stays out of sight.
    expect(await page.locator('textarea[name="hiddenTextarea"]').isVisible()).toBe(false);
    expect(violations).toEqual([]);
    await page.context().close();
  });

  /** On /login, runs `inject` in the page: whether what it inserted took effect, and the violations reported. */
  async function injectOnLogin(inject: () => boolean): Promise<{ took: boolean; violations: string[] }> {
    const page = await newPage(browser());
    const violations = await watchViolations(page);
    await page.goto(`${appUrl}/login`);
    await page.getByPlaceholder('请输入手机号').waitFor();
    const took = await page.evaluate(inject);
    await expect.poll(() => violations.length).toBeGreaterThan(0);
    await page.context().close();
    return { took, violations };
  }

  it('refuses an inline style element (the policy is enforced for styles too)', async () => {
    const { took, violations } = await injectOnLogin(() => {
      const style = document.createElement('style');
      style.textContent = 'body { color: rgb(255, 0, 0) !important; }';
      document.head.appendChild(style);
      return getComputedStyle(document.body).color === 'rgb(255, 0, 0)';
    });
    expect(took).toBe(false);
    expect(violations.join('\n')).toMatch(/style-src/);
  });

  it('refuses an inline script (the policy is enforced, not only sent)', async () => {
    const { took, violations } = await injectOnLogin(() => {
      const script = document.createElement('script');
      script.textContent = 'window.__inlineRan = true;';
      document.body.appendChild(script);
      return (window as unknown as { __inlineRan?: boolean }).__inlineRan === true;
    });
    expect(took).toBe(false);
    expect(violations.join('\n')).toMatch(/script-src/);
  });
});

/**
 * The user's own sessions in a real browser: two browsers signed in as the same user; one ends the
 * other's session from personal settings (登录设备), and the other's next click lands on the login
 * page as on expiry. Both sign in through the login form, so their rows name Chromium. Screenshots
 * of the section in zh and en.
 */
import { describe, expect, it } from 'vitest';
import type { Browser, Page } from 'playwright-core';
import { ADMIN_ACCOUNT } from '@/mocks/db';
import { appUrl, chromiumForFile, screenshot, submitLogin, tokenCookie } from './support';

const browser = chromiumForFile();
const SESSIONS = '/profile/index?tab=sessions';

/**
 * A browser signed in through the login form (not the cookie support.ts makes from Node), so the
 * mock records Chromium's own agent and the device column names it; then on `at`, in zh.
 */
async function signedInByForm(b: Browser, at: string): Promise<Page> {
  const context = await b.newContext({ locale: 'zh-CN', viewport: { width: 1440, height: 900 }, reducedMotion: 'reduce' });
  const page = await context.newPage();
  await page.goto(`${appUrl}/login`);
  await submitLogin(page, ADMIN_ACCOUNT.mobile, ADMIN_ACCOUNT.password);
  await page.waitForURL(/\/dashboard/);
  await page.goto(`${appUrl}${at}`);
  await page.getByTestId('current-user').waitFor({ state: 'attached' });
  return page;
}

describe('signed-in devices', () => {
  it("one browser ends the other's session; the other's next click lands on login", async () => {
    const other = await signedInByForm(browser(), '/profile/index?tab=loginLogs');
    const here = await signedInByForm(browser(), SESSIONS);
    const panel = here.getByTestId('sessions-panel');
    await panel.getByText('本设备').waitFor();
    const rows = panel.locator('tbody tr.ant-table-row');
    await expect.poll(() => rows.count()).toBeGreaterThanOrEqual(2);
    // Both browsers' rows name Chromium (their own agents), this one marked.
    await expect.poll(() => rows.filter({ hasText: 'Chrom' }).count()).toBeGreaterThanOrEqual(2);
    expect(await rows.filter({ hasText: '本设备' }).innerText()).toContain('Chrom');
    await screenshot(here, 'sessions-zh', { window: true });

    // End every other session (the seed's and the other browser's).
    await panel.getByRole('button', { name: '结束其他全部会话' }).click();
    const dialog = here.getByRole('dialog');
    await dialog.getByRole('button', { name: '结束其他全部会话' }).click();
    await here.getByText(/已结束 \d+ 个会话/).waitFor();
    await expect.poll(() => rows.count()).toBe(1);

    // The other browser's next call (its click, or a poll of the layout's before it) carries the ended
    // token: the app's prompt to log in again, as on expiry, and from it the login page.
    const prompt = other.getByRole('dialog').filter({ hasText: '您已登出系统，请重新登录' });
    await Promise.race([
      prompt.waitFor(),
      other
        .getByRole('tab', { name: '登录设备' })
        .click()
        .then(() => prompt.waitFor()),
    ]).catch(() => prompt.waitFor());
    await screenshot(other, 'sessions-ended-elsewhere-zh', { window: true });
    await prompt.getByRole('button', { name: '重新登录' }).click();
    await other.waitForURL(/\/login/);
    await other.getByPlaceholder('请输入手机号').waitFor();
    expect(await tokenCookie(other)).toBeUndefined();

    // This browser goes on.
    await here.getByRole('tab', { name: '登录日志' }).click();
    await here.getByRole('tab', { name: '登录设备' }).click();
    await panel.getByText('本设备').waitFor();
    expect(new URL(here.url()).pathname).toBe('/profile/index');
    await Promise.all([here.context().close(), other.context().close()]);
  });

  it('reads in English', async () => {
    const page = await signedInByForm(browser(), SESSIONS);
    await page.getByText('English', { exact: true }).click();
    const panel = page.getByTestId('sessions-panel');
    await panel.getByText('This session').waitFor();
    expect(await panel.locator('tbody tr.ant-table-row').filter({ hasText: 'This session' }).innerText()).toContain('Chrom');
    await panel.getByRole('button', { name: 'End all other sessions' }).waitFor();
    await screenshot(page, 'sessions-en', { window: true });
    await page.context().close();
  });
});

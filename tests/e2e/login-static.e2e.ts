/**
 * /login's form painted by index.html before the app's scripts (public/boot-login.js, issue 40):
 * with every script held back the form is there, labelled, in the saved language; what a person
 * types there is in the app's form once the scripts come, in the same place on the page; and a
 * script that cannot load says so instead of leaving a form that does nothing.
 */
import { describe, expect, it } from 'vitest';
import type { Page } from 'playwright-core';
import { appUrl, chromiumForFile, newPage, screenshot } from './support';
import { ADMIN_ACCOUNT } from '@/mocks/db/demoAccounts';

const browser = chromiumForFile();

/** Holds every app script (not boot-login.js) until `release` is called. */
async function holdScripts(page: Page): Promise<() => void> {
  let release: () => void = () => undefined;
  const released = new Promise<void>((resolve) => (release = resolve));
  await page.route(/\/assets\/[^/]+\.js$/, async (route) => {
    await released;
    await route.continue();
  });
  return release;
}

async function cardBox(page: Page) {
  const box = await page.locator('.public-card').boundingBox();
  expect(box).not.toBeNull();
  return box!;
}

describe("/login's static form", () => {
  it('is painted and usable before the scripts, and carries what was typed (and the caret) into the app’s form', async () => {
    const page = await newPage(browser());
    const release = await holdScripts(page);
    await page.goto(`${appUrl}/login`, { waitUntil: 'commit' });
    const mobile = page.getByLabel('手机号');
    await mobile.waitFor();
    expect(await page.locator('#boot-login').count()).toBe(1);
    expect(await page.getByRole('button', { name: '登录' }).isVisible()).toBe(true);
    expect(await page.locator('.boot-screen').isVisible()).toBe(false);
    const staticBox = await cardBox(page);
    await screenshot(page, 'login-static-zh', { window: true });
    await mobile.pressSequentially('13800000001');
    await page.getByRole('textbox', { name: '密码' }).pressSequentially('secret-pw');
    await page.keyboard.press('ArrowLeft');
    release();
    await page.locator('#login-mobile').waitFor();
    expect(await page.locator('#boot-login').count()).toBe(0);
    expect(await page.locator('#login-mobile').inputValue()).toBe('13800000001');
    expect(await page.locator('#login-password').inputValue()).toBe('secret-pw');
    expect(await page.evaluate(() => document.activeElement?.id)).toBe('login-password');
    expect(await page.evaluate(() => (document.activeElement as HTMLInputElement).selectionStart)).toBe('secret-pw'.length - 1);
    expect(await cardBox(page)).toEqual(staticBox);
    await screenshot(page, 'login-app-zh', { window: true });
    await page.context().close();
  });

  it('speaks the saved language (English)', async () => {
    const page = await newPage(browser(), 'en-US');
    await page.addInitScript(() => localStorage.setItem('agency-settings', JSON.stringify({ state: { language: 'en' }, version: 0 })));
    const release = await holdScripts(page);
    await page.goto(`${appUrl}/login?mobile=13900000002`, { waitUntil: 'commit' });
    await page.getByLabel('Mobile number').waitFor();
    expect(await page.getByLabel('Mobile number').inputValue()).toBe('13900000002');
    expect(await page.getByPlaceholder('Enter your password').isVisible()).toBe(true);
    expect(await page.evaluate(() => document.documentElement.lang)).toBe('en');
    const staticBox = await cardBox(page);
    await screenshot(page, 'login-static-en', { window: true });
    release();
    await page.locator('#login-mobile').waitFor();
    expect(await page.locator('#login-mobile').inputValue()).toBe('13900000002');
    expect(await page.getByRole('button', { name: 'Log in' }).count()).toBe(1);
    expect(await cardBox(page)).toEqual(staticBox);
    await page.context().close();
  });

  it('sends a login submitted before the scripts once the app takes over, never through the address', async () => {
    const page = await newPage(browser());
    const release = await holdScripts(page);
    await page.goto(`${appUrl}/login`, { waitUntil: 'commit' });
    await page.getByLabel('手机号').waitFor();
    await page.getByLabel('手机号').fill(ADMIN_ACCOUNT.mobile);
    await page.getByRole('textbox', { name: '密码' }).fill(ADMIN_ACCOUNT.password);
    await page.keyboard.press('Enter');
    expect(await page.getByRole('button', { name: '登录' }).getAttribute('aria-busy')).toBe('true');
    expect(new URL(page.url()).search).toBe('');
    release();
    await page.waitForURL(`${appUrl}/dashboard`);
    await page.getByTestId('current-user').waitFor();
    await page.context().close();
  });

  it("takes over without antd's stylesheet, and a page drawing antd waits for it, linked before the app's own CSS", async () => {
    const page = await newPage(browser());
    let release: () => void = () => undefined;
    const released = new Promise<void>((resolve) => (release = resolve));
    await page.route(/\/assets\/antd-[\w-]+\.css$/, async (route) => {
      await released;
      await route.continue();
    });
    await page.goto(`${appUrl}/login`, { waitUntil: 'commit' });
    await page.locator('#login-mobile').waitFor();
    expect(await page.locator('#boot-login').count()).toBe(0);
    await page.getByRole('link', { name: '注册新门店' }).click();
    // The register page's code is in: only the stylesheet holds the page (and the router's move).
    await page.waitForFunction(() => performance.getEntriesByType('resource').some((entry) => /\/assets\/register-[\w-]+\.js$/.test(entry.name)));
    await page.evaluate(() => new Promise((resolve) => requestAnimationFrame(() => requestAnimationFrame(resolve))));
    expect(await page.locator('.ant-form').count()).toBe(0);
    expect(new URL(page.url()).pathname).toBe('/login');
    release();
    const submit = page.locator('form.ant-form button.ant-btn').first();
    await submit.waitFor();
    // Unstyled, a button is inline-block; antd's are flex boxes.
    expect(await submit.evaluate((button) => getComputedStyle(button).display)).toMatch(/flex/);
    const sheets = await page.evaluate(() =>
      [...document.querySelectorAll<HTMLLinkElement>('link[rel="stylesheet"]')].map((link) => new URL(link.href).pathname),
    );
    expect(sheets[0]).toMatch(/^\/assets\/antd-[\w-]+\.css$/);
    expect(sheets[1]).toMatch(/^\/assets\/index-[\w-]+\.css$/);
    await page.context().close();
  });

  it("says the page could not load when the app's script fails, and keeps what was typed", async () => {
    const page = await newPage(browser());
    await page.route(/\/assets\/index-[\w-]+\.js$/, (route) => route.abort('internetdisconnected'));
    await page.goto(`${appUrl}/login`, { waitUntil: 'commit' });
    await page.getByLabel('手机号').fill('13800000001');
    await page.getByRole('alert').filter({ hasText: '页面未能加载完成，请检查网络后刷新重试' }).waitFor();
    expect(await page.getByLabel('手机号').inputValue()).toBe('13800000001');
    await page.context().close();
  });
});

/**
 * The notification centre in a real browser (issue 39): a seeded aunt whose health certificate
 * ends within 30 days is a reminder in the admin's panel (the seed puts several such days 7 to 30
 * days after its clock, which is never more than 7 days before today: one is within 30 days on any
 * date); a click opens her detail and the reminder shows read. A task another user gives over the
 * API arrives live (the chat socket's push) without a reload. Screenshots of the panel and the
 * preferences dialog in zh and en.
 */
import { describe, expect, it } from 'vitest';
import type { Locator, Page } from 'playwright-core';
import { noticePaths } from '@/api/notice';
import { userPaths } from '@/api/user';
import { config } from '@/config';
import { ADMIN_ACCOUNT, STAFF_ACCOUNT } from '@/mocks/db';
import { loginCookie } from '../tooling/servers';
import { appUrl, chromiumForFile, englishPage, loggedIn, mockUrl, resetMock, screenshot } from './support';

const browser = chromiumForFile();

async function openPanel(page: Page): Promise<Locator> {
  await page.getByTestId('notice-bell').click();
  const panel = page.getByTestId('notice-panel');
  await panel.waitFor();
  return panel;
}

/** POSTs to the mock's API with `token`; answers the envelope. */
async function post<T>(path: string, body: object, token: string): Promise<{ code: number; data: T }> {
  const response = await fetch(`${mockUrl}${config.apiBase}${path}`, {
    method: 'POST',
    headers: { 'content-type': 'application/json', [config.tokenHeader]: token },
    body: JSON.stringify(body),
  });
  return (await response.json()) as { code: number; data: T };
}

const unreadCount = async (page: Page) =>
  Number(
    (await page
      .getByTestId('notice-unread-count')
      .textContent()
      .catch(() => '0')) || 0,
  );

describe('notification centre', () => {
  it('a health certificate ending within 30 days is a reminder that opens her detail and then shows read', async () => {
    // A fresh seed (no reminders raised yet: the server's start raised them on the data before), whose admin
    // gets health reminders and tasks only (the seed's many follow-ups due would fill the panel's first page).
    await resetMock();
    const admin = (await loginCookie(mockUrl, appUrl, ADMIN_ACCOUNT)).value;
    expect((await post(noticePaths.prefsSet, { kinds: ['healthExpiring', 'taskAssigned'] }, admin)).code).toBe(200);
    const page = await loggedIn(browser(), ADMIN_ACCOUNT);
    await expect.poll(() => unreadCount(page)).toBeGreaterThan(0);
    const panel = await openPanel(page);
    const reminder = panel.locator('[data-testid="notice-item"][data-kind="healthExpiring"][data-read="0"]').first();
    await reminder.waitFor();
    const text = (await reminder.textContent()) ?? '';
    expect(text).toContain('健康证即将到期');
    const name = /到期(.+?) · (\d{4}-\d{2}-\d{2}) 到期/.exec(text);
    expect(name, text).not.toBeNull();
    const [, auntName, day] = name!;
    await screenshot(page, 'notices-panel-zh', { window: true });

    await reminder.click();
    await page.waitForURL(/\/aunt\/detail/);
    await page.getByText(auntName!, { exact: true }).first().waitFor();
    await expect.poll(() => page.getByTestId('notice-panel').isVisible()).toBe(false);

    const again = await openPanel(page);
    const same = again.locator('[data-testid="notice-item"][data-kind="healthExpiring"]').filter({ hasText: `${auntName} · ${day}` });
    await expect.poll(() => same.getAttribute('data-read')).toBe('1');

    await again.getByRole('button', { name: '通知设置' }).click();
    const dialog = page.getByRole('dialog').filter({ hasText: '选择要接收的通知类型' });
    await dialog.waitFor();
    await dialog.getByText('健康证即将到期').waitFor();
    await expect.poll(() => page.getByTestId('notice-panel').isVisible()).toBe(false); // the dialog alone, above the mask
    await screenshot(page, 'notices-prefs-zh', { window: true });
  });

  it('a task given by another user arrives live, without a reload (English)', async () => {
    const page = await englishPage(browser(), STAFF_ACCOUNT, '/dashboard');
    await page.getByTestId('current-user').waitFor({ state: 'attached' });
    await page.locator('[data-testid="chat-bell"][data-connection="connected"]').waitFor(); // the socket the push comes over
    const panel = await openPanel(page);
    await panel.getByRole('button', { name: 'Notice settings' }).waitFor();
    const before = await unreadCount(page);
    const loads: string[] = [];
    page.on('framenavigated', (frame) => {
      if (frame === page.mainFrame()) loads.push(frame.url());
    });

    const admin = (await loginCookie(mockUrl, appUrl, ADMIN_ACCOUNT)).value;
    const staff = (await loginCookie(mockUrl, appUrl, STAFF_ACCOUNT)).value;
    const staffId = (await post<{ userId: number }>(`${userPaths.getUserInfo}?token=${encodeURIComponent(staff)}`, {}, staff)).data.userId;
    const title = `Call back Mrs Wang ${Date.now() % 100_000}`;
    const created = await post(
      userPaths.createUserTask,
      { title, content: '', remindTime: new Date(Date.now() + 86_400_000).toISOString(), userId: staffId },
      admin,
    );
    expect(created.code).toBe(200);

    await expect.poll(() => unreadCount(page), { timeout: 15_000 }).toBe(before + 1);
    const item = panel.locator('[data-testid="notice-item"][data-kind="taskAssigned"]').filter({ hasText: title });
    await item.waitFor();
    expect(await item.textContent()).toContain('Task given to you');
    expect(await item.textContent()).toContain('just now');
    expect(await item.getAttribute('data-read')).toBe('0');
    await expect.poll(() => unreadCount(page)).toBe(before + 1);
    expect(loads).toEqual([]);
    await screenshot(page, 'notices-panel-en', { window: true });

    await panel.getByRole('button', { name: 'Notice settings' }).click();
    const dialog = page.getByRole('dialog').filter({ hasText: 'Health certificate' });
    await dialog.waitFor();
    await screenshot(page, 'notices-prefs-en', { window: true });
  });
});

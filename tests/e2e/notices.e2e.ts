/**
 * The notification centre in a real browser (issue 39): the seed's many health certificates ending
 * within 30 days are one digest in the admin's panel (the seed puts such days 7 to 30 days after its
 * clock, never more than 7 days before today), which opens the aunt list; a new staff member given
 * one such aunt gets one reminder, whose click opens her detail and
 * shows it read. A task another user gives over the
 * API arrives live (the chat socket's push) without a reload. Screenshots of the panel and the
 * preferences dialog in zh and en.
 */
import { describe, expect, it } from 'vitest';
import type { Locator, Page } from 'playwright-core';
import type { Aunt } from '@/api/aunt.types';
import { auntPaths } from '@/api/aunt';
import { companyPaths } from '@/api/company';
import type { AuntOptions } from '@/api/companyOptions.types';
import { noticePaths } from '@/api/notice';
import { userPaths } from '@/api/user';
import type { CompanyUser } from '@/api/user.types';
import { chinaDay, DAY_MS } from '@/domain/chinaTime';
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
  it('the seed’s many health reminders are one digest that opens the aunt list', async () => {
    // A fresh seed (no reminders raised yet: the server's start raised them on the data before), whose admin
    // gets health reminders and tasks only: the seed's health certificates ending within 30 days are many.
    await resetMock();
    const admin = (await loginCookie(mockUrl, appUrl, ADMIN_ACCOUNT)).value;
    expect((await post(noticePaths.prefsSet, { kinds: ['healthExpiring', 'taskAssigned'] }, admin)).code).toBe(200);
    const page = await loggedIn(browser(), ADMIN_ACCOUNT);
    await expect.poll(() => unreadCount(page)).toBeGreaterThan(0);
    const panel = await openPanel(page);
    const digest = panel.locator('[data-testid="notice-item"][data-kind="healthExpiring"][data-digest]');
    await digest.waitFor();
    const count = Number(await digest.getAttribute('data-digest'));
    expect(count).toBeGreaterThan(3);
    expect(await digest.textContent()).toContain(`${count} 位阿姨的健康证 30 天内到期`);
    expect(await panel.locator('[data-testid="notice-item"][data-kind="healthExpiring"]').count()).toBe(1);
    await screenshot(page, 'notices-digest-zh', { window: true });

    await digest.click();
    await page.waitForURL(/\/aunt\/all/);
    await expect.poll(() => page.getByTestId('notice-panel').isVisible()).toBe(false);
    const again = await openPanel(page);
    await expect.poll(() => again.locator('[data-testid="notice-item"][data-kind="healthExpiring"]').getAttribute('data-read')).toBe('1');
  });

  it('a single health certificate ending within 30 days is a reminder that opens her detail and then shows read', async () => {
    // Deterministic: a new staff member given one aunt whose health certificate ends within 30 days (nothing else is theirs).
    await resetMock();
    const admin = (await loginCookie(mockUrl, appUrl, ADMIN_ACCOUNT)).value;
    const users = await post<CompanyUser[]>(companyPaths.getUsers, {}, admin);
    const staffRoles = users.data.find((user) => user.roleNames.includes('经纪人'))!.roleIds;
    const newcomer = { mobile: '13800000097', password: 'remind123' };
    const added = await post<CompanyUser>(userPaths.addUser, { contact: '提醒专员', ...newcomer, roleIds: staffRoles }, admin);
    expect(added.code).toBe(200);
    const options = await post<AuntOptions>(companyPaths.getAuntOptions, {}, admin);
    const health = options.data.certificates.find((option) => option.optionName === '健康证')!.customOptionId;
    // One of the seed's aunts whose health certificate ends within 30 days, handed to the newcomer.
    const today = chinaDay(Date.now());
    const last = chinaDay(Date.now() + 30 * DAY_MS);
    const ending = (aunt: Aunt) =>
      aunt.certificateExpiries.find((entry) => entry.certificateId === health && entry.expiresOn >= today && entry.expiresOn <= last);
    // Page through her list until one is found: which page holds one moves with the seed's day.
    let target: Aunt | undefined;
    for (let listPage = 1; target === undefined; listPage += 1) {
      const aunts = await post<Aunt[]>(
        auntPaths.getAunts,
        { scope: 'all', page: listPage, pageSize: 200, fields: ['auntId', 'auntName', 'certificateExpiries'] },
        admin,
      );
      expect(aunts.data.length, 'an aunt whose health certificate ends within 30 days').toBeGreaterThan(0);
      target = aunts.data.find((aunt) => ending(aunt) !== undefined);
    }
    const { auntId, auntName } = target;
    const day = ending(target)!.expiresOn;
    expect((await post(auntPaths.deliverAunt, { auntId, userId: added.data.userId }, admin)).code).toBe(200);

    const page = await loggedIn(browser(), newcomer);
    await expect.poll(() => unreadCount(page)).toBeGreaterThan(0);
    const panel = await openPanel(page);
    const reminder = panel.locator('[data-testid="notice-item"][data-kind="healthExpiring"][data-read="0"]');
    await reminder.waitFor();
    expect(await reminder.count()).toBe(1);
    expect(await reminder.textContent()).toContain(`健康证即将到期${auntName} · ${day} 到期`);
    await screenshot(page, 'notices-panel-zh', { window: true });

    await reminder.click();
    await page.waitForURL(new RegExp(`/aunt/detail/${auntId}`));
    await page.getByText(auntName, { exact: true }).first().waitFor();
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

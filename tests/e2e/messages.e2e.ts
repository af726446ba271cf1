/**
 * The aunt message panel live (issue 13): an aunt's message delivered by the mock's development
 * control reaches the browser over the realtime socket. For the open thread it is appended and
 * stored as read; for another thread it raises a notification, the thread's unread badge and the
 * sidebar's dot, and the notification opens that thread.
 */
import { describe, expect, it } from 'vitest';
import type { Page } from 'playwright-core';
import { ADMIN_ACCOUNT } from '@/mocks/db/demoAccounts';
import type { JobMsgPage, MsgReadResult } from '@/api/jobMsg';
import { pageApi, userIdOf } from '../tooling/chatPages';
import { deliverAuntMessage } from '../tooling/servers';
import { appUrl, chromiumForFile, loggedIn, mockSecret, mockUrl, screenshot } from './support';

const browser = chromiumForFile();

const panel = (page: Page) => page.getByRole('dialog', { name: '阿姨消息' });
const threadButton = (page: Page, msgId: number) => panel(page).locator(`button[data-msg-id="${msgId}"]`);

async function unreadOnServer(page: Page, teacherId: number, msgId?: number): Promise<number> {
  const result = await pageApi<MsgReadResult>(page, appUrl, '/jobMsg/msgRead', { teacherId, read: false, ...(msgId ? { msgId } : {}) });
  return result.count;
}

describe('the aunt message panel, live', () => {
  it('appends a delivered message to the open thread as read, and notifies for another thread', async () => {
    const page = await loggedIn(browser(), ADMIN_ACCOUNT);
    const teacherId = await userIdOf(page, appUrl);
    const threads = await pageApi<JobMsgPage>(page, appUrl, '/jobMsg/getJobMsg', { page: 1, filter: 1, teacherId, tchCompanyId: ADMIN_ACCOUNT.companyId });
    const [open, other] = threads.rows;
    // The realtime socket is up once the chat has connected (the bell says so).
    await page.locator('[data-testid="chat-bell"][data-connection="connected"]').waitFor();

    await page.getByRole('button', { name: '消息', exact: true }).click();
    await threadButton(page, open.msgId).click();

    // A message for the open thread: shown in it, and stored as read.
    const first = '老师您好，我明天上午有空，可以去面试';
    await deliverAuntMessage(mockUrl, mockSecret, { mobile: ADMIN_ACCOUNT.mobile, auntId: open.auntId, text: first });
    await panel(page).locator('li[data-source="aunt"]').filter({ hasText: first }).waitFor();
    await expect.poll(() => unreadOnServer(page, teacherId, open.msgId)).toBe(0);

    // A message for another thread: a notification, the thread's badge and the sidebar's dot.
    const totalBefore = await unreadOnServer(page, teacherId);
    const second = '老师，请问工资什么时候发？';
    await deliverAuntMessage(mockUrl, mockSecret, { mobile: ADMIN_ACCOUNT.mobile, auntId: other.auntId, text: second });
    const notice = page.locator('.ant-notification-notice').filter({ hasText: second });
    await notice.waitFor();
    expect(await notice.textContent()).toContain(other.auntInfo.auntName);
    expect(await unreadOnServer(page, teacherId)).toBe(totalBefore + 1);
    await threadButton(page, other.msgId)
      .getByLabel(/条未读$/)
      .waitFor();
    await page.getByRole('button', { name: '消息', exact: true }).locator('.ant-badge-dot').waitFor();
    await screenshot(page, 'messages-live-notification');

    // The notification opens that thread, which reads it.
    await notice.click();
    await panel(page).locator('li[data-source="aunt"]').filter({ hasText: second }).waitFor();
    await expect.poll(() => unreadOnServer(page, teacherId, other.msgId)).toBe(0);
  });
});

/**
 * A server without our calls, in a real browser: the browser answers /finance/account/ledger and the
 * chat service's /chat/publicKey with 404 (page.route), everything else comes from the mock. The fund
 * account shows its balance and says the ledger is not offered; the bell's window says the chat is
 * not offered; no error toast; in Chinese and in English.
 */
import { describe, expect, it } from 'vitest';
import { chatPaths } from '@/api/chat';
import { financePaths } from '@/api/finance';
import { config } from '@/config';
import { ADMIN_ACCOUNT } from '@/mocks/db/demoAccounts';
import { chromiumForFile, loggedInContext, appUrl, screenshot } from './support';

const browser = chromiumForFile();

describe('a server without our calls', () => {
  it('the fund account shows its balance and says the ledger is not offered; the chat window says the chat is not offered', async () => {
    const context = await loggedInContext(browser(), ADMIN_ACCOUNT);
    const asked: string[] = [];
    for (const path of [`${config.apiBase}${financePaths.accountLedger}`, `${config.chatBase}${chatPaths.publicKey}`]) {
      await context.route(`**${path}`, (route) => {
        asked.push(path);
        return route.fulfill({ status: 404, contentType: 'text/plain', body: 'Not Found' });
      });
    }
    const page = await context.newPage();
    await page.goto(`${appUrl}/finance/account`);

    await expect.poll(() => page.getByTestId('fund-balance').innerText()).toContain('¥');
    await expect.poll(() => page.getByTestId('ledger-unavailable').innerText()).toBe('当前服务器不支持此功能');
    const bell = page.getByTestId('chat-bell');
    await expect.poll(() => bell.getAttribute('data-connection'), { timeout: 20_000 }).toBe('notOffered');
    await screenshot(page, 'optional-ledger-zh', { window: true });
    await bell.click();
    const chat = page.getByTestId('chat-window');
    await expect.poll(() => chat.getByTestId('chat-unavailable').innerText()).toBe('当前服务器不支持此功能');
    await screenshot(page, 'optional-chat-zh', { window: true });

    await page.getByText('English', { exact: true }).click();
    await expect.poll(() => page.getByTestId('ledger-unavailable').innerText()).toBe('This server does not offer this feature');
    await expect.poll(() => chat.getByTestId('chat-unavailable').innerText()).toBe('This server does not offer this feature');
    await screenshot(page, 'optional-chat-en', { window: true });
    await bell.click();
    await chat.waitFor({ state: 'hidden' });
    await screenshot(page, 'optional-ledger-en', { window: true });

    expect(await page.locator('.ant-message-error').count()).toBe(0);
    // Each asked once: the ledger when the page loaded, the key when the chat started.
    expect(asked.sort()).toEqual([`${config.chatBase}${chatPaths.publicKey}`, `${config.apiBase}${financePaths.accountLedger}`].sort());
    await context.close();
  });
});

/**
 * The joint-hall chat between two agencies, each in its own browser context (issue 13): agency 2
 * shares an aunt; agency 1 starts a chat from her page in the hall; both exchange text and an
 * image, see the bell's count rise and fall and see each other online; then the chat service
 * restarts in the middle: both reconnect by themselves and the next message arrives exactly once.
 * Chat sessions belong to their user (issue 34): thousands of logins of a third agency's account,
 * made over HTTP, leave the two chatting on the chat token they had, without a new chat login.
 */
import { describe, expect, it } from 'vitest';
import type { Page } from 'playwright-core';
import { chatPaths } from '@/api/chat';
import { sealChatLogin, type ChatPublicKey } from '@/api/chatLoginPayload';
import { userPaths } from '@/api/user';
import { config } from '@/config';
import { ADMIN_ACCOUNT, PARTNER_ACCOUNT, THIRD_ACCOUNT, type DemoAccount } from '@/mocks/db/demoAccounts';
import type { Aunt } from '@/api/aunt.types';
import { bellCount, bubbles, chatWindow, connectionState, conversation, openConversation, pageApi, sendText, userIdOf } from '../tooling/chatPages';
import { chatRestart } from '../tooling/servers';
import { gradientPng } from './fixtures';
import { appUrl, chatUrl, chromiumForFile, loggedIn, mockSecret, mockUrl, opened, screenshot } from './support';

const browser = chromiumForFile();

/** Sends a picture from the open conversation through the upload dialog. */
async function sendImage(page: Page, name: string): Promise<void> {
  await chatWindow(page).getByTestId('chat-send-image').click();
  const dialog = page.locator('.ant-modal').filter({ hasText: '本地上传' });
  await opened(dialog);
  await dialog.locator('input[type=file]').setInputFiles({ name, mimeType: 'image/png', buffer: gradientPng(320, 240) });
  await dialog.getByRole('button', { name: /^(上\s*传|发\s*送)$/ }).click();
  await dialog.waitFor({ state: 'hidden' });
}

/** The images of the open conversation that have loaded (read with the reader's own session). */
const loadedImages = (page: Page) =>
  chatWindow(page)
    .locator('[data-testid="chat-message"] img')
    .evaluateAll((images) => images.filter((image) => (image as HTMLImageElement).complete && (image as HTMLImageElement).naturalWidth > 0).length);

describe('the joint-hall chat', () => {
  it('starts from the hall, carries text and images both ways, counts and presence, and survives a restart of the chat service', async () => {
    const [partner, main] = await Promise.all([PARTNER_ACCOUNT, ADMIN_ACCOUNT].map((account) => loggedIn(browser(), account)));
    const [partnerId, mainId] = await Promise.all([userIdOf(partner, appUrl), userIdOf(main, appUrl)]);

    // Agency 2 shares one of its aunts (set-up: the sharing itself is united.e2e's).
    const candidates = await pageApi<Aunt[]>(partner, appUrl, '/aunt/getAunts', { scope: 'all', workStatus: [1], page: 1, pageSize: 50 });
    const aunt = candidates.find((row) => row.isShared === 0);
    if (!aunt) throw new Error('the seed has no unshared aunt of agency 2 seeking work');
    await pageApi(partner, appUrl, '/united/addAunt', { auntId: aunt.auntId });

    // Agency 1 opens her page in the hall and starts a chat with the staff member who shared her.
    const partnerBellBefore = await bellCount(partner);
    await main.goto(`${appUrl}/united/aunt-detail?auntId=${aunt.auntId}`);
    await main.getByTestId('start-chat').first().click();
    await chatWindow(main).waitFor();
    const hello = `您好，想了解一下${aunt.auntName}阿姨的情况`;
    await sendText(main, hello);
    await bubbles(main, hello).and(main.locator('[data-state="sent"]')).waitFor();
    // The open conversation is read (the seed may have left some of it unread): what the bell shows now stays.
    await conversation(main, partnerId).getByTestId('chat-unread').waitFor({ state: 'detached' });
    const mainBellOpen = await bellCount(main);

    // Agency 2: the bell counts it, a notification names the sender, the conversation holds it.
    await expect.poll(() => bellCount(partner)).toBe(partnerBellBefore + 1);
    await partner.locator('.ant-notification-notice').filter({ hasText: hello }).first().waitFor();
    if (!(await chatWindow(partner).isVisible())) await partner.getByTestId('chat-bell').click();
    const waiting = Number(await conversation(partner, mainId).getByTestId('chat-unread').textContent());
    expect(waiting).toBeGreaterThanOrEqual(1);
    await openConversation(partner, mainId);
    await bubbles(partner, hello).waitFor();
    // Reading the conversation takes all of it off the bell (the new message and what the seed left unread).
    await expect.poll(() => bellCount(partner)).toBe(partnerBellBefore + 1 - waiting);

    // They see each other online.
    await conversation(partner, mainId).getByTestId('chat-online').waitFor();
    await conversation(main, partnerId).getByTestId('chat-online').waitFor();

    // Text and an image both ways; the open conversation takes them as read at once.
    const reply = '您好，她下周一可以面试';
    await sendText(partner, reply);
    await bubbles(main, reply).waitFor();
    // (The seed's conversation between the two may hold pictures already: counted from here.)
    const [mainImages, partnerImages] = await Promise.all([loadedImages(main), loadedImages(partner)]);
    await sendImage(partner, 'certificate.png');
    await expect.poll(() => loadedImages(main)).toBe(mainImages + 1);
    await sendImage(main, 'schedule.png');
    await expect.poll(() => loadedImages(partner)).toBe(partnerImages + 2);
    // Agency 1 had the conversation open all along: none of it counts as unread.
    expect(await conversation(main, partnerId).getByTestId('chat-unread').count()).toBe(0);
    expect(await bellCount(main)).toBe(mainBellOpen);
    await screenshot(main, 'chat-window-main');
    await screenshot(partner, 'chat-window-partner');

    // The chat service restarts: both sockets come back by themselves, well within 7.5 s.
    const { upAt } = await chatRestart(mockUrl, mockSecret, 1000);
    for (const page of [main, partner]) {
      await expect.poll(() => connectionState(page), { timeout: 30_000 }).toBe('connected');
      await conversation(page, page === main ? partnerId : mainId)
        .getByTestId('chat-online')
        .waitFor();
    }
    const reconnectedMs = Date.now() - upAt;
    expect(reconnectedMs).toBeLessThan(30_000); // the bench reports the figure against its 7.5 s aim

    // The next message arrives exactly once (a second one after it proves the first was not followed by a copy).
    const after = '重启之后还能收到吗？';
    const check = '收到请回复';
    await sendText(main, after);
    await sendText(main, check);
    await bubbles(partner, check).waitFor();
    expect(await bubbles(partner, after).count()).toBe(1);
    expect(await bubbles(main, after).count()).toBe(1);
    expect(await bellCount(main)).toBe(mainBellOpen);
  });
});

/** POSTs to the mock (the API or the chat service); answers the envelope. */
async function post<T>(url: string, body: object, token?: string): Promise<{ code: number; data: T }> {
  const headers: Record<string, string> = { 'content-type': 'application/json' };
  if (token) headers[config.tokenHeader] = token;
  const response = await fetch(url, { method: 'POST', headers, body: JSON.stringify(body) });
  return (await response.json()) as { code: number; data: T };
}

/** A back-office login of the account over HTTP; answers its token. */
async function backOfficeLogin(account: DemoAccount): Promise<string> {
  const answer = await post<{ token: string }>(`${mockUrl}${config.apiBase}${userPaths.loginClient}`, { mobile: account.mobile, password: account.password });
  expect(answer.code).toBe(200);
  return answer.data.token;
}

/**
 * `count` chat logins of the account over HTTP, 16 at a time, as the app makes them (sealed with a
 * back-office token); each of the 16 logs in to the back office again every 25 chat logins, so
 * the account also makes hundreds of back-office sessions. A chat login that finds its back-office
 * session already ended by the account's own newer ones (50008, and the session answers 50008 too)
 * is made again on a new one; any other refusal fails the test.
 */
async function loginStorm(account: DemoAccount, count: number): Promise<void> {
  const key = (await post<ChatPublicKey>(`${chatUrl}${config.chatBase}${chatPaths.publicKey}`, {})).data;
  const first = await backOfficeLogin(account);
  const agentId = String(
    (await post<{ userId: number }>(`${mockUrl}${config.apiBase}/user/getUserInfo?token=${encodeURIComponent(first)}`, {}, first)).data.userId,
  );
  let pending = count;
  const refusals: unknown[] = [];
  const client = async () => {
    let backOffice = first;
    for (let used = 0; pending > 0; used += 1) {
      pending -= 1;
      if (used % 25 === 0) backOffice = await backOfficeLogin(account);
      const chat = await post(`${chatUrl}${config.chatBase}${chatPaths.login}`, { payload: await sealChatLogin(key, { token: backOffice, agentId }), agentId });
      if (chat.code === 200) continue;
      if (chat.code === 50008 && (await post(`${mockUrl}${config.apiBase}${userPaths.getMenu}`, {}, backOffice)).code === 50008) {
        pending += 1;
        backOffice = await backOfficeLogin(account);
      } else refusals.push(chat);
    }
  };
  await Promise.all(Array.from({ length: 16 }, client));
  expect(refusals).toEqual([]);
}

describe('chat sessions belong to their user', () => {
  it('a second agency’s chat keeps working on the chat token it had after 6,000 chat logins of another account made over HTTP', async () => {
    const [partner, main] = await Promise.all([PARTNER_ACCOUNT, ADMIN_ACCOUNT].map((account) => loggedIn(browser(), account)));
    const [partnerId, mainId] = await Promise.all([userIdOf(partner, appUrl), userIdOf(main, appUrl)]);
    // The seed has the two admins talking: each opens that conversation and is connected.
    await openConversation(partner, mainId);
    await openConversation(main, partnerId);
    for (const page of [partner, main]) await expect.poll(() => connectionState(page)).toBe('connected');
    // From here on, a chat login by either page would mean its chat token had been taken from it.
    const chatLogins: string[] = [];
    for (const page of [partner, main])
      page.on('request', (request) => new URL(request.url()).pathname.endsWith(chatPaths.login) && chatLogins.push(request.url()));

    await loginStorm(THIRD_ACCOUNT, 6_000);

    const hello = '刚才有人登录了好多次，你还能收到吗？';
    await sendText(partner, hello);
    await bubbles(main, hello).waitFor();
    await bubbles(partner, hello).and(partner.locator('[data-state="sent"]')).waitFor();
    const reply = '收到，一切正常';
    await sendText(main, reply);
    await bubbles(partner, reply).waitFor();
    await conversation(partner, mainId).getByTestId('chat-online').waitFor();
    for (const page of [partner, main]) expect(await connectionState(page)).toBe('connected');
    expect(chatLogins).toEqual([]);
    await screenshot(partner, 'chat-after-login-storm');
  });
});

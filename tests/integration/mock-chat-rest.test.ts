/**
 * The joint-hall chat service's REST calls through the client (api/chat.ts) against the mock
 * handlers (msw/node): login with the sealed payload, conversations and history strictly per user,
 * paging (page 1 the newest, each page oldest first), page 1 marking read, strict bodies and the
 * chat token (a refusal changes nothing).
 */
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import * as chat from '@/api/chat';
import { sealChatLogin } from '@/api/chatLoginPayload';
import { config } from '@/config';
import { i18n } from '@/i18n';
import { ADMIN_ACCOUNT, PARTNER_ACCOUNT, STAFF_ACCOUNT, THIRD_ACCOUNT, getDb, snapshot, type ChatMessageRow, type DemoAccount } from '@/mocks/db';
import { seedMedia } from '@/mocks/db/seedMedia';
import { sendChatMessage } from '@/mocks/rules/chatMessages';
import { fileUrl } from '@/mocks/rules/files';
import { tokenFor, withFreshMockDb } from '@/mocks/testing';
import { silent, userIdOf } from './mock-helpers';
import { refused } from './mock-united-helpers';

withFreshMockDb();
beforeEach(() => i18n.changeLanguage('zh'));
afterEach(() => i18n.changeLanguage('zh'));

/** The third agency's staff member: no conversation with the first agency's admin in the seed. */
const THIRD_STAFF = { mobile: '13700000002' };

/** Logs the account in to the chat as the client does: the key, the sealed payload, the login. */
async function chatTokenFor(account: Pick<DemoAccount, 'mobile'>): Promise<string> {
  const key = await chat.getPublicKey(silent);
  const agentId = String(userIdOf(account.mobile));
  const payload = await sealChatLogin(key, { token: tokenFor(account), agentId });
  const result = await chat.login({ payload, agentId }, silent);
  expect(result.userId).toBe(Number(agentId));
  return result.token;
}

const user = (mobile: string) => getDb().users.find((row) => row.mobile === mobile)!;
const between = (a: number, b: number) =>
  getDb().chatMessages.filter((row) => (row.fromUserId === a && row.toUserId === b) || (row.fromUserId === b && row.toUserId === a));
const unreadFrom = (from: number, to: number) =>
  getDb().chatMessages.filter((row) => row.fromUserId === from && row.toUserId === to && row.isRead === 0).length;

const userById = (userId: number) => getDb().users.find((row) => row.userId === userId)!;

/** Stores `count` text messages between two users (taking turns, `from` first), a second apart, after every seeded one. */
function talk(from: number, to: number, count: number): ChatMessageRow[] {
  const start = Date.now();
  return Array.from({ length: count }, (_, index) => {
    const [sender, receiver] = index % 2 === 0 ? [from, to] : [to, from];
    return sendChatMessage(
      getDb(),
      userById(sender),
      { clientId: `t-${index}`, targetUserId: receiver, type: 1, message: `第${index + 1}条` },
      start + index * 1000,
    ).row;
  });
}

async function rawCall(path: string, body: unknown, chatToken?: string): Promise<{ code: number; error: string | null }> {
  const headers: Record<string, string> = { 'content-type': 'application/json' };
  if (chatToken) headers[chat.CHAT_TOKEN_HEADER] = chatToken;
  const response = await fetch(`${window.location.origin}${config.chatBase}${path}`, { method: 'POST', headers, body: JSON.stringify(body) });
  return (await response.json()) as { code: number; error: string | null };
}

describe('chat login and token', () => {
  it('answers one public key per process, and a chat token for the logged-in user', async () => {
    const first = await chat.getPublicKey(silent);
    expect(await chat.getPublicKey(silent)).toEqual(first);
    const token = await chatTokenFor(ADMIN_ACCOUNT);
    expect(getDb().chatSessions.some((row) => row.token === token && row.userId === userIdOf(ADMIN_ACCOUNT.mobile))).toBe(true);
  });

  it('refuses the calls without a valid chat token (50008), and once its back-office session ends', async () => {
    await refused(() => chat.getUnreadMessage(undefined, silent), 50008, '聊天登录已失效，请重新登录');
    await refused(() => chat.getMessage({ sendUserId: userIdOf(PARTNER_ACCOUNT.mobile) }, 'chat_nope', silent), 50008);
    const token = await chatTokenFor(ADMIN_ACCOUNT);
    expect(await chat.getUnreadMessage(token, silent)).not.toHaveLength(0);
    // The back-office sessions end (logout elsewhere, expiry): the chat token dies with them.
    const backOffice = getDb().chatSessions.find((row) => row.token === token)!.backOfficeToken;
    getDb().sessions = getDb().sessions.filter((row) => row.token !== backOffice);
    await refused(() => chat.getUnreadMessage(token, silent), 50008);
  });

  it('refuses a login body with unknown or mistyped fields (40001), storing nothing', async () => {
    const key = await chat.getPublicKey(silent);
    const agentId = String(userIdOf(ADMIN_ACCOUNT.mobile));
    const payload = await sealChatLogin(key, { token: tokenFor(ADMIN_ACCOUNT), agentId });
    await refused(() => chat.login({ payload, agentId, admin: true } as never, silent), 40001, '不支持的字段：admin');
    await refused(() => chat.login({ payload, agentId: Number(agentId) } as never, silent), 40001, '用户编号格式不正确');
    await refused(() => chat.login({ payload: `${payload}x`, agentId }, silent), 40103);
  });
});

describe('getUnreadMessage', () => {
  it('lists the caller’s conversations, newest first, with the other user, unread counts and the last message', async () => {
    const me = userIdOf(ADMIN_ACCOUNT.mobile);
    const token = await chatTokenFor(ADMIN_ACCOUNT);
    const list = await chat.getUnreadMessage(token, silent);
    const db = getDb();
    const partners = new Set(
      db.chatMessages.filter((row) => row.fromUserId === me || row.toUserId === me).map((row) => (row.fromUserId === me ? row.toUserId : row.fromUserId)),
    );
    expect(new Set(list.map((row) => row.userId))).toEqual(partners);
    expect(list.length).toBeGreaterThanOrEqual(2);
    const times = list.map((row) => row.sendTime);
    expect(times).toEqual(times.slice().sort().reverse());
    for (const row of list) {
      const other = db.users.find((candidate) => candidate.userId === row.userId)!;
      const company = db.companies.find((candidate) => candidate.companyId === other.companyId)!;
      const messages = between(me, row.userId).sort((a, b) => a.createdTime.localeCompare(b.createdTime) || a.messageId - b.messageId);
      const last = messages.at(-1)!;
      expect(row).toEqual({
        userId: other.userId,
        userName: other.contact,
        userAvatar: other.avatarUrl,
        companyName: company.companyName,
        unreadMessageNum: unreadFrom(row.userId, me),
        sendTime: last.createdTime,
        lastMsg: { type: last.type, message: last.message },
        msg: last.type === 1 ? last.message : '[图片]',
      });
      expect(other.companyId).not.toBe(1);
    }
    expect(list.some((row) => row.unreadMessageNum > 0)).toBe(true);
    expect(list.every((row) => /^\d{4}-\d{2}-\d{2} \d{2}:\d{2}:\d{2}$/.test(row.sendTime))).toBe(true);
  });

  it('shows an image or voice message as [图片] / [语音] (English: [Image] / [Voice]); refuses a body with fields', async () => {
    const staff = user(THIRD_STAFF.mobile);
    const admin = user(ADMIN_ACCOUNT.mobile);
    const picture = seedMedia().find((item) => item.kind === 'png')!;
    const clip = seedMedia().find((item) => item.kind === 'wav')!;
    sendChatMessage(getDb(), admin, { clientId: 'img', targetUserId: staff.userId, type: 2, message: fileUrl(picture.key) });
    const token = await chatTokenFor(THIRD_STAFF);
    expect((await chat.getUnreadMessage(token, silent))[0]).toMatchObject({
      userId: admin.userId,
      msg: '[图片]',
      lastMsg: { type: 2, message: fileUrl(picture.key) },
      unreadMessageNum: 1,
    });
    sendChatMessage(getDb(), admin, { clientId: 'voice', targetUserId: staff.userId, type: 3, message: fileUrl(clip.key) }, Date.now() + 1000);
    await i18n.changeLanguage('en');
    expect((await chat.getUnreadMessage(token, silent))[0]).toMatchObject({ msg: '[Voice]', unreadMessageNum: 2 });
    const before = snapshot();
    expect(await rawCall(chat.chatPaths.getUnreadMessage, { page: 1 }, token)).toMatchObject({ code: 40001, error: '不支持的字段：page' });
    expect(snapshot() === before).toBe(true);
  });
});

describe('getMessage', () => {
  it('pages the history: page 1 is the newest pageSize messages, every page oldest first', async () => {
    const admin = userIdOf(ADMIN_ACCOUNT.mobile);
    const staff = userIdOf(THIRD_STAFF.mobile);
    const sent = talk(admin, staff, 45);
    const token = await chatTokenFor(ADMIN_ACCOUNT);
    const page = async (pageIndex: number) => (await chat.getMessage({ sendUserId: staff, pageIndex }, token, silent)).messageList;
    const [first, second, third, fourth] = [await page(1), await page(2), await page(3), await page(4)];
    const ids = (rows: { messageId: number }[]) => rows.map((row) => row.messageId);
    expect(ids(first)).toEqual(ids(sent.slice(25)));
    expect(ids(second)).toEqual(ids(sent.slice(5, 25)));
    expect(ids(third)).toEqual(ids(sent.slice(0, 5)));
    expect(fourth).toEqual([]);
    expect(first[0]).toEqual({ messageId: sent[25]!.messageId, messageType: 1, message: '第26条', sourceUserId: staff, createdTime: sent[25]!.createdTime });
    expect((await chat.getMessage({ sendUserId: staff, pageIndex: 2, pageSize: 50 }, token, silent)).messageList).toEqual([]);
    const history = await chat.getMessage({ sendUserId: staff, pageSize: 50 }, token, silent);
    expect(ids(history.messageList)).toEqual(ids(sent.slice(0, 45)));
    const target = user(THIRD_STAFF.mobile);
    expect(history.targetUser).toEqual({ userId: staff, userName: target.contact, userAvatar: target.avatarUrl, companyName: '南京贴心家政服务有限公司' });
  });

  it('marks the other user’s messages to the caller read on page 1 only, and nothing else', async () => {
    const admin = userIdOf(ADMIN_ACCOUNT.mobile);
    const partner = userIdOf(PARTNER_ACCOUNT.mobile);
    expect(unreadFrom(partner, admin)).toBeGreaterThan(0);
    talk(admin, partner, 1);
    const partnerUnread = unreadFrom(admin, partner);
    const token = await chatTokenFor(ADMIN_ACCOUNT);
    const before = snapshot();
    await chat.getMessage({ sendUserId: partner, pageIndex: 2, pageSize: 1 }, token, silent);
    expect(snapshot() === before).toBe(true);
    const unreadBefore = unreadFrom(partner, admin);
    await chat.getMessage({ sendUserId: partner, pageSize: 1 }, token, silent);
    expect(unreadFrom(partner, admin)).toBe(0);
    expect(unreadFrom(admin, partner)).toBe(partnerUnread);
    expect((await chat.getUnreadMessage(token, silent)).find((row) => row.userId === partner)?.unreadMessageNum).toBe(0);
    expect(unreadBefore).toBeGreaterThan(0);
  });

  it('keeps conversations strictly per user: a third agency’s user sees nothing of A ↔ B', async () => {
    const a = userIdOf(ADMIN_ACCOUNT.mobile);
    const b = userIdOf(PARTNER_ACCOUNT.mobile);
    const privateIds = new Set(between(a, b).map((row) => row.messageId));
    expect(privateIds.size).toBeGreaterThan(0);
    for (const outsider of [THIRD_ACCOUNT, THIRD_STAFF, STAFF_ACCOUNT]) {
      const me = userIdOf(outsider.mobile);
      const token = await chatTokenFor(outsider);
      const list = await chat.getUnreadMessage(token, silent);
      for (const row of list) {
        const mine = between(me, row.userId);
        expect(mine.length).toBeGreaterThan(0);
        expect(row.sendTime).toBe(
          mine
            .map((message) => message.createdTime)
            .sort()
            .at(-1),
        );
      }
      for (const other of [a, b]) {
        const { messageList } = await chat.getMessage({ sendUserId: other, pageSize: 50 }, token, silent);
        expect(messageList.map((row) => row.messageId)).toEqual(
          between(me, other)
            .sort((x, y) => x.createdTime.localeCompare(y.createdTime) || x.messageId - y.messageId)
            .map((row) => row.messageId),
        );
        expect(messageList.some((row) => privateIds.has(row.messageId))).toBe(false);
        expect(messageList.every((row) => row.sourceUserId === me || row.sourceUserId === other)).toBe(true);
      }
    }
    // The third agency's staff member has never talked with A: an empty history, and A's unread marks untouched.
    const token = await chatTokenFor(THIRD_STAFF);
    const before = snapshot();
    expect((await chat.getMessage({ sendUserId: a }, token, silent)).messageList).toEqual([]);
    expect(snapshot() === before).toBe(true);
  });

  it('refuses bad bodies (40001), yourself (40001), an unknown or disabled user (40401), storing nothing', async () => {
    const token = await chatTokenFor(ADMIN_ACCOUNT);
    const partner = userIdOf(PARTNER_ACCOUNT.mobile);
    const call = (body: unknown) => () => chat.getMessage(body as chat.GetMessageRequest, token, silent);
    await refused(call({ sendUserId: partner, pageSize: 51 }), 40001, '每页条数不能大于50');
    await refused(call({ sendUserId: partner, pageIndex: 0 }), 40001, '页码不能小于1');
    await refused(call({ sendUserId: String(partner) }), 40001, '聊天对象格式不正确');
    await refused(call({ sendUserId: partner, pageIndex: 1.5 }), 40001, '页码格式不正确');
    await refused(call({ sendUserId: partner, keyword: 'x' }), 40001, '不支持的字段：keyword');
    await refused(call({}), 40001, '请填写聊天对象');
    await refused(call({ sendUserId: userIdOf(ADMIN_ACCOUNT.mobile) }), 40001, '不能和自己聊天');
    await refused(call({ sendUserId: 999_999 }), 40401, '用户不存在');
    await refused(call({ sendUserId: userIdOf('13800000005') }), 40401, '用户不存在');
  });
});

// @vitest-environment node
/**
 * The mock's joint-hall chat service for real: started on a free port over a store in a temporary
 * data file (every write journaled before it is acknowledged), with socket.io-client and ws as a
 * browser would use them, and the API server's control routes beside it.
 * - two users exchange messages: the receiver gets each once, the sender's other socket too, the
 *   sending socket never; a resend stores and pushes nothing; refusals store nothing;
 * - the handshake refuses a bad token with {code: 50008}; read marks reach the user's other sockets;
 * - presence: snapshot, online, offline; a bad token closes with PRESENCE_UNAUTHORIZED;
 * - a user whose sessions end (disabled through the API) loses their chat and presence sockets at once;
 * - a restart drops everything and a client reconnects by itself;
 * - deliver-aunt-message pushes jobMsg:new to that staff member only;
 * - a digest of reminders (more than 3 of a kind) is pushed as one notice:new to its user only.
 */
import http from 'node:http';
import { mkdtempSync, readFileSync, rmSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { afterAll, afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import { io, type Socket } from 'socket.io-client';
import WebSocket from 'ws';
import { chatPaths, CHAT_TOKEN_HEADER, type ChatConversation } from '@/api/chat';
import { sealChatLogin, type ChatPublicKey } from '@/api/chatLoginPayload';
import {
  CHAT_EVENTS,
  CHAT_SOCKET_PATH,
  CHAT_TEXT_MAX,
  PRESENCE_PATH,
  PRESENCE_UNAUTHORIZED,
  RECONNECT_DELAY_MAX_MS,
  type ChatAck,
  type ChatPushMessage,
  type JobMsgPush,
  type PresenceFrame,
} from '@/api/chatRealtime';
import type { Notice } from '@/api/notice';
import { userPaths } from '@/api/user';
import { config } from '@/config';
import { chinaDay, DAY_MS } from '@/domain/chinaTime';
import { ADMIN_ACCOUNT, CHAT_LIMITS, PARTNER_ACCOUNT, STAFF_ACCOUNT, THIRD_ACCOUNT, getDb, resetDb, snapshot, type DemoAccount } from '@/mocks/db';
import { memoryBlobStore, setBlobStore } from '@/mocks/db/blobs';
import { seedMedia } from '@/mocks/db/seedMedia';
import { startChatService, type ChatService } from '@/mocks/chat/service';
import { SEND_LIMIT } from '@/mocks/chat/socket';
import { PRESENCE_TOO_MANY } from '@/mocks/chat/presence';
import { apiHandlers } from '@/mocks/handlers';
import { controlRoutes } from '@/mocks/host/control';
import { requestHost } from '@/mocks/host/requests';
import { mockServer } from '@/mocks/node';
import { DataStore } from '@/mocks/persist/dataStore';
import { fileUrl, storeFile } from '@/mocks/rules/files';
import { raiseReminders } from '@/mocks/rules/notices';
import { resolveSession, SESSIONS_PER_USER } from '@/mocks/rules/session';
import { tokenFor } from '@/mocks/testing';

const SECRET = 'chat-service-test-secret';
/** For the test that logs in thousands of times: a busy machine is slow, not stuck. */
const SLOW = 300_000;

let dir: string;
let store: DataStore;
let service: ChatService;
let api: http.Server;
let apiUrl: string;

beforeAll(async () => {
  // These tests talk over real sockets: msw/node must not intercept them.
  mockServer.close();
  dir = mkdtempSync(path.join(os.tmpdir(), 'chat-service-'));
  const dataFile = path.join(dir, 'db.json');
  store = await DataStore.open(dataFile, { log: () => undefined });
  service = await startChatService({ store, port: 0 });
  const before = controlRoutes({ store, secret: SECRET, dataFile, chat: () => service });
  const answer = requestHost({ store, handlers: apiHandlers, origin: () => apiUrl, before });
  api = http.createServer((req, res) => void answer(req, res));
  await new Promise<void>((resolve) => api.listen(0, '127.0.0.1', resolve));
  apiUrl = `http://127.0.0.1:${(api.address() as { port: number }).port}`;
});

afterAll(async () => {
  await service.close();
  await new Promise((resolve) => api.close(resolve));
  await store.close();
  rmSync(dir, { recursive: true, force: true });
  // Leave the worker as the next file expects it: a memory blob store, the seed, msw listening.
  setBlobStore(memoryBlobStore());
  resetDb();
  mockServer.listen({ onUnhandledRequest: 'error' });
});

const sockets: Socket[] = [];
const presences: WebSocket[] = [];
afterEach(() => {
  for (const socket of sockets.splice(0)) socket.disconnect();
  for (const ws of presences.splice(0)) ws.terminate();
});

const chatOrigin = () => `http://127.0.0.1:${service.port}`;
const userOf = (account: { mobile: string }) => getDb().users.find((row) => row.mobile === account.mobile)!;

/** Waits until `condition` holds (checked every few ms; the test's own limit ends a stuck wait). */
async function until(condition: () => boolean): Promise<void> {
  while (!condition()) await new Promise((resolve) => setTimeout(resolve, 5));
}

async function rest<T>(call: string, body: unknown, chatToken?: string): Promise<{ status: number; code: number; data: T; error: string | null }> {
  const headers: Record<string, string> = { 'content-type': 'application/json' };
  if (chatToken) headers[CHAT_TOKEN_HEADER] = chatToken;
  const response = await fetch(`${chatOrigin()}${config.chatBase}${call}`, { method: 'POST', headers, body: JSON.stringify(body) });
  return { status: response.status, ...((await response.json()) as { code: number; data: T; error: string | null }) };
}

/** Logs the account in to the chat service over HTTP, as the client does. */
async function chatToken(account: { mobile: string }): Promise<string> {
  const key = (await rest<ChatPublicKey>(chatPaths.publicKey, {})).data;
  const agentId = String(userOf(account).userId);
  const login = await rest<{ token: string; userId: number }>(chatPaths.login, {
    payload: await sealChatLogin(key, { token: tokenFor(account), agentId }),
    agentId,
  });
  expect(login.code).toBe(200);
  return login.data.token;
}

function connect(token: unknown, options: { reconnection?: boolean } = {}): Socket {
  const socket = io(chatOrigin(), {
    path: `${config.chatBase}${CHAT_SOCKET_PATH}`,
    transports: ['websocket'],
    auth: token === undefined ? {} : { token },
    forceNew: true,
    reconnectionDelayMax: RECONNECT_DELAY_MAX_MS,
    ...options,
  });
  sockets.push(socket);
  return socket;
}

async function connected(token: string): Promise<Socket> {
  const socket = connect(token);
  await new Promise((resolve, reject) => {
    socket.once('connect', () => resolve(undefined));
    socket.once('connect_error', reject);
  });
  return socket;
}

/** Everything `socket` receives as `event`, in order. */
function received<T>(socket: Socket, event: string): T[] {
  const list: T[] = [];
  socket.on(event, (payload: T) => list.push(payload));
  return list;
}

const send = (socket: Socket, payload: unknown) => socket.emitWithAck(CHAT_EVENTS.send, payload) as Promise<ChatAck<ChatPushMessage>>;
const ids = (list: { messageId: number }[]) => list.map((row) => row.messageId);

function pushed(ack: ChatAck<ChatPushMessage>): ChatPushMessage {
  if (!ack.ok) throw new Error(`refused: ${ack.code} ${ack.msg}`);
  return ack.data;
}

/** A presence websocket with the token (none: no query), what it received and how it closed. */
function presence(token: string | null): { ws: WebSocket; frames: PresenceFrame[]; closed: Promise<number> } {
  const query = token === null ? '' : `?token=${encodeURIComponent(token)}`;
  const ws = new WebSocket(`ws://127.0.0.1:${service.port}${config.chatBase}${PRESENCE_PATH}${query}`);
  presences.push(ws);
  const frames: PresenceFrame[] = [];
  ws.on('message', (data) => frames.push(JSON.parse(String(data)) as PresenceFrame));
  const closed = new Promise<number>((resolve) => ws.once('close', (code) => resolve(code)));
  return { ws, frames, closed };
}

describe('the chat socket', () => {
  it('delivers a message to the receiver once and to the sender’s other sockets, never back to the sending one; committed before the ack', async () => {
    const [a, b] = [userOf(ADMIN_ACCOUNT), userOf(PARTNER_ACCOUNT)];
    const [tokenA, tokenB] = [await chatToken(ADMIN_ACCOUNT), await chatToken(PARTNER_ACCOUNT)];
    const [a1, a2, b1] = [await connected(tokenA), await connected(tokenA), await connected(tokenB)];
    const [atA1, atA2, atB1] = [
      received<ChatPushMessage>(a1, CHAT_EVENTS.message),
      received<ChatPushMessage>(a2, CHAT_EVENTS.message),
      received<ChatPushMessage>(b1, CHAT_EVENTS.message),
    ];

    const first = pushed(await send(a1, { clientId: 'svc-exchange-1', targetUserId: b.userId, type: 1, message: '陈店长，大厅里的刘阿姨还在找活吗？' }));
    expect(first).toMatchObject({
      clientId: 'svc-exchange-1',
      fromUserId: a.userId,
      toUserId: b.userId,
      type: 1,
      message: '陈店长，大厅里的刘阿姨还在找活吗？',
      user: { userId: a.userId, userName: '王经理', companyName: '上海安心家政服务有限公司' },
    });
    expect(first.sendTime).toMatch(/^\d{4}-\d{2}-\d{2} \d{2}:\d{2}:\d{2}$/);
    // Acknowledged only once it is in the fsynced journal.
    expect(readFileSync(store.paths.journal, 'utf8')).toContain('svc-exchange-1');
    expect(getDb().chatMessages.find((row) => row.messageId === first.messageId)).toMatchObject({ isRead: 0, fromUserId: a.userId });

    const reply = pushed(await send(b1, { clientId: 'svc-exchange-2', targetUserId: a.userId, type: 1, message: '在的，下午可以面试' }));
    const third = pushed(await send(a2, { clientId: 'svc-exchange-3', targetUserId: b.userId, type: 1, message: '好，三点见' }));
    // Each socket's pushes arrive in order: once the last one is there, nothing earlier is missing or pending.
    await until(() => atA1.length >= 1 && atA2.length >= 2 && atB1.length >= 2);
    expect(ids(atB1)).toEqual([first.messageId, third.messageId]);
    expect(ids(atA2)).toEqual([first.messageId, reply.messageId]);
    expect(ids(atA1)).toEqual([reply.messageId, third.messageId].slice(0, atA1.length));
    await until(() => atA1.length === 2);
    expect(ids(atA1)).toEqual([reply.messageId, third.messageId]);
    expect(atB1[0]).toEqual(first);
  });

  it('answers a resend of the same clientId with the stored message, storing and pushing nothing again', async () => {
    const b = userOf(PARTNER_ACCOUNT);
    const [a1, b1] = [await connected(await chatToken(ADMIN_ACCOUNT)), await connected(await chatToken(PARTNER_ACCOUNT))];
    const atB1 = received<ChatPushMessage>(b1, CHAT_EVENTS.message);
    const payload = { clientId: 'svc-resend', targetUserId: b.userId, type: 1, message: '健康证发您了' };
    const stored = pushed(await send(a1, payload));
    // After a reconnect the client sends it again, even from another socket.
    const a2 = await connected(await chatToken(ADMIN_ACCOUNT));
    const before = snapshot();
    expect(await send(a2, payload)).toEqual({ ok: true, data: stored });
    expect(await send(a1, { ...payload, message: '改过的内容' })).toEqual({ ok: true, data: stored });
    expect(snapshot() === before).toBe(true);
    expect(getDb().chatMessages.filter((row) => row.clientId === 'svc-resend')).toHaveLength(1);
    const marker = pushed(await send(a1, { clientId: 'svc-resend-after', targetUserId: b.userId, type: 1, message: '收到请回复' }));
    await until(() => atB1.length >= 2);
    expect(ids(atB1)).toEqual([stored.messageId, marker.messageId]);
  });

  it('refuses bad sends with an ack naming the code, storing nothing; a call without an ack or with garbage harms nothing', async () => {
    const [a, b] = [userOf(ADMIN_ACCOUNT), userOf(PARTNER_ACCOUNT)];
    const a1 = await connected(await chatToken(ADMIN_ACCOUNT));
    const clip = seedMedia().find((item) => item.kind === 'wav')!;
    const picture = seedMedia().find((item) => item.kind === 'png')!;
    const ok = { clientId: 'svc-bad', targetUserId: b.userId, type: 1, message: '您好' };
    const cases: [unknown, number, string?][] = [
      ['text', 40001, '请求参数格式不正确'],
      [null, 40001, '请填写消息编号'],
      [{ ...ok, extra: 1 }, 40001, '不支持的字段：extra'],
      [{ ...ok, clientId: '' }, 40001, '请填写消息编号'],
      [{ ...ok, clientId: 'x'.repeat(65) }, 40001, '消息编号不能超过64个字符'],
      [{ ...ok, targetUserId: String(b.userId) }, 40001, '聊天对象格式不正确'],
      [{ ...ok, type: '1' }, 40001, '消息类型格式不正确'],
      [{ ...ok, type: 4 }, 40001, '消息类型不在可选范围内'],
      [{ ...ok, message: '' }, 40001, '请填写消息内容'],
      [{ ...ok, message: 'x'.repeat(CHAT_TEXT_MAX + 1) }, 40001, `消息内容不能超过${CHAT_TEXT_MAX}个字符`],
      [{ ...ok, targetUserId: a.userId }, 40001, '不能和自己聊天'],
      [{ ...ok, targetUserId: 999_999 }, 40401, '用户不存在'],
      [{ ...ok, targetUserId: userOf({ mobile: '13800000005' }).userId }, 40401, '用户不存在'],
      [{ ...ok, type: 2, message: 'https://example.com/a.png' }, 40001, '图片消息必须是本公司上传的 jpg 或 png 图片'],
      [{ ...ok, type: 2, message: fileUrl(clip.key) }, 40001, '图片消息必须是本公司上传的 jpg 或 png 图片'],
      [{ ...ok, type: 3, message: fileUrl(picture.key) }, 40001, '语音消息必须是本公司上传的录音（mp3、wav、amr、m4a）'],
    ];
    const before = snapshot();
    for (const [payload, code, msg] of cases) expect(await send(a1, payload)).toEqual({ ok: false, code, msg: msg ?? expect.any(String) });
    expect(await a1.emitWithAck(CHAT_EVENTS.read, { userId: 'x' })).toEqual({ ok: false, code: 40001, msg: '聊天对象格式不正确' });
    // No ack function, garbage, unknown events: nothing answers, nothing breaks.
    a1.emit(CHAT_EVENTS.send, { ...ok, clientId: 'svc-no-ack', message: 'x'.repeat(CHAT_TEXT_MAX + 1) });
    a1.emit(CHAT_EVENTS.send);
    a1.emit(CHAT_EVENTS.read, 42);
    a1.emit('chat:unknown', { any: 'thing' });
    expect(snapshot() === before).toBe(true);
    expect(pushed(await send(a1, ok)).clientId).toBe('svc-bad');
    expect(a1.connected).toBe(true);
  });

  it('sends images and voice of the sender’s agency; the receiver’s agency may then read the file', async () => {
    const b = userOf(THIRD_ACCOUNT);
    const session = resolveSession(tokenFor(ADMIN_ACCOUNT))!;
    const upload = await storeFile({ name: '证件.png', kind: 'png', bytes: seedMedia().find((item) => item.kind === 'png')!.bytes, session });
    const a1 = await connected(await chatToken(ADMIN_ACCOUNT));
    expect(getDb().files.some((row) => row.key === upload.key && row.companyId === b.companyId)).toBe(false);
    const image = pushed(await send(a1, { clientId: 'svc-image', targetUserId: b.userId, type: 2, message: fileUrl(upload.key) }));
    expect(image).toMatchObject({ type: 2, message: fileUrl(upload.key) });
    expect(
      getDb()
        .files.filter((row) => row.key === upload.key)
        .map((row) => row.companyId),
    ).toEqual([1, b.companyId]);
    const clip = seedMedia().find((item) => item.kind === 'wav')!;
    expect(pushed(await send(a1, { clientId: 'svc-voice', targetUserId: b.userId, type: 3, message: fileUrl(clip.key) })).type).toBe(3);
  });

  it('refuses a handshake without a valid chat token with {code: 50008}', async () => {
    for (const token of [undefined, 'chat_unknown', 42]) {
      const socket = connect(token, { reconnection: false });
      const error = await new Promise<Error & { data?: unknown }>((resolve) => socket.once('connect_error', resolve));
      expect(error.data).toEqual({ code: 50008, msg: '聊天登录已失效，请重新登录' });
    }
  });

  it('marks read for the user, acks the count and tells the user’s other sockets', async () => {
    const [a, b] = [userOf(ADMIN_ACCOUNT), userOf(PARTNER_ACCOUNT)];
    const tokenB = await chatToken(PARTNER_ACCOUNT);
    const [a1, b1, b2] = [await connected(await chatToken(ADMIN_ACCOUNT)), await connected(tokenB), await connected(tokenB)];
    const [readsB1, readsB2] = [received(b1, CHAT_EVENTS.read), received(b2, CHAT_EVENTS.read)];
    const atB1 = received<ChatPushMessage>(b1, CHAT_EVENTS.message);
    for (const n of [1, 2]) pushed(await send(a1, { clientId: `svc-read-${n}`, targetUserId: b.userId, type: 1, message: `第${n}条` }));
    const unread = getDb().chatMessages.filter((row) => row.fromUserId === a.userId && row.toUserId === b.userId && row.isRead === 0).length;
    expect(unread).toBeGreaterThanOrEqual(2);
    expect(await b1.emitWithAck(CHAT_EVENTS.read, { userId: a.userId })).toEqual({ ok: true, data: { count: unread } });
    expect(getDb().chatMessages.some((row) => row.fromUserId === a.userId && row.toUserId === b.userId && row.isRead === 0)).toBe(false);
    await until(() => readsB2.length === 1);
    expect(readsB2).toEqual([{ userId: a.userId }]);
    const marker = pushed(await send(a1, { clientId: 'svc-read-marker', targetUserId: b.userId, type: 1, message: '还在吗' }));
    await until(() => atB1.some((row) => row.messageId === marker.messageId));
    expect(readsB1).toEqual([]);
    expect(await b1.emitWithAck(CHAT_EVENTS.read, { userId: a.userId })).toEqual({ ok: true, data: { count: 1 } });
  });

  it(`refuses a user’s sends past ${SEND_LIMIT} stored messages in the window, counted across all their sockets (40002); another user sends on`, async () => {
    // A sender no other test here sends as: the burst is dated a minute ahead, inside any later test's window.
    const sender = { mobile: '13900000002' };
    const [a, b] = [userOf(sender), userOf(STAFF_ACCOUNT)];
    // Two sockets of the same user, each with a chat token of its own (two tabs).
    const a1 = await connected(await chatToken(sender));
    const a2 = await connected(await chatToken(sender));
    const a3 = await connected(await chatToken(sender));
    const b1 = await connected(await chatToken(STAFF_ACCOUNT));
    // One instant for the whole burst, a minute after every message the tests before sent: the window is not what is tested here.
    vi.spyOn(Date, 'now').mockReturnValue(Date.now() + 60_000);
    for (let n = 0; n < SEND_LIMIT; n += 1)
      pushed(await send(n % 2 === 0 ? a1 : a2, { clientId: `svc-rate-${n}`, targetUserId: b.userId, type: 1, message: `第${n}条` }));
    const before = snapshot();
    for (const socket of [a1, a2, a3]) {
      expect(await send(socket, { clientId: 'svc-rate-over', targetUserId: b.userId, type: 1, message: '太快了' })).toEqual({
        ok: false,
        code: 40002,
        msg: '发送太频繁，请稍后再试',
      });
    }
    expect(snapshot() === before).toBe(true);
    // The bound is that user's: the receiver answers at once.
    expect(pushed(await send(b1, { clientId: 'svc-rate-answer', targetUserId: a.userId, type: 1, message: '收到' })).fromUserId).toBe(b.userId);
  });
});

describe('the chat service over HTTP', () => {
  it('serves the REST calls under the chat base with the API’s envelope, body cap and 404s; other upgrades are refused', async () => {
    const token = await chatToken(ADMIN_ACCOUNT);
    const list = await rest<ChatConversation[]>(chatPaths.getUnreadMessage, {}, token);
    expect(list.code).toBe(200);
    expect(list.data.length).toBeGreaterThan(0);
    expect((await rest(chatPaths.getUnreadMessage, {}, 'chat_nope')).code).toBe(50008);
    const large = await fetch(`${chatOrigin()}${config.chatBase}${chatPaths.getMessage}`, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: 'x'.repeat(1024 * 1024 + 1),
    });
    expect(large.status).toBe(413);
    expect((await rest('/chat/nothing', {})).status).toBe(404);
    // The API's calls are not the chat service's.
    expect((await fetch(`${chatOrigin()}${config.apiBase}/user/getMenu`, { method: 'POST', body: '{}' })).status).toBe(404);
    const stray = new WebSocket(`ws://127.0.0.1:${service.port}${config.chatBase}/elsewhere`);
    presences.push(stray);
    const status = await new Promise<number | undefined>((resolve) => {
      stray.once('unexpected-response', (_req, res) => resolve(res.statusCode));
      stray.once('error', () => resolve(undefined));
    });
    expect(status).toBe(404);
  });
});

describe('the presence websocket', () => {
  it('sends a snapshot first, then who comes online (first socket) and goes offline (last socket)', async () => {
    const [a, b, c] = [userOf(ADMIN_ACCOUNT), userOf(PARTNER_ACCOUNT), userOf(THIRD_ACCOUNT)];
    const pa = presence(await chatToken(ADMIN_ACCOUNT));
    await until(() => pa.frames.length === 1);
    expect(pa.frames[0]).toEqual({ type: 'snapshot', online: [a.userId] });
    const tokenB = await chatToken(PARTNER_ACCOUNT);
    const pb1 = presence(tokenB);
    await until(() => pb1.frames.length === 1 && pa.frames.length === 2);
    expect(pb1.frames[0]).toEqual({ type: 'snapshot', online: [a.userId, b.userId].sort((x, y) => x - y) });
    expect(pa.frames[1]).toEqual({ type: 'online', userId: b.userId });
    // A second socket of B: B is already online; closing one of the two leaves B online.
    const pb2 = presence(tokenB);
    await until(() => pb2.frames.length === 1);
    pb1.ws.close();
    await pb1.closed;
    const pc = presence(await chatToken(THIRD_ACCOUNT));
    await until(() => pc.frames.length === 1 && pa.frames.length === 3);
    expect(pc.frames[0]).toEqual({ type: 'snapshot', online: [a.userId, b.userId, c.userId].sort((x, y) => x - y) });
    expect(pa.frames[2]).toEqual({ type: 'online', userId: c.userId });
    pb2.ws.close();
    await until(() => pa.frames.length === 4);
    expect(pa.frames).toEqual([
      { type: 'snapshot', online: [a.userId] },
      { type: 'online', userId: b.userId },
      { type: 'online', userId: c.userId },
      { type: 'offline', userId: b.userId },
    ]);
    expect(pc.frames.at(-1)).toEqual({ type: 'offline', userId: b.userId });
  });

  it('closes a socket without a valid chat token with PRESENCE_UNAUTHORIZED', async () => {
    for (const token of [null, 'chat_unknown']) {
      const { frames, closed } = presence(token);
      expect(await closed).toBe(PRESENCE_UNAUTHORIZED);
      expect(frames).toEqual([]);
    }
  });

  it('closes a user’s chat and presence sockets at once when their sessions end (disabled by an admin); others stay', async () => {
    const staffToken = await chatToken(STAFF_ACCOUNT);
    const staffSocket = await connected(staffToken);
    const staffGone = new Promise<string>((resolve) => staffSocket.once('disconnect', (reason) => resolve(reason)));
    const staffPresence = presence(staffToken);
    await until(() => staffPresence.frames.length === 1);
    const adminSocket = await connected(await chatToken(ADMIN_ACCOUNT));
    const adminToken = tokenFor(ADMIN_ACCOUNT);
    const enable = (isEnabled: 0 | 1) =>
      fetch(`${apiUrl}${config.apiBase}/user/enOrDisableUser`, {
        method: 'POST',
        headers: { 'content-type': 'application/json', [config.tokenHeader]: adminToken },
        body: JSON.stringify({ userId: userOf(STAFF_ACCOUNT).userId, isEnabled }),
      }).then((response) => response.json() as Promise<{ code: number }>);
    expect((await enable(0)).code).toBe(200);
    expect(await staffGone).toBe('io server disconnect');
    expect(await staffPresence.closed).toBe(PRESENCE_UNAUTHORIZED);
    expect(adminSocket.connected).toBe(true);
    expect((await enable(1)).code).toBe(200);
  });
});

describe('chat sessions belong to their user', () => {
  /** The third agency's staff member: no other test here opens sockets as them. */
  const THIRD_STAFF = { mobile: '13700000002' };
  const LOGINS = 6_000;

  it(
    `${LOGINS.toLocaleString('en')} chat logins of one account, each on a back-office session of its own, leave another agency’s sessions working: its chat token still answers REST, socket and presence`,
    async () => {
      const [partner, third] = [userOf(PARTNER_ACCOUNT), userOf(THIRD_ACCOUNT)];
      const partnerChat = await chatToken(PARTNER_ACCOUNT);
      const partnerBackOffice = getDb().chatSessions.find((row) => row.token === partnerChat)!.backOfficeToken;
      const partnerSocket = await connected(partnerChat);
      const key = (await rest<ChatPublicKey>(chatPaths.publicKey, {})).data;
      const agentId = String(third.userId);
      let pending = LOGINS;
      let accepted = 0;
      const refusals: unknown[] = [];
      // The chat logins go over HTTP as the client sends them, 32 at a time; each seals a new
      // back-office session of the account (made here as the login call makes it: createSession).
      // A login that waited while the account made 50 newer sessions finds its own ended (50008):
      // the account's bound, not a fault; it is made again.
      const client = async () => {
        while (pending > 0) {
          pending -= 1;
          const backOffice = tokenFor(THIRD_ACCOUNT);
          const login = await rest<{ token: string }>(chatPaths.login, { payload: await sealChatLogin(key, { token: backOffice, agentId }), agentId });
          if (login.code === 200) accepted += 1;
          else if (login.code === 50008 && !resolveSession(backOffice)) pending += 1;
          else refusals.push(login);
        }
      };
      await Promise.all(Array.from({ length: 32 }, client));
      expect(refusals).toEqual([]);
      expect(accepted).toBe(LOGINS);

      // The account is held to its own bounds: its newest sessions only.
      expect(getDb().sessions.filter((row) => row.userId === third.userId)).toHaveLength(SESSIONS_PER_USER);
      expect(getDb().chatSessions.filter((row) => row.userId === third.userId)).toHaveLength(CHAT_LIMITS.sessionsPerUser);
      // The other agency's back-office session and chat token are still there and answer.
      expect(resolveSession(partnerBackOffice)?.user.userId).toBe(partner.userId);
      const menu = await fetch(`${apiUrl}${config.apiBase}${userPaths.getMenu}`, {
        method: 'POST',
        headers: { 'content-type': 'application/json', [config.tokenHeader]: partnerBackOffice },
        body: '{}',
      });
      expect(((await menu.json()) as { code: number }).code).toBe(200);
      expect((await rest(chatPaths.getUnreadMessage, {}, partnerChat)).code).toBe(200);
      const sent = pushed(await send(partnerSocket, { clientId: 'svc-after-storm', targetUserId: third.userId, type: 1, message: '还在' }));
      expect(getDb().chatMessages.some((row) => row.messageId === sent.messageId && row.fromUserId === partner.userId)).toBe(true);
      expect((await connected(partnerChat)).connected).toBe(true);
      const watching = presence(partnerChat);
      await until(() => watching.frames.length === 1);
      expect(watching.frames[0]).toMatchObject({ type: 'snapshot' });
    },
    SLOW,
  );

  it(`refuses a user’s chat socket past ${CHAT_LIMITS.socketsPerUser} open ones (40002) and a presence socket past ${CHAT_LIMITS.presencePerUser} (${PRESENCE_TOO_MANY}); other users connect, and a socket that goes frees its place`, async () => {
    const token = await chatToken(THIRD_STAFF);
    const open: Socket[] = [];
    for (let n = 0; n < CHAT_LIMITS.socketsPerUser; n += 1) open.push(await connected(token));
    const refused = connect(token, { reconnection: false });
    const error = await new Promise<Error & { data?: unknown }>((resolve) => refused.once('connect_error', resolve));
    expect(error.data).toEqual({ code: 40002, msg: '聊天窗口打开太多，请关闭一些页面后重试' });
    // Another user is not held to it.
    expect((await connected(await chatToken(PARTNER_ACCOUNT))).connected).toBe(true);
    // One of the user's sockets goes: its place is free again (once the server has seen it go).
    open[0]!.disconnect();
    let again: Socket | null = null;
    while (!again) {
      const attempt = connect(token, { reconnection: false });
      again = await new Promise<Socket | null>((resolve) => {
        attempt.once('connect', () => resolve(attempt));
        attempt.once('connect_error', () => resolve(null));
      });
    }
    expect(again.connected).toBe(true);

    const watching = Array.from({ length: CHAT_LIMITS.presencePerUser }, () => presence(token));
    await until(() => watching.every((socket) => socket.frames.length === 1));
    const over = presence(token);
    expect(await over.closed).toBe(PRESENCE_TOO_MANY);
    expect(over.frames).toEqual([]);
    const partner = presence(await chatToken(PARTNER_ACCOUNT));
    await until(() => partner.frames.length === 1);
    expect(partner.frames[0]).toMatchObject({ type: 'snapshot' });
  });
});

describe('restarting the chat service', () => {
  it('drops every connection, stays down, listens again on the same port; a socket reconnects by itself', async () => {
    const b = userOf(PARTNER_ACCOUNT);
    const token = await chatToken(ADMIN_ACCOUNT);
    const socket = await connected(token);
    let connects = 1;
    let disconnects = 0;
    socket.on('connect', () => (connects += 1));
    socket.on('disconnect', () => (disconnects += 1));
    const presenceSocket = new WebSocket(`ws://127.0.0.1:${service.port}${config.chatBase}${PRESENCE_PATH}?token=${token}`);
    presences.push(presenceSocket);
    const watcher = new Promise<void>((resolve) => presenceSocket.once('close', () => resolve()));
    await new Promise((resolve) => presenceSocket.once('message', resolve));
    const port = service.port;
    const { downAt, upAt } = await service.restart(300);
    expect(upAt - downAt).toBeGreaterThanOrEqual(300);
    expect(service.port).toBe(port);
    await watcher;
    expect(disconnects).toBe(1);
    await until(() => connects === 2 && socket.connected);
    expect(pushed(await send(socket, { clientId: 'svc-after-restart', targetUserId: b.userId, type: 1, message: '重连后再发一条' })).toUserId).toBe(b.userId);
    // The chat token outlived the restart (stored), and the REST calls answer again.
    expect((await rest(chatPaths.getUnreadMessage, {}, token)).code).toBe(200);
  });
});

describe('the control routes beside it', () => {
  async function control<T>(
    action: string,
    body: unknown,
    headers: Record<string, string> = { 'x-mock-control': SECRET },
  ): Promise<{ status: number; code: number; data: T; error: string | null }> {
    const response = await fetch(`${apiUrl}/__mock__/${action}`, {
      method: 'POST',
      headers: { 'content-type': 'application/json', ...headers },
      body: JSON.stringify(body),
    });
    return { status: response.status, ...((await response.json()) as { code: number; data: T; error: string | null }) };
  }

  it('deliver-aunt-message stores the aunt’s message and pushes jobMsg:new to that staff member only', async () => {
    const accounts: DemoAccount[] = [ADMIN_ACCOUNT, STAFF_ACCOUNT, PARTNER_ACCOUNT];
    const sockets = await Promise.all(accounts.map(async (account) => connected(await chatToken(account))));
    const [atAdmin, atStaff, atPartner] = sockets.map((socket) => received<JobMsgPush>(socket, CHAT_EVENTS.jobMsg));
    const admin = userOf(ADMIN_ACCOUNT);
    const teacherOf = (push: JobMsgPush) => getDb().jobMsgThreads.find((row) => row.msgId === push.thread.msgId)?.teacherId;
    const latest = getDb()
      .jobMsgThreads.filter((row) => row.teacherId === admin.userId)
      .sort((x, y) => y.updatedTime.localeCompare(x.updatedTime) || y.msgId - x.msgId)[0]!;

    const delivered = await control<{ teacherId: number; msgId: number; auntId: number; message: { textDes: string; msgSource: number; isRead: number } }>(
      'deliver-aunt-message',
      { mobile: ADMIN_ACCOUNT.mobile, text: '老师，我明天上午可以去面试。' },
    );
    expect(delivered.code).toBe(200);
    expect(delivered.data).toMatchObject({
      teacherId: admin.userId,
      message: { textDes: '老师，我明天上午可以去面试。', msgSource: 0, isRead: 0, msgType: 0 },
    });
    // No aunt named: the staff member's most recently updated thread.
    expect(delivered.data).toMatchObject({ msgId: latest.msgId, auntId: latest.auntId });
    await until(() => atAdmin.length === 1);
    expect(atAdmin[0]!.message).toEqual(delivered.data.message);
    expect(atAdmin[0]!.thread).toMatchObject({ msgId: delivered.data.msgId, auntId: delivered.data.auntId });
    expect(atAdmin[0]!.thread.msgList.at(-1)).toEqual(delivered.data.message);

    // A voice message for the partner, with a named aunt of the partner's agency.
    const aunt = getDb().aunts.find((row) => row.companyId === 2 && row.isDeleted === 0)!;
    const voice = await control<{ message: { msgType: number; filePath: string }; auntId: number }>('deliver-aunt-message', {
      mobile: PARTNER_ACCOUNT.mobile,
      auntId: aunt.auntId,
      msgType: 2,
    });
    expect(voice.data).toMatchObject({ auntId: aunt.auntId, message: { msgType: 2 } });
    expect(seedMedia().some((item) => item.kind === 'wav' && fileUrl(item.key) === voice.data.message.filePath)).toBe(true);
    await until(() => atPartner.length === 1);
    const staffLine = await control<{ teacherId: number }>('deliver-aunt-message', { teacherId: userOf(STAFF_ACCOUNT).userId });
    await until(() => atStaff.length === 1);
    expect(atStaff[0]!.thread.msgList.at(-1)?.textDes).toBeTruthy();
    expect(staffLine.data.teacherId).toBe(userOf(STAFF_ACCOUNT).userId);
    // A second round to each: pushes to a socket arrive in order, so once the second is there,
    // anything meant for someone else would have come before it.
    for (const account of accounts) expect((await control('deliver-aunt-message', { mobile: account.mobile })).code).toBe(200);
    await until(() => atAdmin.length === 2 && atStaff.length === 2 && atPartner.length === 2);
    expect(atAdmin.map(teacherOf)).toEqual([admin.userId, admin.userId]);
    expect(atStaff.map(teacherOf)).toEqual([userOf(STAFF_ACCOUNT).userId, userOf(STAFF_ACCOUNT).userId]);
    expect(atPartner.map(teacherOf)).toEqual([userOf(PARTNER_ACCOUNT).userId, userOf(PARTNER_ACCOUNT).userId]);
  });

  it('pushes a digest of health reminders as one notice:new to its staff member only', async () => {
    const [atAdmin, atStaff] = await Promise.all(
      [ADMIN_ACCOUNT, STAFF_ACCOUNT].map(async (account) => received<Notice>(await connected(await chatToken(account)), CHAT_EVENTS.notice)),
    );
    const db = getDb();
    const staff = userOf(STAFF_ACCOUNT).userId;
    const health = db.customOptions.find((row) => row.companyId === 1 && row.field === 'certificate' && row.optionName === '健康证')!.customOptionId;
    const expiresOn = chinaDay(Date.now() + 10 * DAY_MS);
    const aunts = db.aunts.filter((row) => row.companyId === 1 && row.isDeleted === 0 && row.teacherUserId === staff).slice(0, 5);
    for (const aunt of aunts) aunt.certificateExpiries = [{ certificateId: health, expiresOn }];
    db.noticePrefs = [{ userId: staff, off: ['taskDue', 'insuranceEnding', 'contractEnding', 'followUpDue'] }];

    raiseReminders(db, 1);
    await until(() => atStaff.length === 1);
    expect(atStaff[0]).toMatchObject({ kind: 'healthExpiring', subjectId: 0, isRead: 0, date: chinaDay(Date.now()) });
    expect(atStaff[0]!.count).toBeGreaterThanOrEqual(5);
    expect(atStaff[0]!.sample).toHaveLength(3);
    // The admin's own reminders come to the admin; none of them is the staff member's digest.
    await until(() => atAdmin.length > 0);
    const digestId = db.notices.find((row) => row.userId === staff && row.kind === 'healthExpiring')!.noticeId;
    expect(atAdmin.map((row) => row.noticeId)).not.toContain(digestId);
    expect(db.notices.filter((row) => row.userId === staff && row.kind === 'healthExpiring')).toHaveLength(1);
  });

  it('refuses bad control bodies (nothing stored), a missing secret and a page’s request; chat-restart checks downMs', async () => {
    const before = snapshot();
    const bad: [unknown, number, string][] = [
      [{}, 40001, '请填写员工手机号或员工编号（二选一）'],
      [{ mobile: ADMIN_ACCOUNT.mobile, teacherId: 1 }, 40001, '请填写员工手机号或员工编号（二选一）'],
      [{ mobile: '13800009999' }, 40401, '员工不存在'],
      [{ mobile: ADMIN_ACCOUNT.mobile, msgType: 1 }, 40001, '消息类型只能是 0（文字）或 2（语音）'],
      [{ mobile: ADMIN_ACCOUNT.mobile, msgType: 2, text: '语音' }, 40001, '语音消息不带文字'],
      [{ mobile: ADMIN_ACCOUNT.mobile, text: '' }, 40001, '请填写消息内容'],
      [{ mobile: ADMIN_ACCOUNT.mobile, auntId: 999_999 }, 40401, '阿姨不存在'],
      [{ mobile: ADMIN_ACCOUNT.mobile, aunt: 1 }, 40001, '不支持的字段：aunt'],
    ];
    for (const [body, code, error] of bad) expect(await control('deliver-aunt-message', body)).toMatchObject({ code, error });
    expect(snapshot() === before).toBe(true);
    expect((await control('deliver-aunt-message', { mobile: ADMIN_ACCOUNT.mobile }, {})).status).toBe(403);
    expect(
      (await control('deliver-aunt-message', { mobile: ADMIN_ACCOUNT.mobile }, { 'x-mock-control': SECRET, origin: 'http://127.0.0.1:5173' })).status,
    ).toBe(403);
    expect(snapshot() === before).toBe(true);
    expect(await control('chat-restart', { downMs: 30_001 })).toMatchObject({ code: 40001, error: '停机时长不能大于30000' });
    const restarted = await control<{ downAt: number; upAt: number }>('chat-restart', { downMs: 0 });
    expect(restarted.code).toBe(200);
    expect(restarted.data.upAt).toBeGreaterThanOrEqual(restarted.data.downAt);
    expect((await rest(chatPaths.publicKey, {})).code).toBe(200);
  });
});

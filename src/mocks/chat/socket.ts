/**
 * The chat socket (socket.io) of the chat service: the events of CHAT_EVENTS (api/chatRealtime.ts).
 * - handshake `auth.token` = a chat token, else the connection is refused with an Error whose
 *   `data` is {code: 50008, msg}; each socket joins its user's room;
 * - `chat:send` (ack ChatAck<ChatPushMessage>): checked (rules/chatMessages.ts), stored, committed
 *   (journaled), THEN acknowledged, then pushed as `chat:message` to the receiver's room and the
 *   sender's other sockets (never the sending one). A resend of a stored clientId is answered with
 *   the stored message and pushed to nobody. A refusal acks {ok:false, code, msg} and stores nothing;
 * - `chat:read` {userId} (ack {count}): marks, commits, acks, and tells the user's other sockets;
 * - at most SEND_LIMIT messages stored per user in SEND_WINDOW_MS, across all of that user's
 *   sockets (40002 past it; refusals and resends do not count);
 * - at most CHAT_LIMITS.socketsPerUser open sockets per user: one more handshake is refused with
 *   {code: 40002, msg} (other users' sockets are never affected);
 * - every event re-checks the chat token (a logout or an expiry ends the chat: 50008 and the
 *   socket is disconnected); an event without an ack function, or with a malformed payload, is
 *   answered (or dropped) without harm.
 */
import type { DefaultEventsMap, Server, Socket } from 'socket.io';
import { CHAT_EVENTS, type ChatAck, type ChatConnectRefusal, type ChatPushMessage, type ChatReadRequest } from '@/api/chatRealtime';
import { CHAT_LIMITS, getDb } from '../db';
import { MOCK_CODES, MockError, type Lang } from '../core/errors';
import { readChat, sendChatMessage, toPush } from '../rules/chatMessages';
import { chatSessionExpired, resolveChatSession, type ChatSession } from '../rules/chatSession';
import type { CommitStore } from '../host/requests';

export const SEND_LIMIT = 20;
export const SEND_WINDOW_MS = 10_000;

export const userRoom = (userId: number) => `user:${userId}`;

interface SocketData {
  userId: number;
  token: string;
  lang: Lang;
}

type ChatSocket = Socket<DefaultEventsMap, DefaultEventsMap, DefaultEventsMap, SocketData>;

const langOf = (header: string | string[] | undefined): Lang => (/^\s*en\b/i.test(String(header ?? '')) ? 'en' : 'zh');

const refusal = (error: MockError, lang: Lang): ChatAck<never> => ({ ok: false, code: error.code, msg: error.messages[lang] });

/** A handshake's refusal: connect_error's `data`. */
function handshakeRefusal({ code, messages }: MockError, lang: Lang): Error & { data: ChatConnectRefusal } {
  return Object.assign(new Error(messages[lang]), { data: { code, msg: messages[lang] } });
}

const tooManySockets = () =>
  new MockError(MOCK_CODES.rateLimited, { zh: '聊天窗口打开太多，请关闭一些页面后重试', en: 'The chat is open in too many windows; close some and try again' });

/** The store cannot take a write now: its refusal, or null. */
function storeRefusal(store: CommitStore): MockError | null {
  if (store.failure)
    return new MockError(500, {
      zh: `模拟服务器无法保存数据（${store.failure.message}），请重启它`,
      en: `The mock server cannot save (${store.failure.message}); restart it`,
    });
  if (store.isFull())
    return new MockError(MOCK_CODES.storageFull, {
      zh: '模拟服务器的数据已满，请运行 npm run mock:reset 重置',
      en: 'The mock database is full; run npm run mock:reset to start over',
    });
  return null;
}

const rateLimited = () => new MockError(MOCK_CODES.rateLimited, { zh: '发送太频繁，请稍后再试', en: 'You are sending too fast; wait a moment' });

/**
 * Runs a write of an event for the socket's user: token, store and the rule, then the commit; the
 * ack is answered after the commit. `after` runs once acknowledged (the pushes).
 */
async function writeEvent<T>(store: CommitStore, socket: ChatSocket, run: (session: ChatSession) => { data: T; after?: () => void }): Promise<ChatAck<T>> {
  const { lang } = socket.data;
  const session = resolveChatSession(socket.data.token);
  if (!session) {
    setImmediate(() => socket.disconnect(true));
    return refusal(chatSessionExpired(), lang);
  }
  const blocked = storeRefusal(store);
  if (blocked) return refusal(blocked, lang);
  const since = store.writeCount();
  let outcome: { data: T; after?: () => void };
  try {
    outcome = run(session);
  } catch (error) {
    if (error instanceof MockError) return refusal(error, lang);
    throw error;
  }
  try {
    await store.commit(since);
  } catch (error) {
    const reason = error instanceof Error ? error.message : String(error);
    return refusal(new MockError(500, { zh: `未能保存：${reason}`, en: `Not saved: ${reason}` }), lang);
  }
  if (outcome.after) setImmediate(outcome.after);
  return { ok: true, data: outcome.data };
}

/** Listens for `event`; its answer goes to the ack when the client asked for one. A fault is logged and answered 500. */
function onEvent<T>(socket: ChatSocket, event: string, answer: (payload: unknown) => Promise<ChatAck<T>>): void {
  socket.on(event, (payload: unknown, ack: unknown) => {
    const reply = typeof ack === 'function' ? (ack as (value: ChatAck<T>) => void) : () => undefined;
    answer(payload).then(reply, (error: unknown) => {
      console.error(`[chat] ${event} failed`, error);
      const msg = socket.data.lang === 'en' ? 'The chat service failed; see its log' : '聊天服务内部错误，请查看其日志';
      reply({ ok: false, code: 500, msg });
    });
  });
}

/** Per user: when they stored their last messages (at most SEND_LIMIT within SEND_WINDOW_MS), across all their sockets. */
class SendWindows {
  private readonly sends = new Map<number, number[]>();

  /** Throws 40002 when the user stored SEND_LIMIT messages within the last SEND_WINDOW_MS. */
  check(userId: number, now: number): void {
    const recent = (this.sends.get(userId) ?? []).filter((at) => now - at < SEND_WINDOW_MS);
    if (recent.length > 0) this.sends.set(userId, recent);
    else this.sends.delete(userId);
    if (recent.length >= SEND_LIMIT) throw rateLimited();
  }

  stored(userId: number, now: number): void {
    this.sends.set(userId, [...(this.sends.get(userId) ?? []), now]);
  }
}

/** Per user: how many chat sockets are open (or past the handshake, about to be). */
class OpenSockets {
  private readonly count = new Map<number, number>();

  /** Takes a slot for a socket of the user (null when they hold CHAT_LIMITS.socketsPerUser already); its `release` frees it, once. */
  take(userId: number): { release: () => void } | null {
    const open = this.count.get(userId) ?? 0;
    if (open >= CHAT_LIMITS.socketsPerUser) return null;
    this.count.set(userId, open + 1);
    let released = false;
    return {
      release: () => {
        if (released) return;
        released = true;
        const left = (this.count.get(userId) ?? 1) - 1;
        if (left > 0) this.count.set(userId, left);
        else this.count.delete(userId);
      },
    };
  }
}

/** Sets up the chat socket's handshake and events on a socket.io server. */
export function serveChatSocket(io: Server, store: CommitStore): void {
  const windows = new SendWindows();
  const open = new OpenSockets();
  io.use((socket, next) => {
    const lang = langOf(socket.handshake.headers['accept-language']);
    const auth: unknown = socket.handshake.auth;
    const token = typeof auth === 'object' && auth !== null ? (auth as { token?: unknown }).token : undefined;
    const session = resolveChatSession(token);
    if (!session) return next(handshakeRefusal(chatSessionExpired(), lang));
    const slot = open.take(session.user.userId);
    if (!slot) return next(handshakeRefusal(tooManySockets(), lang));
    // Freed when the socket goes, or when its connection closes before it was ever connected.
    socket.once('disconnect', slot.release);
    socket.conn.once('close', slot.release);
    Object.assign(socket.data as SocketData, { userId: session.user.userId, token: session.chatToken, lang });
    next();
  });

  io.on('connection', (raw) => {
    const socket = raw as ChatSocket;
    void socket.join(userRoom(socket.data.userId));

    onEvent<ChatPushMessage>(socket, CHAT_EVENTS.send, (payload) =>
      writeEvent(store, socket, (session) => {
        const now = Date.now();
        windows.check(session.user.userId, now);
        const db = getDb();
        const { row, created } = sendChatMessage(db, session.user, payload, now);
        // Stored messages count; a refusal or a resend does not.
        if (created) windows.stored(session.user.userId, now);
        const push = toPush(db, row);
        const after = created ? () => socket.to([userRoom(row.toUserId), userRoom(row.fromUserId)]).emit(CHAT_EVENTS.message, push) : undefined;
        return { data: push, after };
      }),
    );

    onEvent<{ count: number }>(socket, CHAT_EVENTS.read, (payload) =>
      writeEvent(store, socket, (session) => {
        const { other, count } = readChat(getDb(), session.user, payload);
        const told: ChatReadRequest = { userId: other.userId };
        return { data: { count }, after: () => socket.to(userRoom(session.user.userId)).emit(CHAT_EVENTS.read, told) };
      }),
    );
  });
}

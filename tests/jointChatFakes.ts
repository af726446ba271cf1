/**
 * Fakes of the socketio-v1 chat adapter's transport (api/chat/adapters/socketioV1/transport.ts),
 * with the app's context and hooks as spies: a socket.io socket
 * and a presence websocket the test drives by hand (the server accepts, drops, refuses, pushes,
 * acks), timers the test fires, and REST calls answering what the test says. The chat code under
 * test is the real one; only the world around it is fake.
 *
 * @example
 *   const chat = fakeChat({ conversations: [conversationWith(peer, 2)] });
 *   const connection = createChatConnection(chat.adapter(), { viewing: () => null, hooks: chat.services, newClientId: chat.services.newClientId });
 *   await connection.start();
 *   chat.socket().serverAccepts();
 */
import { vi } from 'vitest';
import type { ChatConversation, ChatHistory, ChatHistoryMessage, ChatLoginRequest, ChatUser, GetMessageRequest } from '@/api/chat';
import type { ChatPublicKey } from '@/api/chatLoginPayload';
import { CHAT_EVENTS, type ChatAck, type ChatPushMessage, type ChatSendRequest, type ChatSocketAuth, type PresenceFrame } from '@/api/chatRealtime';
import { ApiError } from '@/api/errors';
import { createSocketIoV1 } from '@/api/chat/adapters/socketioV1';
import type { ChatSocket, PresenceSocket, SocketIoV1Deps } from '@/api/chat/adapters/socketioV1/transport';
import type { ChatAdapterContext } from '@/api/chat/adapter';
import type { ChatHooks } from '@/pages/chat/joint/chatConnection';
import type { ChatDoubles } from '@/pages/chat/joint/chatRuntime';

type Listener = (...args: never[]) => void;

export interface Emitted {
  event: string;
  payload: unknown;
  ack?: (answer: unknown) => void;
}

export class FakeSocket implements ChatSocket {
  connected = false;
  active = false;
  connectCalls = 0;
  disconnectCalls = 0;
  readonly emitted: Emitted[] = [];
  private readonly listeners = new Map<string, Listener[]>();

  constructor(private readonly auth: (send: (auth: ChatSocketAuth) => void) => void) {}

  on(event: string, listener: Listener) {
    this.listeners.set(event, [...(this.listeners.get(event) ?? []), listener]);
    return this;
  }

  emit(event: string, payload?: unknown, ack?: (answer: unknown) => void) {
    this.emitted.push({ event, payload, ack });
    return this;
  }

  connect() {
    this.connectCalls += 1;
    this.active = true;
    return this;
  }

  disconnect() {
    this.disconnectCalls += 1;
    this.active = false;
    if (this.connected) {
      this.connected = false;
      this.fire('disconnect', 'io client disconnect');
    }
    return this;
  }

  /** How many listeners an event has (each must have one). */
  listenerCount(event: string): number {
    return this.listeners.get(event)?.length ?? 0;
  }

  /** The token the handshake would carry now. */
  handshakeToken(): string {
    let token = '';
    this.auth((auth) => (token = auth.token));
    return token;
  }

  /** The server accepts the handshake. */
  serverAccepts() {
    this.connected = true;
    this.active = true;
    this.fire('connect');
  }

  /** The connection drops (socket.io will reconnect by itself). */
  drop() {
    this.connected = false;
    this.fire('disconnect', 'transport close');
  }

  /** socket.io cannot reach the server (it keeps trying). */
  unreachable() {
    this.connected = false;
    this.active = true;
    this.fire('connect_error', new Error('websocket error'));
  }

  /** The server refuses the handshake with a code (socket.io will not retry by itself). */
  refuse(code: number) {
    this.connected = false;
    this.active = false;
    this.fire('connect_error', Object.assign(new Error('refused'), { data: { code, msg: 'refused' } }));
  }

  /** The server pushes an event. */
  push(event: string, payload: unknown) {
    this.fire(event, payload);
  }

  /** The chat:send requests emitted, in order. */
  sends(): (Emitted & { payload: ChatSendRequest })[] {
    return this.emitted.filter((entry): entry is Emitted & { payload: ChatSendRequest } => entry.event === CHAT_EVENTS.send);
  }

  /** The chat:read requests emitted. */
  reads(): unknown[] {
    return this.emitted.filter((entry) => entry.event === CHAT_EVENTS.read).map((entry) => entry.payload);
  }

  private fire(event: string, ...args: unknown[]) {
    for (const listener of this.listeners.get(event) ?? []) (listener as (...values: unknown[]) => void)(...args);
  }
}

export class FakePresence implements PresenceSocket {
  onopen: PresenceSocket['onopen'] = null;
  onmessage: PresenceSocket['onmessage'] = null;
  onclose: PresenceSocket['onclose'] = null;
  onerror: PresenceSocket['onerror'] = null;
  closed = false;

  constructor(readonly token: string) {}

  close() {
    this.closed = true;
  }

  open() {
    this.onopen?.({});
  }

  frame(frame: PresenceFrame) {
    this.onmessage?.({ data: JSON.stringify(frame) });
  }

  /** The server closes it with this code. */
  closedBy(code: number) {
    this.onclose?.({ code });
  }
}

export interface FakeTimer {
  ms: number;
  run: () => void;
  cancelled: boolean;
  fired: boolean;
}

/** A conversation as getUnreadMessage answers it. */
export function conversationWith(user: ChatUser, unread: number, sendTime = '2026-11-24 09:00:00', message = '您好'): ChatConversation {
  return { ...user, unreadMessageNum: unread, sendTime, lastMsg: { type: 1, message }, msg: message };
}

/** History rows `ids` (oldest first) between `peer` and `me`: even ids are ours. */
export function historyRows(ids: readonly number[], peer: number, me: number, text = (id: number) => `消息${id}`): ChatHistoryMessage[] {
  return ids.map((id) => ({
    messageId: id,
    messageType: 1,
    message: text(id),
    sourceUserId: id % 2 === 0 ? me : peer,
    createdTime: `2026-11-24 08:${String(id % 60).padStart(2, '0')}:00`,
  }));
}

/** A stored message pushed to us by `from`. */
export function pushFrom(from: ChatUser, me: number, messageId: number, message: string, type: 1 | 2 | 3 = 1): ChatPushMessage {
  return { messageId, clientId: `their-${messageId}`, fromUserId: from.userId, toUserId: me, type, message, sendTime: '2026-11-24 10:00:00', user: from };
}

/** The ack the server gives a send: the stored message. */
export function storedAck(request: ChatSendRequest, me: number, messageId: number, meUser?: ChatUser): ChatAck<ChatPushMessage> {
  return {
    ok: true,
    data: {
      messageId,
      clientId: request.clientId,
      fromUserId: me,
      toUserId: request.targetUserId,
      type: request.type,
      message: request.message,
      sendTime: '2026-11-24 10:30:00',
      user: meUser ?? { userId: me, userName: '我', userAvatar: '', companyName: '' },
    },
  };
}

export const businessError = (code: number, path = '/chat/login') => new ApiError({ kind: 'business', code, serverMessage: `code ${code}`, path });

export interface FakeChatOptions {
  /** The back-office session (default: a token and user 7). */
  session?: () => { token: string | undefined; userId: number | undefined };
  conversations?: ChatConversation[];
  /** History by the other user's id: every row, oldest first; pages are cut from the end. */
  histories?: Record<number, ChatHistoryMessage[]>;
  /** The other users, for the history's targetUser. */
  users?: ChatUser[];
}

export function fakeChat(options: FakeChatOptions = {}) {
  const sockets: FakeSocket[] = [];
  const presences: FakePresence[] = [];
  const timers: FakeTimer[] = [];
  let logins = 0;
  let clientIds = 0;
  const data = { conversations: options.conversations ?? [], histories: options.histories ?? {} };
  const users = options.users ?? [];
  const services = {
    session: options.session ?? (() => ({ token: 'back-office-token', userId: 7 })),
    getPublicKey: vi.fn(async (): Promise<ChatPublicKey> => ({ keyId: `key-${services.getPublicKey.mock.calls.length}`, spki: 'spki' })),
    seal: vi.fn(async (key: ChatPublicKey, claims: { token: string; agentId: string }) => `${key.keyId}.${claims.token}.${claims.agentId}`),
    login: vi.fn(async (body: ChatLoginRequest) => {
      logins += 1;
      return { token: `chat-token-${logins}`, userId: Number(body.agentId) };
    }),
    getUnreadMessage: vi.fn(async (_token: string) => data.conversations),
    getMessage: vi.fn(async (body: GetMessageRequest, _token: string): Promise<ChatHistory> => {
      const all = data.histories[body.sendUserId] ?? [];
      const size = body.pageSize ?? 20;
      const page = body.pageIndex ?? 1;
      const end = Math.max(0, all.length - (page - 1) * size);
      const user = users.find((candidate) => candidate.userId === body.sendUserId) ?? {
        userId: body.sendUserId,
        userName: '',
        userAvatar: '',
        companyName: '',
      };
      return { messageList: all.slice(Math.max(0, end - size), end), targetUser: user };
    }),
    openSocket: (auth: (send: (auth: ChatSocketAuth) => void) => void) => {
      const socket = new FakeSocket(auth);
      sockets.push(socket);
      return socket;
    },
    openPresence: (token: string) => {
      const presence = new FakePresence(token);
      presences.push(presence);
      return presence;
    },
    setTimer: (run: () => void, ms: number) => {
      const timer: FakeTimer = { ms, run, cancelled: false, fired: false };
      timers.push(timer);
      return () => {
        timer.cancelled = true;
      };
    },
    newClientId: () => `client-${++clientIds}`,
    sessionExpired: vi.fn(),
    notify: vi.fn(),
    jobMsg: vi.fn(),
    appRequest: vi.fn(),
    connected: vi.fn(),
  } satisfies SocketIoV1Deps & ChatHooks & { newClientId: () => string };

  return {
    /** The transport, the app's context and hooks, and the clientIds, as one object of spies. */
    services: services as SocketIoV1Deps & ChatHooks & { newClientId: () => string },
    /** The real socketio-v1 adapter over this fake transport (with the fake session unless `context` is given). */
    adapter: (context: ChatAdapterContext = services) => createSocketIoV1(services, context),
    /** For chatRuntime.setChatDoubles: this adapter, the app's real hooks (or `hooks` of them), these clientIds. */
    doubles: (hooks?: (real: ChatHooks) => ChatHooks): ChatDoubles => ({
      adapter: () => createSocketIoV1(services, services),
      hooks,
      newClientId: services.newClientId,
    }),
    calls: services,
    data,
    sockets,
    presences,
    timers,
    /** The (only) socket. */
    socket: () => {
      if (sockets.length !== 1) throw new Error(`${sockets.length} sockets`);
      return sockets[0];
    },
    presence: () => presences.at(-1)!,
    /** Timers still waiting, by delay. */
    pendingTimers: (ms?: number) => timers.filter((timer) => !timer.cancelled && !timer.fired && (ms === undefined || timer.ms === ms)),
    /** Fires the waiting timers (of that delay). */
    fireTimers(ms?: number) {
      for (const timer of this.pendingTimers(ms)) {
        timer.fired = true;
        timer.run();
      }
    },
  };
}

export type FakeChat = ReturnType<typeof fakeChat>;

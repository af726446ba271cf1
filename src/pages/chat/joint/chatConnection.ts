/**
 * The joint-hall chat's connection for one back-office session: the chat login, ONE socket.io
 * socket (its listeners registered once, when it is made: a reconnect reuses the socket, so no
 * message is ever handled twice), the presence channel, the outbox, and the REST calls of the
 * history. Everything it learns goes into the chat store through chatState's rules.
 *
 * - A refused handshake with 50008 (the chat token expired) logs in to the chat again, then
 *   connects (the socket's auth is asked at every connection, so it carries the new token); a REST
 *   call answered 50008 does the same and is asked once more.
 * - After every (re)connect: the outbox goes out, the conversations are asked again, and the open
 *   conversation's newest page is merged by messageId: nothing missed while down is lost, nothing
 *   shown twice.
 * - A failed start (no service, refused login) leaves the state `unavailable` until `start()` is
 *   called again (the window's Retry); nothing is shown as a toast. Messages waiting for a
 *   connection then fail (each has its own Retry); while `reconnecting` they wait.
 */
import { chinaClock } from '@/domain/chinaTime';
import { CHAT_FIRST_PAGE, CHAT_PAGE_SIZE, type ChatMessageType } from '@/api/chat';
import type { ChatPublicKey } from '@/api/chatLoginPayload';
import { CHAT_EVENTS, type AppRequestPush, type ChatConnectRefusal, type ChatPushMessage, type ChatReadRequest, type JobMsgPush, type PresenceFrame } from '@/api/chatRealtime';
import { businessCode, CHAT_CODES, ChatSessionGone, chatLogin } from './chatLogin';
import type { ChatServices, ChatSocket } from './chatServices';
import {
  addPending,
  applyPresence,
  confirmSent,
  findPending,
  historyFailed,
  historyLoading,
  markConversationRead,
  markFailed,
  markSending,
  markThreadsStale,
  mergeNewest,
  prependOlder,
  receivePush,
  setConnection,
  setConversations,
  threadOf,
  type ChatConnectionState,
  type PushOutcome,
} from './chatState';
import { updateChat, useChatStore } from './chatStore';
import { createOutbox } from './outbox';
import { createPresence, type PresenceChannel } from './presence';

/** Handshake refusals with 50008 in a row that are answered with a new chat login before giving up. */
const MAX_RELOGINS_IN_A_ROW = 2;

export interface ChatConnectionOptions {
  /** The conversation on screen (window open and that conversation selected), or null. */
  viewing: () => number | null;
}

export interface ChatConnection {
  /** Logs in and connects (again, after `unavailable`: the window's Retry). */
  start(): Promise<void>;
  /** Closes both sockets for good (logout). */
  stop(): void;
  /** Our message: shown at once as sending, sent now or on the next connection. */
  send(targetUserId: number, type: ChatMessageType, message: string): void;
  /** A failed message sent again with its clientId. */
  resend(clientId: string): void;
  /** A conversation is on screen: marked read, its newest page asked unless known since the last connection. */
  show(userId: number): void;
  /** The page before the oldest shown. */
  loadOlder(userId: number): void;
  /** Asks the conversation's newest page again (after a failure). */
  reload(userId: number): void;
}

export function createChatConnection(services: ChatServices, { viewing }: ChatConnectionOptions): ChatConnection {
  const key: { current: ChatPublicKey | null } = { current: null };
  let chatToken: string | null = null;
  let socket: ChatSocket | null = null;
  let presence: PresenceChannel | null = null;
  let stopped = false;
  /** The back-office session is gone: nothing more is tried. */
  let gone = false;
  let loginUnderWay: Promise<string | null> | null = null;
  let refusals = 0;

  const status = (connection: ChatConnectionState) => {
    if (stopped) return;
    updateChat((state) => setConnection(state, connection));
    // Nothing will reconnect by itself: messages waiting for a connection fail (Retry, or they would wait forever).
    if (connection === 'unavailable') for (const clientId of outbox.failWaiting()) updateChat((state) => markFailed(state, clientId));
  };

  const outbox = createOutbox({
    services,
    socket: () => socket,
    onSent: (stored) => {
      if (!stopped) updateChat((state) => confirmSent(state, stored));
    },
    onFailed: (clientId) => {
      if (!stopped) updateChat((state) => markFailed(state, clientId));
    },
  });

  /** One chat login at a time; null when it failed (the reason is the state: unavailable, or the session gone). */
  function login(): Promise<string | null> {
    if (stopped || gone) return Promise.resolve(null);
    loginUnderWay ??= chatLogin(services, key)
      .then(
        (token) => {
          chatToken = token;
          return token as string | null;
        },
        (error: unknown) => {
          if (error instanceof ChatSessionGone) gone = true;
          return null;
        },
      )
      .finally(() => {
        loginUnderWay = null;
      });
    return loginUnderWay;
  }

  /** A REST call with the chat token; a 50008 answer logs in again and asks once more. */
  async function withToken<T>(call: (token: string) => Promise<T>): Promise<T> {
    const token = chatToken ?? (await login());
    if (!token) throw new Error('The chat is not available');
    try {
      return await call(token);
    } catch (error) {
      if (businessCode(error) !== CHAT_CODES.tokenInvalid) throw error;
      if (chatToken === token) chatToken = null;
      const fresh = await login();
      if (!fresh) throw error;
      return call(fresh);
    }
  }

  function markRead(userId: number) {
    const had = useChatStore.getState().conversations.find((entry) => entry.userId === userId)?.unread ?? 0;
    updateChat((state) => markConversationRead(state, userId));
    if (had > 0 && socket?.connected) socket.emit(CHAT_EVENTS.read, { userId } satisfies ChatReadRequest, () => undefined);
  }

  async function refreshConversations() {
    try {
      const list = await withToken((token) => services.getUnreadMessage(token));
      if (stopped) return;
      updateChat((state) => setConversations(state, list));
      const onScreen = viewing();
      if (onScreen !== null) markRead(onScreen);
    } catch {
      // The list keeps what it had; the next connection asks again.
    }
  }

  async function loadNewest(userId: number) {
    updateChat((state) => historyLoading(state, userId, 'newest'));
    try {
      const history = await withToken((token) => services.getMessage({ sendUserId: userId, pageIndex: CHAT_FIRST_PAGE, pageSize: CHAT_PAGE_SIZE }, token));
      if (!stopped) updateChat((state) => mergeNewest(state, userId, history));
    } catch {
      if (!stopped) updateChat((state) => historyFailed(state, userId));
    }
  }

  async function loadOlder(userId: number) {
    const thread = threadOf(useChatStore.getState(), userId);
    if (!thread.hasOlder || thread.loading !== 'none' || thread.pages === 0) return;
    const pageIndex = thread.pages + 1;
    updateChat((state) => historyLoading(state, userId, 'older'));
    try {
      const history = await withToken((token) => services.getMessage({ sendUserId: userId, pageIndex, pageSize: CHAT_PAGE_SIZE }, token));
      if (!stopped) updateChat((state) => prependOlder(state, userId, pageIndex, history));
    } catch {
      if (!stopped) updateChat((state) => historyFailed(state, userId));
    }
  }

  function onConnect() {
    refusals = 0;
    status('connected');
    outbox.flush();
    updateChat(markThreadsStale);
    void refreshConversations();
    services.connected();
    const open = useChatStore.getState().openUserId;
    if (open !== null) void loadNewest(open);
  }

  function onPush(push: ChatPushMessage) {
    if (stopped) return;
    let outcome: PushOutcome | null = null;
    const onScreen = viewing();
    updateChat((state) => {
      outcome = receivePush(state, push, onScreen);
      return outcome.state;
    });
    const done = outcome as PushOutcome | null;
    if (!done?.added) return;
    if (done.notify) services.notify(push);
    else if (onScreen === done.userId && push.fromUserId !== useChatStore.getState().me && socket?.connected) socket.emit(CHAT_EVENTS.read, { userId: done.userId } satisfies ChatReadRequest, () => undefined);
    // A conversation first seen through our own message from another tab: its name comes with the list.
    if (!useChatStore.getState().conversations.find((entry) => entry.userId === done.userId)?.userName) void refreshConversations();
  }

  /** Listeners, once per socket: socket.io keeps them across its reconnections. */
  function listen(live: ChatSocket) {
    live.on('connect', onConnect);
    live.on('disconnect', (reason: string) => {
      outbox.connectionLost();
      if (stopped) return;
      status('reconnecting');
      // The server closed this socket (it will not reconnect by itself): log in again, then connect.
      if (reason === 'io server disconnect') void connectWithLogin();
    });
    live.on('connect_error', (error: Error & { data?: ChatConnectRefusal }) => {
      if (stopped) return;
      if (live.active) {
        status('reconnecting');
        return;
      }
      if (error.data?.code === CHAT_CODES.tokenInvalid && refusals < MAX_RELOGINS_IN_A_ROW) {
        refusals += 1;
        chatToken = null;
        status('reconnecting');
        void connectWithLogin();
        return;
      }
      status('unavailable');
    });
    live.on(CHAT_EVENTS.message, onPush);
    live.on(CHAT_EVENTS.read, (read: ChatReadRequest) => {
      if (!stopped) updateChat((state) => markConversationRead(state, read.userId));
    });
    live.on(CHAT_EVENTS.jobMsg, (push: JobMsgPush) => {
      if (!stopped) services.jobMsg(push);
    });
    live.on(CHAT_EVENTS.appRequest, (push: AppRequestPush) => {
      if (!stopped) services.appRequest(push);
    });
  }

  async function connectWithLogin() {
    const token = chatToken ?? (await login());
    if (stopped) return;
    if (!token || !socket) {
      status('unavailable');
      return;
    }
    socket.connect();
  }

  const onFrame = (frame: PresenceFrame) => {
    if (!stopped) updateChat((state) => applyPresence(state, frame));
  };

  return {
    async start() {
      if (stopped) return;
      status(socket ? 'reconnecting' : 'connecting');
      refusals = 0;
      const token = chatToken ?? (await login());
      if (stopped) return;
      if (!token) {
        status('unavailable');
        return;
      }
      if (!socket) {
        socket = services.openSocket((send) => send({ token: chatToken ?? '' }));
        listen(socket);
      }
      if (!socket.connected) socket.connect();
      if (!presence) {
        presence = createPresence({
          services,
          token: () => chatToken,
          relogin: () => {
            chatToken = null;
            return login();
          },
          onFrame,
        });
        presence.open();
      }
    },

    stop() {
      if (stopped) return;
      stopped = true;
      outbox.clear();
      presence?.close();
      socket?.disconnect();
    },

    send(targetUserId, type, message) {
      if (stopped) return;
      const clientId = services.newClientId();
      updateChat((state) => addPending(state, targetUserId, { clientId, type, message, sendTime: chinaClock(Date.now()) }));
      outbox.send({ clientId, targetUserId, type, message });
    },

    resend(clientId) {
      const found = findPending(useChatStore.getState(), clientId);
      if (stopped || !found || found.item.state !== 'failed') return;
      updateChat((state) => markSending(state, clientId));
      outbox.send({ clientId, targetUserId: found.userId, type: found.item.type, message: found.item.message });
    },

    show(userId) {
      if (stopped) return;
      markRead(userId);
      const thread = threadOf(useChatStore.getState(), userId);
      if (!thread.fresh && thread.loading === 'none') void loadNewest(userId);
    },

    loadOlder: (userId) => void loadOlder(userId),
    reload: (userId) => void loadNewest(userId),
  };
}

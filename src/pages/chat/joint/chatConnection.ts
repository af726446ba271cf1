/**
 * The joint-hall chat's connection for one back-office session: the chat login, ONE socket.io
 * socket, the presence channel, the outbox, and the REST calls of the history. Everything it
 * learns goes into the chat store through chatState's rules. This module wires the parts and
 * answers the window's actions; each part has its module: chatAuth.ts (the chat token, one login
 * at a time), chatSocketLifecycle.ts (the socket and its reconnect policy), chatInbound.ts (what
 * the server pushes, into the store), chatRequests.ts (the list, the history pages, reads),
 * outbox.ts and presence.ts.
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
 * - A 404 on any chat call (they are ours, api/optional.ts: this server has no chat) leaves the
 *   state `notOffered` for good: both sockets closed, waiting messages failed, nothing retried.
 */
import { chinaClock } from '@/domain/chinaTime';
import type { ChatMessageType } from '@/api/chat';
import { createChatAuth } from './chatAuth';
import { createChatInbound } from './chatInbound';
import { createChatRequests } from './chatRequests';
import type { ChatServices } from './chatServices';
import { createSocketLifecycle } from './chatSocketLifecycle';
import { addPending, confirmSent, findPending, markFailed, markSending, markThreadsStale, setConnection, threadOf, type ChatConnectionState } from './chatState';
import { updateChat, useChatStore } from './chatStore';
import { createOutbox } from './outbox';
import { createPresence, type PresenceChannel } from './presence';

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
  let presence: PresenceChannel | null = null;
  let stopped = false;
  /** The server has no chat (a 404 on one of its calls): as stopped, the state kept `notOffered`. */
  let lacking = false;
  const isStopped = () => stopped || lacking;

  const failWaiting = () => {
    for (const clientId of outbox.failWaiting()) updateChat((state) => markFailed(state, clientId));
  };
  const status = (connection: ChatConnectionState) => {
    if (isStopped()) return;
    updateChat((state) => setConnection(state, connection));
    // Nothing will reconnect by itself: messages waiting for a connection fail (Retry, or they would wait forever).
    if (connection === 'unavailable') failWaiting();
  };

  /** The server has no chat: both sockets closed (what was in flight fails too), nothing more tried. */
  function notOffered() {
    if (isStopped()) return;
    lacking = true;
    presence?.close();
    link.close();
    updateChat((state) => setConnection(state, 'notOffered'));
    failWaiting();
  }

  const outbox = createOutbox({
    services,
    socket: () => link.socket(),
    onSent: (stored) => {
      if (!isStopped()) updateChat((state) => confirmSent(state, stored));
    },
    onFailed: (clientId) => {
      if (!isStopped()) updateChat((state) => markFailed(state, clientId));
    },
  });

  const auth = createChatAuth(services, isStopped);
  const requests = createChatRequests({ services, auth, stopped: isStopped, viewing, socket: () => link.socket(), notOffered });
  const inbound = createChatInbound({ services, stopped: isStopped, viewing, refreshConversations: requests.refreshConversations });

  /** After every (re)connect: nothing missed while down is lost, nothing shown twice. */
  function catchUp() {
    outbox.flush();
    updateChat(markThreadsStale);
    void requests.refreshConversations();
    services.connected();
    const open = useChatStore.getState().openUserId;
    if (open !== null) void requests.loadNewest(open);
  }

  const link = createSocketLifecycle({
    services,
    auth,
    stopped: isStopped,
    status,
    onConnected: catchUp,
    onDisconnected: () => outbox.connectionLost(),
    listenForPushes: inbound.listen,
  });

  return {
    async start() {
      if (isStopped()) return;
      status(link.socket() ? 'reconnecting' : 'connecting');
      link.resetRefusals();
      const token = auth.token() ?? (await auth.login());
      if (isStopped()) return;
      if (!token) {
        if (auth.offered()) status('unavailable');
        else notOffered();
        return;
      }
      link.open();
      if (!presence) {
        presence = createPresence({
          services,
          token: auth.token,
          relogin: () => {
            auth.forget();
            return auth.login();
          },
          onFrame: inbound.onFrame,
        });
        presence.open();
      }
    },

    stop() {
      if (stopped) return;
      stopped = true;
      outbox.clear();
      presence?.close();
      link.close();
    },

    send(targetUserId, type, message) {
      if (isStopped()) return;
      const clientId = services.newClientId();
      updateChat((state) => addPending(state, targetUserId, { clientId, type, message, sendTime: chinaClock(Date.now()) }));
      outbox.send({ clientId, targetUserId, type, message });
    },

    resend(clientId) {
      const found = findPending(useChatStore.getState(), clientId);
      if (isStopped() || !found || found.item.state !== 'failed') return;
      updateChat((state) => markSending(state, clientId));
      outbox.send({ clientId, targetUserId: found.userId, type: found.item.type, message: found.item.message });
    },

    show(userId) {
      if (isStopped()) return;
      requests.markRead(userId);
      const thread = threadOf(useChatStore.getState(), userId);
      if (!thread.fresh && thread.loading === 'none') void requests.loadNewest(userId);
    },

    loadOlder: (userId) => void requests.loadOlder(userId),
    reload: (userId) => void requests.loadNewest(userId),
  };
}

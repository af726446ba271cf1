/**
 * The joint-hall chat's connection for one back-office session: the chat adapter
 * (api/chat/adapter.ts, chosen by config.chatProtocol) bound to the chat store. Everything the
 * adapter tells goes into the store through chatState's rules; the window's actions go to the
 * adapter. chatInbound.ts handles what arrives, chatRequests.ts the list, the history pages and reads.
 *
 * - After every (re)connect: the conversations are asked again, and the open conversation's newest
 *   page is merged by messageId: nothing missed while down is lost, nothing shown twice.
 * - A failed start leaves the state `unavailable` until `start()` is called again (the window's
 *   Retry); nothing is shown as a toast. `notOffered` (the server has no chat) stays for good.
 */
import { chinaClock } from '@/domain/chinaTime';
import type { AppRequestPush, ChatAdapter, ChatMessageType, ChatPushMessage, JobMsgPush } from '@/api/chat/adapter';
import { createChatInbound } from './chatInbound';
import { createChatRequests } from './chatRequests';
import { addPending, confirmSent, findPending, markFailed, markSending, markThreadsStale, setConnection, threadOf } from './chatState';
import { updateChat, useChatStore } from './chatStore';
import type { Notice } from '@/api/notice';

/** What the app does with what the chat hears besides the chat itself. */
export interface ChatHooks {
  /** A message to us in a conversation not on screen (chatNotify.ts shows it). */
  notify(push: ChatPushMessage): void;
  /** An aunt's new message (the aunt message panel's live delivery). */
  jobMsg(push: JobMsgPush): void;
  /** A mini-program service request that came to the user (the bell's count and a notification). */
  appRequest(push: AppRequestPush): void;
  /** A notice raised for the user (the notification centre's count and open panel). */
  notice?(push: Notice): void;
  /** (Re)connected: the bell's count of pending service requests is asked again (what came while it was away). */
  connected(): void;
}

export interface ChatConnectionOptions {
  /** The conversation on screen (window open and that conversation selected), or null. */
  viewing: () => number | null;
  hooks: ChatHooks;
  /** A new clientId for a message. */
  newClientId?: () => string;
}

export interface ChatConnection {
  /** Logs in and connects (again, after `unavailable`: the window's Retry). */
  start(): Promise<void>;
  /** Closes the chat for good (logout). */
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

/** crypto.randomUUID(), or a version-4 UUID from getRandomValues where it is missing (a plain-http page on a LAN address). */
export function newClientId(): string {
  if (typeof globalThis.crypto.randomUUID === 'function') return globalThis.crypto.randomUUID();
  const bytes = globalThis.crypto.getRandomValues(new Uint8Array(16));
  bytes[6] = (bytes[6] & 0x0f) | 0x40;
  bytes[8] = (bytes[8] & 0x3f) | 0x80;
  const hex = Array.from(bytes, (byte) => byte.toString(16).padStart(2, '0')).join('');
  return `${hex.slice(0, 8)}-${hex.slice(8, 12)}-${hex.slice(12, 16)}-${hex.slice(16, 20)}-${hex.slice(20)}`;
}

export function createChatConnection(adapter: ChatAdapter, { viewing, hooks, newClientId: makeClientId = newClientId }: ChatConnectionOptions): ChatConnection {
  let stopped = false;
  /** The server has no chat: as stopped, the state kept `notOffered`. */
  let lacking = false;
  const isStopped = () => stopped || lacking;

  const requests = createChatRequests({ adapter, stopped: isStopped, viewing });
  const inbound = createChatInbound({
    adapter,
    notify: (push) => hooks.notify(push),
    stopped: isStopped,
    viewing,
    refreshConversations: requests.refreshConversations,
  });

  adapter.subscribe({
    status(state) {
      if (isStopped()) return;
      if (state === 'notOffered') lacking = true;
      updateChat((current) => setConnection(current, state));
    },
    connected() {
      if (isStopped()) return;
      updateChat(markThreadsStale);
      void requests.refreshConversations();
      hooks.connected();
      const open = useChatStore.getState().openUserId;
      if (open !== null) void requests.loadNewest(open);
    },
    message: inbound.onPush,
    read: inbound.onRead,
    presence: inbound.onPresence,
    sent(stored) {
      if (!isStopped()) updateChat((current) => confirmSent(current, stored));
    },
    // Also once the server turned out to have no chat: what waited fails, each with its Retry.
    failed(clientId) {
      if (!stopped) updateChat((current) => markFailed(current, clientId));
    },
    jobMsg(push) {
      if (!isStopped()) hooks.jobMsg(push);
    },
    appRequest(push) {
      if (!isStopped()) hooks.appRequest(push);
    },
    notice(push) {
      if (!isStopped()) hooks.notice?.(push);
    },
  });

  return {
    async start() {
      if (!isStopped()) await adapter.login();
    },

    stop() {
      if (stopped) return;
      stopped = true;
      adapter.close();
    },

    send(targetUserId, type, message) {
      if (isStopped()) return;
      const clientId = makeClientId();
      updateChat((state) => addPending(state, targetUserId, { clientId, type, message, sendTime: chinaClock(Date.now()) }));
      adapter.send({ clientId, targetUserId, type, message });
    },

    resend(clientId) {
      const found = findPending(useChatStore.getState(), clientId);
      if (isStopped() || !found || found.item.state !== 'failed') return;
      updateChat((state) => markSending(state, clientId));
      adapter.send({ clientId, targetUserId: found.userId, type: found.item.type, message: found.item.message });
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

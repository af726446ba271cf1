/**
 * The joint-hall chat's lazy entry (chatBoot.ts imports it when the page is idle, or on the
 * bell's first click): one connection per signed-in user, and the actions of the chat window and
 * of the start-chat buttons. Logout (resetRegistry) closes both sockets and clears the store.
 */
import type { ChatAdapterContext, ChatAdapterFactory, ChatMessageType } from '@/api/chat/adapter';
import { selectChatAdapter } from '@/api/chat/registry';
import { presentApiError } from '@/api/errors';
import { getToken } from '@/auth/token';
import { config } from '@/config';
import { registerStoreReset } from '@/stores/resetRegistry';
import { useAppState } from '@/stores/app';
import { useSession } from '@/stores/session';
import { deliverJobMsgPush } from '@/pages/chat/messages/jobMsgLive';
import { deliverAppRequestPush, refreshPendingRequests } from '@/pages/companyApp/orders/requestBell';
import { createChatConnection, type ChatConnection, type ChatHooks } from './chatConnection';
import { notifyChatMessage } from './chatNotify';
import { openConversation, setConnection, type ChatPeer } from './chatState';
import { resetChatStore, updateChat, useChatStore } from './chatStore';
import '@/i18n/texts/chat';
import { deliverNoticePush } from '@/layout/notices/noticePush';

let connection: ChatConnection | null = null;
let connectionUser: number | null = null;

/** Tests: the adapter the next connection is made with (instead of config.chatProtocol's), the hooks wrapped, the clientIds. */
export interface ChatDoubles {
  adapter: ChatAdapterFactory;
  hooks?: (real: ChatHooks) => ChatHooks;
  newClientId?: () => string;
}
let doubles: ChatDoubles | null = null;

export function setChatDoubles(next: ChatDoubles | null): void {
  doubles = next;
}

const context: ChatAdapterContext = {
  session: () => ({ token: getToken(), userId: useSession.getState().user?.userId }),
  sessionExpired: presentApiError,
};

const appHooks: ChatHooks = {
  notify: (push) => notifyChatMessage(push, (from) => chatActions.openWith(from)),
  jobMsg: deliverJobMsgPush,
  appRequest: deliverAppRequestPush,
  notice: deliverNoticePush,
  connected: () => void refreshPendingRequests(),
};

/** The conversation on screen: the window open with that conversation selected. */
const viewing = () => (useAppState.getState().chatWindowOpen ? useChatStore.getState().openUserId : null);

/** Starts the chat for the signed-in user (nothing when it runs for them already). */
export function startChat(): void {
  const userId = useSession.getState().user?.userId;
  if (!userId || connectionUser === userId) return;
  stopChat();
  resetChatStore(userId);
  connectionUser = userId;
  useAppState.getState().setChatStarted(true);
  const adapter = doubles?.adapter ?? selectChatAdapter(config.chatProtocol);
  if (!adapter) {
    // config.chatProtocol `off` (or unknown): no chat is offered, nothing is asked.
    updateChat((state) => setConnection(state, 'notOffered'));
    return;
  }
  connection = createChatConnection(adapter(context), { viewing, hooks: doubles?.hooks?.(appHooks) ?? appHooks, newClientId: doubles?.newClientId });
  void connection.start();
}

/** Closes the chat and forgets it (logout). */
export function stopChat(): void {
  connection?.stop();
  connection = null;
  connectionUser = null;
  resetChatStore();
  useAppState.getState().setChatStarted(false);
}

registerStoreReset(stopChat);

/** What the chat window and the start-chat buttons do. */
export const chatActions = {
  /** Opens the window on a conversation (made locally when there is none yet). */
  openWith(peer: ChatPeer | number): void {
    updateChat((state) => openConversation(state, peer));
    useAppState.getState().setChatWindowOpen(true);
  },
  select(userId: number): void {
    updateChat((state) => openConversation(state, userId));
  },
  show: (userId: number) => connection?.show(userId),
  send: (targetUserId: number, type: ChatMessageType, message: string) => connection?.send(targetUserId, type, message),
  resend: (clientId: string) => connection?.resend(clientId),
  loadOlder: (userId: number) => connection?.loadOlder(userId),
  reload: (userId: number) => connection?.reload(userId),
  /** "Chat unavailable, retry". */
  retry: () => void connection?.start(),
};

/**
 * The joint-hall chat's lazy entry (chatBoot.ts imports it when the page is idle, or on the
 * bell's first click): one connection per signed-in user, and the actions of the chat window and
 * of the start-chat buttons. Logout (resetRegistry) closes both sockets and clears the store.
 */
import type { ChatMessageType } from '@/api/chat';
import { registerStoreReset } from '@/stores/resetRegistry';
import { useAppState } from '@/stores/app';
import { useSession } from '@/stores/session';
import { createChatConnection, type ChatConnection } from './chatConnection';
import { notifyChatMessage } from './chatNotify';
import type { ChatNotify, ChatServices } from './chatServices';
import { openConversation, type ChatPeer } from './chatState';
import { resetChatStore, updateChat, useChatStore } from './chatStore';
import { realChatServices } from './realChatServices';
import '@/i18n/texts/chat';

let connection: ChatConnection | null = null;
let connectionUser: number | null = null;
let makeServices: (notify: ChatNotify) => ChatServices = realChatServices;

/** Tests: the services the next connection is made with (the real ones when null). */
export function setChatServices(factory: ((notify: ChatNotify) => ChatServices) | null): void {
  makeServices = factory ?? realChatServices;
}

/** The conversation on screen: the window open with that conversation selected. */
const viewing = () => (useAppState.getState().chatWindowOpen ? useChatStore.getState().openUserId : null);

/** Starts the chat for the signed-in user (nothing when it runs for them already). */
export function startChat(): void {
  const userId = useSession.getState().user?.userId;
  if (!userId || (connection && connectionUser === userId)) return;
  stopChat();
  resetChatStore(userId);
  connectionUser = userId;
  connection = createChatConnection(makeServices((push) => notifyChatMessage(push, (from) => chatActions.openWith(from))), { viewing });
  useAppState.getState().setChatStarted(true);
  void connection.start();
}

/** Closes both sockets and forgets the chat (logout). */
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

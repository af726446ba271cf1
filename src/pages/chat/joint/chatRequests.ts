/**
 * What the joint-hall chat's connection asks of the chat service (REST, with the chat token) and
 * tells it (a conversation read): the conversation list and the history pages, each answer put
 * into the chat store through chatState's rules. Failures are silent: the list keeps what it had,
 * a conversation shows its failure with a Retry. A 404 (the server has no such call: they are ours)
 * is handed to `notOffered`: the chat says it is not offered.
 */
import { CHAT_FIRST_PAGE, CHAT_PAGE_SIZE } from '@/api/chat';
import { CHAT_EVENTS, type ChatReadRequest } from '@/api/chatRealtime';
import { isUnavailable } from '@/api/errors';
import type { ChatAuth } from './chatAuth';
import type { ChatServices, ChatSocket } from './chatServices';
import { historyFailed, historyLoading, markConversationRead, mergeNewest, prependOlder, setConversations, threadOf } from './chatState';
import { updateChat, useChatStore } from './chatStore';

export interface ChatRequestsOptions {
  services: ChatServices;
  auth: Pick<ChatAuth, 'withToken'>;
  /** The connection was closed for good: answers that come after are dropped. */
  stopped: () => boolean;
  /** The conversation on screen (window open and that conversation selected), or null. */
  viewing: () => number | null;
  /** The socket, when there is one (a read is told only while it is connected). */
  socket: () => ChatSocket | null;
  /** The server answered 404 to a chat call: it has no chat. */
  notOffered: () => void;
}

export interface ChatRequests {
  /** The conversation's messages to us are read: counted down here, told to the service when there were any. */
  markRead(userId: number): void;
  /** Asks the conversation list again (the one on screen stays read). */
  refreshConversations(): Promise<void>;
  /** Asks the conversation's newest page, merged by messageId. */
  loadNewest(userId: number): Promise<void>;
  /** The page before the oldest shown (nothing while a page is on its way or none is left). */
  loadOlder(userId: number): Promise<void>;
}

export function createChatRequests({ services, auth, stopped, viewing, socket, notOffered }: ChatRequestsOptions): ChatRequests {
  function markRead(userId: number) {
    const had = useChatStore.getState().conversations.find((entry) => entry.userId === userId)?.unread ?? 0;
    updateChat((state) => markConversationRead(state, userId));
    const live = socket();
    if (had > 0 && live?.connected) live.emit(CHAT_EVENTS.read, { userId } satisfies ChatReadRequest, () => undefined);
  }

  async function refreshConversations() {
    try {
      const list = await auth.withToken((token) => services.getUnreadMessage(token));
      if (stopped()) return;
      updateChat((state) => setConversations(state, list));
      const onScreen = viewing();
      if (onScreen !== null) markRead(onScreen);
    } catch (error) {
      // The list keeps what it had; the next connection asks again.
      if (isUnavailable(error)) notOffered();
    }
  }

  async function loadNewest(userId: number) {
    updateChat((state) => historyLoading(state, userId, 'newest'));
    try {
      const history = await auth.withToken((token) => services.getMessage({ sendUserId: userId, pageIndex: CHAT_FIRST_PAGE, pageSize: CHAT_PAGE_SIZE }, token));
      if (!stopped()) updateChat((state) => mergeNewest(state, userId, history));
    } catch (error) {
      if (isUnavailable(error)) notOffered();
      else if (!stopped()) updateChat((state) => historyFailed(state, userId));
    }
  }

  async function loadOlder(userId: number) {
    const thread = threadOf(useChatStore.getState(), userId);
    if (!thread.hasOlder || thread.loading !== 'none' || thread.pages === 0) return;
    const pageIndex = thread.pages + 1;
    updateChat((state) => historyLoading(state, userId, 'older'));
    try {
      const history = await auth.withToken((token) => services.getMessage({ sendUserId: userId, pageIndex, pageSize: CHAT_PAGE_SIZE }, token));
      if (!stopped()) updateChat((state) => prependOlder(state, userId, pageIndex, history));
    } catch (error) {
      if (isUnavailable(error)) notOffered();
      else if (!stopped()) updateChat((state) => historyFailed(state, userId));
    }
  }

  return { markRead, refreshConversations, loadNewest, loadOlder };
}

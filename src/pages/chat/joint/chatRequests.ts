/**
 * What the joint-hall chat asks of the chat adapter (the conversation list and the history pages,
 * each answer put into the chat store through chatState's rules) and tells it (a conversation
 * read). Failures are silent: the list keeps what it had, a conversation shows its failure with a
 * Retry (a server without the chat: the adapter has told `notOffered`, and the window says so).
 */
import { CHAT_FIRST_PAGE, type ChatAdapter } from '@/api/chat/adapter';
import { historyFailed, historyLoading, markConversationRead, mergeNewest, prependOlder, setConversations, threadOf } from './chatState';
import { updateChat, useChatStore } from './chatStore';

export interface ChatRequestsOptions {
  adapter: Pick<ChatAdapter, 'history' | 'unread' | 'read'>;
  /** The connection was closed for good: answers that come after are dropped. */
  stopped: () => boolean;
  /** The conversation on screen (window open and that conversation selected), or null. */
  viewing: () => number | null;
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

export function createChatRequests({ adapter, stopped, viewing }: ChatRequestsOptions): ChatRequests {
  function markRead(userId: number) {
    const had = useChatStore.getState().conversations.find((entry) => entry.userId === userId)?.unread ?? 0;
    updateChat((state) => markConversationRead(state, userId));
    if (had > 0) adapter.read(userId);
  }

  async function refreshConversations() {
    try {
      const list = await adapter.unread();
      if (stopped()) return;
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
      const history = await adapter.history(userId, CHAT_FIRST_PAGE);
      if (!stopped()) updateChat((state) => mergeNewest(state, userId, history));
    } catch {
      if (!stopped()) updateChat((state) => historyFailed(state, userId));
    }
  }

  async function loadOlder(userId: number) {
    const thread = threadOf(useChatStore.getState(), userId);
    if (!thread.hasOlder || thread.loading !== 'none' || thread.pages === 0) return;
    const pageIndex = thread.pages + 1;
    updateChat((state) => historyLoading(state, userId, 'older'));
    try {
      const history = await adapter.history(userId, pageIndex);
      if (!stopped()) updateChat((state) => prependOlder(state, userId, pageIndex, history));
    } catch {
      if (!stopped()) updateChat((state) => historyFailed(state, userId));
    }
  }

  return { markRead, refreshConversations, loadNewest, loadOlder };
}

/**
 * What the chat adapter tells, into the chat store's rules: a chat message (appended, counted or
 * read, told to the user), a conversation read in another tab of ours, and who is online. Nothing
 * is handled once the connection is stopped.
 */
import type { ChatAdapter, ChatPresence, ChatPushMessage } from '@/api/chat/adapter';
import { applyPresence, markConversationRead, receivePush, type PushOutcome } from './chatState';
import { updateChat, useChatStore } from './chatStore';

export interface ChatInboundOptions {
  adapter: Pick<ChatAdapter, 'read'>;
  /** A message to us in a conversation that is not on screen. */
  notify: (push: ChatPushMessage) => void;
  /** The connection was closed for good. */
  stopped: () => boolean;
  /** The conversation on screen (window open and that conversation selected), or null. */
  viewing: () => number | null;
  /** Asks the conversation list again. */
  refreshConversations: () => Promise<void>;
}

export interface ChatInbound {
  onPush(push: ChatPushMessage): void;
  /** A conversation read in another tab of ours. */
  onRead(userId: number): void;
  onPresence(change: ChatPresence): void;
}

export function createChatInbound({ adapter, notify, stopped, viewing, refreshConversations }: ChatInboundOptions): ChatInbound {
  return {
    onPush(push) {
      if (stopped()) return;
      let outcome: PushOutcome | null = null;
      const onScreen = viewing();
      updateChat((state) => {
        outcome = receivePush(state, push, onScreen);
        return outcome.state;
      });
      const done = outcome as PushOutcome | null;
      if (!done?.added) return;
      if (done.notify) notify(push);
      else if (onScreen === done.userId && push.fromUserId !== useChatStore.getState().me) adapter.read(done.userId);
      // A conversation first seen through our own message from another tab: its name comes with the list.
      if (!useChatStore.getState().conversations.find((entry) => entry.userId === done.userId)?.userName) void refreshConversations();
    },

    onRead(userId) {
      if (!stopped()) updateChat((state) => markConversationRead(state, userId));
    },

    onPresence(change) {
      if (!stopped()) updateChat((state) => applyPresence(state, change));
    },
  };
}

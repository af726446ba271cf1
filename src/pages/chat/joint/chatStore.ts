/**
 * The joint-hall chat's store: the state of chatState.ts, changed only through its pure rules
 * (`updateChat(rule)`). Read by the chat window through selector hooks; fed by the connection.
 * The top bar's count is the app store's `unreadJointChat`, kept equal to the total here. Cleared
 * at logout (chatRuntime registers the reset with the sockets' closing).
 */
import { create } from 'zustand';
import { useAppState } from '@/stores/app';
import { initialChatState, threadOf, totalUnread, type ChatState, type ChatThread } from './chatState';

export const useChatStore = create<ChatState>()(() => initialChatState());

/** Applies one rule of chatState.ts to the store. */
export function updateChat(rule: (state: ChatState) => ChatState): void {
  const before = useChatStore.getState();
  const after = rule(before);
  if (after === before) return;
  useChatStore.setState(after, true);
  const unread = totalUnread(after);
  if (useAppState.getState().unreadJointChat !== unread) useAppState.getState().setUnread({ unreadJointChat: unread });
}

/** Back to nothing (logout, a new session). */
export function resetChatStore(me = 0): void {
  useChatStore.setState(initialChatState(me), true);
  useAppState.getState().setUnread({ unreadJointChat: 0 });
}

/**
 * Selector hook: one conversation's messages and paging state.
 *
 * @example const thread = useChatThread(userId);
 */
export function useChatThread(userId: number): ChatThread {
  return useChatStore((state) => threadOf(state, userId));
}

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
  publish(after);
}

/** What the layout shows of the chat (the bell): the unread total, the connection, whether counts are known. */
function publish(state: ChatState): void {
  const app = useAppState.getState();
  const unread = totalUnread(state);
  if (app.unreadJointChat !== unread) app.setUnread({ unreadJointChat: unread });
  if (app.chatStatus.connection !== state.connection || app.chatStatus.countsLoaded !== state.conversationsLoaded) {
    useAppState.setState({ chatStatus: { connection: state.connection, countsLoaded: state.conversationsLoaded } });
  }
}

/** Back to nothing (logout, a new session). */
export function resetChatStore(me = 0): void {
  const state = initialChatState(me);
  useChatStore.setState(state, true);
  useAppState.getState().setUnread({ unreadJointChat: 0 });
  // No user: the chat is off; a new user's chat is connecting.
  if (me) publish(state);
  else useAppState.setState({ chatStatus: { connection: 'off', countsLoaded: false } });
}

/**
 * Selector hook: one conversation's messages and paging state.
 *
 * @example const thread = useChatThread(userId);
 */
export function useChatThread(userId: number): ChatThread {
  return useChatStore((state) => threadOf(state, userId));
}

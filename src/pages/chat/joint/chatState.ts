/**
 * The joint-hall chat's state and its rules, pure (no React, no store, no socket): the
 * conversations, each conversation's messages (history pages prepended, pushes appended, our own
 * outgoing ones sending / sent / failed), who is online, the conversation selected and the
 * connection's state. Every function takes a state and answers the next one; chatStore.ts holds
 * it, chatConnection.ts feeds it.
 *
 * This module is their one door (the store, the connection, the window and the tests import from
 * here) and holds the rules that belong to no conversation (presence, the connection's state).
 * The rest live by concern: chatStateShape.ts (the state's shape, a conversation's messages),
 * chatItems.ts (a message as shown, each shown once), chatConversations.ts (the list, unread
 * counts, the selected one), chatMessages.ts (pushes, our own messages), chatHistory.ts (history
 * pages, stale after a reconnect).
 */
import type { ChatPresence } from '@/api/chat/adapter';
import type { ChatConnectionState, ChatState } from './chatStateShape';

export type { ChatConnectionState, ChatConversationEntry, ChatItem, ChatItemState, ChatPeer, ChatState, ChatThread } from './chatStateShape';
export { initialChatState, threadOf } from './chatStateShape';
export { fromHistory, fromPush, normalizeItems } from './chatItems';
export { markConversationRead, openConversation, setConversations, totalUnread } from './chatConversations';
export { addPending, confirmSent, findPending, markFailed, markSending, receivePush, type PushOutcome } from './chatMessages';
export { historyFailed, historyLoading, markThreadsStale, mergeNewest, prependOlder } from './chatHistory';

/** A presence frame: the snapshot replaces the set, online/offline change one user. */
export function applyPresence(state: ChatState, frame: ChatPresence): ChatState {
  if (frame.type === 'snapshot') return { ...state, online: new Set(frame.online) };
  const has = state.online.has(frame.userId);
  if (frame.type === 'online' ? has : !has) return state;
  const online = new Set(state.online);
  if (frame.type === 'online') online.add(frame.userId);
  else online.delete(frame.userId);
  return { ...state, online };
}

export const setConnection = (state: ChatState, connection: ChatConnectionState): ChatState =>
  state.connection === connection ? state : { ...state, connection };

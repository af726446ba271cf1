/**
 * The joint-hall chat's conversation list, pure: the server's list and the conversations started
 * here, their last message and unread counts (newest first), and the one selected. The message
 * rules (chatMessages.ts, chatHistory.ts) move a conversation through the helpers exported here;
 * chatState.ts re-exports only the rules.
 */
import type { ChatConversation, ChatUser } from '@/api/chat/adapter';
import type { ChatConversationEntry, ChatItem, ChatPeer, ChatState } from './chatStateShape';

/** Newest first; a conversation with no message yet (started here) keeps its place at the top. */
const byLastTime = (a: ChatConversationEntry, b: ChatConversationEntry) => (b.lastTime || '\uffff').localeCompare(a.lastTime || '\uffff');

export const peerOf = (user: ChatUser): ChatPeer => ({
  userId: user.userId,
  userName: user.userName,
  userAvatar: user.userAvatar,
  companyName: user.companyName,
});

/** The conversation with `peer`, made when there is none (its known facts filled in where missing). */
export function ensureConversation(state: ChatState, peer: ChatPeer): ChatState {
  const index = state.conversations.findIndex((entry) => entry.userId === peer.userId);
  if (index < 0) {
    const entry: ChatConversationEntry = { ...peer, unread: 0, lastType: 1, lastMessage: '', lastTime: '' };
    return { ...state, conversations: [entry, ...state.conversations] };
  }
  const known = state.conversations[index];
  const filled = {
    ...known,
    userName: known.userName || peer.userName,
    userAvatar: known.userAvatar || peer.userAvatar,
    companyName: known.companyName || peer.companyName,
  };
  return { ...state, conversations: state.conversations.map((entry, at) => (at === index ? filled : entry)) };
}

/** A conversation's last message and unread count changed: it moves to the top. */
export function touchConversation(
  state: ChatState,
  userId: number,
  last: Pick<ChatItem, 'type' | 'message' | 'sendTime'>,
  unreadChange: (unread: number) => number,
): ChatState {
  const entry = state.conversations.find((item) => item.userId === userId);
  if (!entry) return state;
  const newer = last.sendTime >= entry.lastTime;
  const next: ChatConversationEntry = {
    ...entry,
    unread: unreadChange(entry.unread),
    ...(newer ? { lastType: last.type, lastMessage: last.message, lastTime: last.sendTime } : {}),
  };
  return { ...state, conversations: [next, ...state.conversations.filter((item) => item.userId !== userId)] };
}

/** The last message of a conversation from its history, without moving it. */
export function touchConversationQuietly(state: ChatState, userId: number, last: ChatItem): ChatState {
  return {
    ...state,
    conversations: state.conversations.map((entry) =>
      entry.userId === userId && last.sendTime > entry.lastTime ? { ...entry, lastType: last.type, lastMessage: last.message, lastTime: last.sendTime } : entry,
    ),
  };
}

/** getUnreadMessage answered: the server's list, plus conversations started here that it does not know yet. */
export function setConversations(state: ChatState, served: readonly ChatConversation[]): ChatState {
  const list: ChatConversationEntry[] = served.map((row) => ({
    userId: row.userId,
    userName: row.userName,
    userAvatar: row.userAvatar,
    companyName: row.companyName,
    unread: row.unreadMessageNum,
    lastType: row.lastMsg?.type ?? 1,
    lastMessage: row.lastMsg?.message ?? row.msg ?? '',
    lastTime: row.sendTime ?? '',
  }));
  const servedIds = new Set(list.map((entry) => entry.userId));
  const localOnly = state.conversations.filter((entry) => !servedIds.has(entry.userId));
  return { ...state, conversations: [...localOnly, ...list].sort(byLastTime), conversationsLoaded: true };
}

/** The unread messages of every conversation (the top bar's bell). */
export const totalUnread = (state: ChatState): number => state.conversations.reduce((sum, entry) => sum + entry.unread, 0);

/** The conversation's messages to us are read (opened, or read in another tab of ours). */
export const markConversationRead = (state: ChatState, userId: number): ChatState =>
  state.conversations.some((entry) => entry.userId === userId && entry.unread > 0)
    ? { ...state, conversations: state.conversations.map((entry) => (entry.userId === userId ? { ...entry, unread: 0 } : entry)) }
    : state;

/** Selects a conversation (made when there is none: a chat started from the joint hall). */
export function openConversation(state: ChatState, peer: ChatPeer | number): ChatState {
  const userId = typeof peer === 'number' ? peer : peer.userId;
  const next = typeof peer === 'number' ? state : ensureConversation(state, peer);
  return { ...next, openUserId: userId };
}

/**
 * The joint-hall chat's state and its rules, pure (no React, no store, no socket): the
 * conversations, each conversation's messages (history pages prepended, pushes appended, our own
 * outgoing ones sending / sent / failed), who is online, the conversation selected and the
 * connection's state. Every function takes a state and answers the next one; chatStore.ts holds
 * it, chatConnection.ts feeds it.
 *
 * Messages of a conversation: the stored ones (with a messageId) in messageId order, then ours
 * not yet stored (sending or failed) in the order they were written. One message is shown once:
 * a push, an ack and a history row of the same messageId, or two copies of one clientId, merge.
 */
import { CHAT_PAGE_SIZE, type ChatConversation, type ChatHistory, type ChatHistoryMessage, type ChatMessageType, type ChatUser } from '@/api/chat';
import type { ChatPushMessage, PresenceFrame } from '@/api/chatRealtime';

export type ChatItemState = 'sent' | 'sending' | 'failed';

/** One message as the window shows it. */
export interface ChatItem {
  /** Stable React key: the clientId for our own, else `m<messageId>`. */
  key: string;
  messageId?: number;
  clientId?: string;
  mine: boolean;
  type: ChatMessageType;
  message: string;
  /** yyyy-MM-dd HH:mm:ss (the server's; ours while sending). */
  sendTime: string;
  state: ChatItemState;
}

export interface ChatPeer {
  userId: number;
  userName: string;
  userAvatar: string;
  companyName: string;
}

/** A conversation of the list. */
export interface ChatConversationEntry extends ChatPeer {
  unread: number;
  /** The last message ('' time and text for a conversation started here with nothing said yet). */
  lastType: ChatMessageType;
  lastMessage: string;
  lastTime: string;
}

/** What the window holds of one conversation's messages. */
export interface ChatThread {
  items: ChatItem[];
  /** History pages asked so far (1 = the newest page). */
  pages: number;
  /** Older pages may exist (the last page asked was full). */
  hasOlder: boolean;
  /** The newest page has been asked since the last (re)connect. */
  fresh: boolean;
  loading: 'none' | 'newest' | 'older';
  /** The last history call failed. */
  failed: boolean;
}

export type ChatConnectionState = 'connecting' | 'connected' | 'reconnecting' | 'unavailable';

export interface ChatState {
  /** The signed-in back-office user (0 before the chat starts). */
  me: number;
  conversations: ChatConversationEntry[];
  /** getUnreadMessage has answered once. */
  conversationsLoaded: boolean;
  threads: Readonly<Record<number, ChatThread>>;
  online: ReadonlySet<number>;
  /** The conversation selected in the window. */
  openUserId: number | null;
  connection: ChatConnectionState;
}

export const initialChatState = (me = 0): ChatState => ({
  me,
  conversations: [],
  conversationsLoaded: false,
  threads: {},
  online: new Set(),
  openUserId: null,
  connection: 'connecting',
});

/** A conversation nothing is known of yet (one object, so a selector of it stays equal). */
const EMPTY_THREAD: ChatThread = Object.freeze<ChatThread>({ items: [], pages: 0, hasOlder: true, fresh: false, loading: 'none', failed: false });

export const threadOf = (state: ChatState, userId: number): ChatThread => state.threads[userId] ?? EMPTY_THREAD;

const withThread = (state: ChatState, userId: number, change: (thread: ChatThread) => ChatThread): ChatState => ({
  ...state,
  threads: { ...state.threads, [userId]: change(threadOf(state, userId)) },
});

/** Newest first; a conversation with no message yet (started here) keeps its place at the top. */
const byLastTime = (a: ChatConversationEntry, b: ChatConversationEntry) => (b.lastTime || '\uffff').localeCompare(a.lastTime || '\uffff');

/**
 * The items to show: stored ones once each in messageId order (a copy that carries our clientId
 * wins, so its React key stays), then the unsent ones once each by clientId, in their order.
 */
export function normalizeItems(items: readonly ChatItem[]): ChatItem[] {
  const stored = new Map<number, ChatItem>();
  const sentClientIds = new Set<string>();
  for (const item of items) {
    if (item.messageId === undefined) continue;
    const known = stored.get(item.messageId);
    if (!known || (!known.clientId && item.clientId)) stored.set(item.messageId, item);
    if (item.clientId) sentClientIds.add(item.clientId);
  }
  const unsent = new Map<string, ChatItem>();
  for (const item of items) {
    if (item.messageId !== undefined || !item.clientId || sentClientIds.has(item.clientId)) continue;
    unsent.set(item.clientId, item);
  }
  return [...[...stored.values()].sort((a, b) => a.messageId! - b.messageId!), ...unsent.values()];
}

export function fromHistory(message: ChatHistoryMessage, me: number): ChatItem {
  return {
    key: `m${message.messageId}`,
    messageId: message.messageId,
    mine: message.sourceUserId === me,
    type: message.messageType,
    message: message.message,
    sendTime: message.createdTime,
    state: 'sent',
  };
}

export function fromPush(push: ChatPushMessage, me: number): ChatItem {
  const mine = push.fromUserId === me;
  return {
    key: mine && push.clientId ? push.clientId : `m${push.messageId}`,
    messageId: push.messageId,
    clientId: mine ? push.clientId : undefined,
    mine,
    type: push.type,
    message: push.message,
    sendTime: push.sendTime,
    state: 'sent',
  };
}

const peerOf = (user: ChatUser): ChatPeer => ({ userId: user.userId, userName: user.userName, userAvatar: user.userAvatar, companyName: user.companyName });

/** The conversation with `peer`, made when there is none (its known facts filled in where missing). */
function ensureConversation(state: ChatState, peer: ChatPeer): ChatState {
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
function touchConversation(state: ChatState, userId: number, last: Pick<ChatItem, 'type' | 'message' | 'sendTime'>, unreadChange: (unread: number) => number): ChatState {
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

/** What a push did: the next state, and whether the user should be told (a message to us in a conversation not on screen). */
export interface PushOutcome {
  state: ChatState;
  notify: boolean;
  /** The conversation it belongs to. */
  userId: number;
  /** The message was not known before (a second copy changes nothing). */
  added: boolean;
}

/**
 * A message pushed by the socket. `viewing` is the conversation on screen (window open and that
 * conversation selected), or null: a message there is appended as read; a message to us anywhere
 * else raises that conversation's unread count and moves it to the top. Our own message (sent
 * from another tab) is appended, never counted.
 */
export function receivePush(state: ChatState, push: ChatPushMessage, viewing: number | null): PushOutcome {
  const mine = push.fromUserId === state.me;
  const userId = mine ? push.toUserId : push.fromUserId;
  // Our own message still sending here: this copy is its confirmation.
  if (mine && push.clientId && findPending(state, push.clientId)) return { state: confirmSent(state, push), notify: false, userId, added: false };
  const known = threadOf(state, userId).items.some((item) => item.messageId === push.messageId);
  let next = mine ? ensureConversation(state, { userId, userName: '', userAvatar: '', companyName: '' }) : ensureConversation(state, peerOf(push.user));
  if (known) return { state: next, notify: false, userId, added: false };
  const item = fromPush(push, state.me);
  next = withThread(next, userId, (current) => ({ ...current, items: normalizeItems([...current.items, item]) }));
  const counts = !mine && viewing !== userId;
  next = touchConversation(next, userId, item, (unread) => (counts ? unread + 1 : viewing === userId ? 0 : unread));
  return { state: next, notify: counts, userId, added: true };
}

/** Our message as written: shown at once as sending. */
export function addPending(state: ChatState, targetUserId: number, pending: { clientId: string; type: ChatMessageType; message: string; sendTime: string }): ChatState {
  const item: ChatItem = { key: pending.clientId, clientId: pending.clientId, mine: true, type: pending.type, message: pending.message, sendTime: pending.sendTime, state: 'sending' };
  const next = withThread(ensureConversation(state, { userId: targetUserId, userName: '', userAvatar: '', companyName: '' }), targetUserId, (thread) => ({
    ...thread,
    items: normalizeItems([...thread.items, item]),
  }));
  return touchConversation(next, targetUserId, item, (unread) => unread);
}

/** Where a clientId of ours is, if anywhere. */
export function findPending(state: ChatState, clientId: string): { userId: number; item: ChatItem } | null {
  for (const [userId, thread] of Object.entries(state.threads)) {
    const item = thread.items.find((entry) => entry.clientId === clientId);
    if (item) return { userId: Number(userId), item };
  }
  return null;
}

function setPendingState(state: ChatState, clientId: string, to: ChatItemState): ChatState {
  const found = findPending(state, clientId);
  if (!found || found.item.state === 'sent') return state;
  return withThread(state, found.userId, (thread) => ({ ...thread, items: thread.items.map((item) => (item.clientId === clientId ? { ...item, state: to } : item)) }));
}

/** The ack did not come in time, or the server refused: failed, with a Retry. */
export const markFailed = (state: ChatState, clientId: string): ChatState => setPendingState(state, clientId, 'failed');

/** Retry: sending again (the same clientId). */
export const markSending = (state: ChatState, clientId: string): ChatState => setPendingState(state, clientId, 'sending');

/** The server stored our message (its ack, even a late one): sent, in its place by messageId, never twice. */
export function confirmSent(state: ChatState, stored: ChatPushMessage): ChatState {
  const userId = stored.toUserId;
  const item = { ...fromPush({ ...stored, fromUserId: state.me }, state.me), key: stored.clientId };
  const next = withThread(ensureConversation(state, { userId, userName: '', userAvatar: '', companyName: '' }), userId, (thread) => ({
    ...thread,
    items: normalizeItems([...thread.items.filter((entry) => entry.clientId !== stored.clientId), item]),
  }));
  return touchConversation(next, userId, item, (unread) => unread);
}

/** A history page was asked. */
export const historyLoading = (state: ChatState, userId: number, which: 'newest' | 'older'): ChatState =>
  withThread(state, userId, (thread) => ({ ...thread, loading: which, failed: false }));

export const historyFailed = (state: ChatState, userId: number): ChatState => withThread(state, userId, (thread) => ({ ...thread, loading: 'none', failed: true }));

const peerFromHistory = (history: ChatHistory): ChatPeer | null => (history.targetUser?.userId ? peerOf(history.targetUser) : null);

/**
 * The newest page (on opening, and after every reconnect): merged by messageId. When none of a
 * full page was known, the messages between are missing: the stored ones shown are replaced by the
 * page (ours not yet stored stay), and older pages are asked again from page 2.
 */
export function mergeNewest(state: ChatState, userId: number, history: ChatHistory): ChatState {
  const page = history.messageList.map((message) => fromHistory(message, state.me));
  const peer = peerFromHistory(history);
  const base = peer ? ensureConversation(state, peer) : state;
  const next = withThread(base, userId, (thread) => {
    const storedIds = new Set(thread.items.flatMap((item) => (item.messageId === undefined ? [] : [item.messageId])));
    const gap = storedIds.size > 0 && page.length >= CHAT_PAGE_SIZE && page.every((item) => !storedIds.has(item.messageId!));
    const kept = gap ? thread.items.filter((item) => item.messageId === undefined) : thread.items;
    const pages = gap || thread.pages === 0 ? 1 : thread.pages;
    const hasOlder = gap || thread.pages === 0 ? page.length >= CHAT_PAGE_SIZE : thread.hasOlder;
    return { ...thread, items: normalizeItems([...kept, ...page]), pages, hasOlder, fresh: true, loading: 'none', failed: false };
  });
  const newest = threadOf(next, userId).items.filter((item) => item.state === 'sent').at(-1);
  return newest ? touchConversationQuietly(next, userId, newest) : next;
}

/** The last message of a conversation from its history, without moving it. */
function touchConversationQuietly(state: ChatState, userId: number, last: ChatItem): ChatState {
  return {
    ...state,
    conversations: state.conversations.map((entry) =>
      entry.userId === userId && last.sendTime > entry.lastTime ? { ...entry, lastType: last.type, lastMessage: last.message, lastTime: last.sendTime } : entry,
    ),
  };
}

/** An older page (scrolled to the top): prepended, duplicates dropped. */
export function prependOlder(state: ChatState, userId: number, pageIndex: number, history: ChatHistory): ChatState {
  const page = history.messageList.map((message) => fromHistory(message, state.me));
  return withThread(state, userId, (thread) => ({
    ...thread,
    items: normalizeItems([...page, ...thread.items]),
    pages: Math.max(thread.pages, pageIndex),
    hasOlder: page.length >= CHAT_PAGE_SIZE,
    loading: 'none',
    failed: false,
  }));
}

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

/**
 * After a reconnect every conversation may have missed messages: the newest page of each must be
 * asked again before it is trusted (the open one is asked at once; the others when opened).
 */
export const markThreadsStale = (state: ChatState): ChatState => ({
  ...state,
  threads: Object.fromEntries(Object.entries(state.threads).map(([userId, thread]) => [userId, { ...thread, fresh: false }])),
});

/** A presence frame: the snapshot replaces the set, online/offline change one user. */
export function applyPresence(state: ChatState, frame: PresenceFrame): ChatState {
  if (frame.type === 'snapshot') return { ...state, online: new Set(frame.online) };
  const has = state.online.has(frame.userId);
  if (frame.type === 'online' ? has : !has) return state;
  const online = new Set(state.online);
  if (frame.type === 'online') online.add(frame.userId);
  else online.delete(frame.userId);
  return { ...state, online };
}

export const setConnection = (state: ChatState, connection: ChatConnectionState): ChatState => (state.connection === connection ? state : { ...state, connection });

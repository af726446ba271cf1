/**
 * The joint-hall chat's history pages, pure: the newest page (on opening, and after every
 * reconnect) merged by messageId, older pages prepended, the gap after a long absence, and every
 * conversation's newest page to be asked again after a reconnect.
 */
import { CHAT_PAGE_SIZE, type ChatHistory } from '@/api/chat/adapter';
import { ensureConversation, peerOf, touchConversationQuietly } from './chatConversations';
import { fromHistory, normalizeItems } from './chatItems';
import { threadOf, withThread, type ChatPeer, type ChatState } from './chatStateShape';

/** A history page was asked. */
export const historyLoading = (state: ChatState, userId: number, which: 'newest' | 'older'): ChatState =>
  withThread(state, userId, (thread) => ({ ...thread, loading: which, failed: false }));

export const historyFailed = (state: ChatState, userId: number): ChatState =>
  withThread(state, userId, (thread) => ({ ...thread, loading: 'none', failed: true }));

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
  const newest = threadOf(next, userId)
    .items.filter((item) => item.state === 'sent')
    .at(-1);
  return newest ? touchConversationQuietly(next, userId, newest) : next;
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

/**
 * After a reconnect every conversation may have missed messages: the newest page of each must be
 * asked again before it is trusted (the open one is asked at once; the others when opened).
 */
export const markThreadsStale = (state: ChatState): ChatState => ({
  ...state,
  threads: Object.fromEntries(Object.entries(state.threads).map(([userId, thread]) => [userId, { ...thread, fresh: false }])),
});

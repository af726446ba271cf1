/**
 * The joint-hall chat's live messages, pure: a message pushed by the socket (for the conversation
 * on screen, for another, or our own from another tab) and ours as written, sending / sent /
 * failed / sent again with the same clientId.
 */
import type { ChatMessageType, ChatPushMessage } from '@/api/chat/adapter';
import { ensureConversation, peerOf, touchConversation } from './chatConversations';
import { fromPush, normalizeItems } from './chatItems';
import { threadOf, withThread, type ChatItem, type ChatItemState, type ChatState } from './chatStateShape';

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
export function addPending(
  state: ChatState,
  targetUserId: number,
  pending: { clientId: string; type: ChatMessageType; message: string; sendTime: string },
): ChatState {
  const item: ChatItem = {
    key: pending.clientId,
    clientId: pending.clientId,
    mine: true,
    type: pending.type,
    message: pending.message,
    sendTime: pending.sendTime,
    state: 'sending',
  };
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
  return withThread(state, found.userId, (thread) => ({
    ...thread,
    items: thread.items.map((item) => (item.clientId === clientId ? { ...item, state: to } : item)),
  }));
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

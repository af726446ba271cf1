/**
 * A message of the joint-hall chat as the window shows it, made from each of its sources (a
 * history row, a push), and the rule that shows each message once, in order.
 *
 * Messages of a conversation: the stored ones (with a messageId) in messageId order, then ours
 * not yet stored (sending or failed) in the order they were written. One message is shown once:
 * a push, an ack and a history row of the same messageId, or two copies of one clientId, merge.
 */
import type { ChatHistoryMessage, ChatPushMessage } from '@/api/chat/adapter';
import type { ChatItem } from './chatStateShape';

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

/**
 * The joint-hall chat's pure rules (pages/chat/joint/chatState.ts): pushes for the conversation on
 * screen (appended as read) and for others (counted, moved up, told), one message shown once
 * (by messageId and by clientId), our own messages sending / sent / failed / sent again, history
 * pages (newest merged, older prepended, a gap after a long absence), presence, the list.
 */
import { describe, expect, it } from 'vitest';
import type { ChatConversation, ChatHistory, ChatHistoryMessage } from '@/api/chat';
import type { ChatPushMessage } from '@/api/chatRealtime';
import {
  addPending,
  applyPresence,
  confirmSent,
  initialChatState,
  markConversationRead,
  markFailed,
  markSending,
  mergeNewest,
  normalizeItems,
  openConversation,
  prependOlder,
  receivePush,
  setConversations,
  threadOf,
  totalUnread,
  type ChatState,
} from '@/pages/chat/joint/chatState';

const ME = 7;
const WANG = { userId: 21, userName: '王老师', userAvatar: '', companyName: '杭州好阿姨家政' };
const LI = { userId: 22, userName: '李经理', userAvatar: '/a.png', companyName: '苏州家政' };

function push(messageId: number, over: Partial<ChatPushMessage> = {}): ChatPushMessage {
  return {
    messageId,
    clientId: `c${messageId}`,
    fromUserId: WANG.userId,
    toUserId: ME,
    type: 1,
    message: `消息${messageId}`,
    sendTime: `2026-11-24 10:${String(messageId % 60).padStart(2, '0')}:00`,
    user: WANG,
    ...over,
  };
}

function conversation(peer: typeof WANG, unread: number, sendTime: string, message = '你好'): ChatConversation {
  return { ...peer, unreadMessageNum: unread, sendTime, lastMsg: { type: 1, message }, msg: message };
}

function history(peer: typeof WANG, ids: number[], from = peer.userId): ChatHistory {
  const messageList: ChatHistoryMessage[] = ids.map((id) => ({
    messageId: id,
    messageType: 1,
    message: `消息${id}`,
    sourceUserId: from,
    createdTime: `2026-11-24 09:${String(id % 60).padStart(2, '0')}:00`,
  }));
  return { messageList, targetUser: peer };
}

const range = (from: number, to: number) => Array.from({ length: to - from + 1 }, (_, index) => from + index);
const ids = (state: ChatState, userId: number) => threadOf(state, userId).items.map((item) => item.messageId ?? item.clientId);
const withList = () => setConversations(initialChatState(ME), [conversation(LI, 0, '2026-11-24 09:00:00'), conversation(WANG, 2, '2026-11-23 18:00:00')]);

describe('the conversation list', () => {
  it('takes the server’s list newest first and keeps a conversation started here that it does not know yet', () => {
    const started = openConversation(initialChatState(ME), { userId: 99, userName: '赵主管', userAvatar: '', companyName: '宁波家政' });
    const state = setConversations(started, [conversation(WANG, 2, '2026-11-23 18:00:00'), conversation(LI, 1, '2026-11-24 09:00:00')]);
    expect(state.conversations.map((entry) => entry.userId)).toEqual([99, LI.userId, WANG.userId]);
    expect(state.conversationsLoaded).toBe(true);
    expect(totalUnread(state)).toBe(3);
    expect(state.openUserId).toBe(99);
  });

  it('drops a conversation’s count when it is read', () => {
    const state = markConversationRead(withList(), WANG.userId);
    expect(state.conversations.find((entry) => entry.userId === WANG.userId)!.unread).toBe(0);
    expect(markConversationRead(state, WANG.userId)).toBe(state);
  });
});

describe('a pushed message', () => {
  it('for the conversation on screen: appended as read, nobody told', () => {
    const outcome = receivePush(withList(), push(5), WANG.userId);
    expect(outcome).toMatchObject({ notify: false, added: true, userId: WANG.userId });
    expect(ids(outcome.state, WANG.userId)).toEqual([5]);
    expect(outcome.state.conversations[0]).toMatchObject({ userId: WANG.userId, unread: 0, lastMessage: '消息5' });
    expect(threadOf(outcome.state, WANG.userId).items[0]).toMatchObject({ mine: false, state: 'sent' });
  });

  it('for another conversation: its count goes up, it moves to the top and the user is told', () => {
    const outcome = receivePush(withList(), push(5), LI.userId);
    expect(outcome).toMatchObject({ notify: true, added: true });
    expect(outcome.state.conversations.map((entry) => [entry.userId, entry.unread])).toEqual([
      [WANG.userId, 3],
      [LI.userId, 0],
    ]);
    expect(totalUnread(outcome.state)).toBe(3);
  });

  it('from someone new: a conversation made from the sender, counted', () => {
    const stranger = { userId: 30, userName: '周老师', userAvatar: '', companyName: '温州家政' };
    const outcome = receivePush(withList(), push(8, { fromUserId: 30, user: stranger }), null);
    expect(outcome.notify).toBe(true);
    expect(outcome.state.conversations[0]).toMatchObject({ ...stranger, unread: 1, lastMessage: '消息8' });
  });

  it('twice (or after its history page): shown once, counted once', () => {
    const once = receivePush(withList(), push(5), null);
    const twice = receivePush(once.state, push(5), null);
    expect(twice).toMatchObject({ added: false, notify: false });
    expect(ids(twice.state, WANG.userId)).toEqual([5]);
    expect(totalUnread(twice.state)).toBe(totalUnread(once.state));
    const fromHistory = mergeNewest(twice.state, WANG.userId, history(WANG, [3, 4, 5]));
    expect(ids(fromHistory, WANG.userId)).toEqual([3, 4, 5]);
  });

  it('of ours from another tab: appended as ours, never counted; its copy confirms a message still sending here', () => {
    const ours = receivePush(withList(), push(9, { fromUserId: ME, toUserId: WANG.userId, user: { ...WANG, userId: ME } }), null);
    expect(ours.notify).toBe(false);
    expect(threadOf(ours.state, WANG.userId).items[0]).toMatchObject({ mine: true, state: 'sent', messageId: 9 });
    expect(totalUnread(ours.state)).toBe(totalUnread(withList()));

    const sending = addPending(withList(), WANG.userId, { clientId: 'same', type: 1, message: '在吗', sendTime: '2026-11-24 11:00:00' });
    const confirmed = receivePush(sending, push(12, { clientId: 'same', fromUserId: ME, toUserId: WANG.userId, message: '在吗' }), null);
    expect(threadOf(confirmed.state, WANG.userId).items).toEqual([expect.objectContaining({ key: 'same', messageId: 12, state: 'sent' })]);
  });
});

describe('our own messages', () => {
  const sending = () => addPending(withList(), WANG.userId, { clientId: 'k1', type: 1, message: '明天面试', sendTime: '2026-11-24 11:00:00' });

  it('show at once as sending, at the end, and move the conversation up', () => {
    const state = sending();
    expect(threadOf(state, WANG.userId).items).toEqual([expect.objectContaining({ key: 'k1', clientId: 'k1', mine: true, state: 'sending' })]);
    expect(state.conversations[0]).toMatchObject({ userId: WANG.userId, lastMessage: '明天面试' });
  });

  it('fail, are sent again (the same clientId) and are confirmed once, in messageId order before what is still unsent', () => {
    let state = markFailed(sending(), 'k1');
    expect(threadOf(state, WANG.userId).items[0].state).toBe('failed');
    state = addPending(state, WANG.userId, { clientId: 'k2', type: 1, message: '第二条', sendTime: '2026-11-24 11:01:00' });
    state = markSending(state, 'k1');
    expect(threadOf(state, WANG.userId).items.map((item) => [item.clientId, item.state])).toEqual([
      ['k1', 'sending'],
      ['k2', 'sending'],
    ]);
    state = mergeNewest(state, WANG.userId, history(WANG, [3, 4]));
    const stored = push(6, { clientId: 'k1', fromUserId: ME, toUserId: WANG.userId, message: '明天面试' });
    state = confirmSent(state, stored);
    state = confirmSent(state, stored);
    expect(threadOf(state, WANG.userId).items.map((item) => [item.messageId ?? item.clientId, item.state])).toEqual([
      [3, 'sent'],
      [4, 'sent'],
      [6, 'sent'],
      ['k2', 'sending'],
    ]);
    expect(threadOf(state, WANG.userId).items[2].key).toBe('k1');
  });

  it('confirmed late (after they were marked failed): sent, and a history copy of it merges into it', () => {
    let state = confirmSent(markFailed(sending(), 'k1'), push(6, { clientId: 'k1', fromUserId: ME, toUserId: WANG.userId }));
    expect(threadOf(state, WANG.userId).items).toEqual([expect.objectContaining({ messageId: 6, state: 'sent', mine: true })]);
    state = mergeNewest(state, WANG.userId, history(WANG, [5, 6], ME));
    expect(ids(state, WANG.userId)).toEqual([5, 6]);
    expect(markFailed(state, 'k1')).toBe(state);
  });

  it('normalizeItems: stored ones by messageId, a clientId once, unsent last', () => {
    const items = normalizeItems([
      { key: 'x', clientId: 'x', mine: true, type: 1, message: 'x', sendTime: '', state: 'sending' },
      { key: 'm9', messageId: 9, mine: false, type: 1, message: '9', sendTime: '', state: 'sent' },
      { key: 'x', clientId: 'x', mine: true, type: 1, message: 'x', sendTime: '', state: 'failed' },
      { key: 'm2', messageId: 2, mine: false, type: 1, message: '2', sendTime: '', state: 'sent' },
    ]);
    expect(items.map((item) => item.key)).toEqual(['m2', 'm9', 'x']);
    expect(items[2].state).toBe('failed');
  });
});

describe('history', () => {
  it('the newest page first, then older pages prepended without duplicates until a short page', () => {
    let state = mergeNewest(openConversation(initialChatState(ME), WANG), WANG.userId, history(WANG, range(31, 50)));
    expect(threadOf(state, WANG.userId)).toMatchObject({ pages: 1, hasOlder: true, fresh: true, loading: 'none' });
    // Two new messages arrived meanwhile: page 2 overlaps page 1 by two.
    state = receivePush(state, push(51), WANG.userId).state;
    state = receivePush(state, push(52), WANG.userId).state;
    state = prependOlder(state, WANG.userId, 2, history(WANG, range(13, 32)));
    expect(ids(state, WANG.userId)).toEqual(range(13, 52));
    expect(threadOf(state, WANG.userId)).toMatchObject({ pages: 2, hasOlder: true });
    state = prependOlder(state, WANG.userId, 3, history(WANG, range(1, 14)));
    expect(ids(state, WANG.userId)).toEqual(range(1, 52));
    expect(threadOf(state, WANG.userId).hasOlder).toBe(false);
    expect(state.conversations[0]).toMatchObject({ userId: WANG.userId, lastMessage: '消息52' });
  });

  it('the newest page after a reconnect: merged by messageId; a full page with nothing known replaces what was shown (ours not yet stored stay)', () => {
    let state = mergeNewest(initialChatState(ME), WANG.userId, history(WANG, range(1, 5)));
    state = addPending(state, WANG.userId, { clientId: 'k', type: 1, message: '在吗', sendTime: '2026-11-24 11:00:00' });
    state = mergeNewest(state, WANG.userId, history(WANG, range(1, 8)));
    expect(ids(state, WANG.userId)).toEqual([...range(1, 8), 'k']);
    state = mergeNewest(state, WANG.userId, history(WANG, range(40, 59)));
    expect(ids(state, WANG.userId)).toEqual([...range(40, 59), 'k']);
    expect(threadOf(state, WANG.userId)).toMatchObject({ pages: 1, hasOlder: true });
  });

  it('fills in who a conversation started here is with from the history', () => {
    const state = mergeNewest(
      openConversation(initialChatState(ME), { userId: LI.userId, userName: '', userAvatar: '', companyName: '苏州家政' }),
      LI.userId,
      history(LI, []),
    );
    expect(state.conversations[0]).toMatchObject({ userId: LI.userId, userName: '李经理', userAvatar: '/a.png' });
    expect(threadOf(state, LI.userId)).toMatchObject({ pages: 1, hasOlder: false, items: [] });
  });
});

describe('presence', () => {
  it('a snapshot replaces the set; online and offline change one user', () => {
    let state = applyPresence(initialChatState(ME), { type: 'snapshot', online: [ME, 21] });
    expect([...state.online]).toEqual([ME, 21]);
    state = applyPresence(state, { type: 'online', userId: 22 });
    state = applyPresence(state, { type: 'offline', userId: 21 });
    expect([...state.online].sort()).toEqual([ME, 22].sort());
    expect(applyPresence(state, { type: 'offline', userId: 21 })).toBe(state);
    expect(applyPresence(state, { type: 'snapshot', online: [] }).online.size).toBe(0);
  });
});

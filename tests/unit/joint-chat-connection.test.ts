/**
 * The joint-hall chat's connection (pages/chat/joint/chatConnection.ts) over the socketio-v1 adapter
 * (api/chat/adapters/socketioV1.ts) against a fake transport:
 * the login (sealed payload, key changed, back-office session gone, failure and retry, a server
 * without the chat: 404), the socket's listeners once across reconnects, a new chat login on a
 * refused handshake (50008) and
 * on a presence close 4401, the presence backoff, the outbox (waiting while down, sent once on the
 * reconnect with the same clientId, failed on a timeout or a refusal, Retry), what is asked again
 * after every (re)connect, pushes, and logout closing both sockets.
 */
import { beforeEach, describe, expect, it, vi } from 'vitest';
import { CHAT_ACK_TIMEOUT_MS, CHAT_EVENTS, PRESENCE_UNAUTHORIZED, RECONNECT_DELAY_MAX_MS, type JobMsgPush } from '@/api/chatRealtime';
import { ApiError } from '@/api/errors';
import { createChatConnection, type ChatConnection } from '@/pages/chat/joint/chatConnection';
import { setChatDoubles, startChat } from '@/pages/chat/joint/chatRuntime';
import { threadOf } from '@/pages/chat/joint/chatState';
import { resetChatStore, useChatStore } from '@/pages/chat/joint/chatStore';
import { reconnectDelay } from '@/api/chat/adapters/socketioV1/presence';
import { useAppState } from '@/stores/app';
import { resetUserStores } from '@/stores/resetRegistry';
import { useSession } from '@/stores/session';
import type { UserInfo } from '@/api/user';
import { businessError, conversationWith, fakeChat, historyRows, pushFrom, storedAck, type FakeChat } from '../jointChatFakes';

const ME = 7;
const WANG = { userId: 21, userName: '王老师', userAvatar: '', companyName: '杭州好阿姨家政' };
const LI = { userId: 22, userName: '李经理', userAvatar: '', companyName: '苏州家政' };

let viewing: number | null = null;

function connect(chat: FakeChat): ChatConnection {
  return createChatConnection(chat.adapter(), { viewing: () => viewing, hooks: chat.services, newClientId: chat.services.newClientId });
}

async function started(chat: FakeChat): Promise<ChatConnection> {
  const connection = connect(chat);
  await connection.start();
  return connection;
}

const state = () => useChatStore.getState();
const items = (userId: number) => threadOf(state(), userId).items;

beforeEach(() => {
  viewing = null;
  resetChatStore(ME);
});

describe('the chat login', () => {
  it('seals the back-office token and user id with the service’s key, logs in, then opens the socket and presence with the chat token', async () => {
    const chat = fakeChat();
    await started(chat);
    expect(chat.calls.getPublicKey).toHaveBeenCalledTimes(1);
    expect(chat.calls.seal).toHaveBeenCalledWith({ keyId: 'key-1', spki: 'spki' }, { token: 'back-office-token', agentId: String(ME) });
    expect(chat.calls.login).toHaveBeenCalledWith({ payload: 'key-1.back-office-token.7', agentId: '7' });
    expect(chat.socket().connectCalls).toBe(1);
    expect(chat.socket().handshakeToken()).toBe('chat-token-1');
    expect(chat.presence().token).toBe('chat-token-1');
    expect(state().connection).toBe('connecting');
    chat.socket().serverAccepts();
    expect(state().connection).toBe('connected');
  });

  it('asks for the key again and tries once more when the key changed (40104); a second refusal makes it unavailable', async () => {
    const chat = fakeChat();
    chat.calls.login.mockRejectedValueOnce(businessError(40104));
    await started(chat);
    expect(chat.calls.getPublicKey).toHaveBeenCalledTimes(2);
    expect(chat.calls.login).toHaveBeenCalledTimes(2);
    expect(chat.calls.login.mock.calls[1][0].payload.startsWith('key-2.')).toBe(true);
    expect(chat.sockets).toHaveLength(1);

    resetChatStore(ME);
    const again = fakeChat();
    again.calls.login.mockRejectedValue(businessError(40104));
    await started(again);
    expect(again.calls.login).toHaveBeenCalledTimes(2);
    expect(state().connection).toBe('unavailable');
    expect(again.sockets).toHaveLength(0);
  });

  it('hands a refused back-office session (50008) to the back office’s relogin and tries nothing more', async () => {
    const chat = fakeChat();
    chat.calls.login.mockRejectedValue(businessError(50008));
    const connection = await started(chat);
    expect(chat.calls.sessionExpired).toHaveBeenCalledTimes(1);
    expect(chat.calls.sessionExpired.mock.calls[0][0]).toBeInstanceOf(ApiError);
    expect(state().connection).toBe('unavailable');
    await connection.start();
    expect(chat.calls.login).toHaveBeenCalledTimes(1);
    expect(chat.sockets).toHaveLength(0);
  });

  it('is unavailable when the service cannot be reached, and starts on Retry', async () => {
    const chat = fakeChat();
    chat.calls.getPublicKey.mockRejectedValueOnce(new ApiError({ kind: 'network', path: '/chat/publicKey', message: 'Network Error' }));
    const connection = await started(chat);
    expect(state().connection).toBe('unavailable');
    expect(chat.sockets).toHaveLength(0);
    await connection.start();
    expect(chat.socket().connectCalls).toBe(1);
    chat.socket().serverAccepts();
    expect(state().connection).toBe('connected');
  });

  it('a 404 on the key (the server has no chat) leaves it notOffered for good: no login, no socket, start() tries nothing more', async () => {
    const chat = fakeChat();
    chat.calls.getPublicKey.mockRejectedValue(new ApiError({ kind: 'unavailable', code: 404, path: '/chat/publicKey' }));
    const connection = await started(chat);
    expect(state().connection).toBe('notOffered');
    await connection.start();
    expect(chat.calls.getPublicKey).toHaveBeenCalledTimes(1);
    expect(chat.calls.login).not.toHaveBeenCalled();
    expect(chat.sockets).toHaveLength(0);
    expect(chat.presences).toHaveLength(0);
  });

  it('a 404 on the conversation list after connecting closes both sockets and fails the message on its way', async () => {
    const chat = fakeChat();
    chat.calls.getUnreadMessage.mockRejectedValue(new ApiError({ kind: 'unavailable', code: 404, path: '/chat/getUnreadMessage' }));
    const connection = await started(chat);
    connection.send(WANG.userId, 1, '在吗');
    chat.socket().serverAccepts();
    await vi.waitFor(() => expect(state().connection).toBe('notOffered'));
    expect(chat.socket().sends()).toHaveLength(1);
    expect(chat.socket().disconnectCalls).toBe(1);
    expect(chat.presence().closed).toBe(true);
    expect(items(WANG.userId).map((item) => item.state)).toEqual(['failed']);
    // Nothing reconnects or is sent again.
    connection.resend('client-1');
    await connection.start();
    expect(chat.socket().connectCalls).toBe(1);
    expect(chat.socket().sends()).toHaveLength(1);
    expect(chat.calls.login).toHaveBeenCalledTimes(1);
  });

  it('does not start without a back-office session', async () => {
    const chat = fakeChat({ session: () => ({ token: undefined, userId: undefined }) });
    await started(chat);
    expect(chat.calls.getPublicKey).not.toHaveBeenCalled();
    expect(state().connection).toBe('unavailable');
  });
});

describe('the socket', () => {
  it('registers each listener once: reconnects neither add listeners nor show a message twice', async () => {
    const chat = fakeChat();
    await started(chat);
    const socket = chat.socket();
    for (let round = 0; round < 3; round += 1) {
      socket.serverAccepts();
      socket.drop();
      expect(state().connection).toBe('reconnecting');
    }
    socket.serverAccepts();
    for (const event of ['connect', 'disconnect', 'connect_error', CHAT_EVENTS.message, CHAT_EVENTS.read, CHAT_EVENTS.jobMsg])
      expect(socket.listenerCount(event), event).toBe(1);
    socket.push(CHAT_EVENTS.message, pushFrom(WANG, ME, 5, '在吗'));
    expect(items(WANG.userId)).toHaveLength(1);
    expect(chat.calls.notify).toHaveBeenCalledTimes(1);
    expect(chat.sockets).toHaveLength(1);
  });

  it('logs in to the chat again when the handshake is refused with 50008, then connects with the new token', async () => {
    const chat = fakeChat();
    await started(chat);
    const socket = chat.socket();
    socket.refuse(50008);
    expect(state().connection).toBe('reconnecting');
    await vi.waitFor(() => expect(socket.connectCalls).toBe(2));
    expect(chat.calls.login).toHaveBeenCalledTimes(2);
    expect(socket.handshakeToken()).toBe('chat-token-2');
    socket.serverAccepts();
    expect(state().connection).toBe('connected');
    // A transport failure is socket.io's own to retry: no login.
    socket.unreachable();
    expect(state().connection).toBe('reconnecting');
    expect(chat.calls.login).toHaveBeenCalledTimes(2);
    // Another refusal (not 50008): unavailable.
    socket.refuse(40301);
    expect(state().connection).toBe('unavailable');
  });

  it('gives up after refusals in a row that a new login does not cure', async () => {
    const chat = fakeChat();
    await started(chat);
    const socket = chat.socket();
    socket.refuse(50008);
    await vi.waitFor(() => expect(socket.connectCalls).toBe(2));
    socket.refuse(50008);
    await vi.waitFor(() => expect(socket.connectCalls).toBe(3));
    socket.refuse(50008);
    expect(state().connection).toBe('unavailable');
    expect(chat.calls.login).toHaveBeenCalledTimes(3);
  });

  it('asks for the conversations and the open conversation’s newest page after every (re)connect, merging without duplicates', async () => {
    const chat = fakeChat({ conversations: [conversationWith(WANG, 2)], histories: { [WANG.userId]: historyRows([1, 2, 3], WANG.userId, ME) }, users: [WANG] });
    const connection = await started(chat);
    const socket = chat.socket();
    socket.serverAccepts();
    await vi.waitFor(() => expect(useAppState.getState().unreadJointChat).toBe(2));
    useChatStore.setState({ openUserId: WANG.userId });
    viewing = WANG.userId;
    connection.show(WANG.userId);
    await vi.waitFor(() => expect(items(WANG.userId).map((item) => item.messageId)).toEqual([1, 2, 3]));
    expect(useAppState.getState().unreadJointChat).toBe(0);
    expect(socket.reads()).toEqual([{ userId: WANG.userId }]);

    socket.drop();
    // Missed while down: two more messages, and one more unread elsewhere.
    chat.data.histories[WANG.userId] = historyRows([1, 2, 3, 4, 5], WANG.userId, ME);
    chat.data.conversations = [conversationWith(WANG, 0), conversationWith(LI, 1, '2026-11-24 10:00:00')];
    socket.serverAccepts();
    await vi.waitFor(() => expect(items(WANG.userId).map((item) => item.messageId)).toEqual([1, 2, 3, 4, 5]));
    await vi.waitFor(() => expect(useAppState.getState().unreadJointChat).toBe(1));
    expect(chat.calls.getUnreadMessage).toHaveBeenCalledTimes(2);
    expect(chat.calls.getMessage.mock.calls.map(([body]) => body)).toEqual([
      { sendUserId: WANG.userId, pageIndex: 1, pageSize: 20 },
      { sendUserId: WANG.userId, pageIndex: 1, pageSize: 20 },
    ]);
    expect(chat.calls.getUnreadMessage.mock.calls.map(([token]) => token)).toEqual(['chat-token-1', 'chat-token-1']);
  });

  it('marks the conversation on screen read when its message comes (chat:read), and tells about others', async () => {
    const chat = fakeChat({ conversations: [conversationWith(WANG, 0), conversationWith(LI, 0)] });
    await started(chat);
    const socket = chat.socket();
    socket.serverAccepts();
    await vi.waitFor(() => expect(state().conversationsLoaded).toBe(true));
    viewing = WANG.userId;
    socket.push(CHAT_EVENTS.message, pushFrom(WANG, ME, 5, '在吗'));
    expect(socket.reads()).toEqual([{ userId: WANG.userId }]);
    expect(chat.calls.notify).not.toHaveBeenCalled();
    socket.push(CHAT_EVENTS.message, pushFrom(LI, ME, 6, '有空吗'));
    expect(chat.calls.notify).toHaveBeenCalledWith(expect.objectContaining({ messageId: 6 }));
    expect(useAppState.getState().unreadJointChat).toBe(1);
    // Read in another tab of ours.
    socket.push(CHAT_EVENTS.read, { userId: LI.userId });
    expect(useAppState.getState().unreadJointChat).toBe(0);
  });

  it('hands aunt messages to the message panel', async () => {
    const chat = fakeChat();
    await started(chat);
    const push = { thread: { msgId: 3 }, message: { textDes: '你好' } } as unknown as JobMsgPush;
    chat.socket().push(CHAT_EVENTS.jobMsg, push);
    expect(chat.calls.jobMsg).toHaveBeenCalledWith(push);
  });

  it('logs in again when a REST call answers 50008 and asks once more', async () => {
    const chat = fakeChat({ conversations: [conversationWith(WANG, 4)] });
    chat.calls.getUnreadMessage.mockRejectedValueOnce(businessError(50008, '/chat/getUnreadMessage'));
    await started(chat);
    chat.socket().serverAccepts();
    await vi.waitFor(() => expect(useAppState.getState().unreadJointChat).toBe(4));
    expect(chat.calls.getUnreadMessage.mock.calls.map(([token]) => token)).toEqual(['chat-token-1', 'chat-token-2']);
  });
});

describe('presence', () => {
  it('shows who is online, and opens again after a backoff that grows to RECONNECT_DELAY_MAX_MS, one socket at a time', async () => {
    const chat = fakeChat();
    await started(chat);
    const first = chat.presence();
    first.open();
    first.frame({ type: 'snapshot', online: [ME, WANG.userId] });
    first.frame({ type: 'online', userId: LI.userId });
    first.frame({ type: 'offline', userId: WANG.userId });
    expect([...state().online].sort()).toEqual([ME, LI.userId].sort());

    const delays: number[] = [];
    for (let attempt = 0; attempt < 5; attempt += 1) {
      chat.presence().closedBy(1006);
      const waiting = chat.pendingTimers();
      expect(waiting).toHaveLength(1);
      delays.push(waiting[0].ms);
      chat.fireTimers();
    }
    expect(delays).toEqual([500, 1000, 2000, 3000, 3000]);
    expect(delays.every((delay) => delay <= RECONNECT_DELAY_MAX_MS)).toBe(true);
    expect(chat.presences).toHaveLength(6);
    // Opened: the backoff starts again.
    chat.presence().open();
    chat.presence().closedBy(1006);
    expect(chat.pendingTimers()[0].ms).toBe(reconnectDelay(0));
    // A late close of a socket replaced long ago changes nothing.
    first.closedBy(1006);
    expect(chat.pendingTimers()).toHaveLength(1);
  });

  it('logs in to the chat again when closed as unauthorized (4401), then opens with the new token', async () => {
    const chat = fakeChat();
    await started(chat);
    chat.presence().open();
    chat.presence().closedBy(PRESENCE_UNAUTHORIZED);
    await vi.waitFor(() => expect(chat.presences).toHaveLength(2));
    expect(chat.calls.login).toHaveBeenCalledTimes(2);
    expect(chat.presence().token).toBe('chat-token-2');
    expect(chat.socket().handshakeToken()).toBe('chat-token-2');
  });
});

describe('the outbox', () => {
  it('keeps a message written while down (sending) and sends it once on the reconnect, with the same clientId', async () => {
    const chat = fakeChat();
    const connection = await started(chat);
    const socket = chat.socket();
    connection.send(WANG.userId, 1, '明天上午面试');
    expect(items(WANG.userId)).toEqual([expect.objectContaining({ clientId: 'client-1', state: 'sending', mine: true })]);
    expect(socket.sends()).toHaveLength(0);
    socket.serverAccepts();
    expect(socket.sends().map((entry) => entry.payload)).toEqual([{ clientId: 'client-1', targetUserId: WANG.userId, type: 1, message: '明天上午面试' }]);
    // Dropped before the ack: sent again on the next connection, same clientId, once.
    socket.drop();
    socket.serverAccepts();
    expect(socket.sends().map((entry) => entry.payload)).toEqual([
      { clientId: 'client-1', targetUserId: WANG.userId, type: 1, message: '明天上午面试' },
      { clientId: 'client-1', targetUserId: WANG.userId, type: 1, message: '明天上午面试' },
    ]);
    // Both acks come (the server stored it once): shown once, sent.
    const [first, second] = socket.sends();
    second.ack!(storedAck(second.payload, ME, 40));
    first.ack!(storedAck(first.payload, ME, 40));
    expect(items(WANG.userId)).toEqual([expect.objectContaining({ key: 'client-1', messageId: 40, state: 'sent' })]);
    // A third connection sends nothing more.
    socket.drop();
    socket.serverAccepts();
    expect(socket.sends()).toHaveLength(2);
  });

  it('fails a message whose ack does not come in time or that is refused; Retry sends it again with the same clientId', async () => {
    const chat = fakeChat();
    const connection = await started(chat);
    const socket = chat.socket();
    socket.serverAccepts();
    connection.send(WANG.userId, 1, '第一条');
    connection.send(WANG.userId, 2, '/api/sys/file/abc');
    expect(chat.pendingTimers(CHAT_ACK_TIMEOUT_MS)).toHaveLength(2);
    // The first one's ack does not come in time; the second is refused.
    const [firstTimer] = chat.pendingTimers(CHAT_ACK_TIMEOUT_MS);
    firstTimer.fired = true;
    firstTimer.run();
    socket.sends()[1].ack!({ ok: false, code: 40001, msg: '图片不存在' });
    expect(items(WANG.userId).map((item) => [item.clientId, item.state])).toEqual([
      ['client-1', 'failed'],
      ['client-2', 'failed'],
    ]);
    // Not sent again by a reconnect: only Retry sends it.
    socket.drop();
    socket.serverAccepts();
    expect(socket.sends()).toHaveLength(2);

    connection.resend('client-2');
    expect(items(WANG.userId).find((item) => item.clientId === 'client-2')!.state).toBe('sending');
    const retried = socket.sends()[2];
    expect(retried.payload).toEqual({ clientId: 'client-2', targetUserId: WANG.userId, type: 2, message: '/api/sys/file/abc' });
    retried.ack!(storedAck(retried.payload, ME, 51));
    // The first one's ack comes late after all: it was stored, so it is sent.
    socket.sends()[0].ack!(storedAck(socket.sends()[0].payload, ME, 50));
    expect(items(WANG.userId).map((item) => [item.messageId, item.state])).toEqual([
      [50, 'sent'],
      [51, 'sent'],
    ]);
    connection.resend('client-2');
    expect(socket.sends()).toHaveLength(3);
  });
});

describe('the outbox when the chat is unavailable', () => {
  it('fails what waits (nothing would send it), and sends it on Send again once the chat is back', async () => {
    const chat = fakeChat();
    chat.calls.getPublicKey.mockRejectedValueOnce(new ApiError({ kind: 'network', path: '/chat/publicKey', message: 'Network Error' }));
    const connection = connect(chat);
    const starting = connection.start();
    connection.send(WANG.userId, 1, '在吗');
    await starting;
    expect(state().connection).toBe('unavailable');
    expect(items(WANG.userId).map((item) => item.state)).toEqual(['failed']);
    await connection.start();
    chat.socket().serverAccepts();
    expect(chat.socket().sends()).toHaveLength(0);
    connection.resend('client-1');
    expect(
      chat
        .socket()
        .sends()
        .map((entry) => entry.payload),
    ).toEqual([{ clientId: 'client-1', targetUserId: WANG.userId, type: 1, message: '在吗' }]);
  });
});

describe('logout', () => {
  it('closes the socket and the presence channel and clears the chat', async () => {
    const chat = fakeChat({ conversations: [conversationWith(WANG, 3)] });
    useSession.setState({ user: { userId: ME } as UserInfo });
    setChatDoubles(chat.doubles((real) => ({ ...real, appRequest: chat.calls.appRequest, connected: chat.calls.connected })));
    try {
      startChat();
      await vi.waitFor(() => expect(chat.sockets).toHaveLength(1));
      chat.socket().serverAccepts();
      await vi.waitFor(() => expect(useAppState.getState().unreadJointChat).toBe(3));
      expect(useAppState.getState().chatStarted).toBe(true);
      resetUserStores();
      expect(chat.socket().disconnectCalls).toBe(1);
      expect(chat.presence().closed).toBe(true);
      expect(state().conversations).toEqual([]);
      expect(useAppState.getState()).toMatchObject({ unreadJointChat: 0, chatStarted: false, chatWindowOpen: false });
      // Nothing comes through afterwards, and nothing reopens.
      chat.socket().push(CHAT_EVENTS.message, pushFrom(WANG, ME, 9, '还在吗'));
      chat.presence().closedBy(1006);
      expect(state().conversations).toEqual([]);
      expect(chat.pendingTimers()).toHaveLength(0);
    } finally {
      setChatDoubles(null);
    }
  });
});

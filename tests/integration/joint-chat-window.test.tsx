/**
 * The joint-hall chat window in the real app, the chat service faked: the bell's count and the
 * window it opens and closes, choosing a conversation (history, marked read, counts falling),
 * sending (Enter, Shift+Enter, whitespace, sending -> sent), a refused send and its Retry (same
 * clientId, shown once), a message written while reconnecting, older pages on scrolling to the
 * top (the reading place kept), dragging, a message for another conversation (notification that
 * opens it), the unavailable state and its Retry, presence, and English.
 */
import { describe, expect, it, vi } from 'vitest';
import { act, fireEvent, screen, waitFor, within } from '@testing-library/react';
import userEventLib from '@testing-library/user-event';
import { CHAT_EVENTS } from '@/api/chatRealtime';
import { i18n } from '@/i18n';
import { PARTNER_ACCOUNT, STAFF_ACCOUNT, THIRD_ACCOUNT, getDb } from '@/mocks/db';
import { withFreshMockDb } from '@/mocks/testing';
import { useAppState } from '@/stores/app';
import { useSettings } from '@/stores/settings';
import { renderApp } from '../render';
import { withNodeFileApis } from '../nodeFileApis';
import { uploadPng } from './upload-dialog';
import { businessError, conversationWith, historyRows, pushFrom, storedAck } from '../jointChatFakes';
import { bell, bellCount, bubbles, chatConnects, chatUserOf, chatWindow, conversationRow, shownConversations, withFakeChat } from './joint-chat-helpers';
import { userIdOf } from './mock-helpers';

const userEvent = userEventLib.setup({ pointerEventsCheck: 0 });
const me = () => userIdOf(STAFF_ACCOUNT.mobile);
const chen = () => chatUserOf(PARTNER_ACCOUNT);
const zhao = () => chatUserOf(THIRD_ACCOUNT);

withFreshMockDb();
withNodeFileApis();
const fake = withFakeChat(STAFF_ACCOUNT, () => ({
  conversations: [conversationWith(chen(), 2, '2026-11-24 09:30:00', '阿姨下周能到岗吗'), conversationWith(zhao(), 1, '2026-11-24 08:00:00', '[合单] 已同意')],
  histories: { [chen().userId]: historyRows([1, 2, 3], chen().userId, me()), [zhao().userId]: historyRows([4], zhao().userId, me()) },
  users: [chen(), zhao()],
}));

async function openApp() {
  renderApp('/dashboard');
  await chatConnects(fake());
  await waitFor(() => expect(bellCount()).toBe('3'));
}

async function openWindowOn(userId: number) {
  await userEvent.click(bell());
  await waitFor(() => expect(chatWindow()).toBeVisible());
  await userEvent.click(conversationRow(userId)!);
  await waitFor(() => expect(bubbles().length).toBeGreaterThan(0));
}

const input = () => within(chatWindow()).getByTestId('chat-input');
const connectionLine = () => within(chatWindow()).getByTestId('chat-connection');

describe('the bell and the window', () => {
  it('counts the unread chat messages, opens the window with the conversations and closes it again (bell, button, Escape)', async () => {
    await openApp();
    expect(screen.queryByTestId('chat-window')).toBeNull();
    expect(bell()).toHaveAttribute('aria-expanded', 'false');

    await userEvent.click(bell());
    expect(await screen.findByRole('dialog', { name: '联盟聊天' })).toBe(chatWindow());
    expect(bell()).toHaveAttribute('aria-expanded', 'true');
    expect(shownConversations()).toEqual([chen().userId, zhao().userId]);
    const first = conversationRow(chen().userId)!;
    expect(first).toHaveTextContent(chen().userName);
    expect(first).toHaveTextContent(PARTNER_ACCOUNT.companyName);
    expect(first).toHaveTextContent('阿姨下周能到岗吗');
    expect(within(first).getByLabelText('2条未读')).toHaveTextContent('2');
    // The service's China wall-clock time, as an instant.
    expect(first.querySelector('time')).toHaveAttribute('dateTime', '2026-11-24T01:30:00.000Z');
    expect(connectionLine()).toHaveAttribute('data-state', 'connected');
    expect(within(chatWindow()).getByText('选择一个会话开始聊天')).toBeInTheDocument();

    await userEvent.click(bell());
    await waitFor(() => expect(chatWindow()).not.toBeVisible());
    await userEvent.click(bell());
    await waitFor(() => expect(chatWindow()).toBeVisible());
    await userEvent.keyboard('{Escape}');
    await waitFor(() => expect(chatWindow()).not.toBeVisible());
    await userEvent.click(bell());
    await userEvent.click(within(chatWindow()).getByRole('button', { name: '关闭聊天窗口' }));
    await waitFor(() => expect(chatWindow()).not.toBeVisible());
  });

  it('shows a conversation’s history when chosen, marks it read and lowers the counts', async () => {
    await openApp();
    await openWindowOn(chen().userId);
    expect(fake().calls.getMessage).toHaveBeenCalledWith({ sendUserId: chen().userId, pageIndex: 1, pageSize: 20 }, 'chat-token-1');
    expect(
      bubbles().map((bubble) => [bubble.textContent?.includes(`消息${bubbles().indexOf(bubble) + 1}`), bubble.dataset.mine, bubble.dataset.state]),
    ).toEqual([
      [true, 'false', 'sent'],
      [true, 'true', 'sent'],
      [true, 'false', 'sent'],
    ]);
    expect(fake().socket().reads()).toEqual([{ userId: chen().userId }]);
    await waitFor(() => expect(bellCount()).toBe('1'));
    expect(within(conversationRow(chen().userId)!).queryByLabelText(/条未读/)).toBeNull();
    expect(conversationRow(chen().userId)).toHaveAttribute('aria-current', 'true');
    expect(within(chatWindow()).getByRole('heading', { name: chen().userName })).toBeInTheDocument();
  });
});

describe('sending', () => {
  it('sends on Enter (Shift+Enter is a new line, whitespace is not sent): shown at once as sending, sent on the ack', async () => {
    await openApp();
    await openWindowOn(chen().userId);
    const socket = fake().socket();
    await userEvent.type(input(), '   {Enter}');
    expect(socket.sends()).toHaveLength(0);
    await userEvent.clear(input());
    await userEvent.type(input(), '阿姨周三能来面试{Shift>}{Enter}{/Shift}上午十点{Enter}');
    expect(input()).toHaveValue('');
    const sent = socket.sends();
    expect(sent.map((entry) => entry.payload)).toEqual([{ clientId: 'client-1', targetUserId: chen().userId, type: 1, message: '阿姨周三能来面试\n上午十点' }]);
    const mine = bubbles().at(-1)!;
    expect(mine).toHaveAttribute('data-state', 'sending');
    expect(mine).toHaveAttribute('data-mine', 'true');
    expect(mine).toHaveTextContent(/阿姨周三能来面试\s+上午十点/);
    act(() => sent[0].ack!(storedAck(sent[0].payload, me(), 60)));
    await waitFor(() => expect(bubbles().at(-1)).toHaveAttribute('data-state', 'sent'));
    expect(bubbles()).toHaveLength(4);
    expect(conversationRow(chen().userId)).toHaveTextContent('上午十点');
  });

  it('uploads an image through /sys/uploadFile, then sends its address as an image message', async () => {
    vi.spyOn(HTMLCanvasElement.prototype, 'getContext').mockReturnValue(null);
    await openApp();
    await openWindowOn(chen().userId);
    await userEvent.click(within(chatWindow()).getByTestId('chat-send-image'));
    await uploadPng(userEvent);
    const socket = fake().socket();
    await waitFor(() => expect(socket.sends()).toHaveLength(1));
    const file = getDb().files.at(-1)!;
    expect(file).toMatchObject({ name: 'room.png', kind: 'png' });
    const request = socket.sends()[0].payload;
    expect(request).toEqual({ clientId: 'client-1', targetUserId: chen().userId, type: 2, message: expect.stringMatching(/^\/api\/sys\/file\//) });
    act(() => socket.sends()[0].ack!(storedAck(request, me(), 80)));
    await waitFor(() => expect(bubbles().at(-1)).toHaveAttribute('data-state', 'sent'));
    expect(within(bubbles().at(-1)!).getByRole('img', { name: '聊天图片' })).toHaveAttribute('src', request.message);
  });

  it('marks a refused message failed; Send again sends it with the same clientId and it shows once', async () => {
    await openApp();
    await openWindowOn(chen().userId);
    const socket = fake().socket();
    await userEvent.type(input(), '合同我发您邮箱了{Enter}');
    act(() => socket.sends()[0].ack!({ ok: false, code: 40001, msg: '消息太长' }));
    const failed = await waitFor(() => {
      const bubble = bubbles().find((candidate) => candidate.dataset.state === 'failed');
      expect(bubble).toBeDefined();
      return bubble!;
    });
    expect(failed).toHaveTextContent('发送失败');
    await userEvent.click(within(failed).getByRole('button', { name: /重新发送/ }));
    expect(socket.sends().map((entry) => entry.payload)).toEqual([socket.sends()[0].payload, socket.sends()[0].payload]);
    expect(bubbles().at(-1)).toHaveAttribute('data-state', 'sending');
    act(() => socket.sends()[1].ack!(storedAck(socket.sends()[1].payload, me(), 61)));
    await waitFor(() => expect(bubbles().at(-1)).toHaveAttribute('data-state', 'sent'));
    expect(bubbles().filter((bubble) => bubble.textContent?.includes('合同我发您邮箱了'))).toHaveLength(1);
  });

  it('shows “reconnecting” while the socket is down; a message written then goes out once it is back', async () => {
    await openApp();
    await openWindowOn(chen().userId);
    const socket = fake().socket();
    act(() => socket.drop());
    await waitFor(() => expect(connectionLine()).toHaveAttribute('data-state', 'reconnecting'));
    expect(connectionLine()).toBeVisible();
    expect(connectionLine()).toHaveTextContent('连接已断开，正在重新连接…');
    await userEvent.type(input(), '网络好像断了{Enter}');
    expect(bubbles().at(-1)).toHaveAttribute('data-state', 'sending');
    expect(socket.sends()).toHaveLength(0);
    act(() => socket.serverAccepts());
    await waitFor(() => expect(connectionLine()).toHaveAttribute('data-state', 'connected'));
    expect(connectionLine()).not.toBeVisible();
    expect(socket.sends()).toHaveLength(1);
    act(() => socket.sends()[0].ack!(storedAck(socket.sends()[0].payload, me(), 70)));
    await waitFor(() => expect(bubbles().at(-1)).toHaveAttribute('data-state', 'sent'));
    // The newest page was asked again after the reconnect; nothing shows twice.
    await waitFor(() => expect(fake().calls.getMessage).toHaveBeenCalledTimes(2));
    expect(bubbles()).toHaveLength(4);
  });
});

describe('history', () => {
  it('asks for the older page when scrolled to the top and keeps the reading place', async () => {
    fake().data.histories[chen().userId] = historyRows(
      Array.from({ length: 45 }, (_, index) => index + 1),
      chen().userId,
      me(),
    );
    await openApp();
    await openWindowOn(chen().userId);
    await waitFor(() => expect(bubbles()).toHaveLength(20));
    expect(bubbles()[0]).toHaveTextContent('消息26');
    const list = within(chatWindow()).getByRole('list', { name: `与${chen().userName}的聊天` });
    // jsdom lays nothing out: each message counts as 50 px.
    Object.defineProperty(list, 'scrollHeight', { configurable: true, get: () => bubbles().length * 50 });
    list.scrollTop = 200;
    fireEvent.scroll(list);
    expect(fake().calls.getMessage).toHaveBeenCalledTimes(1);
    list.scrollTop = 30;
    fireEvent.scroll(list);
    await waitFor(() => expect(bubbles()).toHaveLength(40));
    expect(fake().calls.getMessage).toHaveBeenLastCalledWith({ sendUserId: chen().userId, pageIndex: 2, pageSize: 20 }, 'chat-token-1');
    expect(bubbles()[0]).toHaveTextContent('消息6');
    // What was read stays where it was: 20 messages (1000 px) came above it.
    expect(list.scrollTop).toBe(1030);
    await userEvent.click(within(chatWindow()).getByRole('button', { name: '查看更早的消息' }));
    await waitFor(() => expect(bubbles()).toHaveLength(45));
    expect(within(chatWindow()).getByText('没有更早的消息了')).toBeInTheDocument();
  });
});

describe('a history that does not load', () => {
  it('says so in the conversation, with Retry', async () => {
    fake().calls.getMessage.mockRejectedValueOnce(businessError(500, '/chat/getMessage'));
    await openApp();
    await userEvent.click(bell());
    await userEvent.click(conversationRow(chen().userId)!);
    const failed = await within(chatWindow()).findByRole('alert');
    expect(failed).toHaveTextContent('消息加载失败');
    expect(document.querySelector('.ant-message-notice')).toBeNull();
    await userEvent.click(within(failed).getByRole('button', { name: /重\s*试/ }));
    await waitFor(() => expect(bubbles()).toHaveLength(3));
  });
});

describe('the window', () => {
  it('is dragged by its header and stays inside the viewport', async () => {
    await openApp();
    await userEvent.click(bell());
    const dialog = chatWindow();
    const header = within(dialog).getByTestId('chat-window-header');
    // jsdom's viewport is 1024 x 768: the window (760 x 600) opens at the bottom right.
    expect(dialog.style.left).toBe('240px');
    expect(dialog.style.top).toBe('144px');
    fireEvent.pointerDown(header, { pointerId: 1, button: 0, clientX: 500, clientY: 200 });
    fireEvent.pointerMove(header, { pointerId: 1, clientX: 380, clientY: 120 });
    fireEvent.pointerUp(header, { pointerId: 1, clientX: 380, clientY: 120 });
    expect(dialog.style.left).toBe('120px');
    expect(dialog.style.top).toBe('64px');
    fireEvent.pointerMove(header, { pointerId: 1, clientX: 0, clientY: 0 });
    expect(dialog.style.left).toBe('120px');
    fireEvent.pointerDown(header, { pointerId: 2, button: 0, clientX: 100, clientY: 100 });
    fireEvent.pointerMove(header, { pointerId: 2, clientX: -900, clientY: -900 });
    expect(dialog.style.left).toBe('8px');
    expect(dialog.style.top).toBe('8px');
  });

  it('tells about a message for another conversation (sender, agency, text) and opens it from the notification', async () => {
    await openApp();
    await openWindowOn(chen().userId);
    await userEvent.click(bell());
    act(() =>
      fake()
        .socket()
        .push(CHAT_EVENTS.message, pushFrom(zhao(), me(), 90, '这个阿姨还在吗？')),
    );
    const note = await screen.findByText(`${zhao().userName}（${THIRD_ACCOUNT.companyName}）`);
    expect(note.closest('.ant-notification-notice')).toHaveTextContent('这个阿姨还在吗？');
    await waitFor(() => expect(bellCount()).toBe('2'));
    expect(shownConversations()[0]).toBe(zhao().userId);
    await userEvent.click(note);
    await waitFor(() => expect(chatWindow()).toBeVisible());
    await waitFor(() => expect(conversationRow(zhao().userId)).toHaveAttribute('aria-current', 'true'));
    await waitFor(() => expect(bellCount()).toBe(''));
    expect(fake().socket().reads()).toContainEqual({ userId: zhao().userId });
    // A message for the conversation on screen is appended as read: nobody told, nothing counted.
    act(() =>
      fake()
        .socket()
        .push(CHAT_EVENTS.message, pushFrom(zhao(), me(), 91, '[图片]之后发您', 1)),
    );
    await waitFor(() => expect(bubbles().at(-1)).toHaveTextContent('[图片]之后发您'));
    expect(fake().calls.notify).toHaveBeenCalledTimes(1);
    expect(bellCount()).toBe('');
  });

  it('shows images (preview) and voice messages', async () => {
    fake().data.histories[chen().userId] = [
      { messageId: 1, messageType: 2, message: '/api/sys/file/room', sourceUserId: chen().userId, createdTime: '2026-11-24 08:00:00' },
      { messageId: 2, messageType: 3, message: '/api/sys/file/voice', sourceUserId: chen().userId, createdTime: '2026-11-24 08:01:00' },
    ];
    await openApp();
    await openWindowOn(chen().userId);
    expect(within(chatWindow()).getByRole('img', { name: '聊天图片' })).toHaveAttribute('src', '/api/sys/file/room');
    const voice = within(chatWindow()).getByLabelText('语音消息');
    expect(voice.tagName).toBe('AUDIO');
    expect(voice).toHaveAttribute('src', '/api/sys/file/voice');
  });

  it('shows who is online', async () => {
    await openApp();
    await userEvent.click(bell());
    act(() => {
      fake().presence().open();
      fake()
        .presence()
        .frame({ type: 'snapshot', online: [me(), chen().userId] });
    });
    await waitFor(() => expect(within(conversationRow(chen().userId)!).getByTestId('chat-online')).toBeInTheDocument());
    expect(within(conversationRow(zhao().userId)!).queryByTestId('chat-online')).toBeNull();
    act(() => fake().presence().frame({ type: 'offline', userId: chen().userId }));
    await waitFor(() => expect(within(conversationRow(chen().userId)!).queryByTestId('chat-online')).toBeNull());
  });
});

describe('an unavailable chat', () => {
  it('says so in the window (no toast) and starts on Retry', async () => {
    fake().calls.getPublicKey.mockRejectedValueOnce(businessError(500, '/chat/publicKey'));
    renderApp('/dashboard');
    await userEvent.click(await screen.findByTestId('chat-bell'));
    await waitFor(() => expect(connectionLine()).toHaveAttribute('data-state', 'unavailable'));
    expect(connectionLine()).toHaveTextContent('聊天暂不可用');
    expect(document.querySelector('.ant-message-notice')).toBeNull();
    expect(within(chatWindow()).getByText('暂无聊天')).toBeInTheDocument();
    await userEvent.click(within(connectionLine()).getByRole('button', { name: /重\s*试/ }));
    await waitFor(() => expect(fake().sockets).toHaveLength(1));
    act(() => fake().socket().serverAccepts());
    await waitFor(() => expect(connectionLine()).toHaveAttribute('data-state', 'connected'));
    await waitFor(() => expect(shownConversations()).toEqual([chen().userId, zhao().userId]));
    expect(useAppState.getState().unreadJointChat).toBe(3);
  });
});

describe('in English', () => {
  it('shows the window’s texts in English', async () => {
    await i18n.changeLanguage('en');
    useSettings.setState({ language: 'en' });
    await openApp();
    await userEvent.click(bell());
    expect(await screen.findByRole('dialog', { name: 'Joint-hall chat' })).toBeInTheDocument();
    expect(within(chatWindow()).getByText('Choose a conversation to start chatting')).toBeInTheDocument();
    await userEvent.click(conversationRow(chen().userId)!);
    expect(await within(chatWindow()).findByRole('textbox', { name: 'Type a chat message' })).toHaveAttribute(
      'placeholder',
      'Enter sends, Shift+Enter starts a new line',
    );
    expect(within(chatWindow()).getByRole('button', { name: 'Send an image' })).toBeInTheDocument();
  });
});

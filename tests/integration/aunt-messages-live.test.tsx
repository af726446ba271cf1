/**
 * Aunts' messages pushed live on the chat socket (CHAT_EVENTS.jobMsg) into the aunt message
 * panes: for the thread open on screen the message is appended and marked read (msgRead with its
 * msgId); for any other thread a notification names the aunt and the message, the thread moves up
 * with its unread badge, the sidebar's count is asked again, and the notification's click opens
 * the floating panel on that thread.
 */
import { beforeEach, describe, expect, it } from 'vitest';
import { act, screen, waitFor, within } from '@testing-library/react';
import userEventLib from '@testing-library/user-event';
import { CHAT_EVENTS, type JobMsgPush } from '@/api/chatRealtime';
import { jobMsgPaths, type MsgReadRequest } from '@/api/jobMsg';
import { STAFF_ACCOUNT, getDb } from '@/mocks/db';
import { deliverAuntMessage } from '@/mocks/rules/jobMsgThreads';
import { withFreshMockDb } from '@/mocks/testing';
import { useChangedThreads } from '@/pages/chat/messages/changedThreads';
import { useAppState } from '@/stores/app';
import { useSettings } from '@/stores/settings';
import { renderApp } from '../render';
import { recordBodies } from '../requests';
import { chatConnects, withFakeChat } from './joint-chat-helpers';
import { userIdOf } from './mock-helpers';
import { storedThreads, storedUnread } from './mock-jobmsg-helpers';

const userEvent = userEventLib.setup({ pointerEventsCheck: 0 });
const staffId = () => userIdOf(STAFF_ACCOUNT.mobile);
const rowOf = (msgId: number, scope: ParentNode = document) => scope.querySelector<HTMLButtonElement>(`button[data-msg-id="${msgId}"]`);
const auntName = (auntId: number) => getDb().aunts.find((aunt) => aunt.auntId === auntId)!.auntName;

withFreshMockDb();
const fake = withFakeChat(STAFF_ACCOUNT);
beforeEach(() => {
  useSettings.setState({ messagePanelOpen: false });
  useAppState.setState({ unreadMessages: 0 });
  useChangedThreads.setState({ byId: new Map() });
});

/** An aunt of the thread writes (stored in the mock, unread); the push the chat service sends. */
function auntWrites(msgId: number, textDes: string): JobMsgPush {
  return deliverAuntMessage(getDb(), { msgId }, { msgType: 0, textDes });
}

async function openMessagesPage() {
  renderApp('/messages');
  await chatConnects(fake());
  await screen.findByRole('list', { name: '会话列表' });
}

describe('an aunt’s message pushed live', () => {
  it('for the thread open on the page: appended and marked read, nobody told', async () => {
    const [thread] = storedThreads(STAFF_ACCOUNT.mobile);
    const reads = recordBodies<MsgReadRequest>(jobMsgPaths.msgRead);
    await openMessagesPage();
    await userEvent.click(rowOf(thread.msgId)!);
    const view = await screen.findByRole('region', { name: `与${auntName(thread.auntId)}的消息` });
    await waitFor(() => expect(reads).toContainEqual({ teacherId: staffId(), read: true, msgId: thread.msgId }));
    const readsBefore = reads.filter((body) => body.msgId === thread.msgId).length;

    act(() => fake().socket().push(CHAT_EVENTS.jobMsg, auntWrites(thread.msgId, '我明天上午九点到')));
    await waitFor(() => expect(within(view).getAllByText('我明天上午九点到')).toHaveLength(1));
    await waitFor(() => expect(reads.filter((body) => body.msgId === thread.msgId)).toHaveLength(readsBefore + 1));
    await waitFor(() => expect(storedUnread([thread])).toBe(0));
    expect(rowOf(thread.msgId)!.querySelector('[aria-label$="条未读"]')).toBeNull();
    expect(document.querySelector('.ant-notification-notice')).toBeNull();
    expect(fake().calls.jobMsg).toHaveBeenCalledTimes(1);
  });

  it('for another thread: a notification, the thread up with its badge, the sidebar count asked again; the click opens the panel on it', async () => {
    const [open, other] = storedThreads(STAFF_ACCOUNT.mobile).slice(0, 2).reverse();
    const reads = recordBodies<MsgReadRequest>(jobMsgPaths.msgRead);
    await openMessagesPage();
    await userEvent.click(rowOf(open.msgId)!);
    await screen.findByRole('region', { name: `与${auntName(open.auntId)}的消息` });
    const countsAsked = () => reads.filter((body) => body.read === false).length;
    await waitFor(() => expect(countsAsked()).toBeGreaterThan(0));
    const askedBefore = countsAsked();

    act(() => fake().socket().push(CHAT_EVENTS.jobMsg, auntWrites(other.msgId, '工资能再商量吗？')));
    const note = await screen.findByText(auntName(other.auntId), { selector: '.ant-notification-notice *' });
    expect(note.closest('.ant-notification-notice')).toHaveTextContent('工资能再商量吗？');
    await waitFor(() => expect(countsAsked()).toBe(askedBefore + 1));
    const total = storedUnread(storedThreads(STAFF_ACCOUNT.mobile));
    await waitFor(() => expect(useAppState.getState().unreadMessages).toBe(total));
    const row = rowOf(other.msgId)!;
    expect(row).toHaveTextContent('工资能再商量吗？');
    expect(within(row).getByLabelText(`${storedUnread([other])}条未读`)).toBeInTheDocument();
    expect(Array.from(document.querySelectorAll('button[data-msg-id]'), (button) => Number(button.getAttribute('data-msg-id')))[0]).toBe(other.msgId);
    // The open thread is untouched.
    expect(screen.getByRole('region', { name: `与${auntName(open.auntId)}的消息` })).not.toHaveTextContent('工资能再商量吗？');

    await userEvent.click(note);
    const panel = await screen.findByRole('dialog', { name: '阿姨消息' });
    expect(useSettings.getState().messagePanelOpen).toBe(true);
    const inPanel = await within(panel).findByRole('region', { name: `与${auntName(other.auntId)}的消息` });
    expect(inPanel).toHaveTextContent('工资能再商量吗？');
    await waitFor(() => expect(reads).toContainEqual({ teacherId: staffId(), read: true, msgId: other.msgId }));
    await waitFor(() => expect(storedUnread([other])).toBe(0));
  });

  it('while the floating panel shows the thread: appended there and marked read', async () => {
    const [thread] = storedThreads(STAFF_ACCOUNT.mobile);
    const reads = recordBodies<MsgReadRequest>(jobMsgPaths.msgRead);
    renderApp('/dashboard');
    await chatConnects(fake());
    await userEvent.click(await screen.findByRole('button', { name: '消息' }));
    const panel = await screen.findByRole('dialog', { name: '阿姨消息' });
    await waitFor(() => expect(rowOf(thread.msgId, panel)).not.toBeNull());
    await userEvent.click(rowOf(thread.msgId, panel)!);
    const view = await within(panel).findByRole('region', { name: `与${auntName(thread.auntId)}的消息` });
    act(() => fake().socket().push(CHAT_EVENTS.jobMsg, auntWrites(thread.msgId, '收到，谢谢')));
    await waitFor(() => expect(within(view).getByText('收到，谢谢')).toBeInTheDocument());
    await waitFor(() => expect(reads.filter((body) => body.msgId === thread.msgId && body.read)).toHaveLength(2));
    expect(document.querySelector('.ant-notification-notice')).toBeNull();

    // Closed, the panel shows nothing: the next message is told.
    await userEvent.keyboard('{Escape}');
    await waitFor(() => expect(screen.queryByRole('dialog', { name: '阿姨消息' })).toBeNull());
    act(() => fake().socket().push(CHAT_EVENTS.jobMsg, auntWrites(thread.msgId, '还有一个问题')));
    await waitFor(() => expect(document.querySelector('.ant-notification-notice')).toHaveTextContent('还有一个问题'));
  });
});

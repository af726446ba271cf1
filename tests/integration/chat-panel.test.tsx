/**
 * The aunt message panel against the jobMsg mock: the thread list (own threads, last messages,
 * unread counts, paging), opening a thread (msgRead, badge, sidebar dot), sending text and images
 * (exact bodies, Enter vs Shift+Enter, whitespace, double sends, a refused send), voice messages,
 * the states, the floating panel from the sidebar (toggle, remembered, Escape) and English.
 */
import { beforeEach, describe, expect, it, vi } from 'vitest';
import { act, screen, waitFor, within } from '@testing-library/react';
import userEventLib from '@testing-library/user-event';
import { http, HttpResponse } from 'msw';
import { jobMsgPaths, type AddJobMsgRequest, type GetJobMsgRequest, type MsgReadRequest } from '@/api/jobMsg';
import { i18n } from '@/i18n';
import { STAFF_ACCOUNT, getDb, type JobMsgThreadRow } from '@/mocks/db';
import { apiPattern } from '@/mocks/handlers/kit';
import { mockServer } from '@/mocks/node';
import { withFreshMockDb } from '@/mocks/testing';
import { useAppState } from '@/stores/app';
import { useSettings } from '@/stores/settings';
import { useChangedThreads } from '@/pages/chat/messages/changedThreads';
import { renderApp } from '../render';
import { recordBodies } from '../requests';
import { signInForTest } from '../session';
import { withNodeFileApis } from '../nodeFileApis';
import { uploadPng } from './upload-dialog';
import { userIdOf } from './mock-helpers';
import { auntSays, auntsWithoutThread, storedThreads, storedUnread } from './mock-jobmsg-helpers';

const userEvent = userEventLib.setup({ pointerEventsCheck: 0, applyAccept: false });
const staffId = () => userIdOf(STAFF_ACCOUNT.mobile);

withFreshMockDb();
withNodeFileApis();
beforeEach(async () => {
  const cleanup = await signInForTest(STAFF_ACCOUNT, { clearStorage: true });
  useSettings.setState({ messagePanelOpen: false });
  useAppState.setState({ unreadMessages: 0 });
  useChangedThreads.setState({ byId: new Map() });
  return cleanup;
});

const auntName = (thread: JobMsgThreadRow) => getDb().aunts.find((aunt) => aunt.auntId === thread.auntId)!.auntName;
const lastStored = (thread: JobMsgThreadRow) =>
  getDb()
    .jobMsgs.filter((row) => row.msgId === thread.msgId)
    .sort((a, b) => a.createdTime.localeCompare(b.createdTime) || a.id - b.id)
    .at(-1)!;
const threadList = () => screen.findByRole('list', { name: '会话列表' });
const rowOf = (msgId: number) => document.querySelector<HTMLButtonElement>(`button[data-msg-id="${msgId}"]`);
const shownIds = () => Array.from(document.querySelectorAll('button[data-msg-id]'), (row) => Number(row.getAttribute('data-msg-id')));
const textBox = () => screen.findByRole('textbox', { name: '输入消息' });
const messagesDot = () => screen.getByRole('button', { name: '消息' }).querySelector('.ant-badge-dot');

async function openThread(thread: JobMsgThreadRow) {
  await threadList();
  await userEvent.click(rowOf(thread.msgId)!);
  return screen.findByRole('region', { name: `与${auntName(thread)}的消息` });
}

async function openMessagesPage() {
  const app = renderApp('/messages');
  await threadList();
  return app;
}

describe('the thread list', () => {
  it('shows the signed-in staff member’s own threads, newest first, with names, last messages, times and unread counts', async () => {
    const bodies = recordBodies<GetJobMsgRequest>(jobMsgPaths.getJobMsg);
    await openMessagesPage();
    const own = storedThreads(STAFF_ACCOUNT.mobile);
    expect(own.length).toBeGreaterThan(0);
    await waitFor(() => expect(shownIds()).toEqual(own.map((thread) => thread.msgId)));
    expect(bodies[0]).toEqual({ page: 1, filter: 1, teacherId: staffId(), tchCompanyId: STAFF_ACCOUNT.companyId });
    // Nobody else's threads.
    const others = getDb()
      .jobMsgThreads.filter((thread) => thread.teacherId !== staffId())
      .map((thread) => thread.msgId);
    expect(shownIds().some((id) => others.includes(id))).toBe(false);
    for (const thread of own) {
      const row = rowOf(thread.msgId)!;
      expect(row).toHaveTextContent(auntName(thread));
      const last = lastStored(thread);
      expect(row).toHaveTextContent(last.msgType === 1 ? '[图片]' : last.msgType === 2 ? '[语音]' : last.textDes);
      expect(row.querySelector('time')).toHaveAttribute('dateTime', last.createdTime);
      const unread = storedUnread([thread]);
      const badge = within(row).queryByLabelText(`${unread}条未读`);
      if (unread > 0) expect(badge).toHaveTextContent(String(unread));
      else expect(row.querySelector('[aria-label$="条未读"]')).toBeNull();
    }
    expect(own.some((thread) => storedUnread([thread]) > 0)).toBe(true);
  });

  it('asks for the next page at the end of the list and stops at the count', async () => {
    const start = Date.now();
    auntsWithoutThread(STAFF_ACCOUNT.mobile, 20).forEach((auntId, index) => auntSays(staffId(), auntId, `新消息${index}`, new Date(start + index * 1000)));
    const total = storedThreads(STAFF_ACCOUNT.mobile).length;
    expect(total).toBeGreaterThan(20);
    const bodies = recordBodies<GetJobMsgRequest>(jobMsgPaths.getJobMsg);
    await openMessagesPage();
    // jsdom lays nothing out: a list that does not fill its box asks for the next page at once.
    await waitFor(() => expect(shownIds()).toHaveLength(total));
    expect(shownIds()).toEqual(storedThreads(STAFF_ACCOUNT.mobile).map((thread) => thread.msgId));
    expect(bodies.map((body) => body.page)).toEqual([1, 2]);
  });

  it('shows a failure with a retry', async () => {
    mockServer.use(
      http.post(apiPattern(jobMsgPaths.getJobMsg), () => HttpResponse.json({ code: 500, success: false, data: null, error: '服务器繁忙' }, { status: 500 }), {
        once: true,
      }),
    );
    renderApp('/messages');
    expect(await screen.findByText('会话加载失败')).toBeInTheDocument();
    await userEvent.click(screen.getByRole('button', { name: /重\s*试/ }));
    await threadList();
    expect(shownIds()).toHaveLength(storedThreads(STAFF_ACCOUNT.mobile).length);
  });

  it('says when there are no conversations yet', async () => {
    mockServer.use(http.post(apiPattern(jobMsgPaths.getJobMsg), () => HttpResponse.json({ code: 200, success: true, data: { count: 0, rows: [] } })));
    renderApp('/messages');
    expect(await screen.findByText('暂无会话')).toBeInTheDocument();
  });
});

describe('opening a thread', () => {
  it('marks it read (msgRead with its msgId), clears its badge and lowers the sidebar count', async () => {
    const own = storedThreads(STAFF_ACCOUNT.mobile);
    const total = storedUnread(own);
    const thread = own.find((row) => storedUnread([row]) > 0)!;
    const unread = storedUnread([thread]);
    const bodies = recordBodies<MsgReadRequest>(jobMsgPaths.msgRead);
    await openMessagesPage();
    await waitFor(() => expect(useAppState.getState().unreadMessages).toBe(total));
    expect(messagesDot()).not.toBeNull();
    expect(bodies[0]).toEqual({ teacherId: staffId(), read: false });

    const view = await openThread(thread);
    await waitFor(() => expect(bodies).toContainEqual({ teacherId: staffId(), read: true, msgId: thread.msgId }));
    await waitFor(() => expect(within(rowOf(thread.msgId)!).queryByLabelText(`${unread}条未读`)).toBeNull());
    await waitFor(() => expect(useAppState.getState().unreadMessages).toBe(total - unread));
    expect(bodies.at(-1)).toEqual({ teacherId: staffId(), read: false });
    // Its messages: the aunt's on the left, ours on the right.
    const stored = getDb().jobMsgs.filter((row) => row.msgId === thread.msgId);
    expect(view.querySelectorAll('li[data-source="aunt"]').length).toBe(Math.min(50, stored.filter((row) => row.msgSource === 0).length));
    expect(view.querySelectorAll('li[data-source]').length).toBe(Math.min(50, stored.length));
  });

  it('plays a voice message from its file', async () => {
    const own = new Set(storedThreads(STAFF_ACCOUNT.mobile).map((thread) => thread.msgId));
    const voice = getDb().jobMsgs.find((row) => own.has(row.msgId) && row.msgType === 2)!;
    expect(voice).toBeDefined();
    await openMessagesPage();
    const view = await openThread(storedThreads(STAFF_ACCOUNT.mobile).find((thread) => thread.msgId === voice.msgId)!);
    const players = within(view).getAllByLabelText('语音消息');
    expect(players.every((player) => player.tagName === 'AUDIO' && player.hasAttribute('controls'))).toBe(true);
    expect(players.map((player) => player.getAttribute('src'))).toContain(voice.filePath);
  });
});

describe('sending', () => {
  const text = (textDes: string) => ({ msgSource: 1, msgType: 0, textDes, filePath: '', fileId: 0 });

  it('sends text on Enter with the exact body and shows it; Shift+Enter is a new line; whitespace only sends nothing', async () => {
    const thread = storedThreads(STAFF_ACCOUNT.mobile)[0]!;
    const bodies = recordBodies<AddJobMsgRequest>(jobMsgPaths.addJobMsg);
    await openMessagesPage();
    const view = await openThread(thread);
    const box = await textBox();

    await userEvent.type(box, '   {Enter}');
    await userEvent.type(box, '明天上午{Shift>}{Enter}{/Shift}九点面试');
    expect(box).toHaveValue('   明天上午\n九点面试');
    await userEvent.clear(box);
    await userEvent.type(box, '明天上午{Shift>}{Enter}{/Shift}九点面试{Enter}');
    await waitFor(() => expect(within(view).getByText(/明天上午\s+九点面试/)).toBeInTheDocument());
    expect(bodies).toEqual([{ msgId: thread.msgId, msgList: [text('明天上午\n九点面试')] }]);
    expect(box).toHaveValue('');
    // The thread moved to the top with its new last message.
    expect(shownIds()[0]).toBe(thread.msgId);
    expect(rowOf(thread.msgId)).toHaveTextContent('九点面试');
  });

  it('sends once on a double Enter and on a double click', async () => {
    const thread = storedThreads(STAFF_ACCOUNT.mobile)[1]!;
    const bodies = recordBodies<AddJobMsgRequest>(jobMsgPaths.addJobMsg);
    await openMessagesPage();
    const view = await openThread(thread);
    const box = await textBox();
    await userEvent.type(box, '收到，周三上午见{Enter}{Enter}');
    await waitFor(() => expect(within(view).getByText('收到，周三上午见')).toBeInTheDocument());
    await userEvent.type(box, '好的，谢谢您');
    await userEvent.dblClick(within(view).getByRole('button', { name: /发\s*送$/ }));
    await waitFor(() => expect(within(view).getByText('好的，谢谢您')).toBeInTheDocument());
    expect(bodies.map((body) => body.msgList[0]?.textDes)).toEqual(['收到，周三上午见', '好的，谢谢您']);
  });

  it('keeps the typed text when the server refuses, and says why', async () => {
    mockServer.use(
      http.post(apiPattern(jobMsgPaths.addJobMsg), () => HttpResponse.json({ code: 40001, success: false, data: null, error: '消息发送失败：阿姨已离职' })),
    );
    const thread = storedThreads(STAFF_ACCOUNT.mobile)[0]!;
    await openMessagesPage();
    await openThread(thread);
    const box = await textBox();
    await userEvent.type(box, '请明天来面试{Enter}');
    expect(await screen.findByText('消息发送失败：阿姨已离职')).toBeInTheDocument();
    expect(box).toHaveValue('请明天来面试');
  });

  it('uploads an image, then adds it to the thread', async () => {
    vi.spyOn(HTMLCanvasElement.prototype, 'getContext').mockReturnValue(null);
    const thread = storedThreads(STAFF_ACCOUNT.mobile)[0]!;
    const bodies = recordBodies<AddJobMsgRequest>(jobMsgPaths.addJobMsg);
    await openMessagesPage();
    const view = await openThread(thread);
    const imagesBefore = within(view).queryAllByRole('img', { name: '图片' }).length;
    await userEvent.click(within(view).getByRole('button', { name: '发送图片' }));
    await uploadPng(userEvent);
    await waitFor(() => expect(bodies).toHaveLength(1));
    const file = getDb().files.at(-1)!;
    expect(file).toMatchObject({ name: 'room.png', kind: 'png' });
    expect(bodies[0]).toEqual({ msgId: thread.msgId, msgList: [{ msgSource: 1, msgType: 1, textDes: '', filePath: expect.any(String), fileId: file.fileId }] });
    await waitFor(() => expect(within(view).getAllByRole('img', { name: '图片' })).toHaveLength(imagesBefore + 1));
    expect(within(view).getAllByRole('img', { name: '图片' }).at(-1)).toHaveAttribute('src', bodies[0]!.msgList[0]!.filePath);
  });
});

describe('the floating panel', () => {
  const panel = () => screen.queryByRole('dialog', { name: '阿姨消息' });
  const saved = () => JSON.parse(localStorage.getItem('agency-settings') ?? '{}').state as Record<string, unknown>;

  it('opens and closes from the sidebar icon (remembered), with its close button and with Escape', async () => {
    renderApp('/dashboard');
    const toggle = await screen.findByRole('button', { name: '消息' });
    expect(toggle).toHaveAttribute('aria-expanded', 'false');
    expect(panel()).toBeNull();

    await userEvent.click(toggle);
    expect(await screen.findByRole('dialog', { name: '阿姨消息' })).toBeInTheDocument();
    expect(toggle).toHaveAttribute('aria-expanded', 'true');
    expect(saved().messagePanelOpen).toBe(true);
    await threadList();
    expect(shownIds()).toHaveLength(storedThreads(STAFF_ACCOUNT.mobile).length);
    // The dashboard stays where it was.
    expect(screen.getByRole('button', { name: '消息' })).toBeInTheDocument();

    await userEvent.keyboard('{Escape}');
    await waitFor(() => expect(panel()).toBeNull());
    expect(saved().messagePanelOpen).toBe(false);

    await userEvent.click(toggle);
    await waitFor(() => expect(panel()).not.toBeNull());
    await userEvent.click(screen.getByRole('button', { name: '关闭消息面板' }));
    await waitFor(() => expect(panel()).toBeNull());

    await userEvent.click(toggle);
    await waitFor(() => expect(panel()).not.toBeNull());
    await userEvent.click(toggle);
    await waitFor(() => expect(panel()).toBeNull());
  });

  it('shows what was read and sent on the /messages page at once when both are open', async () => {
    const unread = storedThreads(STAFF_ACCOUNT.mobile).find((thread) => storedUnread([thread]) > 0)!;
    await openMessagesPage();
    await userEvent.click(await screen.findByRole('button', { name: '消息' }));
    const floating = await screen.findByRole('dialog', { name: '阿姨消息' });
    await waitFor(() => expect(floating.querySelector(`button[data-msg-id="${unread.msgId}"]`)).not.toBeNull());
    const rows = () => Array.from(document.querySelectorAll(`button[data-msg-id="${unread.msgId}"]`));
    expect(rows()).toHaveLength(2);
    for (const row of rows()) expect(row.querySelector('[aria-label$="条未读"]')).not.toBeNull();
    // Read and answered on the page (its row is the one outside the floating panel).
    await userEvent.click(rows().find((row) => !floating.contains(row))!);
    await waitFor(() => expect(storedUnread([unread])).toBe(0));
    await userEvent.type(await screen.findByRole('textbox', { name: '输入消息' }), '明天上午十点见{Enter}');
    await waitFor(() => expect(lastStored(unread).textDes).toBe('明天上午十点见'));
    const inPanel = floating.querySelector(`button[data-msg-id="${unread.msgId}"]`)!;
    await waitFor(() => expect(inPanel).toHaveTextContent('明天上午十点见'));
    expect(inPanel.querySelector('[aria-label$="条未读"]')).toBeNull();
  });

  it('comes back open after a reload when it was left open', async () => {
    localStorage.setItem('agency-settings', JSON.stringify({ state: { messagePanelOpen: true }, version: 0 }));
    await act(() => useSettings.persist.rehydrate());
    renderApp('/dashboard');
    expect(await screen.findByRole('dialog', { name: '阿姨消息' })).toBeInTheDocument();
    await threadList();
  });
});

describe('in English', () => {
  it('shows the page, the panel texts and the previews in English', async () => {
    await i18n.changeLanguage('en');
    useSettings.setState({ language: 'en' });
    const own = storedThreads(STAFF_ACCOUNT.mobile);
    renderApp('/messages');
    expect(await screen.findByRole('heading', { name: 'Aunt messages', level: 1 })).toBeInTheDocument();
    expect(await screen.findByRole('list', { name: 'Conversations' })).toBeInTheDocument();
    expect(screen.getByText('Choose a conversation to see its messages')).toBeInTheDocument();
    const media = own.find((thread) => lastStored(thread).msgType !== 0);
    if (media) expect(rowOf(media.msgId)).toHaveTextContent(lastStored(media).msgType === 1 ? '[Image]' : '[Voice]');
    const unread = own.find((thread) => storedUnread([thread]) > 0)!;
    expect(within(rowOf(unread.msgId)!).getByLabelText(`${storedUnread([unread])} unread`)).toBeInTheDocument();
    await userEvent.click(rowOf(own[0]!.msgId)!);
    expect(await screen.findByRole('textbox', { name: 'Type a message' })).toHaveAttribute('placeholder', 'Enter sends, Shift+Enter starts a new line');
    expect(screen.getByRole('button', { name: 'Send an image' })).toBeInTheDocument();
  });
});

/**
 * The dashboard's "my tasks" card against the real mock: asked for as the dashboard mounts (not
 * once the page has settled, when the chat starts), the user's own tasks in order, done and back,
 * adding one for oneself.
 */
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { act, cleanup, screen, waitFor, within } from '@testing-library/react';
import userEventLib from '@testing-library/user-event';
import { userPaths, type CreateUserTaskRequest, type UserTaskQuery } from '@/api/user';
import { afterSettled, forgetSettled } from '@/app/afterSettled';
import { i18n } from '@/i18n';
import { STAFF_ACCOUNT, getDb } from '@/mocks/db';
import { withFreshMockDb } from '@/mocks/testing';
import { configureChatBoot } from '@/pages/chat/joint/chatBoot';
import DashboardPage from '@/pages/dashboard';
import { renderApp, renderRoutes } from '../render';
import { recordBodies } from '../requests';
import { signInForTest } from '../session';
import { userIdOf } from './mock-helpers';

const userEvent = userEventLib.setup({ pointerEventsCheck: 0 });

function renderDashboard() {
  renderRoutes([{ path: '/dashboard', element: <DashboardPage /> }], '/dashboard');
}
const items = () => within(screen.getByTestId('my-tasks')).queryAllByTestId('my-task');
const openTasks = () => getDb().userTasks.filter((row) => row.userId === userIdOf(STAFF_ACCOUNT.mobile) && row.isDone === 0);

withFreshMockDb();
beforeEach(() => signInForTest(STAFF_ACCOUNT, { clearStorage: true }));

describe('my tasks before the page settles', () => {
  // The browser's idle callbacks, held by the test: the page settles (the chat starts, the card's
  // code loads) only when the test runs them.
  const idle: IdleRequestCallback[] = [];
  beforeEach(() => {
    forgetSettled();
    idle.length = 0;
    Object.assign(window, {
      requestIdleCallback: (run: IdleRequestCallback) => idle.push(run),
      cancelIdleCallback: () => undefined,
    });
  });
  afterEach(() => {
    cleanup(); // unmounted while the stand-ins are still there (the page cancels its waits)
    Reflect.deleteProperty(window, 'requestIdleCallback');
    Reflect.deleteProperty(window, 'cancelIdleCallback');
    configureChatBoot({ autoStart: false, whenIdle: null });
  });

  it('asks for the tasks as the dashboard mounts, while the chat has not started; once settled the card shows them without asking again', async () => {
    // The layout starts the chat once the page has settled (afterSettled); here the start only says so.
    let chatStarted = false;
    configureChatBoot({
      autoStart: true,
      whenIdle: () =>
        afterSettled(() => {
          chatStarted = true;
        }),
    });
    const asked = recordBodies<UserTaskQuery>(userPaths.getUserTasks);
    renderApp('/dashboard');
    await waitFor(() => expect(asked).toHaveLength(2));
    expect(asked).toEqual(
      expect.arrayContaining([
        { isDone: 0, page: 1, pageSize: 5 },
        { isDone: 0, page: 1, pageSize: 1 },
      ]),
    );
    expect(chatStarted).toBe(false);
    expect(screen.queryByTestId('my-tasks')).not.toBeInTheDocument();

    // The page settles (2 s after load, then an idle period): the chat starts, the card comes with the tasks already here.
    await waitFor(() => expect(idle.length).toBeGreaterThanOrEqual(2));
    act(() => idle.splice(0).forEach((run) => run({ didTimeout: false, timeRemaining: () => 50 })));
    expect(chatStarted).toBe(true);
    await waitFor(() => expect(items()).toHaveLength(openTasks().length));
    expect(asked).toHaveLength(2);
  });
});

describe('my tasks on the dashboard', () => {
  it('lists the open tasks, soonest first, with who gave them and their aunt or employer', async () => {
    renderDashboard();
    const card = await screen.findByTestId('my-tasks');
    await waitFor(() => expect(items()).toHaveLength(openTasks().length));
    const titles = openTasks()
      .sort((a, b) => a.remindTime.localeCompare(b.remindTime))
      .map((row) => row.title);
    expect(items().map((item) => item.querySelector('strong')?.textContent)).toEqual(titles);
    expect(within(card).getByText('王经理 分配')).toBeInTheDocument();
    const aunt = getDb().aunts.find((row) => row.auntId === openTasks().find((task) => task.auntId)?.auntId)!;
    expect(within(card).getByRole('link', { name: aunt.auntName })).toHaveAttribute('href', `/aunt/detail/${aunt.auntId}`);
    await userEvent.click(within(card).getByText('已完成'));
    await waitFor(() => expect(items()).toHaveLength(1));
    expect(items()[0]).toHaveTextContent('整理上周新登记的阿姨资料');
  });

  it('pages five at a time with the previous and next buttons', async () => {
    const mine = openTasks()[0]!;
    const ids = getDb().userTasks.map((row) => row.taskId);
    for (let i = 1; i <= 6; i += 1) getDb().userTasks.push({ ...mine, taskId: Math.max(...ids) + i, title: `补充任务${i}` });
    const total = openTasks().length;
    renderDashboard();
    const card = await screen.findByTestId('my-tasks');
    await waitFor(() => expect(items()).toHaveLength(5));
    const pages = Math.ceil(total / 5);
    expect(within(card).getByText(`第 1 / ${pages} 页`)).toBeInTheDocument();
    expect(within(card).getByRole('button', { name: '上一页' })).toBeDisabled();
    await userEvent.click(within(card).getByRole('button', { name: '下一页' }));
    await within(card).findByText(`第 2 / ${pages} 页`);
    await waitFor(() => expect(items()).toHaveLength(Math.min(5, total - 5)));
  });

  it('marks a task done (stored) and it leaves the to-do list', async () => {
    renderDashboard();
    await waitFor(() => expect(items().length).toBeGreaterThan(0));
    const first = openTasks().sort((a, b) => a.remindTime.localeCompare(b.remindTime))[0]!;
    await userEvent.click(screen.getByRole('checkbox', { name: `标记“${first.title}”为已完成` }));
    await waitFor(() => expect(getDb().userTasks.find((row) => row.taskId === first.taskId)?.isDone).toBe(1));
    await waitFor(() => expect(items().some((item) => item.textContent?.includes(first.title))).toBe(false));
    expect(items()).toHaveLength(openTasks().length);
    expect(await screen.findByText(`“${first.title}”已完成`)).toBeInTheDocument();
  });

  it('adds a task for oneself', async () => {
    const sent = recordBodies<CreateUserTaskRequest>(userPaths.createUserTask);
    renderDashboard();
    const card = await screen.findByTestId('my-tasks');
    await userEvent.click(within(card).getByRole('button', { name: /新建待办/ }));
    const dialog = await screen.findByRole('dialog');
    await userEvent.click(within(dialog).getByRole('button', { name: '保 存' }));
    expect(await within(dialog).findByText('请输入标题')).toBeInTheDocument();
    await userEvent.type(within(dialog).getByRole('textbox', { name: '标题' }), '给新客户发合同样本');
    await userEvent.type(within(dialog).getByRole('textbox', { name: '内容' }), '附上收费标准');
    await userEvent.click(within(dialog).getByRole('button', { name: '保 存' }));
    await waitFor(() => expect(sent).toHaveLength(1));
    expect(sent[0]).toMatchObject({ title: '给新客户发合同样本', content: '附上收费标准' });
    expect(sent[0]!.userId).toBeUndefined();
    expect(getDb().userTasks.find((row) => row.title === '给新客户发合同样本')).toMatchObject({ userId: userIdOf(STAFF_ACCOUNT.mobile), isDone: 0 });
    await waitFor(() =>
      expect(
        items()
          .map((item) => item.textContent)
          .join(''),
      ).toContain('给新客户发合同样本'),
    );
  });

  it('reads in English', async () => {
    await i18n.changeLanguage('en');
    renderDashboard();
    const card = await screen.findByTestId('my-tasks');
    await waitFor(() => expect(items().length).toBeGreaterThan(0));
    expect(within(card).getByRole('heading', { name: 'My tasks' })).toBeInTheDocument();
    expect(within(card).getByText('from 王经理')).toBeInTheDocument();
  });
});

/**
 * Features built on calls of ours (api/optional.ts) on a server that lacks them: the server answers
 * that call 404 (msw), every other call as the mock does; or the deployment switched the feature
 * off in config.json (`features`), which is the same without a request. Each feature says "this server does not
 * offer this feature" where it is, hides or disables its entry, shows no error toast, stores nothing,
 * and the rest of its page works: the fund account's balance, the roles, the suggestions list, the
 * templates, the dashboard's figures, the app beside the joint-hall chat.
 */
import { afterEach, beforeEach, describe, expect, it, onTestFinished, vi } from 'vitest';
import { act, screen, waitFor, within } from '@testing-library/react';
import userEventLib from '@testing-library/user-event';
import { chatPaths, getMessage, getPublicKey, getUnreadMessage } from '@/api/chat';
import { companyPaths } from '@/api/company';
import { companyAppPaths } from '@/api/companyApp';
import { customPaths } from '@/api/custom';
import { financePaths } from '@/api/finance';
import { getChartData } from '@/api/statistics';
import { userPaths } from '@/api/user';
import { feedback } from '@/app/feedback';
import { config } from '@/config';
import { i18n } from '@/i18n';
import { ADMIN_ACCOUNT, PARTNER_ACCOUNT, STAFF_ACCOUNT, getDb } from '@/mocks/db';
import { accountOf } from '@/mocks/rules/fundAccount';
import { addRole } from '@/mocks/rules/roles';
import { withFreshMockDb } from '@/mocks/testing';
import CompanyRolesPage from '@/pages/company/roles';
import TemplatesPage from '@/pages/company/templates';
import CompanyAppSuggestionsPage from '@/pages/companyApp/suggestions';
import DashboardPage from '@/pages/dashboard';
import type { DashboardChartData } from '@/pages/dashboard/chartData';
import FinanceAccountPage from '@/pages/finance/account';
import { useSettings } from '@/stores/settings';
import { conversationWith, historyRows } from '../jointChatFakes';
import { renderApp, renderRoutes } from '../render';
import { recordBodies, serverLacks } from '../requests';
import { signInForTest } from '../session';
import { bell, chatConnects, chatUserOf, chatWindow, conversationRow, withFakeChat } from './joint-chat-helpers';
import { userIdOf } from './mock-helpers';
import { moneyOfFen } from '@/domain/format';

const userEvent = userEventLib.setup({ pointerEventsCheck: 0 });
const UNAVAILABLE = '当前服务器不支持此功能';
const UNAVAILABLE_EN = 'This server does not offer this feature';

const lastDialog = async (text: string) => {
  await waitFor(() => expect(screen.getAllByRole('dialog').at(-1)).toHaveTextContent(text));
  return screen.getAllByRole('dialog').at(-1) as HTMLElement;
};
const labelled = (label: string) =>
  waitFor(() => {
    const found = document.querySelector<HTMLElement>(`[aria-label="${label}"]`);
    if (!found) throw new Error(`nothing labelled ${label}`);
    return found;
  });
const rowOf = (key: number) => document.querySelector<HTMLElement>(`tr[data-row-key="${key}"]`);

withFreshMockDb();

/** The error toast of the request layer: never asked for when a server lacks a call of ours. */
let errorToast: ReturnType<typeof vi.spyOn>;
beforeEach(() => {
  errorToast = vi.spyOn(feedback, 'error');
});
afterEach(() => errorToast.mockRestore());

describe('the fund account without /finance/account/ledger', () => {
  const openPage = () => renderRoutes([{ path: '/finance/account', element: <FinanceAccountPage /> }], '/finance/account');

  it('shows the balance and the payment key; the ledger card says the server does not offer it', async () => {
    await signInForTest(ADMIN_ACCOUNT, { clearStorage: true });
    const ledger = serverLacks(financePaths.accountLedger);
    openPage();
    expect(await screen.findByTestId('fund-balance')).toHaveTextContent(moneyOfFen(accountOf(getDb(), 1).balanceFen));
    expect(screen.getByTestId('payment-key')).toHaveTextContent('已开通');
    expect(await screen.findByTestId('ledger-unavailable')).toHaveTextContent(UNAVAILABLE);
    expect(document.querySelector('tr[data-row-key]')).toBeNull();
    expect(ledger.asked).toBe(1);
    expect(errorToast).not.toHaveBeenCalled();
  });

  it('says so in English, and a second visit in the session does not ask again', async () => {
    await signInForTest(ADMIN_ACCOUNT, { clearStorage: true });
    await i18n.changeLanguage('en');
    useSettings.setState({ language: 'en' });
    const ledger = serverLacks(financePaths.accountLedger);
    const { unmount } = openPage();
    expect(await screen.findByTestId('ledger-unavailable')).toHaveTextContent(UNAVAILABLE_EN);
    expect(await screen.findByTestId('fund-balance')).toHaveTextContent(moneyOfFen(accountOf(getDb(), 1).balanceFen));
    unmount();
    openPage();
    expect(await screen.findByTestId('ledger-unavailable')).toHaveTextContent(UNAVAILABLE_EN);
    expect(await screen.findByTestId('fund-balance')).toBeInTheDocument();
    expect(ledger.asked).toBe(1);
    expect(errorToast).not.toHaveBeenCalled();
  });
});

describe('roles without /company/delRole', () => {
  beforeEach(() => signInForTest(ADMIN_ACCOUNT, { clearStorage: true }));

  it('a delete says the server does not offer it, keeps the role, and the delete buttons are disabled after; the roles still work', async () => {
    const role = addRole(getDb(), 1, { roleName: '临时角色' });
    const roles = () =>
      getDb()
        .roles.filter((row) => row.companyId === 1)
        .map((row) => row.roleName);
    const before = roles();
    serverLacks(companyPaths.delRole);
    renderRoutes([{ path: '/company/roles', element: <CompanyRolesPage /> }], '/company/roles');

    await userEvent.click(await labelled('删除“临时角色”'));
    const confirm = await lastDialog('删除角色“临时角色”？');
    await userEvent.click(within(confirm).getByRole('button', { name: /删\s*除/ }));
    expect(await screen.findByText(UNAVAILABLE)).toBeInTheDocument();
    expect(roles()).toEqual(before);
    await waitFor(() => expect(screen.getByRole('button', { name: '删除“临时角色”' })).toBeDisabled());
    expect(screen.getByRole('button', { name: '删除“经纪人”' })).toBeDisabled();
    // Still listed, and still opens in the editor.
    const list = screen.getByRole('table', { name: '角色列表' });
    expect(within(list).getByRole('button', { name: '编辑“经纪人”' })).toBeInTheDocument();
    await userEvent.click(within(list).getByRole('button', { name: `编辑“${role.roleName}”` }));
    await waitFor(() => expect(within(screen.getByTestId('role-editor')).getByRole('heading', { level: 2 })).toHaveTextContent('临时角色'));
    expect(errorToast).not.toHaveBeenCalled();
  });
});

describe('features switched off in config.json ("features": {"fundLedger": false, "roleDelete": false})', () => {
  beforeEach(async () => {
    await signInForTest(ADMIN_ACCOUNT, { clearStorage: true });
    const before = config.features;
    config.features = { fundLedger: false, roleDelete: false };
    onTestFinished(() => {
      config.features = before;
    });
  });

  it('the fund account: the balance shows, the ledger card says the server does not offer it, and the ledger is never asked for', async () => {
    const asked = recordBodies(financePaths.accountLedger);
    renderRoutes([{ path: '/finance/account', element: <FinanceAccountPage /> }], '/finance/account');
    expect(await screen.findByTestId('fund-balance')).toHaveTextContent(moneyOfFen(accountOf(getDb(), 1).balanceFen));
    expect(await screen.findByTestId('ledger-unavailable')).toHaveTextContent(UNAVAILABLE);
    expect(document.querySelector('tr[data-row-key]')).toBeNull();
    expect(asked).toEqual([]);
    expect(errorToast).not.toHaveBeenCalled();
  });

  it("the roles: a deletable role's delete button is disabled from the first paint; the roles still open in the editor", async () => {
    addRole(getDb(), 1, { roleName: '临时角色' });
    renderRoutes([{ path: '/company/roles', element: <CompanyRolesPage /> }], '/company/roles');
    const list = await screen.findByRole('table', { name: '角色列表' });
    expect(await within(list).findByRole('button', { name: '删除“临时角色”' })).toBeDisabled();
    await userEvent.click(within(list).getByRole('button', { name: '编辑“临时角色”' }));
    await waitFor(() => expect(within(screen.getByTestId('role-editor')).getByRole('heading', { level: 2 })).toHaveTextContent('临时角色'));
    expect(errorToast).not.toHaveBeenCalled();
  });
});

describe('complaints and suggestions without /companyApp/replySuggest', () => {
  beforeEach(() => signInForTest(ADMIN_ACCOUNT, { clearStorage: true }));

  it('a reply says the server does not offer it and keeps what was typed; the rows offer 查看 only after; the list still works', async () => {
    const pending = getDb()
      .appSuggestions.filter((row) => row.companyId === 1 && row.status === 0)
      .sort((a, b) => (a.createdTime < b.createdTime ? 1 : -1))[0]!;
    serverLacks(companyAppPaths.replySuggest);
    renderRoutes([{ path: '/company-app/suggestions', element: <CompanyAppSuggestionsPage /> }], '/company-app/suggestions');
    await waitFor(() => expect(rowOf(pending.suggestId)).toBeTruthy());

    await userEvent.click(within(rowOf(pending.suggestId)!).getByRole('button', { name: '回复' }));
    const dialog = await lastDialog(pending.content);
    await userEvent.type(within(dialog).getByLabelText('回复内容'), '已安排顾问回访');
    await userEvent.click(within(dialog).getByRole('button', { name: /发送回复/ }));
    expect(await within(dialog).findByText(UNAVAILABLE)).toBeInTheDocument();
    expect(within(dialog).getByLabelText('回复内容')).toHaveValue('已安排顾问回访');
    expect(within(dialog).getByRole('button', { name: /发送回复/ })).toBeDisabled();
    expect(pending).toMatchObject({ status: 0 });
    expect(pending.reply).toBeFalsy();

    await userEvent.click(within(dialog).getByRole('button', { name: /取\s*消/ }));
    expect(await within(rowOf(pending.suggestId)!).findByRole('button', { name: '查看' })).toBeInTheDocument();
    expect([...document.querySelectorAll<HTMLElement>('tr[data-row-key]')].flatMap((row) => within(row).queryAllByRole('button', { name: '回复' }))).toEqual(
      [],
    );
    expect(document.querySelectorAll('tr[data-row-key]').length).toBeGreaterThan(1);
    expect(errorToast).not.toHaveBeenCalled();
  });
});

describe('templates without /custom/template/delete', () => {
  beforeEach(() => signInForTest(ADMIN_ACCOUNT, { clearStorage: true }));

  it('a delete says the server does not offer it, keeps the snippet, and the delete button goes; adding still works', async () => {
    const snippets = () =>
      getDb()
        .templates.filter((row) => row.companyId === 1)
        .map((row) => row.title);
    serverLacks(customPaths.templateDelete);
    renderRoutes([{ path: '/company/templates', element: <TemplatesPage /> }], '/company/templates');
    await userEvent.click(await screen.findByRole('tab', { name: '跟进记录' }));
    await userEvent.click(await screen.findByRole('button', { name: '电话未接通' }));
    await userEvent.click(await screen.findByRole('button', { name: /删\s*除/ }));
    const confirm = await lastDialog('删除模板“电话未接通”？');
    await userEvent.click(within(confirm).getByRole('button', { name: /删\s*除/ }));
    expect(await screen.findByText(UNAVAILABLE)).toBeInTheDocument();
    expect(snippets()).toContain('电话未接通');
    // (The confirm's own 删除 stays in jsdom, which never ends antd's closing animation.)
    await waitFor(() => expect(screen.queryAllByRole('button', { name: /删\s*除/ }).filter((button) => !button.closest('.ant-modal'))).toEqual([]));
    expect(screen.getByRole('button', { name: '电话未接通' })).toBeInTheDocument();

    await userEvent.click(screen.getByRole('button', { name: /新增模板/ }));
    await userEvent.type(screen.getByRole('textbox', { name: '标题' }), '节日问候');
    await userEvent.type(screen.getByRole('textbox', { name: '内容' }), '节日快乐');
    await userEvent.click(screen.getByRole('button', { name: /保\s*存/ }));
    await waitFor(() => expect(snippets()).toContain('节日问候'));
    expect(errorToast).not.toHaveBeenCalled();
  });
});

describe('my tasks without /user/getUserTasks or /user/setUserTaskDone', () => {
  beforeEach(() => signInForTest(STAFF_ACCOUNT, { clearStorage: true }));
  const renderDashboard = () => renderRoutes([{ path: '/dashboard', element: <DashboardPage /> }], '/dashboard');
  const openTasks = () => getDb().userTasks.filter((row) => row.userId === userIdOf(STAFF_ACCOUNT.mobile) && row.isDone === 0);

  it('the card says the server does not offer it; the dashboard’s figures show as always', async () => {
    const expected = (await getChartData({ dateFilter: 'inPastDays', days: 30 }, { silent: true })) as DashboardChartData;
    serverLacks(userPaths.getUserTasks);
    renderDashboard();
    const card = await screen.findByTestId('my-tasks');
    expect(await within(card).findByTestId('my-tasks-unavailable')).toHaveTextContent(UNAVAILABLE);
    expect(within(card).queryByRole('group', { name: '我的待办' })).toBeNull();
    const aunts = await screen.findByRole('group', { name: '新增阿姨' });
    await waitFor(() => expect(within(aunts).getByText(expected.totals.newAunts.toLocaleString('en-US'))).toBeInTheDocument());
    expect(errorToast).not.toHaveBeenCalled();
  });

  it('a tick says the server does not offer it, stays as it was, stores nothing, and the ticks are disabled after', async () => {
    serverLacks(userPaths.setUserTaskDone);
    renderDashboard();
    await waitFor(() => expect(within(screen.getByTestId('my-tasks')).queryAllByTestId('my-task').length).toBe(openTasks().length));
    const first = openTasks().sort((a, b) => a.remindTime.localeCompare(b.remindTime))[0]!;
    const box = screen.getByRole('checkbox', { name: `标记“${first.title}”为已完成` });
    await userEvent.click(box);
    expect(await screen.findByText(UNAVAILABLE)).toBeInTheDocument();
    await waitFor(() => expect(box).toBeDisabled());
    expect(box).not.toBeChecked();
    expect(getDb().userTasks.find((row) => row.taskId === first.taskId)?.isDone).toBe(0);
    expect(
      within(screen.getByTestId('my-tasks'))
        .getAllByRole('checkbox')
        .every((tick) => (tick as HTMLInputElement).disabled),
    ).toBe(true);
    expect(errorToast).not.toHaveBeenCalled();
  });
});

describe('the joint-hall chat on a server without it', () => {
  const chen = () => chatUserOf(PARTNER_ACCOUNT);
  // The chat service's REST calls are the real ones (through the request layer, against msw), the sockets fake.
  const fake = withFakeChat(ADMIN_ACCOUNT, () => ({
    conversations: [conversationWith(chen(), 2)],
    histories: { [chen().userId]: historyRows([1, 2], chen().userId, userIdOf(ADMIN_ACCOUNT.mobile)) },
    users: [chen()],
  }));
  const connectionState = () => bell().getAttribute('data-connection');

  it('no key (404 on /chat/publicKey): no login, no socket, nothing retried; the window says so; the app works', async () => {
    const key = serverLacks(chatPaths.publicKey, config.chatBase);
    fake().calls.getPublicKey.mockImplementation(() => getPublicKey({ silent: true }));
    renderApp('/dashboard');
    await waitFor(() => expect(connectionState()).toBe('notOffered'));
    await userEvent.click(bell());
    await waitFor(() => expect(chatWindow()).toBeVisible());
    expect(within(chatWindow()).getByTestId('chat-unavailable')).toHaveTextContent(UNAVAILABLE);
    expect(within(chatWindow()).queryByRole('button', { name: /重\s*试/ })).toBeNull();
    // Closed and opened again: still nothing asked.
    await userEvent.click(bell());
    await userEvent.click(bell());
    await waitFor(() => expect(chatWindow()).toBeVisible());
    expect(key.asked).toBe(1);
    expect(fake().calls.login).not.toHaveBeenCalled();
    expect(fake().sockets).toHaveLength(0);
    expect(fake().presences).toHaveLength(0);
    expect(errorToast).not.toHaveBeenCalled();
    // The rest of the app: the dashboard's figures.
    expect(await screen.findByRole('group', { name: '新增阿姨' })).toBeInTheDocument();
  });

  it('no conversation list (404 on /chat/getUnreadMessage): the sockets close and the window says so', async () => {
    const list = serverLacks(chatPaths.getUnreadMessage, config.chatBase);
    fake().calls.getUnreadMessage.mockImplementation((token) => getUnreadMessage(token, { silent: true }));
    renderApp('/dashboard');
    await chatConnects(fake());
    await waitFor(() => expect(connectionState()).toBe('notOffered'));
    expect(list.asked).toBe(1);
    expect(fake().socket().disconnectCalls).toBe(1);
    expect(fake().presence().closed).toBe(true);
    await userEvent.click(bell());
    await waitFor(() => expect(chatWindow()).toBeVisible());
    expect(within(chatWindow()).getByTestId('chat-unavailable')).toHaveTextContent(UNAVAILABLE);
    expect(errorToast).not.toHaveBeenCalled();
  });

  it('no history (404 on /chat/getMessage): opening a conversation leaves the window saying so, in English too', async () => {
    const history = serverLacks(chatPaths.getMessage, config.chatBase);
    fake().calls.getMessage.mockImplementation((body, token) => getMessage(body, token, { silent: true }));
    renderApp('/dashboard');
    await chatConnects(fake());
    await userEvent.click(bell());
    await waitFor(() => expect(conversationRow(chen().userId)).not.toBeNull());
    await userEvent.click(conversationRow(chen().userId)!);
    expect(await within(chatWindow()).findByTestId('chat-unavailable')).toHaveTextContent(UNAVAILABLE);
    expect(history.asked).toBe(1);
    expect(connectionState()).toBe('notOffered');
    await act(() => i18n.changeLanguage('en'));
    expect(within(chatWindow()).getByTestId('chat-unavailable')).toHaveTextContent(UNAVAILABLE_EN);
    expect(errorToast).not.toHaveBeenCalled();
  });
});

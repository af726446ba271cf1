/**
 * The 待审核 list (/aunt/verify) against the real aunt mock handlers: 审核通过 and 驳回 per row
 * and for the selected rows, 驳回 asking for a reason (required, bounded, kept when the server
 * refuses); a decided aunt leaves the list and her log (as her detail page shows it) says who
 * decided what; staff see the actions only on aunts they may change, and the other lists not at all.
 */
import { beforeEach, describe, expect, it } from 'vitest';
import { screen, waitFor, within } from '@testing-library/react';
import userEventLib from '@testing-library/user-event';
import { http, HttpResponse } from 'msw';
import { auntPaths, getAunts, type EditAuntFieldRequest } from '@/api/aunt';
import type { Aunt } from '@/api/aunt.types';
import { VERIFY_REASON_MAX } from '@/domain/auntCodes';
import { DEFAULT_PAGE_SIZE } from '@/hooks/useTable';
import { i18n } from '@/i18n';
import { ADMIN_ACCOUNT, STAFF_ACCOUNT } from '@/mocks/db/demoAccounts';
import { getDb } from '@/mocks/db';
import { apiPattern } from '@/mocks/handlers/kit';
import { mockServer } from '@/mocks/node';
import { withFreshMockDb } from '@/mocks/testing';
import { LogTab } from '@/pages/aunt/detail/LogTab';
import AuntListPage from '@/pages/aunt/list';
import { LIST_FIELDS } from '@/pages/aunt/list/listData';
import { useSession } from '@/stores/session';
import '@/i18n/texts/auntDetail';
import { renderRoutes, renderWithProviders } from '../render';
import { recordBodies } from '../requests';
import { rowAction } from '../rowActions';
import { signInAs, signInForTest } from '../session';

const userEvent = userEventLib.setup({ pointerEventsCheck: 0 });
const VERIFY = { page: 1, pageSize: DEFAULT_PAGE_SIZE, scope: 'verify' as const, fields: [...LIST_FIELDS] };

function renderList(path = '/aunt/verify') {
  return renderRoutes([{ path: '/aunt/:scope', element: <AuntListPage /> }], path).router;
}

const shownIds = () => Array.from(document.querySelectorAll('tr[data-row-key]')).map((row) => Number(row.getAttribute('data-row-key')));
const rowOf = (auntId: number) => document.querySelector(`tr[data-row-key="${auntId}"]`) as HTMLElement;
/** Whether the row offers an action: a link in it, or an entry of its 更多 menu (opened, then closed). */
async function offers(row: HTMLElement, label: string): Promise<boolean> {
  if (within(row).queryByRole('button', { name: label })) return true;
  const more = within(row).queryByRole('button', { name: '更多' });
  if (!more) return false;
  await userEvent.click(more);
  const menu = await waitFor(() => {
    const open = document.querySelector<HTMLElement>('.ant-dropdown:not(.ant-dropdown-hidden) .ant-dropdown-menu');
    expect(open).not.toBeNull();
    return open!;
  });
  const found = within(menu).queryByRole('menuitem', { name: label }) !== null;
  await userEvent.keyboard('{Escape}');
  return found;
}
const stored = (auntId: number) => getDb().aunts.find((row) => row.auntId === auntId)!;
const logsOf = (auntId: number) => getDb().auntLogs.filter((row) => row.auntId === auntId && row.action === 'verify');

/** The first page of the 待审核 list, once the screen shows the server's answer. */
async function firstPage(): Promise<Aunt[]> {
  const answer = await getAunts(VERIFY, { silent: true });
  await waitFor(() => expect(shownIds()).toEqual(answer.list.map((aunt) => aunt.auntId)));
  return answer.list;
}
const unlocked = (list: Aunt[]) => list.filter((aunt) => aunt.isLocked === 0);
const select = async (auntId: number) => userEvent.click(rowOf(auntId).querySelector('input[type="checkbox"]') as HTMLElement);
/** A dialog by its title (text lookups: role queries over a full table are slow in jsdom). */
const dialogTitled = async (title: string) =>
  (await screen.findAllByText(title, { selector: '.ant-modal-title, .ant-modal-confirm-title' }))[0]!.closest('.ant-modal') as HTMLElement;
const dialogGone = (title: string) => waitFor(() => expect(screen.queryByText(title, { selector: '.ant-modal-title' })).not.toBeInTheDocument());
/** The bulk action (an antd button: its text in a span) or a dialog's button of that text. */
const buttonIn = (scope: HTMLElement, text: string | RegExp) => within(scope).getByText(text, { selector: 'button span' }).closest('button') as HTMLElement;
const verifyTabCount = async () => (await getAunts({ ...VERIFY, pageSize: 1 }, { silent: true })).total;

withFreshMockDb();
beforeEach(async () => {
  await signInForTest(ADMIN_ACCOUNT, { clearStorage: true });
  await i18n.changeLanguage('zh');
});

describe('the 待审核 list', () => {
  it('approves one aunt from her row: she leaves the list, the count drops, her log says 审核通过 by whom', async () => {
    const bodies = recordBodies<EditAuntFieldRequest>(auntPaths.editField);
    renderList();
    const [aunt] = unlocked(await firstPage());
    const total = await verifyTabCount();
    await userEvent.click(await rowAction(rowOf(aunt!.auntId), '审核通过'));
    expect(await screen.findByText('已审核通过 1 位阿姨')).toBeInTheDocument();
    await waitFor(() => expect(shownIds()).not.toContain(aunt!.auntId));
    expect(bodies).toEqual([{ auntId: aunt!.auntId, field: 'isVerified', value: 1 }]);
    expect(stored(aunt!.auntId).isVerified).toBe(1);
    await waitFor(() => expect(screen.getByText(new RegExp(`共 ${(total - 1).toLocaleString('en-US')} 条`))).toBeInTheDocument());

    renderWithProviders(<LogTab auntId={aunt!.auntId} />);
    const log = await screen.findByTestId('aunt-log');
    const entry = within(log).getAllByRole('listitem')[0]!;
    expect(entry).toHaveTextContent('审核');
    expect(entry).toHaveTextContent('王经理');
    expect(entry).toHaveTextContent('审核通过');
  });

  it('rejects from the row only with a reason: refused empty in place, kept when the server refuses, then she leaves with the reason in her log', async () => {
    const bodies = recordBodies<EditAuntFieldRequest>(auntPaths.editField);
    renderList();
    const [aunt] = unlocked(await firstPage());
    await userEvent.click(await rowAction(rowOf(aunt!.auntId), '驳回'));
    const dialog = await dialogTitled(`驳回${aunt!.auntName}`);
    const reason = within(dialog).getByLabelText('驳回原因', { selector: 'textarea' });
    expect(reason).toHaveAttribute('maxlength', String(VERIFY_REASON_MAX));
    const ok = buttonIn(dialog, /^驳\s?回$/);
    await userEvent.click(ok);
    expect(await within(dialog).findByText('请填写驳回原因')).toBeInTheDocument();
    await userEvent.type(reason, '   ');
    await userEvent.click(ok);
    expect(await within(dialog).findByText('请填写驳回原因')).toBeInTheDocument();
    expect(bodies).toEqual([]);

    // The server refuses once: the dialog stays, the reason typed is kept, she stays in the list.
    mockServer.use(
      http.post(
        apiPattern(auntPaths.editField),
        () => HttpResponse.json({ code: 40901, success: false, data: null, error: '这位阿姨已被驳回，不能再次审核' }),
        { once: true },
      ),
    );
    await userEvent.clear(reason);
    await userEvent.type(reason, '身份证照片不清晰');
    await userEvent.click(ok);
    expect(await screen.findByText(/1 位失败：这位阿姨已被驳回，不能再次审核/)).toBeInTheDocument();
    expect(dialog).toBeInTheDocument();
    expect(screen.getByText(`驳回${aunt!.auntName}`, { selector: '.ant-modal-title' })).toBeInTheDocument();
    expect(reason).toHaveValue('身份证照片不清晰');
    expect(stored(aunt!.auntId).isVerified).toBe(0);
    expect(shownIds()).toContain(aunt!.auntId);

    await userEvent.click(ok);
    expect(await screen.findByText('已驳回 1 位阿姨')).toBeInTheDocument();
    await dialogGone(`驳回${aunt!.auntName}`);
    await waitFor(() => expect(shownIds()).not.toContain(aunt!.auntId));
    expect(bodies.at(-1)).toEqual({ auntId: aunt!.auntId, field: 'verifyRejectReason', value: '身份证照片不清晰' });
    expect(stored(aunt!.auntId).isVerified).toBe(2);
    expect(logsOf(aunt!.auntId).map((log) => [log.contact, log.content])).toEqual([['王经理', 'isVerified 0 -> 2; verifyRejectReason: 身份证照片不清晰']]);

    renderWithProviders(<LogTab auntId={aunt!.auntId} />);
    expect(await within(await screen.findByTestId('aunt-log')).findByText('驳回，原因：身份证照片不清晰')).toBeInTheDocument();
  });

  it('approves and rejects the selected rows (approve asks first with the count)', async () => {
    renderList();
    const [first, second, third, fourth] = unlocked(await firstPage());
    await select(first!.auntId);
    await select(second!.auntId);
    await userEvent.click(buttonIn(document.body, '审核通过'));
    const confirm = await dialogTitled('审核通过选中的 2 位阿姨？');
    expect(confirm).toHaveTextContent('通过后她们离开待审核列表');
    await userEvent.click(buttonIn(confirm, '审核通过'));
    expect(await screen.findByText('已审核通过 2 位阿姨')).toBeInTheDocument();
    await waitFor(() => expect(shownIds()).not.toContain(first!.auntId));
    expect(shownIds()).not.toContain(second!.auntId);
    expect([stored(first!.auntId).isVerified, stored(second!.auntId).isVerified]).toEqual([1, 1]);

    await select(third!.auntId);
    await select(fourth!.auntId);
    await userEvent.click(buttonIn(document.body, /^驳\s?回$/));
    const dialog = await dialogTitled('驳回选中的 2 位阿姨');
    await userEvent.type(within(dialog).getByLabelText('驳回原因', { selector: 'textarea' }), '资料不全');
    await userEvent.click(buttonIn(dialog, /^驳\s?回$/));
    expect(await screen.findByText('已驳回 2 位阿姨')).toBeInTheDocument();
    await waitFor(() => expect(shownIds()).not.toContain(third!.auntId));
    expect([stored(third!.auntId).isVerified, stored(fourth!.auntId).isVerified]).toEqual([2, 2]);
    expect(logsOf(fourth!.auntId).map((log) => log.content)).toEqual(['isVerified 0 -> 2; verifyRejectReason: 资料不全']);
  });

  it('offers a staff member the decision only on aunts she may change; a selected colleague’s aunt is skipped', async () => {
    await signInAs(STAFF_ACCOUNT);
    const staffId = useSession.getState().user?.userId ?? 0;
    const mine = (await getAunts({ ...VERIFY, teacherUserId: staffId }, { silent: true })).list.find((aunt) => aunt.isLocked === 0);
    const colleagues = (await getAunts({ ...VERIFY, pageSize: 200 }, { silent: true })).list.find(
      (aunt) => aunt.teacherUserId !== 0 && aunt.teacherUserId !== staffId,
    );
    if (!mine || !colleagues) throw new Error('the seed has no pending aunt of the staff member or of a colleague');
    renderList();
    await firstPage();
    const keyword = screen.getByPlaceholderText('姓名 / 手机号 / 身份证号');

    await userEvent.type(keyword, `${colleagues.auntName}{Enter}`);
    await waitFor(() => expect(shownIds()).toContain(colleagues.auntId));
    expect(await offers(rowOf(colleagues.auntId), '查看')).toBe(true);
    expect(await offers(rowOf(colleagues.auntId), '审核通过')).toBe(false);
    expect(await offers(rowOf(colleagues.auntId), '驳回')).toBe(false);
    await select(colleagues.auntId);
    await userEvent.click(buttonIn(document.body, '审核通过'));
    await userEvent.click(buttonIn(await dialogTitled('审核通过选中的 1 位阿姨？'), '审核通过'));
    expect(await screen.findByText('1 位无权操作，已跳过')).toBeInTheDocument();
    expect(stored(colleagues.auntId).isVerified).toBe(0);

    await userEvent.clear(keyword);
    await userEvent.type(keyword, `${mine.auntName}{Enter}`);
    await waitFor(() => expect(shownIds()).toContain(mine.auntId));
    await userEvent.click(await rowAction(rowOf(mine.auntId), '审核通过'));
    await waitFor(() => expect(stored(mine.auntId).isVerified).toBe(1));
    expect(logsOf(mine.auntId).map((log) => log.contact)).toEqual(['李顾问']);
  });

  it('offers no decision in the other lists', async () => {
    renderList('/aunt/all');
    const answer = await getAunts({ ...VERIFY, scope: 'all' }, { silent: true });
    await waitFor(() => expect(shownIds()).toEqual(answer.list.map((aunt) => aunt.auntId)));
    const aunt = answer.list[0]!;
    expect(await offers(rowOf(aunt.auntId), '删除')).toBe(true);
    expect(await offers(rowOf(aunt.auntId), '审核通过')).toBe(false);
    await select(aunt.auntId);
    expect(screen.getByText(/^移\s?交$/, { selector: 'button span' })).toBeInTheDocument();
    expect(screen.queryByText('审核通过', { selector: 'button span' })).not.toBeInTheDocument();
  });
});

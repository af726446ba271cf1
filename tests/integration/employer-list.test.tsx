/**
 * The employer list page (component 'employer/list') against the real employer mock handlers:
 * the filters reach the server (the spec's search filter: city, service type, address picker,
 * budget) and the header shows the server's count; delete asks first, then the row leaves;
 * a refused delete keeps the row; a staff member gets no edit on a colleague's employer.
 */
import { beforeEach, describe, expect, it } from 'vitest';
import { screen, waitFor, within } from '@testing-library/react';
import userEventLib from '@testing-library/user-event';
import dayjs from 'dayjs';
import { countEmployerByFilter, employerPaths, getEmployerByFilter, getFollowUpByFilter } from '@/api/employer';
import type { EmployerFilter, EmployerQuery } from '@/api/employer.types';
import { useSession } from '@/stores/session';
import { withFreshMockDb } from '@/mocks/testing';
import { getDb } from '@/mocks/db';
import { ADMIN_ACCOUNT, STAFF_ACCOUNT } from '@/mocks/db/demoAccounts';
import EmployerListPage from '@/pages/employer/list';
import { DEFAULT_PAGE_SIZE } from '@/hooks/useTable';
import { renderRoutes } from '../render';
import { signInAs, signInForTest } from '../session';
import { recordBodies } from '../requests';

const userEvent = userEventLib.setup({ pointerEventsCheck: 0 });
const BASE = { page: 1, pageSize: DEFAULT_PAGE_SIZE };

function renderList() {
  return renderRoutes(
    [
      { path: '/employer/list', element: <EmployerListPage /> },
      { path: '/employer/detail/:employerId', element: <div>detail page</div> },
    ],
    '/employer/list',
  ).router;
}

const shownIds = () => Array.from(document.querySelectorAll('tr[data-row-key]')).map((row) => Number(row.getAttribute('data-row-key')));
const rowOf = (employerId: number) => document.querySelector(`tr[data-row-key="${employerId}"]`) as HTMLElement;
const labelled = (row: HTMLElement, label: string) => row.querySelector<HTMLElement>(`[aria-label="${label}"]`);
const keywordBox = () => screen.getByPlaceholderText('姓名 / 手机号 / 微信 / 地址');

async function expectRowsOf(filter: EmployerFilter) {
  const answer = await getEmployerByFilter({ ...BASE, ...filter } as EmployerQuery, { silent: true });
  await waitFor(() => expect(shownIds()).toEqual(answer.list.map((row) => row.employerId)));
  return answer;
}

async function expectTotalOf(filter: EmployerFilter) {
  const { count } = await countEmployerByFilter(filter, { silent: true });
  await waitFor(() => expect(screen.getByTestId('employer-total')).toHaveTextContent(`共 ${count} 位客户`));
  return count;
}

withFreshMockDb();
beforeEach(() => signInForTest(ADMIN_ACCOUNT, { clearStorage: true }));

describe('the employer list', () => {
  it('shows the first page with the count and status tabs, and sends the search filter to the server', async () => {
    const bodies = recordBodies<EmployerQuery>(employerPaths.getEmployerByFilter);
    const counts = recordBodies<EmployerFilter>(employerPaths.countEmployerByFilter);
    renderList();
    expect(await screen.findByText('客户列表', { selector: 'h1' })).toBeInTheDocument();
    await expectRowsOf({});
    expect(bodies[0]).toEqual(BASE);
    await expectTotalOf({});
    const intended = (await countEmployerByFilter({ status: 2 }, { silent: true })).count;
    expect(await screen.findByRole('tab', { name: `意向客户 ${intended}` })).toBeInTheDocument();

    // Budget: applied when typing stops, sent as [min, max].
    await userEvent.type(screen.getByRole('spinbutton', { name: '预算下限' }), '8000');
    await waitFor(() => expect(bodies.at(-1)).toEqual({ ...BASE, limitMoney: [8000, null] }));
    await expectRowsOf({ limitMoney: [8000, null] });
    await expectTotalOf({ limitMoney: [8000, null] });
    expect(counts.at(-1)).toEqual({ limitMoney: [8000, null] });

    // Address picker: a province alone is a choice.
    await userEvent.click(screen.getByRole('combobox', { name: '省 / 市' }));
    await userEvent.click(await screen.findByRole('menuitemcheckbox', { name: /^上海市/ }));
    await waitFor(() => expect(bodies.at(-1)).toMatchObject({ limitMoney: [8000, null], addressPicker: [310000] }));
    await userEvent.keyboard('{Escape}');
    await expectRowsOf({ limitMoney: [8000, null], addressPicker: [310000] });
    const filtered = await expectTotalOf({ limitMoney: [8000, null], addressPicker: [310000] });
    const answer = await getEmployerByFilter({ ...BASE, limitMoney: [8000, null], addressPicker: [310000] }, { silent: true });
    expect(answer.total).toBe(filtered);
    expect(answer.list.every((row) => row.limitMoney >= 8000 && row.addressPicker[0] === 310000)).toBe(true);

    // A status tab adds the status; the tabs' counts stay those of the other filters.
    await userEvent.click(screen.getByRole('tab', { name: /意向客户/ }));
    await waitFor(() => expect(bodies.at(-1)).toMatchObject({ status: 2, addressPicker: [310000] }));
    await expectRowsOf({ status: 2, limitMoney: [8000, null], addressPicker: [310000] });

    await userEvent.type(keywordBox(), `${answer.list[0]?.employerName ?? '王'}{Enter}`);
    await waitFor(() => expect(bodies.at(-1)).toMatchObject({ keyword: answer.list[0]?.employerName ?? '王' }));

    await userEvent.click(screen.getByRole('button', { name: /重\s*置/ }));
    await waitFor(() => expect(bodies.at(-1)).toEqual(BASE));
    await expectRowsOf({});
  });

  it('deletes an employer after confirming: he leaves the list and the count drops', async () => {
    renderList();
    const { list } = await expectRowsOf({});
    const total = await expectTotalOf({});
    const employer = list.find((row) => row.activeOrderCount === 0);
    if (!employer) throw new Error('no employer without live orders on page 1');
    await userEvent.click(labelled(rowOf(employer.employerId), `删除${employer.employerName}`) as HTMLElement);
    const dialog = await screen.findByRole('dialog');
    expect(dialog).toHaveTextContent(`删除客户${employer.employerName}？`);
    expect(dialog).toHaveTextContent('删除后可在回收站恢复');
    await userEvent.click(within(dialog).getByRole('button', { name: /删\s*除/ }));
    expect(await screen.findByText(`已删除客户${employer.employerName}`)).toBeInTheDocument();
    await waitFor(() => expect(shownIds()).not.toContain(employer.employerId));
    await expectTotalOf({});
    expect((await countEmployerByFilter({}, { silent: true })).count).toBe(total - 1);
    expect((await getEmployerByFilter({ ...BASE, employerId: employer.employerId }, { silent: true })).total).toBe(0);
  });

  it('keeps an employer with an open order: the server’s reason shows and the row stays', async () => {
    const { list } = await getEmployerByFilter({ page: 1, pageSize: 200 }, { silent: true });
    const recruiting = new Set(getDb().orders.filter((order) => order.isDeleted === 0 && order.phase === 'open').map((order) => order.employerId));
    const busy = list.find((row) => recruiting.has(row.employerId));
    if (!busy) throw new Error('no employer with an open order');
    renderList();
    await expectRowsOf({});
    await userEvent.type(keywordBox(), `${busy.mobile}{Enter}`);
    await waitFor(() => expect(shownIds()).toEqual([busy.employerId]));
    await userEvent.click(labelled(rowOf(busy.employerId), `删除${busy.employerName}`) as HTMLElement);
    await userEvent.click(within(await screen.findByRole('dialog')).getByRole('button', { name: /删\s*除/ }));
    expect(await screen.findByText(/该客户还有 \d+ 个招聘中的订单/)).toBeInTheDocument();
    expect(shownIds()).toEqual([busy.employerId]);
    expect((await getEmployerByFilter({ ...BASE, employerId: busy.employerId }, { silent: true })).total).toBe(1);
  });

  it('writes a follow-up from the row: the dialog stores it and the row shows the next follow-up', async () => {
    renderList();
    const { list } = await expectRowsOf({});
    const employer = list[0];
    const next = dayjs().add(2, 'day').format('YYYY-MM-DD');
    await userEvent.click(labelled(rowOf(employer.employerId), `写跟进${employer.employerName}`) as HTMLElement);
    const dialog = await screen.findByRole('dialog');
    expect(dialog).toHaveTextContent(`写跟进：${employer.employerName}`);
    await userEvent.type(within(dialog).getByLabelText('跟进内容'), '已电话确认预算');
    await userEvent.click(within(dialog).getByLabelText('下次跟进日期'));
    await userEvent.type(within(dialog).getByLabelText('下次跟进日期'), `${next}{Enter}`);
    await userEvent.click(within(dialog).getByRole('button', { name: /保存跟进/ }));
    expect(await screen.findByText('跟进已保存')).toBeInTheDocument();
    const stored = (await getFollowUpByFilter({ employerId: employer.employerId, page: 1, pageSize: 1 }, { silent: true })).list[0];
    expect(stored).toMatchObject({ type: 1, content: '已电话确认预算', nextTime: next });
    await waitFor(() => expect(rowOf(employer.employerId)).toHaveTextContent(next));
  });

  it('does not offer a staff member edit, transfer or delete on a colleague’s employer', async () => {
    const adminId = useSession.getState().user?.userId ?? 0;
    const theirs = (await getEmployerByFilter({ ...BASE, userId: adminId }, { silent: true })).list[0];
    await signInAs(STAFF_ACCOUNT);
    const staffId = useSession.getState().user?.userId ?? 0;
    const mine = (await getEmployerByFilter({ ...BASE, userId: staffId }, { silent: true })).list[0];
    if (!theirs || !mine) throw new Error('seed has no employer for admin or staff');

    renderList();
    await expectRowsOf({});
    await userEvent.type(keywordBox(), `${theirs.employerName}{Enter}`);
    await waitFor(() => expect(shownIds()).toContain(theirs.employerId));
    const row = rowOf(theirs.employerId);
    expect(labelled(row, `查看${theirs.employerName}`)).toBeInTheDocument();
    expect(labelled(row, `编辑${theirs.employerName}`)).toBeNull();
    expect(labelled(row, `转交${theirs.employerName}`)).toBeNull();
    expect(labelled(row, `删除${theirs.employerName}`)).toBeNull();
    expect(row).toHaveTextContent(/1\d{2}\*{4}\d{4}/);

    await userEvent.clear(keywordBox());
    await userEvent.type(keywordBox(), `${mine.mobile}{Enter}`);
    await waitFor(() => expect(shownIds()).toEqual([mine.employerId]));
    expect(labelled(rowOf(mine.employerId), `编辑${mine.employerName}`)).toBeInTheDocument();
    expect(labelled(rowOf(mine.employerId), `删除${mine.employerName}`)).toBeInTheDocument();
  });
});

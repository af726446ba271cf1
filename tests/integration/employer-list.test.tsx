/**
 * The employer list page (component 'employer/list') against the real employer mock handlers:
 * the filters reach the server (the spec's search filter: city, service type, address picker,
 * budget) and the header shows the server's count; delete asks first, then the row leaves;
 * an employer an order holds (signed or recruiting) is explained, never asked about; a delete the
 * server refuses keeps the row; a staff member gets no edit on a colleague's employer.
 */
import { beforeEach, describe, expect, it } from 'vitest';
import { screen, waitFor, within } from '@testing-library/react';
import userEventLib from '@testing-library/user-event';
import dayjs from 'dayjs';
import { countEmployerByFilter, employerPaths, getEmployerByFilter, getFollowUpByFilter } from '@/api/employer';
import { create as createOrder } from '@/api/order';
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
import { rowAction } from '../rowActions';

const userEvent = userEventLib.setup({ pointerEventsCheck: 0 });
const BASE = { page: 1, pageSize: DEFAULT_PAGE_SIZE };

function renderList() {
  return renderRoutes(
    [
      { path: '/employer/list', element: <EmployerListPage /> },
      { path: '/employer/detail/:employerId', element: <div>detail page</div> },
      { path: '/customer/jobs/detail/:orderId', element: <div>order page</div> },
    ],
    '/employer/list',
  ).router;
}

const shownIds = () => Array.from(document.querySelectorAll('tr[data-row-key]')).map((row) => Number(row.getAttribute('data-row-key')));
/** The stored mobile (the answers carry it masked), to search by. */
const storedMobile = (employerId: number) => getDb().employers.find((row) => row.employerId === employerId)!.mobile;
const rowOf = (employerId: number) => document.querySelector(`tr[data-row-key="${employerId}"]`) as HTMLElement;
/** The newest dialog once it says `text` (jsdom never ends antd's leave animation, so closed ones linger). */
const lastDialog = async (text: string) => {
  await waitFor(() => expect(screen.getAllByRole('dialog').at(-1)).toHaveTextContent(text));
  return screen.getAllByRole('dialog').at(-1) as HTMLElement;
};
/** The row's cell in the column with this header. */
const cellUnder = (row: HTMLElement, header: string) => {
  const headers = Array.from(document.querySelectorAll('thead th')).map((cell) => cell.textContent?.trim());
  return row.querySelectorAll('td')[headers.indexOf(header)];
};
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
    await userEvent.click(await rowAction(rowOf(employer.employerId), '删除'));
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

  /** A listed employer whose first blocking order is in this phase (signed wins, as the rule says). */
  async function employerHeldBy(phase: 'signed' | 'open') {
    const { list } = await getEmployerByFilter({ page: 1, pageSize: 200 }, { silent: true });
    const orders = getDb().orders.filter((order) => order.isDeleted === 0);
    const held = (employerId: number, wanted: string) => orders.find((order) => order.employerId === employerId && order.phase === wanted);
    const employer = list.find((row) => held(row.employerId, phase) && (phase === 'signed' || !held(row.employerId, 'signed')));
    if (!employer) throw new Error(`no employer with a ${phase} order`);
    return { employer, order: held(employer.employerId, phase)! };
  }

  async function clickDeleteOf(employer: { employerId: number; employerName: string }) {
    await userEvent.type(keywordBox(), `${storedMobile(employer.employerId)}{Enter}`);
    await waitFor(() => expect(shownIds()).toEqual([employer.employerId]));
    await userEvent.click(await rowAction(rowOf(employer.employerId), '删除'));
    return screen.findByRole('dialog');
  }

  it('says why an employer with a signed contract in force cannot be deleted, before asking anything; nothing is sent', async () => {
    const deletes = recordBodies(employerPaths.deleteEmployer);
    const { employer, order } = await employerHeldBy('signed');
    const router = renderList();
    await expectRowsOf({});
    const dialog = await clickDeleteOf(employer);
    expect(dialog).toHaveTextContent(`不能删除客户${employer.employerName}`);
    expect(dialog).toHaveTextContent(`该客户已签约订单 ${order.orderNo}，合同履行中，阿姨下户后才能删除客户`);
    expect(within(dialog).queryByRole('button', { name: /删\s*除/ })).toBeNull();
    await userEvent.click(within(dialog).getByRole('button', { name: /知道了/ }));
    expect(shownIds()).toEqual([employer.employerId]);
    // The order is one click away.
    await userEvent.click(await rowAction(rowOf(employer.employerId), '删除'));
    await userEvent.click(within(await lastDialog(`不能删除客户${employer.employerName}`)).getByRole('button', { name: `查看订单 ${order.orderNo}` }));
    await waitFor(() => expect(router.state.location.pathname).toBe(`/customer/jobs/detail/${order.orderId}`));
    expect(deletes).toEqual([]);
    expect(getDb().employers.find((row) => row.employerId === employer.employerId)?.isDeleted).toBe(0);
  });

  it('says why an employer with an order still recruiting cannot be deleted, before asking anything', async () => {
    const deletes = recordBodies(employerPaths.deleteEmployer);
    const { employer, order } = await employerHeldBy('open');
    renderList();
    await expectRowsOf({});
    const dialog = await clickDeleteOf(employer);
    expect(dialog).toHaveTextContent(`该客户的订单 ${order.orderNo} 还在招聘中，订单取消或完成后才能删除客户`);
    expect(within(dialog).queryByRole('button', { name: /删\s*除/ })).toBeNull();
    await userEvent.click(within(dialog).getByRole('button', { name: /知道了/ }));
    expect(shownIds()).toEqual([employer.employerId]);
    expect(deletes).toEqual([]);
  });

  it('keeps an employer whose order started after the list loaded: the server’s reason shows, the row stays and is read again', async () => {
    const { list } = await getEmployerByFilter({ page: 1, pageSize: 200 }, { silent: true });
    const employer = list.find((row) => row.activeOrderCount === 0)!;
    renderList();
    await expectRowsOf({});
    await userEvent.type(keywordBox(), `${storedMobile(employer.employerId)}{Enter}`);
    await waitFor(() => expect(shownIds()).toEqual([employer.employerId]));
    // A colleague opens an order for him meanwhile.
    const order = await createOrder(
      {
        employerId: employer.employerId,
        serviceType: getDb().serviceTypes.find((row) => row.companyId === 1)!.serviceTypeId,
        salaryMin: 6000,
        salaryMax: 8000,
      },
      { silent: true },
    );
    await userEvent.click(await rowAction(rowOf(employer.employerId), '删除'));
    const dialog = await screen.findByRole('dialog');
    expect(dialog).toHaveTextContent(`删除客户${employer.employerName}？`);
    await userEvent.click(within(dialog).getByRole('button', { name: /删\s*除/ }));
    expect(await screen.findByText(`该客户的订单 ${order.orderNo} 还在招聘中，订单取消或完成后才能删除客户`)).toBeInTheDocument();
    expect(shownIds()).toEqual([employer.employerId]);
    expect((await getEmployerByFilter({ ...BASE, employerId: employer.employerId }, { silent: true })).total).toBe(1);
    // The row was read again (now with his order): the next click explains instead of asking.
    await waitFor(() => expect(cellUnder(rowOf(employer.employerId), '进行中订单')).toHaveTextContent('1'));
    await userEvent.click(await rowAction(rowOf(employer.employerId), '删除'));
    expect(await lastDialog(`不能删除客户${employer.employerName}`)).toHaveTextContent(`该客户的订单 ${order.orderNo} 还在招聘中`);
  });

  it('writes a follow-up from the row: the dialog stores it and the row shows the next follow-up', async () => {
    renderList();
    const { list } = await expectRowsOf({});
    const employer = list[0];
    const next = dayjs().add(2, 'day').format('YYYY-MM-DD');
    await userEvent.click(await rowAction(rowOf(employer.employerId), '写跟进'));
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
    // 查看 only: no 编辑 and no 更多 (where 转交 and 删除 would be).
    expect(within(row).getByRole('button', { name: '查看' })).toBeInTheDocument();
    expect(within(row).queryByRole('button', { name: '编辑' })).toBeNull();
    expect(within(row).queryByRole('button', { name: '更多' })).toBeNull();
    expect(row).toHaveTextContent(/1\d{2}\*{4}\d{4}/);
    // No eye on a mobile she may not reveal; her own employer's has one.
    expect(within(row).queryByRole('button', { name: '查看手机号' })).toBeNull();

    await userEvent.clear(keywordBox());
    await userEvent.type(keywordBox(), `${storedMobile(mine.employerId)}{Enter}`);
    await waitFor(() => expect(shownIds()).toEqual([mine.employerId]));
    expect(within(rowOf(mine.employerId)).getByRole('button', { name: '查看手机号' })).toBeInTheDocument();
    expect(within(rowOf(mine.employerId)).getByRole('button', { name: '编辑' })).toBeInTheDocument();
    expect(await rowAction(rowOf(mine.employerId), '删除')).toBeInTheDocument();
  });
});

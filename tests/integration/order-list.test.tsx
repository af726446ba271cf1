/**
 * The recruitment-order list (/customer/jobs, component 'order/list') against the order and
 * employer mocks: tabs with the server's counts, a tab sends its tabKey; the create dialog's
 * validation and a valid create that lands on the new order's detail with what was typed stored;
 * the jobs page's `?create=1&employerId=..&jobId=..` link opens the dialog prefilled; delete asks
 * first. Without a job the dialog fills in the employer's needs (service type, budget, address),
 * keeps what the user typed, and sends what it shows.
 */
import { beforeEach, describe, expect, it } from 'vitest';
import { screen, waitFor, within } from '@testing-library/react';
import userEventLib from '@testing-library/user-event';
import { getEmployerByFilter } from '@/api/employer';
import { getOrderCustomTabData, list, orderPaths } from '@/api/order';
import type { OrderInput, OrderListQuery, SetOrderRequest } from '@/api/order.types';
import { DELETABLE_ORDER_STATUSES } from '@/domain/orderCodes';
import { maskAddress, maskMobile } from '@/domain/personalData';
import { ADMIN_ACCOUNT, getDb, type EmployerRow } from '@/mocks/db';
import { withFreshMockDb } from '@/mocks/testing';
import { EmployerOrdersPanel } from '@/pages/order/components/EmployerOrdersPanel';
import OrderListPage from '@/pages/order/list';
import { DEFAULT_PAGE_SIZE } from '@/hooks/useTable';
import { currentPath, renderRoutes } from '../render';
import { signInForTest } from '../session';
import { recordBodies } from '../requests';
import { rowAction } from '../rowActions';

const userEvent = userEventLib.setup({ pointerEventsCheck: 0 });

function renderList(path = '/customer/jobs') {
  return renderRoutes(
    [
      { path: '/customer/jobs', element: <OrderListPage /> },
      { path: '/customer/jobs/detail/:orderId', element: <div data-testid="order-detail" /> },
    ],
    path,
  ).router;
}

const shownIds = () => Array.from(document.querySelectorAll('tr.ant-table-row[data-row-key]')).map((row) => Number(row.getAttribute('data-row-key')));
const companyId = () => getDb().users.find((user) => user.mobile === ADMIN_ACCOUNT.mobile)!.companyId;

/** The "new order" dialog (found by its title: under jsdom antd's ids repeat, so its accessible name is unreliable). */
async function createDialog() {
  const dialog = await screen.findByRole('dialog');
  expect(within(dialog).getByText('新建招聘订单')).toBeInTheDocument();
  return dialog;
}

withFreshMockDb();
beforeEach(() => signInForTest(ADMIN_ACCOUNT, { clearStorage: true }));

describe('the order list', () => {
  it('shows the tabs with the server’s counts; a tab sends its tabKey and shows its rows', async () => {
    const bodies = recordBodies<OrderListQuery>(orderPaths.list);
    renderList();
    const first = await list({ page: 1, pageSize: DEFAULT_PAGE_SIZE }, { silent: true });
    await waitFor(() => expect(shownIds()).toEqual(first.list.map((order) => order.orderId)));
    const counts = await getOrderCustomTabData({}, { silent: true });
    for (const tab of counts) expect(await screen.findByRole('tab', { name: `${tab.tabName} ${tab.count.toLocaleString('en-US')}` })).toBeInTheDocument();
    expect(bodies[0]).toEqual({ page: 1, pageSize: DEFAULT_PAGE_SIZE });

    await userEvent.click(screen.getByRole('tab', { name: /^已签约/ }));
    await waitFor(() => expect(bodies.at(-1)).toEqual({ page: 1, pageSize: DEFAULT_PAGE_SIZE, tabKey: 'signed' }));
    const signed = await list({ page: 1, pageSize: DEFAULT_PAGE_SIZE, tabKey: 'signed' }, { silent: true });
    expect(signed.total).toBe(counts.find((tab) => tab.tabKey === 'signed')!.count);
    await waitFor(() => expect(shownIds()).toEqual(signed.list.map((order) => order.orderId)));
    expect(document.querySelectorAll('tr.ant-table-row [data-value="4"]')).toHaveLength(signed.list.length);
  });

  it('checks the create dialog and lands on the new order with what was typed stored', async () => {
    const router = renderList();
    await userEvent.click(await screen.findByRole('button', { name: /新建订单/ }));
    const dialog = await createDialog();
    await userEvent.click(within(dialog).getByRole('button', { name: /创\s*建/ }));
    expect(await within(dialog).findByText('请选择雇主')).toBeInTheDocument();
    expect(within(dialog).getByText('请选择服务类型')).toBeInTheDocument();

    const employer = getDb().employers.find((row) => row.companyId === companyId() && row.isDeleted === 0 && row.employerName.length > 1)!;
    await userEvent.type(within(dialog).getByRole('combobox', { name: '雇主' }), employer.employerName);
    await userEvent.click(await screen.findByRole('option', { name: new RegExp(`^${employer.employerName}`) }));
    await userEvent.click(within(dialog).getByRole('combobox', { name: '服务类型' }));
    const serviceType = getDb().serviceTypes.find((row) => row.companyId === companyId() && row.isEnabled === 1)!;
    await userEvent.click(await screen.findByRole('option', { name: serviceType.serviceTypeName }));
    await userEvent.type(within(dialog).getByRole('spinbutton', { name: '最低薪资' }), '9000');
    await userEvent.clear(within(dialog).getByRole('spinbutton', { name: '最高薪资' }));
    await userEvent.type(within(dialog).getByRole('spinbutton', { name: '最高薪资' }), '7000');
    await userEvent.click(within(dialog).getByRole('button', { name: /创\s*建/ }));
    expect(await within(dialog).findByText('最高薪资不能低于最低薪资')).toBeInTheDocument();
    expect(getDb().orders.filter((row) => row.employerId === employer.employerId && row.remarks === '周末看房')).toHaveLength(0);

    const salaryMax = within(dialog).getByRole('spinbutton', { name: '最高薪资' });
    await userEvent.clear(salaryMax);
    await userEvent.type(salaryMax, '11000');
    const address = within(dialog).getByRole('textbox', { name: '服务地址' });
    await userEvent.clear(address);
    await userEvent.type(address, '幸福路 8 号 2 栋');
    await userEvent.type(within(dialog).getByRole('textbox', { name: '要求' }), '会做辅食');
    await userEvent.type(within(dialog).getByRole('textbox', { name: '备注' }), '周末看房');
    await userEvent.click(within(dialog).getByRole('button', { name: /创\s*建/ }));

    await screen.findByTestId('order-detail');
    const stored = getDb().orders.at(-1)!;
    expect(currentPath(router)).toBe(`/customer/jobs/detail/${stored.orderId}`);
    expect(stored).toMatchObject({
      employerId: employer.employerId,
      serviceType: serviceType.serviceTypeId,
      salaryMin: 9000,
      salaryMax: 11000,
      address: '幸福路 8 号 2 栋',
      requirements: '会做辅食',
      remarks: '周末看房',
    });
  });

  it('opens the dialog prefilled from a ?create=1 link and clears the link', async () => {
    const job = getDb().jobs.find((row) => row.companyId === companyId() && row.isDisabled === 0 && row.address !== '' && row.requirements !== '')!;
    const employer = getDb().employers.find((row) => row.employerId === job.employerId)!;
    const router = renderList(`/customer/jobs?create=1&employerId=${employer.employerId}&jobId=${job.jobId}`);
    const dialog = await createDialog();
    // The employer's needs fill the form first and the job's once it has loaded; the address alone
    // can be the same in both (a job's address is often its employer's), so wait for all of the job's.
    await waitFor(() => {
      expect(within(dialog).getByText(job.title)).toBeInTheDocument();
      expect(within(dialog).getByRole('textbox', { name: '服务地址' })).toHaveValue(`${job.district}${maskAddress(job.address)}`);
      expect(within(dialog).getByRole('textbox', { name: '要求' })).toHaveValue(job.requirements);
      expect(within(dialog).getByRole('spinbutton', { name: '最高薪资' })).toHaveValue(String(job.salaryMax));
    });
    expect(within(dialog).getByTitle(new RegExp(`^${employer.employerName}`))).toBeInTheDocument();
    expect(currentPath(router)).toBe('/customer/jobs');
  });

  it('asks before moving an order to the recycle bin', async () => {
    const bodies = recordBodies<SetOrderRequest>(orderPaths.setOrder);
    renderList();
    const first = await list({ page: 1, pageSize: DEFAULT_PAGE_SIZE }, { silent: true });
    await waitFor(() => expect(shownIds()).toEqual(first.list.map((order) => order.orderId)));
    const target = first.list.find((order) => DELETABLE_ORDER_STATUSES.includes(order.status))!;
    const row = document.querySelector<HTMLElement>(`tr[data-row-key="${target.orderId}"]`)!;
    await userEvent.click(await rowAction(row, '删除'));
    const confirm = await screen.findByRole('tooltip');
    expect(confirm).toHaveTextContent(`删除订单 ${target.orderNo}？`);
    await userEvent.click(within(confirm).getByRole('button', { name: /取\s*消/ }));
    expect(bodies).toEqual([]);
    expect(getDb().orders.find((order) => order.orderId === target.orderId)!.isDeleted).toBe(0);

    await userEvent.click(await rowAction(row, '删除'));
    const again = await screen.findByRole('tooltip');
    await userEvent.click(within(again).getByRole('button', { name: /删\s*除/ }));
    await waitFor(() => expect(bodies).toEqual([{ orderId: target.orderId, isDeleted: 1 }]));
    await waitFor(() => expect(shownIds()).not.toContain(target.orderId));
    expect(getDb().orders.find((order) => order.orderId === target.orderId)!.isDeleted).toBe(1);
    // A signed order offers no delete: not in its row, and no 更多 menu to hold one.
    const signed = first.list.find((order) => order.status === 4);
    if (signed) {
      const signedRow = document.querySelector<HTMLElement>(`tr[data-row-key="${signed.orderId}"]`)!;
      expect(within(signedRow).getByRole('button', { name: '详情' })).toBeInTheDocument();
      expect(within(signedRow).queryByRole('button', { name: '删除' })).toBeNull();
      expect(within(signedRow).queryByRole('button', { name: '更多' })).toBeNull();
    }
  });

  it("lists an employer's orders on his page and creates one for him", async () => {
    const owned = getDb().orders.filter((order) => order.companyId === companyId() && order.isDeleted === 0);
    const employerId = owned[0].employerId;
    const employer = (await getEmployerByFilter({ employerId, page: 1, pageSize: 1 }, { silent: true })).list[0];
    renderRoutes([{ path: '/employer/detail/:employerId', element: <EmployerOrdersPanel employer={employer} /> }], `/employer/detail/${employerId}`);
    const his = await list({ employerId, page: 1, pageSize: DEFAULT_PAGE_SIZE }, { silent: true });
    expect(his.total).toBe(owned.filter((order) => order.employerId === employerId).length);
    await waitFor(() => expect(shownIds()).toEqual(his.list.map((order) => order.orderId)));
    expect(screen.getByRole('link', { name: his.list[0].orderNo })).toHaveAttribute('href', `/customer/jobs/detail/${his.list[0].orderId}`);

    await userEvent.click(screen.getByRole('button', { name: /新建订单/ }));
    const dialog = await createDialog();
    // The employer is fixed: shown and not changeable.
    expect(within(dialog).getByText(new RegExp(`^${employer.employerName}`))).toBeInTheDocument();
    expect(within(dialog).getByRole('combobox', { name: '雇主' })).toBeDisabled();
  });
});

/** An employer of the admin's company who has said every need (service type still offered, budget, district and street). */
function employerWithNeeds(hasJob: boolean): EmployerRow {
  const db = getDb();
  const offered = new Set(db.serviceTypes.filter((row) => row.isEnabled === 1).map((row) => row.serviceTypeId));
  const jobOf = (employerId: number) => db.jobs.find((job) => job.employerId === employerId && job.isDisabled === 0 && job.address !== '');
  const employer = db.employers.find(
    (row) =>
      row.companyId === companyId() &&
      row.isDeleted === 0 &&
      offered.has(row.serviceType) &&
      row.limitMoney > 0 &&
      row.district !== '' &&
      row.address !== '' &&
      Boolean(jobOf(row.employerId)) === hasJob,
  );
  if (!employer) throw new Error('no seeded employer with needs');
  return employer;
}
const serviceTypeName = (serviceTypeId: number) => getDb().serviceTypes.find((row) => row.serviceTypeId === serviceTypeId)!.serviceTypeName;
/** The form item around a control (a select shows its choice there). */
const itemOf = (control: HTMLElement) => control.closest<HTMLElement>('.ant-form-item')!;

async function chooseEmployer(dialog: HTMLElement, employer: EmployerRow) {
  await userEvent.type(within(dialog).getByRole('combobox', { name: '雇主' }), employer.mobile);
  await userEvent.click(await screen.findByRole('option', { name: `${employer.employerName} ${maskMobile(employer.mobile)}` }));
}

/** What the dialog shows in the fields the employer's needs fill. */
function shownNeeds(dialog: HTMLElement) {
  return {
    serviceType: itemOf(within(dialog).getByRole('combobox', { name: '服务类型' })).querySelector('.ant-select')?.textContent ?? '',
    salaryMin: (within(dialog).getByRole('spinbutton', { name: '最低薪资' }) as HTMLInputElement).value,
    salaryMax: (within(dialog).getByRole('spinbutton', { name: '最高薪资' }) as HTMLInputElement).value,
    address: (within(dialog).getByRole('textbox', { name: '服务地址' }) as HTMLInputElement).value,
  };
}
/** His needs as the dialog shows them: the address masked as every read answers it (the server keeps the stored one). */
const needsOf = (employer: EmployerRow) => ({
  serviceType: serviceTypeName(employer.serviceType),
  salaryMin: '',
  salaryMax: String(employer.limitMoney),
  address: `${employer.district}${maskAddress(employer.address)}`,
});

describe("the new-order dialog fills in the employer's needs", () => {
  it('prefills service type, budget and address when no job is chosen; what the user changes is what the server receives', async () => {
    const bodies = recordBodies<OrderInput>(orderPaths.create);
    const employer = employerWithNeeds(false);
    renderList();
    await userEvent.click(await screen.findByRole('button', { name: /新建订单/ }));
    const dialog = await createDialog();
    await chooseEmployer(dialog, employer);
    await waitFor(() => expect(shownNeeds(dialog)).toEqual(needsOf(employer)));
    expect(within(dialog).getByRole('combobox', { name: '岗位' })).toHaveValue('');

    const salaryMax = within(dialog).getByRole('spinbutton', { name: '最高薪资' });
    await userEvent.clear(salaryMax);
    await userEvent.type(salaryMax, String(employer.limitMoney + 500));
    await userEvent.click(within(dialog).getByRole('button', { name: /创\s*建/ }));

    await screen.findByTestId('order-detail');
    expect(bodies).toHaveLength(1);
    expect(bodies[0]).toMatchObject({
      employerId: employer.employerId,
      jobId: null,
      serviceType: employer.serviceType,
      salaryMin: 0,
      salaryMax: employer.limitMoney + 500,
      // Sent as shown (masked); the server stores his full address.
      address: `${employer.district}${maskAddress(employer.address)}`,
      cityId: employer.cityId,
    });
    expect(getDb().orders.at(-1)).toMatchObject({
      employerId: employer.employerId,
      serviceType: employer.serviceType,
      salaryMax: employer.limitMoney + 500,
      address: `${employer.district}${employer.address}`,
    });
  });

  it('a chosen job fills from the job; clearing it or changing employer brings the needs back, keeping what the user typed', async () => {
    const employer = employerWithNeeds(true);
    const job = getDb().jobs.find((row) => row.employerId === employer.employerId && row.isDisabled === 0 && row.address !== '')!;
    const other = employerWithNeeds(false);
    renderList();
    await userEvent.click(await screen.findByRole('button', { name: /新建订单/ }));
    const dialog = await createDialog();
    await chooseEmployer(dialog, employer);
    await waitFor(() => expect(shownNeeds(dialog)).toEqual(needsOf(employer)));

    await userEvent.click(within(dialog).getByRole('combobox', { name: '岗位' }));
    await userEvent.click(await screen.findByRole('option', { name: job.title }));
    await waitFor(() => expect(shownNeeds(dialog).address).toBe(`${job.district}${maskAddress(job.address)}`));
    expect(shownNeeds(dialog)).toMatchObject({ serviceType: serviceTypeName(job.serviceType), salaryMax: String(job.salaryMax) });

    await userEvent.click(within(itemOf(within(dialog).getByRole('combobox', { name: '岗位' }))).getByRole('button', { name: 'Clear' }));
    await waitFor(() => expect(shownNeeds(dialog)).toEqual(needsOf(employer)));

    // A typed address stays when the employer changes; the rest follows the new employer.
    const address = within(dialog).getByRole('textbox', { name: '服务地址' });
    await userEvent.clear(address);
    await userEvent.type(address, '幸福路 8 号');
    await userEvent.clear(within(dialog).getByRole('combobox', { name: '雇主' }));
    await chooseEmployer(dialog, other);
    await waitFor(() => expect(shownNeeds(dialog)).toEqual({ ...needsOf(other), address: '幸福路 8 号' }));
  });

  it("starts filled with a fixed employer's needs on his page", async () => {
    const bodies = recordBodies<OrderInput>(orderPaths.create);
    const row = employerWithNeeds(false);
    const employer = (await getEmployerByFilter({ employerId: row.employerId, page: 1, pageSize: 1 }, { silent: true })).list[0];
    renderRoutes(
      [
        { path: '/employer/detail/:employerId', element: <EmployerOrdersPanel employer={employer} /> },
        { path: '/customer/jobs/detail/:orderId', element: <div data-testid="order-detail" /> },
      ],
      `/employer/detail/${row.employerId}`,
    );
    await userEvent.click(await screen.findByRole('button', { name: /新建订单/ }));
    const dialog = await createDialog();
    await waitFor(() => expect(shownNeeds(dialog)).toEqual(needsOf(row)));
    await userEvent.click(within(dialog).getByRole('button', { name: /创\s*建/ }));
    await screen.findByTestId('order-detail');
    expect(bodies[0]).toMatchObject({
      employerId: row.employerId,
      jobId: null,
      serviceType: row.serviceType,
      salaryMin: 0,
      salaryMax: row.limitMoney,
      address: `${row.district}${maskAddress(row.address)}`,
    });
    expect(getDb().orders.at(-1)).toMatchObject({ employerId: row.employerId, address: `${row.district}${row.address}` });
  });
});

/**
 * The recycle bin (/recycle-bin) against the mock backend: records deleted through the API are
 * listed; restore puts them back exactly as they were and the row leaves the bin; a refused
 * restore keeps the row; permanent delete asks first and then removes the record for good;
 * bulk restore; a list answer with success false shows an empty list.
 */
import { beforeEach, describe, expect, it } from 'vitest';
import { screen, waitFor, within } from '@testing-library/react';
import userEventLib from '@testing-library/user-event';
import { http, HttpResponse } from 'msw';
import { getAunt, setAuntDelete } from '@/api/aunt';
import { create as createOrder, getOrder, setOrder } from '@/api/order';
import { createEmployer, deleteEmployer, getEmployerByFilter } from '@/api/employer';
import { getAunts as getBinAunts, recyclebinPaths, restoreAunt } from '@/api/recyclebin';
import { ADMIN_ACCOUNT, getDb } from '@/mocks/db';
import { apiPattern } from '@/mocks/handlers/kit';
import { mockServer } from '@/mocks/node';
import { withFreshMockDb } from '@/mocks/testing';
import RecycleBinPage from '@/pages/recyclebin';
import { currentPath, renderApp, renderRoutes } from '../render';
import { signInForTest } from '../session';

const userEvent = userEventLib.setup({ pointerEventsCheck: 0 });

function renderBin() {
  return renderRoutes(
    [
      { path: '/recycle-bin', element: <RecycleBinPage /> },
      { path: '/aunt/detail/:auntId', element: <div>aunt detail page</div> },
      { path: '/employer/detail/:employerId', element: <div>employer detail page</div> },
      { path: '/customer/jobs/detail/:orderId', element: <div>order detail page</div> },
    ],
    '/recycle-bin',
  ).router;
}

const companyId = () => getDb().users.find((user) => user.mobile === ADMIN_ACCOUNT.mobile)!.companyId;

/** Live aunts of the admin's company that no order names (free to delete). */
function freeAunts(count: number) {
  const onOrders = new Set(getDb().orders.flatMap((order) => order.candidates.map((candidate) => candidate.auntId)));
  const aunts = getDb().aunts.filter((row) => row.companyId === companyId() && row.isDeleted === 0 && !onOrders.has(row.auntId));
  if (aunts.length < count) throw new Error('not enough free aunts');
  return aunts.slice(0, count);
}

/** A live employer of the admin's company without orders. */
function freeEmployer() {
  const withOrders = new Set(getDb().orders.map((order) => order.employerId));
  const employer = getDb().employers.find((row) => row.companyId === companyId() && row.isDeleted === 0 && !withOrders.has(row.employerId));
  if (!employer) throw new Error('no free employer');
  return employer;
}

const readEmployer = async (employerId: number) => (await getEmployerByFilter({ employerId, page: 1, pageSize: 1 }, { silent: true })).list[0];

/** The list of one tab (its DataTable section). */
const listOf = (label: '阿姨' | '客户' | '订单') => document.querySelector(`section[aria-label="${label}"]`) as HTMLElement;
const rowIn = (label: '阿姨' | '客户' | '订单', id: number) => listOf(label)?.querySelector<HTMLElement>(`tr[data-row-key="${id}"]`) ?? null;
/**
 * Role queries walk the computed styles of a whole antd table and are very slow in jsdom: rows,
 * buttons, tabs and dialogs are found by attributes and text instead.
 */
const tabLabel = (key: 'aunt' | 'employer' | 'order') => document.querySelector<HTMLElement>(`[data-node-key="${key}"] .ant-tabs-tab-btn`);
const openTab = (key: 'aunt' | 'employer' | 'order') => userEvent.click(tabLabel(key)!);
const dialogsNow = () => new Set(document.querySelectorAll<HTMLElement>('.ant-modal-confirm'));
/** A confirmation dialog not among `seen` (a closed one may linger in jsdom: its animation never ends). */
const confirmDialog = async (seen: Set<HTMLElement> = new Set()) =>
  waitFor(() => {
    const dialog = Array.from(document.querySelectorAll<HTMLElement>('.ant-modal-confirm')).find((candidate) => !seen.has(candidate));
    if (!dialog) throw new Error('no new dialog');
    return dialog;
  });
const buttonIn = (root: HTMLElement, text: string) => {
  const button = Array.from(root.querySelectorAll('button')).find((candidate) => candidate.textContent?.replace(/\s/g, '') === text);
  if (!button) throw new Error(`no button ${text}`);
  return button;
};

withFreshMockDb();
beforeEach(() => signInForTest(ADMIN_ACCOUNT));

describe('recycle bin', () => {
  it('lists a deleted aunt and employer; restore puts each back exactly and the row leaves the bin', async () => {
    const [aunt] = freeAunts(1);
    const employer = freeEmployer();
    const auntBefore = await getAunt({ auntId: aunt.auntId });
    const employerBefore = await readEmployer(employer.employerId);
    await setAuntDelete({ auntId: aunt.auntId });
    await deleteEmployer({ employerId: employer.employerId });

    const router = renderBin();
    await waitFor(() => expect(rowIn('阿姨', aunt.auntId)).not.toBeNull());
    const auntRow = rowIn('阿姨', aunt.auntId)!;
    expect(auntRow).toHaveTextContent(aunt.auntName);
    const binRow = (await getBinAunts({ page: 1, pageSize: 20 })).list.find((row) => row.auntId === aunt.auntId)!;
    expect(binRow.deletedByName).not.toBe('');
    expect(auntRow).toHaveTextContent(binRow.deletedByName);
    expect(tabLabel('aunt')?.textContent).toMatch(/^阿姨 \d+$/);

    await userEvent.click(buttonIn(auntRow, '恢复'));
    expect(await screen.findByText(`已恢复阿姨「${aunt.auntName}」，她回到了阿姨列表。`)).toBeInTheDocument();
    await waitFor(() => expect(rowIn('阿姨', aunt.auntId)).toBeNull());
    expect(await getAunt({ auntId: aunt.auntId })).toEqual(auntBefore);

    await openTab('employer');
    await waitFor(() => expect(rowIn('客户', employer.employerId)).not.toBeNull());
    const employerRow = rowIn('客户', employer.employerId)!;
    expect(employerRow).toHaveTextContent(employer.employerName);
    expect(employerRow).toHaveTextContent(employerBefore.mobile);
    await userEvent.click(buttonIn(employerRow, '恢复'));
    const notice = await screen.findByText(`已恢复客户「${employer.employerName}」，回到了客户列表。`);
    await waitFor(() => expect(rowIn('客户', employer.employerId)).toBeNull());
    expect(await readEmployer(employer.employerId)).toEqual(employerBefore);

    // The message links to the restored record.
    await userEvent.click(within(notice.closest('span') as HTMLElement).getByText('查看'));
    await waitFor(() => expect(currentPath(router)).toBe(`/employer/detail/${employer.employerId}`));
  });

  it('restores a deleted order to recruitment, exactly as it was', async () => {
    const employer = freeEmployer();
    const serviceType = getDb().serviceTypes.find((row) => row.companyId === companyId() && row.isEnabled === 1)!;
    const order = await createOrder({ employerId: employer.employerId, serviceType: serviceType.serviceTypeId, salaryMin: 5000, salaryMax: 7000 });
    const before = await getOrder({ orderId: order.orderId });
    await setOrder({ orderId: order.orderId, isDeleted: 1 });

    const router = renderBin();
    await openTab('order');
    await waitFor(() => expect(rowIn('订单', order.orderId)).not.toBeNull());
    const row = rowIn('订单', order.orderId)!;
    expect(row).toHaveTextContent(order.orderNo);
    expect(row).toHaveTextContent(before.employerName);
    expect(tabLabel('order')?.textContent).toMatch(/^订单 [1-9]\d*$/);
    await userEvent.click(buttonIn(row, '恢复'));
    const notice = await screen.findByText(`已恢复订单 ${order.orderNo}，回到了招聘管理。`);
    await waitFor(() => expect(rowIn('订单', order.orderId)).toBeNull());
    expect(await getOrder({ orderId: order.orderId })).toEqual(before);
    await userEvent.click(within(notice.closest('span') as HTMLElement).getByText('查看'));
    await waitFor(() => expect(currentPath(router)).toBe(`/customer/jobs/detail/${order.orderId}`));
  });

  it('a refused restore shows the reason and the row stays', async () => {
    const employer = freeEmployer();
    // Answers carry the mobile masked; the duplicate must be of the stored one.
    const mobile = getDb().employers.find((row) => row.employerId === employer.employerId)!.mobile;
    await deleteEmployer({ employerId: employer.employerId });
    // Another employer now has his mobile: restoring him would make a duplicate.
    await createEmployer({ employerName: '新客户', mobile });

    renderBin();
    await openTab('employer');
    await waitFor(() => expect(rowIn('客户', employer.employerId)).not.toBeNull());
    await userEvent.click(buttonIn(rowIn('客户', employer.employerId)!, '恢复'));
    expect(await screen.findByText('该手机号已是客户「新客户」的号码')).toBeInTheDocument();
    expect(rowIn('客户', employer.employerId)).not.toBeNull();
    expect(getDb().employers.find((row) => row.employerId === employer.employerId)?.isDeleted).toBe(1);
  });

  it('permanent delete asks first: cancel keeps the aunt, confirm removes her for good', async () => {
    const [aunt] = freeAunts(1);
    await setAuntDelete({ auntId: aunt.auntId });
    renderBin();
    await waitFor(() => expect(rowIn('阿姨', aunt.auntId)).not.toBeNull());

    await userEvent.click(buttonIn(rowIn('阿姨', aunt.auntId)!, '彻底删除'));
    let dialog = await confirmDialog();
    expect(dialog).toHaveTextContent(`彻底删除「${aunt.auntName}」？`);
    expect(dialog).toHaveTextContent('无法恢复');
    await userEvent.click(buttonIn(dialog, '取消'));
    expect(rowIn('阿姨', aunt.auntId)).not.toBeNull();
    expect(getDb().aunts.some((row) => row.auntId === aunt.auntId)).toBe(true);

    const seen = dialogsNow();
    await userEvent.click(buttonIn(rowIn('阿姨', aunt.auntId)!, '彻底删除'));
    dialog = await confirmDialog(seen);
    await userEvent.click(buttonIn(dialog, '彻底删除'));
    expect(await screen.findByText(`「${aunt.auntName}」已彻底删除`)).toBeInTheDocument();
    await waitFor(() => expect(rowIn('阿姨', aunt.auntId)).toBeNull());
    expect(getDb().aunts.some((row) => row.auntId === aunt.auntId)).toBe(false);
    const bin = await getBinAunts({ page: 1, pageSize: 200 });
    expect(bin.list.some((row) => row.auntId === aunt.auntId)).toBe(false);
    await expect(restoreAunt({ auntId: aunt.auntId }, { silent: true })).rejects.toThrow();
  });

  it('restores the selected aunts with one confirmation and reports how many succeeded', async () => {
    const aunts = freeAunts(2);
    for (const aunt of aunts) await setAuntDelete({ auntId: aunt.auntId });
    renderBin();
    for (const aunt of aunts) await waitFor(() => expect(rowIn('阿姨', aunt.auntId)).not.toBeNull());
    for (const aunt of aunts) await userEvent.click(rowIn('阿姨', aunt.auntId)!.querySelector('input[type="checkbox"]')!);
    await userEvent.click(buttonIn(listOf('阿姨'), '恢复所选'));
    const dialog = await confirmDialog();
    expect(dialog).toHaveTextContent('恢复选中的 2 条记录？');
    await userEvent.click(buttonIn(dialog, '恢复'));
    expect(await screen.findByText('已恢复 2 条')).toBeInTheDocument();
    for (const aunt of aunts) {
      await waitFor(() => expect(rowIn('阿姨', aunt.auntId)).toBeNull());
      expect(getDb().aunts.find((row) => row.auntId === aunt.auntId)?.isDeleted).toBe(0);
    }
  });

  it('a list answer with success false shows an empty list', async () => {
    const [aunt] = freeAunts(1);
    await setAuntDelete({ auntId: aunt.auntId });
    const row = (await getBinAunts({ page: 1, pageSize: 20 })).list[0];
    mockServer.use(
      http.post(apiPattern(recyclebinPaths.getAunts), () =>
        HttpResponse.json({ code: 200, success: false, data: { list: [row], total: 1 }, error: '回收站暂时不可用' }),
      ),
    );
    renderBin();
    await waitFor(() => expect(tabLabel('aunt')?.textContent).toBe('阿姨 0'));
    // Code 200 is not an error: no toast.
    expect(screen.queryByText('回收站暂时不可用')).not.toBeInTheDocument();
    expect(within(listOf('阿姨')).getByText(/删除的阿姨、客户和订单会出现在这里/)).toBeInTheDocument();
    expect(rowIn('阿姨', aunt.auntId)).toBeNull();
  });

  it('opens from the menu route /recycle-bin', async () => {
    renderApp('/recycle-bin');
    expect(await screen.findByText('回收站', { selector: 'h1' })).toBeInTheDocument();
    await waitFor(() => expect(tabLabel('order')?.textContent).toMatch(/^订单/));
  });
});

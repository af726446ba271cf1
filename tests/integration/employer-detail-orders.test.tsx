/**
 * The employer detail page follows his orders: an order write invalidating the order and employer
 * families while his page is shown (pages/order/components/orderChanges) refetches him, so the header's 进行中订单 counts it; and in
 * the whole app (pages kept alive in tabs) an order created from his 订单 tab is counted when the
 * user comes back to him. His delete button knows his orders: while one is signed (a contract in
 * force) it says why he cannot be deleted instead of asking.
 */
import { beforeEach, describe, expect, it } from 'vitest';
import { screen, waitFor, within } from '@testing-library/react';
import userEventLib from '@testing-library/user-event';
import { employerPaths } from '@/api/employer';
import { create } from '@/api/order';
import { ADMIN_ACCOUNT, getDb } from '@/mocks/db';
import { withFreshMockDb } from '@/mocks/testing';
import EmployerDetailPage from '@/pages/employer/detail';
import { invalidateOrders } from '@/pages/order/components/orderChanges';
import { currentPath, renderApp, renderRoutes } from '../render';
import { signInForTest } from '../session';
import { recordBodies } from '../requests';

const userEvent = userEventLib.setup({ pointerEventsCheck: 0 });

const companyId = () => getDb().users.find((user) => user.mobile === ADMIN_ACCOUNT.mobile)!.companyId;

/** A live employer of the admin's company without orders, with an enabled job to order from. */
function employerWithJobNoOrders() {
  const withOrders = new Set(getDb().orders.map((order) => order.employerId));
  const employer = getDb().employers.find(
    (row) =>
      row.companyId === companyId() &&
      row.isDeleted === 0 &&
      !withOrders.has(row.employerId) &&
      getDb().jobs.some((job) => job.employerId === row.employerId && job.isDisabled === 0),
  );
  if (!employer) throw new Error('no employer with a job and no orders');
  return { employer, job: getDb().jobs.find((job) => job.employerId === employer.employerId && job.isDisabled === 0)! };
}

/** The header fact's value under its label. */
const factValue = (label: string) => screen.getByText(label, { selector: '.ant-typography' }).nextElementSibling?.textContent;

withFreshMockDb();
beforeEach(() => signInForTest(ADMIN_ACCOUNT));

describe('employer detail and his orders', () => {
  it('refetches him when an order write invalidates the orders while his page is shown', async () => {
    const { employer, job } = employerWithJobNoOrders();
    renderRoutes([{ path: '/employer/detail/:employerId', element: <EmployerDetailPage /> }], `/employer/detail/${employer.employerId}`);
    await screen.findByRole('heading', { name: employer.employerName });
    expect(factValue('进行中订单')).toBe('0');

    await create({ employerId: employer.employerId, jobId: job.jobId, serviceType: job.serviceType }, { silent: true });
    // Nothing asks for him again until the orders are invalidated (as every order write does).
    expect(factValue('进行中订单')).toBe('0');
    void invalidateOrders();
    await waitFor(() => expect(factValue('进行中订单')).toBe('1'));
  });

  it('counts an order created from his orders tab in the header once back on his page', async () => {
    const { employer, job } = employerWithJobNoOrders();
    const employerPath = `/employer/detail/${employer.employerId}?tab=orders`;
    const { router } = renderApp(employerPath);
    await screen.findByRole('heading', { name: employer.employerName });
    expect(factValue('进行中订单')).toBe('0');

    await userEvent.click(await screen.findByRole('button', { name: /新建订单/ }));
    const dialog = await screen.findByRole('dialog');
    await userEvent.click(within(dialog).getByRole('combobox', { name: '岗位' }));
    await userEvent.click(await screen.findByTitle(job.title));
    await userEvent.click(within(dialog).getByRole('button', { name: /创\s*建/ }));
    await waitFor(() => expect(currentPath(router)).toMatch(/^\/customer\/jobs\/detail\/\d+$/));
    const created = getDb().orders.filter((order) => order.employerId === employer.employerId);
    expect(created).toHaveLength(1);

    // Back to his page (kept alive in its tab): the header counts the new order.
    await router.navigate(employerPath);
    await waitFor(() => expect(factValue('进行中订单')).toBe('1'));
  });

  it('says why he cannot be deleted while his order is signed, before asking; the order is one click away and nothing is sent', async () => {
    const live = getDb().employers.filter((row) => row.companyId === companyId() && row.isDeleted === 0);
    const signed = getDb().orders.find(
      (order) => order.isDeleted === 0 && order.phase === 'signed' && live.some((row) => row.employerId === order.employerId),
    )!;
    const employer = live.find((row) => row.employerId === signed.employerId)!;
    const deletes = recordBodies(employerPaths.deleteEmployer);
    const { router } = renderRoutes(
      [
        { path: '/employer/detail/:employerId', element: <EmployerDetailPage /> },
        { path: '/customer/jobs/detail/:orderId', element: <div>order page</div> },
      ],
      `/employer/detail/${employer.employerId}`,
    );
    await screen.findByRole('heading', { name: employer.employerName });
    await userEvent.click(screen.getByRole('button', { name: /删\s*除/ }));
    const dialog = await screen.findByRole('dialog');
    expect(dialog).toHaveTextContent(`不能删除客户${employer.employerName}`);
    expect(dialog).toHaveTextContent(`该客户已签约订单 ${signed.orderNo}，合同履行中，阿姨下户后才能删除客户`);
    expect(within(dialog).queryByRole('button', { name: /删\s*除/ })).toBeNull();
    await userEvent.click(within(dialog).getByRole('button', { name: `查看订单 ${signed.orderNo}` }));
    await waitFor(() => expect(router.state.location.pathname).toBe(`/customer/jobs/detail/${signed.orderId}`));
    expect(deletes).toEqual([]);
    expect(getDb().employers.find((row) => row.employerId === employer.employerId)?.isDeleted).toBe(0);
  });
});

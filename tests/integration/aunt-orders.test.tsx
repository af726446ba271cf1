/**
 * The aunt detail page's orders tab against the mock backend: an aunt recommended on two orders
 * sees both with her stage on each (and the order's status), linking to the order; an order
 * she is not on is not listed; an aunt without orders sees the empty state.
 */
import { beforeEach, describe, expect, it } from 'vitest';
import { screen, waitFor } from '@testing-library/react';
import { appointmentInterview, create, getOrder, recommendAunt } from '@/api/order';
import { i18n } from '@/i18n';
import { ADMIN_ACCOUNT, getDb } from '@/mocks/db';
import { withFreshMockDb } from '@/mocks/testing';
import AuntDetailPage from '@/pages/aunt/detail';
import { renderRoutes } from '../render';
import { signInForTest } from '../session';

function renderOrdersTab(auntId: number) {
  return renderRoutes(
    [
      { path: '/aunt/detail/:auntId', element: <AuntDetailPage /> },
      { path: '/customer/jobs/detail/:orderId', element: <div>order detail page</div> },
    ],
    `/aunt/detail/${auntId}?tab=orders`,
  ).router;
}

const companyId = () => getDb().users.find((user) => user.mobile === ADMIN_ACCOUNT.mobile)!.companyId;

/** 找工作 aunts of the admin's company on no order yet. */
function freeAunts(count: number) {
  const onOrders = new Set(getDb().orders.flatMap((order) => order.candidates.map((candidate) => candidate.auntId)));
  const aunts = getDb().aunts.filter((row) => row.companyId === companyId() && row.isDeleted === 0 && row.workStatus === 1 && !onOrders.has(row.auntId));
  if (aunts.length < count) throw new Error('not enough free aunts');
  return aunts.slice(0, count);
}

async function newOrder() {
  const employer = getDb().employers.find((row) => row.companyId === companyId() && row.isDeleted === 0);
  const serviceType = getDb().serviceTypes.find((row) => row.companyId === companyId() && row.isEnabled === 1);
  if (!employer || !serviceType) throw new Error('no employer or service type seeded');
  return create({ employerId: employer.employerId, serviceType: serviceType.serviceTypeId, salaryMin: 6000, salaryMax: 8000 });
}

const rowOf = (orderId: number) => document.querySelector<HTMLElement>(`tr[data-row-key="${orderId}"]`);
const cellsOf = (orderId: number) => Array.from(rowOf(orderId)!.querySelectorAll('td')).map((cell) => cell.textContent ?? '');

withFreshMockDb();
beforeEach(() => signInForTest(ADMIN_ACCOUNT));

describe('aunt detail: orders', () => {
  it('lists the orders she is a candidate on, with her stage and the order status', async () => {
    const [aunt, other] = freeAunts(2);
    const recommended = await newOrder();
    const interviewing = await newOrder();
    const notHers = await newOrder();
    await recommendAunt({ orderId: recommended.orderId, auntIds: [aunt.auntId] });
    await recommendAunt({ orderId: interviewing.orderId, auntIds: [aunt.auntId] });
    await recommendAunt({ orderId: notHers.orderId, auntIds: [other.auntId] });
    await appointmentInterview({
      orderId: interviewing.orderId,
      auntId: aunt.auntId,
      interviewTime: new Date(Date.now() + 2 * 86_400_000).toISOString(),
      address: '公司三楼',
    });

    const router = renderOrdersTab(aunt.auntId);
    await waitFor(() => expect(rowOf(recommended.orderId)).not.toBeNull());
    expect(rowOf(interviewing.orderId)).not.toBeNull();
    expect(rowOf(notHers.orderId)).toBeNull();

    const statusLabel = async (orderId: number) => i18n.t(`codes.orderStatus.${(await getOrder({ orderId })).status}`);
    const [recommendedNo, employerName, recommendedStage, recommendedStatus] = cellsOf(recommended.orderId);
    expect(recommendedNo).toBe(recommended.orderNo);
    expect(employerName).toBe(recommended.employerName);
    expect(recommendedStage).toBe('已推荐');
    expect(recommendedStatus).toBe(await statusLabel(recommended.orderId));
    const [, , interviewStage, interviewStatus] = cellsOf(interviewing.orderId);
    expect(interviewStage).toBe('待面试');
    expect(interviewStatus).toBe(await statusLabel(interviewing.orderId));

    // The order number opens the order.
    const link = rowOf(interviewing.orderId)!.querySelector('a')!;
    expect(link).toHaveAttribute('href', `/customer/jobs/detail/${interviewing.orderId}`);
    link.click();
    await waitFor(() => expect(router.state.location.pathname).toBe(`/customer/jobs/detail/${interviewing.orderId}`));
  });

  it('shows the empty state for an aunt on no order', async () => {
    const [aunt] = freeAunts(1);
    renderOrdersTab(aunt.auntId);
    expect(await screen.findByText('还没有订单')).toBeInTheDocument();
  });
});

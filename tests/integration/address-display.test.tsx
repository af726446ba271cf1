/**
 * Detailed addresses on the jobs list and the order detail (issue 38 items 1 and 8): shown masked
 * (district kept) even when a server sends them in full; the eye asks a reason, calls
 * /privacy/reveal for the job / order and shows the address in that place only; a staff member
 * sees no eye on a colleague's job.
 */
import { beforeEach, describe, expect, it } from 'vitest';
import { screen, waitFor, within } from '@testing-library/react';
import userEventLib from '@testing-library/user-event';
import { http, HttpResponse } from 'msw';
import { employerPaths, getJobsByFilterUser } from '@/api/employer';
import { privacyPaths, type RevealRequest } from '@/api/privacy';
import { maskAddress } from '@/domain/personalData';
import { apiPattern } from '@/mocks/handlers/kit';
import { mockServer } from '@/mocks/node';
import { ADMIN_ACCOUNT, STAFF_ACCOUNT, getDb } from '@/mocks/db';
import { withFreshMockDb } from '@/mocks/testing';
import { saveColumnSettings } from '@/components/DataTable/columnSettings';
import EmployerJobsPage from '@/pages/employer/jobs';
import { JOBS_TABLE_TYPE } from '@/pages/employer/jobs/columns';
import OrderDetailPage from '@/pages/order/detail';
import { renderRoutes } from '../render';
import { recordBodies } from '../requests';
import { signInAs, signInForTest } from '../session';

const userEvent = userEventLib.setup({ pointerEventsCheck: 0 });
const rowOf = (jobId: number) => document.querySelector(`tr[data-row-key="${jobId}"]`) as HTMLElement;
const storedJob = (jobId: number) => getDb().jobs.find((job) => job.jobId === jobId)!;

function renderJobs() {
  // The address column is among those hidden to fit 1440 px: this user has shown it (a saved layout).
  saveColumnSettings(JOBS_TABLE_TYPE, { order: ['address'], hidden: [], widths: {} });
  renderRoutes([{ path: '/employer/jobs', element: <EmployerJobsPage /> }], '/employer/jobs');
}

async function giveReason(reason: string) {
  const dialog = await screen.findByRole('dialog');
  expect(dialog).toHaveTextContent('查看完整详细地址');
  await userEvent.click(within(dialog).getByRole('radio', { name: reason }));
  await userEvent.click(within(dialog).getByRole('button', { name: /查\s*看/ }));
}

withFreshMockDb();
beforeEach(() => signInForTest(ADMIN_ACCOUNT, { clearStorage: true }));

describe('job addresses', () => {
  it('shows the district and the mask; the eye reveals the job’s address with a reason, logged', async () => {
    const reveals = recordBodies<RevealRequest>(privacyPaths.reveal);
    const [first] = (await getJobsByFilterUser({ page: 1, pageSize: 20 }, { silent: true })).list;
    const stored = storedJob(first!.jobId);
    expect(maskAddress(stored.address)).not.toBe(stored.address);
    renderJobs();
    await waitFor(() => expect(rowOf(stored.jobId)).toHaveTextContent(`${stored.district} ${maskAddress(stored.address)}`));
    expect(rowOf(stored.jobId)).not.toHaveTextContent(stored.address);
    const logs = getDb().privacyAccessLogs.length;
    await userEvent.click(within(rowOf(stored.jobId)).getByRole('button', { name: '查看详细地址' }));
    await giveReason('联系客户');
    await waitFor(() => expect(rowOf(stored.jobId)).toHaveTextContent(stored.address));
    expect(reveals).toEqual([{ subject: 'job', id: stored.jobId, fields: ['address'], reason: { kind: 'contact' } }]);
    expect(getDb().privacyAccessLogs.slice(logs)).toEqual([expect.objectContaining({ subject: 'job', subjectId: stored.jobId, fields: ['address'] })]);
  });

  it('masks a full address a server sends, and a server without the reveal call leaves the eye saying so', async () => {
    const answer = await getJobsByFilterUser({ page: 1, pageSize: 20 }, { silent: true });
    const list = answer.list.map((job) => ({ ...job, address: storedJob(job.jobId).address }));
    mockServer.use(
      http.post(apiPattern(employerPaths.getJobsByFilterUser), () => HttpResponse.json({ code: 200, success: true, data: list, total: answer.total })),
      http.post(apiPattern(privacyPaths.reveal), () => new HttpResponse(null, { status: 404 })),
    );
    const stored = storedJob(list[0]!.jobId);
    renderJobs();
    await waitFor(() => expect(rowOf(stored.jobId)).toHaveTextContent(maskAddress(stored.address)));
    for (const job of list) expect(document.body).not.toHaveTextContent(job.address);
    await userEvent.click(within(rowOf(stored.jobId)).getByRole('button', { name: '查看详细地址' }));
    await giveReason('联系客户');
    await waitFor(() => expect(within(rowOf(stored.jobId)).getByRole('button', { name: '当前服务器不支持此功能' })).toBeDisabled());
    expect(rowOf(stored.jobId)).not.toHaveTextContent(stored.address);
  });

  it('gives a staff member the eye on her own job only (a colleague’s address stays masked)', async () => {
    await signInAs(STAFF_ACCOUNT);
    const staffId = getDb().users.find((user) => user.mobile === STAFF_ACCOUNT.mobile)!.userId;
    // Everyone's jobs on one page: hers and a colleague's first.
    const everyone = (await getJobsByFilterUser({ userId: 0, page: 1, pageSize: 200 }, { silent: true })).list;
    const mine = everyone.find((job) => job.userId === staffId)!;
    const theirs = everyone.find((job) => job.userId !== 0 && job.userId !== staffId)!;
    mockServer.use(
      http.post(apiPattern(employerPaths.getJobsByFilterUser), () => HttpResponse.json({ code: 200, success: true, data: [mine, theirs], total: 2 })),
    );
    renderJobs();
    await waitFor(() => expect(rowOf(theirs.jobId)).toHaveTextContent(maskAddress(storedJob(theirs.jobId).address)));
    expect(within(rowOf(theirs.jobId)).queryByRole('button', { name: '查看详细地址' })).toBeNull();
    expect(within(rowOf(mine.jobId)).getByRole('button', { name: '查看详细地址' })).toBeEnabled();
  });
});

describe('order addresses', () => {
  it('shows the order’s address masked on its detail; the eye reveals it with a reason', async () => {
    const order = getDb().orders.find((row) => row.companyId === 1 && row.isDeleted === 0 && /区./.test(row.address))!;
    const reveals = recordBodies<RevealRequest>(privacyPaths.reveal);
    renderRoutes([{ path: '/customer/jobs/detail/:orderId', element: <OrderDetailPage /> }], `/customer/jobs/detail/${order.orderId}`);
    expect(await screen.findByRole('heading', { name: order.orderNo })).toBeInTheDocument();
    expect(await screen.findByText(maskAddress(order.address))).toBeInTheDocument();
    expect(document.body).not.toHaveTextContent(order.address);
    await userEvent.click(screen.getByRole('button', { name: '查看详细地址' }));
    await giveReason('签约');
    expect(await screen.findByText(order.address)).toBeInTheDocument();
    expect(reveals).toEqual([{ subject: 'order', id: order.orderId, fields: ['address'], reason: { kind: 'sign' } }]);
    // The order's "who accessed" (admins) lists the reveal.
    await waitFor(() => expect(screen.getByTestId('record-access')).toHaveTextContent(/查看 .*地址 · 签约/));
  });
});

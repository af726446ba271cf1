/**
 * The jobs page's joint-hall actions against the real mock: share a job (the server receives
 * addJob with its id, the row shows 已分享 and offers 下架), take it off after asking (declined:
 * nothing sent; accepted: 下架合单成功 and the row flips), a disabled job cannot be shared, and
 * the drawer of the aunts other agencies offered for a job (what the server answers; empty;
 * failed with a retry).
 */
import { beforeEach, describe, expect, it } from 'vitest';
import { screen, waitFor, within } from '@testing-library/react';
import userEventLib from '@testing-library/user-event';
import { http, HttpResponse } from 'msw';
import { auntPaths, getAunts, getJobApplyAunts } from '@/api/aunt';
import { getJobsByFilterUser, type EmployerJob } from '@/api/employer';
import { addJob, unitedJob, unitedPaths, type UnitedJobIdRequest } from '@/api/united';
import { mockServer } from '@/mocks/node';
import { withFreshMockDb } from '@/mocks/testing';
import { ADMIN_ACCOUNT, COMPANY_IDS, COMPANY_NAMES, PARTNER_ACCOUNT } from '@/mocks/db';
import { apiPattern } from '@/mocks/handlers/kit';
import EmployerJobsPage from '@/pages/employer/jobs';
import { renderRoutes } from '../render';
import { signInAs, signInForTest } from '../session';
import { recordBodies } from '../requests';
import { rowAction } from '../rowActions';

const userEvent = userEventLib.setup({ pointerEventsCheck: 0 });
const PAGE = { page: 1, pageSize: 20 };

function renderPage() {
  return renderRoutes(
    [
      { path: '/employer/jobs', element: <EmployerJobsPage /> },
      { path: '/united/owner', element: <div>my joint orders</div> },
    ],
    '/employer/jobs',
  ).router;
}

const shownIds = () => Array.from(document.querySelectorAll('tr[data-row-key]')).map((row) => Number(row.getAttribute('data-row-key')));
const rowOf = (jobId: number) => document.querySelector(`tr[data-row-key="${jobId}"]`) as HTMLElement;
const closed = (element: HTMLElement) => !element.isConnected || element.closest('[class*="-leave"]') !== null;
const openDialog = () =>
  waitFor(() => {
    const open = screen.getAllByRole('dialog').filter((dialog) => !closed(dialog));
    expect(open).toHaveLength(1);
    return open[0];
  });

/** The admin's jobs page, once its rows are the server's; `pick` chooses the job to work on. */
async function renderWithJob(pick: (job: EmployerJob) => boolean = (job) => job.isDisabled === 0 && job.isShared === 0) {
  const mine = await getJobsByFilterUser(PAGE, { silent: true });
  const job = mine.list.find(pick);
  if (!job) throw new Error('no such job of the admin on the first page');
  const router = renderPage();
  await waitFor(() => expect(shownIds()).toEqual(mine.list.map((row) => row.jobId)));
  return { job, router };
}

const storedShared = async (jobId: number) => (await getJobsByFilterUser(PAGE, { silent: true })).list.find((job) => job.jobId === jobId)?.isShared;

/** The drawer of the aunts offered for `job`. */
async function openOffered(job: EmployerJob) {
  await userEvent.click(await rowAction(rowOf(job.jobId), '查看推荐阿姨'));
  return openDialog();
}

withFreshMockDb();
beforeEach(() => signInForTest(ADMIN_ACCOUNT, { clearStorage: true }));

describe('jobs page: the joint hall', () => {
  it('shares a job, then takes it off after asking: declined sends nothing, accepted shows 下架合单成功', async () => {
    const { job } = await renderWithJob();
    const shared = recordBodies<UnitedJobIdRequest>(unitedPaths.addJob);
    const takenOff = recordBodies<UnitedJobIdRequest>(unitedPaths.removeJob);
    expect(within(rowOf(job.jobId)).queryByText('已分享')).toBeNull();

    await userEvent.click(await rowAction(rowOf(job.jobId), '分享到联盟大厅'));
    expect(await screen.findByText('已分享到联盟大厅')).toBeInTheDocument();
    expect(await within(rowOf(job.jobId)).findByText('已分享')).toBeInTheDocument();
    expect(shared).toEqual([{ jobId: job.jobId }]);
    expect(await storedShared(job.jobId)).toBe(1);

    await userEvent.click(await rowAction(rowOf(job.jobId), '下架'));
    let dialog = await openDialog();
    expect(dialog).toHaveTextContent(`确定将岗位“${job.title}”从联盟大厅下架？`);
    expect(dialog).toHaveTextContent('未完成的合单（已申请、已同意）将全部取消');
    await userEvent.click(within(dialog).getByRole('button', { name: /^取\s?消$/ }));
    await waitFor(() => expect(closed(dialog)).toBe(true));
    expect(takenOff).toEqual([]);
    expect(await storedShared(job.jobId)).toBe(1);

    await userEvent.click(await rowAction(rowOf(job.jobId), '下架'));
    dialog = await openDialog();
    await userEvent.click(within(dialog).getByRole('button', { name: '确定下架' }));
    expect(await screen.findByText('下架合单成功')).toBeInTheDocument();
    await waitFor(() => expect(within(rowOf(job.jobId)).queryByText('已分享')).toBeNull());
    expect(await rowAction(rowOf(job.jobId), '分享到联盟大厅')).not.toHaveAttribute('aria-disabled', 'true');
    expect(within(rowOf(job.jobId)).queryByText('已分享')).toBeNull();
    expect(takenOff).toEqual([{ jobId: job.jobId }]);
    expect(await storedShared(job.jobId)).toBe(0);
  });

  it('a disabled job cannot be shared: its menu entry is disabled and says why', async () => {
    const { job } = await renderWithJob((row) => row.isDisabled === 1 && row.isShared === 0);
    await userEvent.click(within(rowOf(job.jobId)).getByRole('button', { name: '更多' }));
    const item = (await screen.findAllByRole('menuitem', { name: /^分享到联盟大厅/ })).at(-1)!;
    expect(item).toHaveTextContent('已停用的岗位不能分享');
    expect(item).toHaveAttribute('aria-disabled', 'true');
  });

  it('lists the aunts another agency offered for a job, as the server answers them, with a way to my joint orders', async () => {
    const mine = await getJobsByFilterUser(PAGE, { silent: true });
    const target = mine.list.find((job) => job.isDisabled === 0 && job.isShared === 0);
    if (!target) throw new Error('no shareable job of the admin');
    // Company 1 shares the job; the partner agency offers one of its aunts seeking work for it.
    const hallJob = await addJob({ jobId: target.jobId });
    await signInAs(PARTNER_ACCOUNT);
    const partnerAunts = await getAunts({ page: 1, pageSize: 50, scope: 'all', workStatus: [1] }, { silent: true });
    const offeredAunt = partnerAunts.list[0];
    await unitedJob({ unitedJobId: hallJob.unitedJobId, auntId: offeredAunt.auntId });
    await signInAs(ADMIN_ACCOUNT);

    const { job, router } = await renderWithJob((row) => row.jobId === target.jobId);
    const answer = await getJobApplyAunts({ jobId: job.jobId, page: 1, pageSize: 20 }, { silent: true });
    expect(answer.list.map((aunt) => aunt.auntName)).toContain(offeredAunt.auntName);

    const drawer = await openOffered(job);
    expect(drawer).toHaveTextContent(`推荐阿姨 · ${job.title}`);
    const shown = () => Array.from(drawer.querySelectorAll('tr[data-row-key]')).map((row) => Number(row.getAttribute('data-row-key')));
    await waitFor(() => expect(shown()).toEqual(answer.list.map((aunt) => aunt.auntId)));
    for (const aunt of answer.list) {
      const row = drawer.querySelector(`tr[data-row-key="${aunt.auntId}"]`) as HTMLElement;
      expect(row).toHaveTextContent(aunt.auntName);
      expect(row).toHaveTextContent(aunt.companyName);
    }
    // The offering agency is named on her row.
    expect(drawer.querySelector(`tr[data-row-key="${offeredAunt.auntId}"]`)).toHaveTextContent(COMPANY_NAMES[COMPANY_IDS.partner]);
    await userEvent.click(within(drawer).getByRole('link', { name: '去我的合单' }));
    await waitFor(() => expect(router.state.location.pathname).toBe('/united/owner'));
  });

  it('says so when no aunt was offered, and offers a retry when the list fails', async () => {
    const { job } = await renderWithJob((row) => row.isShared === 0);
    const drawer = await openOffered(job);
    expect(await within(drawer).findByText('还没有家政公司为这个岗位推荐阿姨')).toBeInTheDocument();
    await userEvent.click(within(drawer).getByRole('button', { name: /^关\s?闭$|Close/ }));
    await waitFor(() => expect(closed(drawer)).toBe(true));

    mockServer.use(
      http.post(
        apiPattern(auntPaths.getJobApplyAunts),
        () => HttpResponse.json({ code: 500, success: false, data: null, error: '服务器繁忙' }, { status: 500 }),
        { once: true },
      ),
    );
    const failed = await openOffered(job);
    // Text queries: a role query walks every ancestor's computed style (seconds under jsdom here).
    const retry = await within(failed).findByText(/^重\s?试$/);
    await userEvent.click(retry);
    expect(await within(failed).findByText('还没有家政公司为这个岗位推荐阿姨')).toBeInTheDocument();
  });
});

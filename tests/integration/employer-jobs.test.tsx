/**
 * The jobs page (/employer/jobs) and an employer's jobs panel against the real employer mock
 * handlers: whose jobs are listed, a search parameter reaching the server, adding a job (form
 * rules, then what is stored), pin / disable / delete changing the row and the stored job, and
 * the panel showing one employer's jobs.
 */
import { beforeEach, describe, expect, it } from 'vitest';
import { screen, waitFor, within } from '@testing-library/react';
import userEventLib from '@testing-library/user-event';
import { http, HttpResponse } from 'msw';
import { employerPaths, getJobsByFilterUser, type JobQuery } from '@/api/employer';
import { i18n } from '@/i18n';
import { menuLabels } from '@/i18n/menu';
import { mockServer } from '@/mocks/node';
import { withFreshMockDb } from '@/mocks/testing';
import { ADMIN_ACCOUNT, STAFF_ACCOUNT, getDb, type EmployerRow } from '@/mocks/db';
import EmployerJobsPage from '@/pages/employer/jobs';
import { EmployerJobsPanel } from '@/pages/employer/jobs/EmployerJobsPanel';
import { DEFAULT_PAGE_SIZE } from '@/hooks/useTable';
import { apiPattern } from '@/mocks/handlers/kit';
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
      { path: '/customer/jobs', element: <div>orders page</div> },
    ],
    '/employer/jobs',
  ).router;
}

const adminId = () => getDb().users.find((user) => user.mobile === ADMIN_ACCOUNT.mobile)!.userId;
const shownIds = () => Array.from(document.querySelectorAll('tr[data-row-key]')).map((row) => Number(row.getAttribute('data-row-key')));
const rowOf = (jobId: number) => document.querySelector(`tr[data-row-key="${jobId}"]`) as HTMLElement;
const storedJob = (jobId: number) => getDb().jobs.find((job) => job.jobId === jobId);

async function expectRowsOf(body: JobQuery) {
  const answer = await getJobsByFilterUser(body, { silent: true });
  await waitFor(() => expect(shownIds()).toEqual(answer.list.map((job) => job.jobId)));
  return answer;
}

/** Types a whole value at once (pasted: one render instead of one per character). */
async function fill(field: HTMLElement, value: string) {
  await userEvent.click(field);
  await userEvent.paste(value);
}

async function pick(label: string, option: string | RegExp, container: HTMLElement = document.body) {
  await userEvent.click(within(container).getByLabelText(label, { selector: 'input' }));
  await userEvent.click(await screen.findByRole('option', { name: option }));
}

/** The open dialog, checked by its title (antd's ids are all "test-id" under the tests' setup). */
async function findDialog(title: string) {
  const dialog = await screen.findByRole('dialog');
  expect(dialog).toHaveTextContent(title);
  return dialog;
}

/** The dialog is gone or leaving (jsdom never ends antd's leave animation). */
const closed = (dialog: HTMLElement) => !dialog.isConnected || dialog.className.includes('-leave');

/** An employer of the admin's company owned by the admin, with a city. */
function adminEmployer(): EmployerRow {
  const employer = getDb().employers.find((row) => row.userId === adminId() && row.isDeleted === 0 && row.cityId > 0 && row.district !== '');
  if (!employer) throw new Error('no seeded employer of the admin');
  return employer;
}

withFreshMockDb();
beforeEach(() => signInForTest(ADMIN_ACCOUNT, { clearStorage: true }));

describe('the jobs page', () => {
  it("lists the signed-in user's jobs, then everyone's and one search parameter's", async () => {
    const bodies = recordBodies<JobQuery>(employerPaths.getJobsByFilterUser);
    renderPage();
    // Titled as its menu entry and breadcrumb (客户需求), in both languages.
    expect(await screen.findByRole('heading', { name: menuLabels.zh.employerJobs })).toBeInTheDocument();
    expect(menuLabels.zh.employerJobs).toBe('客户需求');
    expect(i18n.getFixedT('en')('jobs.title')).toBe(menuLabels.en.employerJobs);
    const mine = await expectRowsOf(PAGE);
    expect(bodies[0]).toEqual(PAGE);
    expect(mine.total).toBeGreaterThan(0);
    expect(mine.list.every((job) => job.userId === adminId())).toBe(true);
    expect(within(rowOf(mine.list[0].jobId)).getByRole('link', { name: mine.list[0].employerName })).toHaveAttribute(
      'href',
      `/employer/detail/${mine.list[0].employerId}`,
    );

    await userEvent.click(screen.getByText('全部'));
    await waitFor(() => expect(bodies.at(-1)).toEqual({ ...PAGE, userId: 0 }));
    const everyone = await expectRowsOf({ ...PAGE, userId: 0 });
    expect(everyone.total).toBeGreaterThan(mine.total);
    expect(new Set(everyone.list.map((job) => job.userId)).size).toBeGreaterThan(1);

    await pick('工作方式', /^住家 \(\d+\)$/);
    await waitFor(() => expect(bodies.at(-1)).toEqual({ ...PAGE, userId: 0, schedule: 1 }));
    const liveIn = await expectRowsOf({ ...PAGE, userId: 0, schedule: 1 });
    expect(liveIn.list.length).toBeGreaterThan(0);
    expect(liveIn.list.every((job) => job.schedule === 1)).toBe(true);
    // Live-in rows show no working hours: "住家 · 月休n天".
    expect(within(rowOf(liveIn.list[0].jobId)).getByText(/^住家 · (月休\d+天|全月无休)$/)).toBeInTheDocument();
  });

  it('checks the job form, sends nothing on bad input, then stores a valid job and lists it', async () => {
    const employer = adminEmployer();
    const added = recordBodies<unknown>(employerPaths.addJobs);
    renderPage();
    await expectRowsOf(PAGE);
    const before = getDb().jobs.length;

    await userEvent.click(screen.getByRole('button', { name: /发布岗位/ }));
    const dialog = await findDialog('发布岗位');
    await userEvent.click(within(dialog).getByRole('button', { name: /发\s*布/ }));
    expect(await within(dialog).findByText('请选择客户')).toBeInTheDocument();
    expect(within(dialog).getByText('请填写岗位名称')).toBeInTheDocument();
    expect(within(dialog).getByText('请填写最低薪资')).toBeInTheDocument();

    await fill(within(dialog).getByLabelText('客户', { selector: 'input' }), employer.employerName);
    await userEvent.click(await screen.findByRole('option', { name: new RegExp(`^${employer.employerName}（`) }));
    // The place defaults from the employer.
    await waitFor(() => expect(within(dialog).getByLabelText('区/县')).toHaveValue(employer.district));
    await fill(within(dialog).getByLabelText('岗位名称'), '  白班保姆 照顾老人 ');
    await pick('服务类型', '不住家保姆', dialog);
    await fill(within(dialog).getByLabelText('最低薪资'), '9000');
    await fill(within(dialog).getByLabelText('最高薪资'), '8000');
    await userEvent.click(within(dialog).getByRole('radio', { name: '白班' }));
    await fill(within(dialog).getByLabelText('工作时间'), '08:00-18:00');
    await userEvent.click(within(dialog).getByRole('button', { name: /发\s*布/ }));
    expect(await within(dialog).findByText('最低薪资不能高于最高薪资')).toBeInTheDocument();
    expect(added).toHaveLength(0);
    expect(getDb().jobs).toHaveLength(before);

    await userEvent.clear(within(dialog).getByLabelText('最高薪资'));
    await fill(within(dialog).getByLabelText('最高薪资'), '10000');
    await fill(within(dialog).getByLabelText('岗位要求'), '会做饭');
    await userEvent.click(within(dialog).getByRole('button', { name: /发\s*布/ }));
    await waitFor(() => expect(closed(dialog)).toBe(true));
    expect(added).toHaveLength(1);

    const job = getDb().jobs.at(-1)!;
    expect(getDb().jobs).toHaveLength(before + 1);
    expect(job).toMatchObject({
      employerId: employer.employerId,
      title: '白班保姆 照顾老人',
      salaryMin: 9000,
      salaryMax: 10000,
      schedule: 2,
      workHours: '08:00-18:00',
      restDays: 4,
      requirements: '会做饭',
      cityId: employer.cityId,
      district: employer.district,
      address: employer.address,
      userId: adminId(),
    });
    expect(getDb().serviceTypes.find((type) => type.serviceTypeId === job.serviceType)?.serviceTypeName).toBe('不住家保姆');
    // Newest first after the pinned jobs.
    const listed = await expectRowsOf(PAGE);
    expect(listed.list.find((row) => row.isTop === 0)?.jobId).toBe(job.jobId);
    const row = rowOf(job.jobId);
    expect(row).toHaveTextContent('白班保姆 照顾老人');
    expect(row).toHaveTextContent('¥9,000–10,000/月');
    expect(row).toHaveTextContent('白班 08:00-18:00 · 月休4天');
  });

  it('pins, disables and deletes a job for good after a confirmation', async () => {
    renderPage();
    const mine = await expectRowsOf(PAGE);
    const target = mine.list.find((job) => job.isTop === 0 && job.isDisabled === 0);
    if (!target) throw new Error('no plain job of the admin');

    await userEvent.click(await rowAction(rowOf(target.jobId), '置顶'));
    await waitFor(() => expect(storedJob(target.jobId)?.isTop).toBe(1));
    await waitFor(() => expect(within(rowOf(target.jobId)).getByText('置顶')).toBeInTheDocument());
    await waitFor(() => expect(shownIds().indexOf(target.jobId)).toBeLessThanOrEqual(mine.list.filter((job) => job.isTop === 1).length));

    await userEvent.click(await rowAction(rowOf(target.jobId), '停用'));
    await waitFor(() => expect(storedJob(target.jobId)?.isDisabled).toBe(1));
    expect(await within(rowOf(target.jobId)).findByText('已停用')).toBeInTheDocument();
    expect(within(rowOf(target.jobId)).getByRole('button', { name: '启用' })).toBeInTheDocument();
    // 创建订单 comes first when offered, so always in sight.
    expect(within(rowOf(target.jobId)).queryByRole('button', { name: '创建订单' })).not.toBeInTheDocument();

    await userEvent.click(await rowAction(rowOf(target.jobId), '删除'));
    const confirm = await findDialog(`删除岗位“${target.title}”？`);
    expect(confirm).toHaveTextContent('不会进入回收站');
    expect(storedJob(target.jobId)).toBeDefined();
    await userEvent.click(within(confirm).getByRole('button', { name: '永久删除' }));
    await waitFor(() => expect(storedJob(target.jobId)).toBeUndefined());
    await waitFor(() => expect(shownIds()).not.toContain(target.jobId));
  });

  it("offers a staff member no changes to other staff's jobs", async () => {
    await signInAs(STAFF_ACCOUNT);
    const staffId = getDb().users.find((user) => user.mobile === STAFF_ACCOUNT.mobile)!.userId;
    renderPage();
    await expectRowsOf(PAGE);
    await userEvent.click(screen.getByText('全部'));
    const everyone = await expectRowsOf({ ...PAGE, userId: 0 });
    const own = everyone.list.find((job) => job.userId === staffId);
    const other = everyone.list.find((job) => job.userId !== staffId && job.userId !== 0);
    if (!own || !other) throw new Error('expected own and other staff jobs on the first page');
    expect(await rowAction(rowOf(own.jobId), '删除')).toBeInTheDocument();
    // Another's job: at most 创建订单 and 查看推荐阿姨, all in sight (no 更多).
    expect(within(rowOf(other.jobId)).queryByRole('button', { name: '更多' })).not.toBeInTheDocument();
    expect(within(rowOf(other.jobId)).queryByRole('button', { name: '删除' })).not.toBeInTheDocument();
    expect(within(rowOf(other.jobId)).queryByRole('button', { name: '置顶' })).not.toBeInTheDocument();
  });

  it('creates an order from a job: the recruitment list opens with the employer and the job', async () => {
    const router = renderPage();
    const mine = await expectRowsOf(PAGE);
    const job = mine.list.find((row) => row.isDisabled === 0)!;
    await userEvent.click(within(rowOf(job.jobId)).getByRole('button', { name: '创建订单' }));
    await waitFor(() =>
      expect(router.state.location.pathname + router.state.location.search).toBe(`/customer/jobs?create=1&employerId=${job.employerId}&jobId=${job.jobId}`),
    );
  });
});

/** A seeded employer of the main company with two jobs or more, rendered in the panel. */
function renderPanel(): EmployerRow {
  const counts = new Map<number, number>();
  for (const job of getDb().jobs.filter((row) => row.companyId === 1)) counts.set(job.employerId, (counts.get(job.employerId) ?? 0) + 1);
  const employer = getDb().employers.find((row) => row.isDeleted === 0 && (counts.get(row.employerId) ?? 0) >= 2);
  if (!employer) throw new Error('no employer with two jobs');
  const view = {
    ...employer,
    userName: '',
    lastFollowUpTime: null,
    nextFollowUpTime: null,
    activeOrderCount: 0,
    liveOrders: [],
    jobCount: 0,
    deletedByName: '',
  };
  renderRoutes([{ path: '/', element: <EmployerJobsPanel employer={view} /> }], '/');
  return employer;
}

describe("an employer's jobs panel", () => {
  it("shows only that employer's jobs and adds one with the employer fixed", async () => {
    const bodies = recordBodies<JobQuery>(employerPaths.getJobsByFilterUser);
    const employer = renderPanel();

    const list = await screen.findByRole('list', { name: '岗位' });
    const expected = getDb().jobs.filter((job) => job.employerId === employer.employerId);
    await waitFor(() => expect(within(list).getAllByRole('listitem')).toHaveLength(expected.length));
    expect(bodies[0]).toEqual({ page: 1, pageSize: DEFAULT_PAGE_SIZE, employerId: employer.employerId, userId: 0 });
    const titles = within(list)
      .getAllByRole('article')
      .map((card) => card.getAttribute('aria-label'));
    expect(titles.sort()).toEqual(expected.map((job) => job.title).sort());
    expect(screen.getByText(`共 ${expected.length} 个岗位`)).toBeInTheDocument();

    await userEvent.click(screen.getByRole('button', { name: /添加岗位/ }));
    const dialog = await findDialog(`为${employer.employerName}添加岗位`);
    expect(within(dialog).queryByLabelText('客户', { selector: 'input' })).not.toBeInTheDocument();
    await fill(within(dialog).getByLabelText('岗位名称'), '住家育儿嫂');
    await pick('服务类型', '育儿嫂', dialog);
    await fill(within(dialog).getByLabelText('最低薪资'), '8000');
    await fill(within(dialog).getByLabelText('最高薪资'), '9000');
    await userEvent.click(within(dialog).getByRole('radio', { name: '住家' }));
    expect(within(dialog).queryByLabelText('工作时间')).not.toBeInTheDocument();
    await userEvent.click(within(dialog).getByRole('button', { name: /发\s*布/ }));
    await waitFor(() => expect(closed(dialog)).toBe(true));
    await waitFor(() => expect(within(list).getAllByRole('listitem')).toHaveLength(expected.length + 1));
    expect(getDb().jobs.at(-1)).toMatchObject({
      employerId: employer.employerId,
      title: '住家育儿嫂',
      schedule: 1,
      workHours: '',
      salaryMin: 8000,
      salaryMax: 9000,
    });
    expect(within(list).getByRole('article', { name: '住家育儿嫂' })).toHaveTextContent('¥8,000–9,000/月');
  });

  it('keeps the typed values when the server refuses, and marks the field its answer names', async () => {
    mockServer.use(
      http.post(apiPattern(employerPaths.addJobs), () =>
        HttpResponse.json({ code: 40001, success: false, data: null, error: '职位名称已存在', fields: ['title'] }),
      ),
    );
    const employer = renderPanel();
    const before = getDb().jobs.length;
    await userEvent.click(await screen.findByRole('button', { name: /添加岗位/ }));
    const dialog = await findDialog(`为${employer.employerName}添加岗位`);
    await fill(within(dialog).getByLabelText('岗位名称'), '钟点保洁');
    await pick('服务类型', '保洁', dialog);
    await fill(within(dialog).getByLabelText('最低薪资'), '50');
    await fill(within(dialog).getByLabelText('最高薪资'), '60');
    await userEvent.click(within(dialog).getByRole('radio', { name: '钟点' }));
    await userEvent.click(within(dialog).getByRole('button', { name: /发\s*布/ }));
    expect((await within(dialog).findAllByText('职位名称已存在')).length).toBeGreaterThanOrEqual(1);
    expect(within(dialog).getByLabelText('岗位名称').closest('.ant-form-item')).toHaveClass('ant-form-item-has-error');
    expect(within(dialog).getByLabelText('岗位名称')).toHaveValue('钟点保洁');
    expect(within(dialog).getByLabelText('最低薪资')).toHaveValue('50');
    expect(within(dialog).getByRole('radio', { name: '钟点' })).toBeChecked();
    expect(closed(dialog)).toBe(false);
    expect(getDb().jobs).toHaveLength(before);
  });
});

/**
 * Service requests of the mini-program in the mock: the seed, the list (filters, summary, strict
 * bodies), the request graph (every illegal step refused with nothing changed), assignment (the
 * new assignee is told), conversion into an employer and a job in one write, permissions, and a
 * member's submission through the control route's rule.
 */
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { postUnchecked } from '@/api/http';
import { companyAppPaths, getCompanyAppOrder, setCompanyAppOrder, type CompanyAppOrder, type ConvertJobInput } from '@/api/companyApp';
import type { AppRequestPush } from '@/api/chatRealtime';
import { removeToken } from '@/auth/token';
import { maskMobile } from '@/domain/personalData';
import { i18n } from '@/i18n';
import { ADMIN_ACCOUNT, PARTNER_ACCOUNT, STAFF_ACCOUNT, getDb, type AppRequestRow } from '@/mocks/db';
import { onRequestForUser, announceRequest } from '@/mocks/rules/appRequestEvents';
import { submitFromControl } from '@/mocks/rules/appRequestSubmit';
import { withFreshMockDb } from '@/mocks/testing';
import { silent, userIdOf } from './mock-helpers';
import { actAs } from './mock-united-helpers';
import { allRefused } from './mock-companyapp-helpers';

withFreshMockDb();
beforeEach(async () => {
  await i18n.changeLanguage('zh');
  actAs(ADMIN_ACCOUNT);
});
afterEach(() => removeToken());

const requests = (companyId = 1) => getDb().appRequests.filter((row) => row.companyId === companyId);
const withStatus = (status: number, assigneeId?: number) =>
  requests().find((row) => row.status === status && (assigneeId === undefined || row.assigneeId === assigneeId))!;
const admin = () => userIdOf(ADMIN_ACCOUNT.mobile);
const staff = () => userIdOf(STAFF_ACCOUNT.mobile);
const job = (over: Partial<ConvertJobInput> = {}): ConvertJobInput => ({
  title: '育儿嫂 · 浦东',
  serviceType: 2,
  salaryMin: 7000,
  salaryMax: 9000,
  schedule: 1,
  ...over,
});
const step = (body: Record<string, unknown>) => postUnchecked<CompanyAppOrder>(companyAppPaths.setCompanyAppOrder, body, silent);

describe('the seed', () => {
  it('gives company 1 requests in every status, pending ones with the demo staff member, the admin and nobody; converted ones linked', () => {
    const rows = requests();
    expect(rows.length).toBe(60);
    for (const status of [0, 1, 2, 3]) expect(rows.filter((row) => row.status === status).length).toBeGreaterThan(0);
    const pending = rows.filter((row) => row.status === 0);
    expect(new Set(pending.map((row) => row.assigneeId))).toEqual(new Set([staff(), admin(), 0]));
    for (const row of rows) {
      expect(row.history[0]).toMatchObject({ action: 'submit', userId: 0, time: row.createdTime });
      expect(getDb().appMembers.find((member) => member.memberId === row.memberId)?.companyId).toBe(1);
      if (row.status === 2) {
        const employer = getDb().employers.find((item) => item.employerId === row.employerId)!;
        expect(employer.mobile).toBe(row.mobile);
        expect(getDb().jobs.find((item) => item.jobId === row.jobId)?.employerId).toBe(employer.employerId);
      }
      if (row.status === 3) expect(row.closeReason).toBeGreaterThan(0);
      expect(Number.isInteger(row.budgetFen)).toBe(true);
    }
    expect(requests(2).length).toBe(6);
    expect(requests(3)).toEqual([]);
  });
});

describe('/companyApp/getCompanyAppOrder', () => {
  it('filters by status, assignee and keyword, counts every status of the filter, and answers names and yuan', async () => {
    const all = await getCompanyAppOrder({ pageSize: 100 }, silent);
    expect(all.total).toBe(60);
    expect(all.summary?.counts).toEqual({
      all: 60,
      pending: 12,
      following: requests().filter((row) => row.status === 1).length,
      converted: requests().filter((row) => row.status === 2).length,
      closed: requests().filter((row) => row.status === 3).length,
    });
    // Newest first.
    expect(all.list.map((row) => row.createdTime)).toEqual(
      all.list
        .map((row) => row.createdTime)
        .sort()
        .reverse(),
    );
    const mine = await getCompanyAppOrder({ status: 0, assigneeId: staff() }, silent);
    expect(mine.total).toBe(requests().filter((row) => row.status === 0 && row.assigneeId === staff()).length);
    expect(mine.list.every((row) => row.assigneeName === '李顾问' && row.status === 0)).toBe(true);
    expect(mine.summary?.counts.pending).toBe(mine.total);
    const row = requests().find((item) => item.budgetFen > 0)!;
    const found = await getCompanyAppOrder({ keyword: row.mobile }, silent);
    expect(found.list[0]).toMatchObject({
      appOrderId: row.appOrderId,
      mobile: maskMobile(row.mobile),
      budget: row.budgetFen / 100,
      serviceTypeName: expect.any(String),
      cityName: '上海市',
    });
    expect(all.list.every((item) => /^1\d\d\*{4}\d{4}$/.test(item.mobile))).toBe(true);
    const byBudget = await getCompanyAppOrder({ sortField: 'budget', sortOrder: 'desc', pageSize: 5 }, silent);
    expect(byBudget.list[0]!.budget).toBe(Math.max(...requests().map((item) => item.budgetFen)) / 100);
  });

  it('refuses an unknown field or a number sent as text', async () => {
    await allRefused([
      [() => postUnchecked(companyAppPaths.getCompanyAppOrder, { statu: 0 }, silent), 40001, '不支持的字段：statu'],
      [() => postUnchecked(companyAppPaths.getCompanyAppOrder, { status: '0' }, silent), 40001, '状态格式不正确'],
    ]);
  });
});

describe('the request graph', () => {
  it('accepts a pending request (the actor takes it), then refuses to accept it again, changing nothing', async () => {
    const row = withStatus(0, 0);
    const answer = await setCompanyAppOrder({ appOrderId: row.appOrderId, action: 'accept' }, silent);
    expect(answer).toMatchObject({ status: 1, assigneeId: admin(), assigneeName: '王经理' });
    expect(answer.history.at(-1)).toMatchObject({ action: 'accept', userId: admin(), userName: '王经理' });
    await allRefused([[() => setCompanyAppOrder({ appOrderId: row.appOrderId, action: 'accept' }, silent), 40901, '该需求跟进中，不能受理']]);
  });

  it('refuses converting a pending request and reopening an open one; closes with a reason and reopens', async () => {
    const row = withStatus(0, admin());
    await allRefused([
      [() => setCompanyAppOrder({ appOrderId: row.appOrderId, action: 'convert', employerId: 1, job: job() }, silent), 40901, '该需求待受理，不能转为客户'],
      [() => setCompanyAppOrder({ appOrderId: row.appOrderId, action: 'reopen' }, silent), 40901],
      [() => setCompanyAppOrder({ appOrderId: row.appOrderId, action: 'close', closeReason: 5 }, silent), 40001, '关闭原因为“其他”时请填写说明'],
      [() => setCompanyAppOrder({ appOrderId: row.appOrderId, action: 'close', closeReason: 9 }, silent), 40001],
    ]);
    const closed = await setCompanyAppOrder({ appOrderId: row.appOrderId, action: 'close', closeReason: 2, closeRemark: '客户已找到阿姨' }, silent);
    expect(closed).toMatchObject({ status: 3, closeReason: 2, closeRemark: '客户已找到阿姨' });
    await allRefused([[() => setCompanyAppOrder({ appOrderId: row.appOrderId, action: 'assign', assigneeId: staff() }, silent), 40901]]);
    const reopened = await setCompanyAppOrder({ appOrderId: row.appOrderId, action: 'reopen' }, silent);
    expect(reopened).toMatchObject({ status: 1, closeReason: 0, closeRemark: '', assigneeId: admin() });
    expect(reopened.history.map((item) => item.action)).toEqual(['submit', 'close', 'reopen']);
  });

  it('refuses a converted request everything', async () => {
    const row = withStatus(2);
    const bodies = [{ action: 'accept' }, { action: 'close', closeReason: 1 }, { action: 'reopen' }, { action: 'assign', assigneeId: staff() }];
    await allRefused(bodies.map((body) => [() => step({ appOrderId: row.appOrderId, ...body }), 40901] as const));
  });

  it('reads each action strictly: fields of another action, numbers as text, a missing action', async () => {
    const row = withStatus(0, 0);
    await allRefused([
      [() => step({ appOrderId: row.appOrderId, action: 'accept', assigneeId: staff() }), 40001, '不支持的字段：assigneeId'],
      [() => step({ appOrderId: row.appOrderId, action: 'assign', assigneeId: String(staff()) }), 40001],
      [() => step({ appOrderId: row.appOrderId }), 40001, '请填写操作'],
      [() => step({ appOrderId: row.appOrderId, action: 'accept', job: job() }), 40001, '不支持的字段：job'],
      [() => step({ appOrderId: 999_999, action: 'accept' }), 40401, '服务需求不存在'],
    ]);
  });
});

describe('assigning', () => {
  it('hands a pending request to a colleague, who is told; refuses a disabled one or the same person', async () => {
    const told: [number, AppRequestPush][] = [];
    const stop = onRequestForUser((userId, push) => told.push([userId, push]));
    try {
      const row = withStatus(0, admin());
      const disabled = getDb().users.find((user) => user.companyId === 1 && user.isEnabled === 0)!;
      await allRefused([
        [() => setCompanyAppOrder({ appOrderId: row.appOrderId, action: 'assign', assigneeId: disabled.userId }, silent), 40001, '负责人不存在或已停用'],
        [() => setCompanyAppOrder({ appOrderId: row.appOrderId, action: 'assign', assigneeId: admin() }, silent), 40901, '该需求已在这位员工名下'],
      ]);
      const answer = await setCompanyAppOrder({ appOrderId: row.appOrderId, action: 'assign', assigneeId: staff() }, silent);
      expect(answer).toMatchObject({ status: 0, assigneeId: staff() });
      expect(answer.history.at(-1)).toMatchObject({ action: 'assign', toUserId: staff(), toUserName: '李顾问' });
      expect(told).toEqual([
        [staff(), expect.objectContaining({ fromUserId: admin(), fromUserName: '王经理', request: expect.objectContaining({ appOrderId: row.appOrderId }) })],
      ]);
    } finally {
      stop();
    }
  });
});

describe('converting', () => {
  it('makes a new employer (owned by the assignee, from the mini-program) and a job in one write', async () => {
    const row = withStatus(1);
    const employers = getDb().employers.length;
    const answer = await setCompanyAppOrder(
      {
        appOrderId: row.appOrderId,
        action: 'convert',
        employer: { employerName: '新客户林女士', mobile: '13912345678', serviceType: 2, limitMoney: 9000 },
        job: job({ title: '找育儿嫂' }),
      },
      silent,
    );
    expect(getDb().employers.length).toBe(employers + 1);
    const employer = getDb().employers.at(-1)!;
    expect(employer).toMatchObject({
      employerName: '新客户林女士',
      userId: row.assigneeId,
      source: 4,
      remarks: `来自小程序服务需求 #${row.appOrderId}`,
      limitMoney: 9000,
    });
    const created = getDb().jobs.at(-1)!;
    expect(created).toMatchObject({ employerId: employer.employerId, title: '找育儿嫂', salaryMin: 7000, salaryMax: 9000 });
    expect(answer).toMatchObject({ status: 2, employerId: employer.employerId, employerName: '新客户林女士', jobId: created.jobId, jobTitle: '找育儿嫂' });
  });

  it('links an existing employer and adds the job to him', async () => {
    const row = withStatus(1);
    const employer = getDb().employers.find((item) => item.companyId === 1 && item.isDeleted === 0)!;
    const answer = await setCompanyAppOrder({ appOrderId: row.appOrderId, action: 'convert', employerId: employer.employerId, job: job() }, silent);
    expect(answer).toMatchObject({ status: 2, employerId: employer.employerId });
    expect(getDb().jobs.at(-1)).toMatchObject({ employerId: employer.employerId, jobId: answer.jobId });
  });

  it('stores nothing when the employer or the job is refused', async () => {
    const row = withStatus(1);
    const taken = getDb().employers.find((item) => item.companyId === 1 && item.isDeleted === 0)!;
    const convert = (body: Record<string, unknown>) => step({ appOrderId: row.appOrderId, action: 'convert', ...body });
    await allRefused([
      [() => convert({ employer: { employerName: '重复', mobile: taken.mobile }, job: job() }), 40001, `该手机号已是客户「${taken.employerName}」的号码`],
      [() => convert({ employer: { employerName: '张女士', mobile: '13912345678', userId: 3 }, job: job() }), 40001, '不支持的字段：新客户.userId'],
      [
        () => convert({ employer: { employerName: '张女士', mobile: '13912345678' }, job: job({ salaryMin: 9000, salaryMax: 7000 }) }),
        40001,
        '最低薪资不能大于最高薪资',
      ],
      [() => convert({ employer: { employerName: '张女士', mobile: '13912345678' }, job: { ...job(), salaryMin: '7000' } }), 40001],
      [
        () => convert({ employerId: taken.employerId, employer: { employerName: '张女士', mobile: '13912345678' }, job: job() }),
        40001,
        '请选择已有客户或填写新客户（二选一）',
      ],
      [() => convert({ employerId: taken.employerId }), 40001, '请填写职位'],
      [() => convert({ employerId: getDb().employers.find((item) => item.companyId === 2)!.employerId, job: job() }), 40401],
    ]);
  });
});

describe('who may act', () => {
  it('lets the staff member act on their own and unassigned requests, not on a colleague’s', async () => {
    actAs(STAFF_ACCOUNT);
    await allRefused([[() => setCompanyAppOrder({ appOrderId: withStatus(0, admin()).appOrderId, action: 'accept' }, silent), 40301]]);
    expect(await setCompanyAppOrder({ appOrderId: withStatus(0, staff()).appOrderId, action: 'accept' }, silent)).toMatchObject({ status: 1 });
    expect(await setCompanyAppOrder({ appOrderId: withStatus(0, 0).appOrderId, action: 'accept' }, silent)).toMatchObject({ assigneeId: staff() });
  });

  it('keeps each agency to its own requests', async () => {
    actAs(PARTNER_ACCOUNT);
    const list = await getCompanyAppOrder({ pageSize: 100 }, silent);
    expect(list.total).toBe(6);
    await allRefused([[() => setCompanyAppOrder({ appOrderId: withStatus(0, 0).appOrderId, action: 'accept' }, silent), 40401]]);
  });
});

describe('a member submits a request (the control route’s rule)', () => {
  it('is pending with the consultant chosen, counted in that staff member’s pending requests, and announced to them', async () => {
    const before = (await getCompanyAppOrder({ status: 0, assigneeId: staff(), pageSize: 1 }, silent)).total;
    const row: AppRequestRow = submitFromControl(getDb(), { toMobile: STAFF_ACCOUNT.mobile, budget: 6500.5, remarks: '周末可以面试' }, Date.now());
    expect(row).toMatchObject({ status: 0, assigneeId: staff(), budgetFen: 650_050, remarks: '周末可以面试', history: [{ action: 'submit', userId: 0 }] });
    expect((await getCompanyAppOrder({ status: 0, assigneeId: staff(), pageSize: 1 }, silent)).total).toBe(before + 1);
    const told: number[] = [];
    const stop = onRequestForUser((userId) => told.push(userId));
    announceRequest(getDb(), row, 0);
    stop();
    expect(told).toEqual([staff()]);
    expect(() => submitFromControl(getDb(), { toMobile: '13800000005' }, Date.now())).toThrow();
    expect(() => submitFromControl(getDb(), { budget: '100' }, Date.now())).toThrow();
  });
});

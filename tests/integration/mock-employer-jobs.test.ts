/**
 * Jobs through the real client: the search parameters and their counts, the list (whose jobs,
 * every filter, keyword, pinned first then newest), adding with validation, pinning, disabling
 * and deleting, each with the ownership rule of the job's employer.
 */
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import * as api from '@/api/employer';
import type { AddJobsRequest, EmployerJob, JobQuery } from '@/api/employer';
import { removeToken, setToken } from '@/auth/token';
import { maskAddress } from '@/domain/personalData';
import { i18n } from '@/i18n';
import enCodes from '@/i18n/en/codes.json';
import { ADMIN_ACCOUNT, PARTNER_ACCOUNT, STAFF_ACCOUNT, getDb, snapshot, type JobRow } from '@/mocks/db';
import { tokenFor, withFreshMockDb } from '@/mocks/testing';
import { seededEmployer } from './mock-employer-helpers';
import { failure, silent, userIdOf } from './mock-helpers';

withFreshMockDb();
beforeEach(async () => {
  await i18n.changeLanguage('zh');
  setToken(tokenFor(ADMIN_ACCOUNT));
});
afterEach(() => removeToken());

/** Company 1's jobs whose employer is outside the recycle bin. */
function visibleJobs(): JobRow[] {
  const db = getDb();
  const live = new Set(db.employers.filter((row) => row.companyId === 1 && row.isDeleted === 0).map((row) => row.employerId));
  return db.jobs.filter((job) => job.companyId === 1 && live.has(job.employerId));
}

async function all(query: JobQuery): Promise<EmployerJob[]> {
  const rows: EmployerJob[] = [];
  for (let page = 1; ; page += 1) {
    const result = await api.getJobsByFilterUser({ ...query, page, pageSize: 200 }, silent);
    rows.push(...result.list);
    if (rows.length >= result.total || result.list.length === 0) return rows;
  }
}

const ids = (rows: { jobId: number }[]) => rows.map((row) => row.jobId).sort((a, b) => a - b);

describe('getJobsSearchParam', () => {
  it('answers the four filters with labels in the request language and counts over the visible jobs', async () => {
    const params = await api.getJobsSearchParam(silent);
    expect(params.map((param) => [param.field, param.label])).toEqual([
      ['serviceType', '服务类型'],
      ['schedule', '工作方式'],
      ['cityId', '城市'],
      ['isDisabled', '状态'],
    ]);
    const jobs = visibleJobs();
    const schedule = params[1]!.options;
    expect(schedule.map((option) => option.label)).toEqual(['住家', '白班', '钟点', '夜班']);
    expect(schedule.map((option) => option.count)).toEqual([1, 2, 3, 4].map((value) => jobs.filter((job) => job.schedule === value).length));
    for (const param of params) expect(param.options.reduce((sum, option) => sum + (option.count ?? 0), 0)).toBe(jobs.length);
    expect(params[2]!.options[0]).toMatchObject({ label: '上海市', value: 310100 });
    await i18n.changeLanguage('en');
    const en = await api.getJobsSearchParam(silent);
    expect(en[3]!.label).toBe('Status');
    expect(en[3]!.options.map((option) => option.label)).toEqual(['Open', 'Disabled']);
    expect(en[1]!.options.map((option) => option.label)).toEqual([1, 2, 3, 4].map((value) => enCodes.jobSchedule[String(value) as '1']));
  });
});

describe('getJobsByFilterUser', () => {
  it('lists the signed-in user’s jobs by default, everyone’s with 0, one colleague’s with his id', async () => {
    const jobs = visibleJobs();
    const adminId = userIdOf(ADMIN_ACCOUNT.mobile);
    const staffId = userIdOf(STAFF_ACCOUNT.mobile);
    expect(ids(await all({}))).toEqual(ids(jobs.filter((job) => job.userId === adminId)));
    expect(ids(await all({ userId: 0 }))).toEqual(ids(jobs));
    expect(ids(await all({ userId: staffId }))).toEqual(ids(jobs.filter((job) => job.userId === staffId)));
    setToken(tokenFor(STAFF_ACCOUNT));
    const mine = await all({});
    expect(ids(mine)).toEqual(ids(jobs.filter((job) => job.userId === staffId)));
    expect(mine[0]).toMatchObject({ userName: '李顾问' });
    expect(mine.every((job) => job.employerName === getDb().employers.find((row) => row.employerId === job.employerId)?.employerName)).toBe(true);
  });

  it('filters by every field and keyword, pinned first then newest', async () => {
    const jobs = visibleJobs();
    const sample = jobs.find((job) => job.isTop === 0)!;
    const employerName = getDb().employers.find((row) => row.employerId === sample.employerId)!.employerName;
    const cases: [JobQuery, (job: JobRow) => boolean][] = [
      [{ serviceType: sample.serviceType }, (job) => job.serviceType === sample.serviceType],
      [{ schedule: 3 }, (job) => job.schedule === 3],
      [{ cityId: 320500 }, (job) => job.cityId === 320500],
      [{ isDisabled: 1 }, (job) => job.isDisabled === 1],
      [{ employerId: sample.employerId }, (job) => job.employerId === sample.employerId],
      [{ keyword: '照顾老人' }, (job) => job.title.includes('照顾老人') || job.requirements.includes('照顾老人') || job.address.includes('照顾老人')],
      [
        { keyword: employerName },
        (job) =>
          getDb()
            .employers.find((row) => row.employerId === job.employerId)
            ?.employerName.includes(employerName) === true || job.title.includes(employerName),
      ],
    ];
    for (const [query, keep] of cases) {
      expect([query, ids(await all({ ...query, userId: 0 }))]).toEqual([query, ids(jobs.filter(keep))]);
    }
    const ordered = await all({ userId: 0 });
    const pinned = ordered.filter((job) => job.isTop === 1).length;
    expect(pinned).toBeGreaterThan(0);
    expect(ordered.slice(0, pinned).every((job) => job.isTop === 1)).toBe(true);
    const rest = ordered.slice(pinned).map((job) => job.createdTime);
    expect(rest).toEqual(rest.slice().sort().reverse());
  });
});

describe('addJobs, updateJobsTop, disableJobs, deleteJobs', () => {
  const job = (employerId: number): AddJobsRequest => ({
    employerId,
    title: '浦东新区 住家保姆 照顾老人',
    serviceType: 3,
    salaryMin: 7000,
    salaryMax: 8500,
    schedule: 1,
    restDays: 4,
    requirements: '会做饭',
  });

  it('adds a job in the employer’s place for his owner, listed first among the new', async () => {
    const employer = seededEmployer((row) => row.userId === userIdOf('13800000003'));
    const created = await api.addJobs(job(employer.employerId), silent);
    expect(created).toMatchObject({
      ...job(employer.employerId),
      cityId: employer.cityId,
      district: employer.district,
      // Answered masked (district kept), stored in full.
      address: maskAddress(employer.address),
      workHours: '',
      isTop: 0,
      isDisabled: 0,
      userId: employer.userId,
      userName: '张顾问',
      employerName: employer.employerName,
    });
    expect(getDb().jobs.find((row) => row.jobId === created.jobId)).toMatchObject({
      companyId: 1,
      title: created.title,
      salaryMax: 8500,
      address: employer.address,
    });
    const listed = await api.getJobsByFilterUser({ userId: employer.userId, isDisabled: 0 }, silent);
    expect(listed.list.find((row) => row.isTop === 0)?.jobId).toBe(created.jobId);
    const [view] = (await api.getEmployerByFilter({ employerId: employer.employerId }, silent)).list;
    expect(view?.jobCount).toBe(getDb().jobs.filter((row) => row.employerId === employer.employerId && row.isDisabled === 0).length);
    const placed = await api.addJobs(
      { ...job(employer.employerId), cityId: 320500, district: '姑苏区', address: '干将路1号', workHours: '08:00-18:00', schedule: 2 },
      silent,
    );
    expect([placed.cityId, placed.district, placed.address, placed.workHours]).toEqual([320500, '姑苏区', '****', '08:00-18:00']);
    expect(getDb().jobs.find((row) => row.jobId === placed.jobId)?.address).toBe('干将路1号');
  });

  it('refuses bad fields, binned or foreign employers and colleagues’ employers for staff, storing nothing', async () => {
    const employer = seededEmployer((row) => row.userId === userIdOf('13800000003'));
    const binned = getDb().employers.find((row) => row.companyId === 1 && row.isDeleted === 1)!;
    const partner = getDb().employers.find((row) => row.companyId === 2)!;
    const staffToken = tokenFor(STAFF_ACCOUNT);
    const before = snapshot();
    const cases: [Partial<AddJobsRequest>, string][] = [
      [{ title: '' }, '请填写职位名称'],
      [{ title: '岗'.repeat(51) }, '职位名称不能超过50个字符'],
      [{ serviceType: 999 }, '服务类型不存在'],
      [{ salaryMin: 0 }, '最低薪资不能小于1'],
      [{ salaryMin: 9000, salaryMax: 8000 }, '最低薪资不能大于最高薪资'],
      [{ schedule: 5 as 1 }, '工作方式不在可选范围内'],
      [{ workHours: '时'.repeat(31) }, '工作时间不能超过30个字符'],
      [{ restDays: 32 }, '每月休息天数不能大于31'],
      [{ requirements: '要'.repeat(501) }, '职位要求不能超过500个字符'],
      [{ cityId: 123 }, '城市不存在'],
    ];
    for (const [patch, message] of cases) {
      const error = await failure(api.addJobs({ ...job(employer.employerId), ...patch }, silent));
      expect([patch, error.code, error.serverMessage]).toEqual([patch, 40001, message]);
    }
    expect((await failure(api.addJobs(job(binned.employerId), silent))).code).toBe(40401);
    expect((await failure(api.addJobs(job(partner.employerId), silent))).code).toBe(40401);
    setToken(staffToken);
    expect((await failure(api.addJobs(job(employer.employerId), silent))).code).toBe(40301);
    expect(snapshot()).toBe(before);
  });

  it('pins, disables and deletes a job; staff are refused on a colleague’s', async () => {
    const target = visibleJobs().find((row) => row.isTop === 0 && row.isDisabled === 0 && row.userId === userIdOf('13800000004'))!;
    const stored = () => getDb().jobs.find((row) => row.jobId === target.jobId);
    await api.updateJobsTop({ jobId: target.jobId, isTop: 1 }, silent);
    expect(stored()?.isTop).toBe(1);
    expect((await api.getJobsByFilterUser({ userId: 0 }, silent)).list.map((row) => row.jobId)).toContain(target.jobId);
    await api.disableJobs({ jobId: target.jobId, isDisabled: 1 }, silent);
    expect(stored()?.isDisabled).toBe(1);
    expect((await api.getJobsByFilterUser({ userId: 0, isDisabled: 0, employerId: target.employerId }, silent)).list.map((row) => row.jobId)).not.toContain(
      target.jobId,
    );
    expect((await failure(api.disableJobs({ jobId: target.jobId, isDisabled: 2 as 1 }, silent))).serverMessage).toBe('停用不在可选范围内');
    expect((await failure(api.updateJobsTop({ jobId: target.jobId } as never, silent))).serverMessage).toBe('请填写置顶');

    const staffToken = tokenFor(STAFF_ACCOUNT);
    const before = snapshot();
    setToken(staffToken);
    expect((await failure(api.updateJobsTop({ jobId: target.jobId, isTop: 0 }, silent))).code).toBe(40301);
    expect((await failure(api.disableJobs({ jobId: target.jobId, isDisabled: 0 }, silent))).code).toBe(40301);
    expect((await failure(api.deleteJobs({ jobId: target.jobId }, silent))).code).toBe(40301);
    expect(snapshot()).toBe(before);

    setToken(tokenFor(PARTNER_ACCOUNT));
    expect((await failure(api.deleteJobs({ jobId: target.jobId }, silent))).code).toBe(40401);
    setToken(tokenFor(ADMIN_ACCOUNT));
    await api.deleteJobs({ jobId: target.jobId }, silent);
    expect(stored()).toBeUndefined();
    expect((await failure(api.deleteJobs({ jobId: target.jobId }, silent))).code).toBe(40401);
  });
});

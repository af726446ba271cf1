/**
 * Jobs (openings) of employers. Jobs of an employer in the recycle bin are hidden everywhere.
 * - getJobsSearchParam: the four filters of the job search with their choices and counts over
 *   the company's jobs, labels in the request's language;
 * - getJobsByFilterUser: userId absent = the signed-in user's jobs, 0 = everyone's, n = that
 *   staff member's; keyword over title, employer name, address and requirements; pinned first,
 *   then newest;
 * - addJobs (ownership permission on the employer), updateJobsTop, disableJobs, deleteJobs (for
 *   good; ownership permission on the job's owner, as the pages check). A new job belongs to the
 *   employer's owner (the caller when he has none).
 *   Disabling or deleting a job takes it off the job hall (its open merges cancelled).
 */
import { employerPaths, type JobSearchParam } from '@/api/employer';
import { JOB_SCHEDULE_VALUES } from '@/domain/employerCodes';
import { getDb, nextId, type EmployerRow, type JobRow, type UserRow } from '../db';
import { userNames } from '../rules/auntView';
import { serviceTypesOf } from '../rules/companyOptions';
import { accessOf, findEmployer, findJob, requireEmployerAct } from '../rules/employerAccess';
import { JOB_LABELS, readJobInput, readJobQuery } from '../rules/employerJobInput';
import { codeLabel, regionName } from '../rules/employerLabels';
import { DEFAULT_PAGE_SIZE } from '../rules/listQuery';
import { toJob } from '../rules/employerView';
import { takeOffJobsOf } from '../rules/unitedHall';
import { EMPLOYER_ID_RULES } from './employerWrite';
import { apiPost, apiWrite, listResult, paginate, requireSession, validate, type Lang } from './kit';

const JOB_ID_RULES = { jobId: { type: 'number', label: JOB_LABELS.jobId, integer: true, min: 1, required: true } } as const;

/** The company's jobs whose employer is outside the recycle bin, with their employers. */
function visibleJobs(companyId: number): { jobs: JobRow[]; employers: Map<number, EmployerRow> } {
  const db = getDb();
  const employers = new Map(db.employers.filter((row) => row.companyId === companyId && row.isDeleted === 0).map((row) => [row.employerId, row]));
  return { jobs: db.jobs.filter((job) => job.companyId === companyId && employers.has(job.employerId)), employers };
}

const PARAM_LABELS: Readonly<Record<JobSearchParam['field'], Record<Lang, string>>> = {
  serviceType: { zh: '服务类型', en: 'Service type' },
  schedule: { zh: '工作方式', en: 'Schedule' },
  cityId: { zh: '城市', en: 'City' },
  isDisabled: { zh: '状态', en: 'Status' },
};
const ENABLED_LABELS: readonly Record<Lang, string>[] = [
  { zh: '招聘中', en: 'Open' },
  { zh: '已停用', en: 'Disabled' },
];

const getJobsSearchParam = apiPost(employerPaths.getJobsSearchParam, (ctx): JobSearchParam[] => {
  const { company } = requireSession(ctx);
  const { jobs } = visibleJobs(company.companyId);
  const count = (key: (job: JobRow) => number) => {
    const counts = new Map<number, number>();
    for (const job of jobs) counts.set(key(job), (counts.get(key(job)) ?? 0) + 1);
    return counts;
  };
  const byType = count((job) => job.serviceType);
  const bySchedule = count((job) => job.schedule);
  const byCity = count((job) => job.cityId);
  const byDisabled = count((job) => job.isDisabled);
  const param = (field: JobSearchParam['field'], options: JobSearchParam['options']): JobSearchParam => ({
    field,
    label: PARAM_LABELS[field][ctx.lang],
    options,
  });
  return [
    param(
      'serviceType',
      serviceTypesOf(company.companyId).map((type) => ({ label: type.serviceTypeName, value: type.serviceTypeId, count: byType.get(type.serviceTypeId) ?? 0 })),
    ),
    param(
      'schedule',
      JOB_SCHEDULE_VALUES.map((value) => ({ label: codeLabel('jobSchedule', value, ctx.lang), value, count: bySchedule.get(value) ?? 0 })),
    ),
    param(
      'cityId',
      [...byCity].sort((a, b) => b[1] - a[1] || a[0] - b[0]).map(([value, total]) => ({ label: regionName(value), value, count: total })),
    ),
    param(
      'isDisabled',
      ENABLED_LABELS.map((label, value) => ({ label: label[ctx.lang], value, count: byDisabled.get(value) ?? 0 })),
    ),
  ];
});

const getJobsByFilterUser = apiPost(employerPaths.getJobsByFilterUser, (ctx) => {
  const { user, company } = requireSession(ctx);
  const { filter, ...paging } = readJobQuery(ctx.body);
  const { jobs, employers } = visibleJobs(company.companyId);
  const owner = filter.userId ?? user.userId;
  const needle = filter.keyword?.trim().toLowerCase();
  const rows = jobs
    .filter((job) => {
      if (owner !== 0 && job.userId !== owner) return false;
      if (filter.serviceType !== undefined && job.serviceType !== filter.serviceType) return false;
      if (filter.schedule !== undefined && job.schedule !== filter.schedule) return false;
      if (filter.cityId !== undefined && job.cityId !== filter.cityId) return false;
      if (filter.isDisabled !== undefined && job.isDisabled !== filter.isDisabled) return false;
      if (filter.employerId !== undefined && job.employerId !== filter.employerId) return false;
      if (!needle) return true;
      const name = employers.get(job.employerId)?.employerName ?? '';
      return [job.title, name, job.district, job.address, job.requirements].some((text) => text.toLowerCase().includes(needle));
    })
    .sort((a, b) => b.isTop - a.isTop || (a.createdTime < b.createdTime ? 1 : a.createdTime > b.createdTime ? -1 : b.jobId - a.jobId));
  const names = userNames();
  const page = paginate(rows, paging, DEFAULT_PAGE_SIZE);
  return listResult(
    page.list.map((job) => toJob(job, employers.get(job.employerId)?.employerName ?? '', names)),
    page.total,
  );
});

const addJobs = apiWrite(employerPaths.addJobs, (ctx) => {
  const { user, company } = requireSession(ctx);
  const { employerId } = validate(ctx.body, EMPLOYER_ID_RULES);
  const employer = findEmployer(company.companyId, employerId);
  requireEmployerAct(accessOf(user), employer);
  const input = readJobInput(ctx.body, employer);
  const time = new Date().toISOString();
  const job: JobRow = {
    jobId: nextId('jobs'),
    companyId: company.companyId,
    employerId: employer.employerId,
    ...input,
    isTop: 0,
    isDisabled: 0,
    userId: employer.userId === 0 ? user.userId : employer.userId,
    createdTime: time,
    updatedTime: time,
  };
  getDb().jobs.push(job);
  return toJob(job, employer.employerName, userNames());
});

/** The job, after checking the caller may act on it: the employer ownership permissions on the job's owner, as the pages check. */
function jobToChange(companyId: number, jobId: number, user: UserRow): JobRow {
  const { job } = findJob(companyId, jobId);
  requireEmployerAct(accessOf(user), job);
  return job;
}

const updateJobsTop = apiWrite(employerPaths.updateJobsTop, (ctx) => {
  const { user, company } = requireSession(ctx);
  const body = validate(ctx.body, { ...JOB_ID_RULES, isTop: { type: 'enum', label: JOB_LABELS.isTop, values: [0, 1], required: true } });
  const job = jobToChange(company.companyId, body.jobId, user);
  job.isTop = body.isTop === 1 ? 1 : 0;
  job.updatedTime = new Date().toISOString();
  return null;
});

const disableJobs = apiWrite(employerPaths.disableJobs, (ctx) => {
  const { user, company } = requireSession(ctx);
  const body = validate(ctx.body, { ...JOB_ID_RULES, isDisabled: { type: 'enum', label: JOB_LABELS.isDisabled, values: [0, 1], required: true } });
  const job = jobToChange(company.companyId, body.jobId, user);
  job.isDisabled = body.isDisabled === 1 ? 1 : 0;
  job.updatedTime = new Date().toISOString();
  if (job.isDisabled === 1) takeOffJobsOf(getDb(), [job.jobId], job.updatedTime);
  return null;
});

const deleteJobs = apiWrite(employerPaths.deleteJobs, (ctx) => {
  const { user, company } = requireSession(ctx);
  const { jobId } = validate(ctx.body, JOB_ID_RULES);
  const job = jobToChange(company.companyId, jobId, user);
  const db = getDb();
  takeOffJobsOf(db, [job.jobId], new Date().toISOString());
  db.jobs = db.jobs.filter((row) => row !== job);
  return null;
});

export const employerJobHandlers = [getJobsSearchParam, getJobsByFilterUser, addJobs, updateJobsTop, disableJobs, deleteJobs];

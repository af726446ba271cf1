/**
 * Reading aunts (/aunt/): the lists, filter values, tab counts, one aunt, remarks, the
 * operation log (also /user/getAuntLog) and the aunts offered for a job through the job hall. Revealing the mobile is a write (it is logged): auntActions.ts.
 */
import { auntPaths, type Aunt, type JobApplyAunt } from '@/api/aunt';
import { userPaths } from '@/api/user';
import { FEATURE_PERMISSIONS } from '@/domain/permissions';
import { getDb } from '../db';
import { requirePermission } from '../rules/access';
import { AUNT_LABEL, findAunt } from '../rules/auntAccess';
import { auntLogsWhere, toAuntLog } from '../rules/auntLog';
import { filterPredicates, firstInOrder, matchAunts } from '../rules/auntMatch';
import { readAuntQuery, unknownTab } from '../rules/auntQuery';
import { auntTabTest } from '../rules/customTabs';
import { DEFAULT_PAGE_SIZE, LIST_PAGING_RULES } from '../rules/listQuery';
import { findJob } from '../rules/employerAccess';
import { OFFERED_STATUSES, toPartnerAunt } from '../rules/unitedPartnerAunt';
import { toAunt, toListAunt, userNames } from '../rules/auntView';
import { apiPost, listResult, notFound, paginate, requireSession, validate, type Rules } from './kit';

const ID = { type: 'number', integer: true, min: 1 } as const;
export const AUNT_ID_RULES = { auntId: { ...ID, label: { zh: '阿姨编号', en: 'Aunt id' }, required: true } } as const satisfies Rules;
const LOG_PAGE_SIZE = 20;

const getAunts = apiPost(auntPaths.getAunts, (ctx) => {
  const { user, company } = requireSession(ctx);
  const query = readAuntQuery(ctx.body);
  const now = new Date();
  const predicates = filterPredicates(query, user.userId, now);
  if (query.customTab) {
    const inTab = auntTabTest(company.companyId, query.customTab, now);
    if (!inTab) throw unknownTab(query.customTab);
    predicates.push(inTab);
  }
  const rows = matchAunts(company.companyId, predicates);
  const names = userNames();
  const start = (query.page - 1) * query.pageSize;
  const page = firstInOrder(rows, query.sortField, query.sortOrder, start + query.pageSize).slice(start);
  return listResult(
    page.map((row) => toListAunt(row, query.fields, now, names)),
    rows.length,
  );
});

/**
 * One aunt: the company's aunt (deleted ones only when asked with isDeleted 1), mobile, identity
 * number and address masked (getAuntMobile / /privacy/reveal give them). Without a valid session
 * nothing (the same 40401 as an unknown aunt): a public résumé is opened by token (resumeLinks.ts),
 * never by id. `userId` is accepted and not used.
 */
const getAunt = apiPost(auntPaths.getAunt, (ctx): Aunt => {
  const body = validate(ctx.body, {
    ...AUNT_ID_RULES,
    isDeleted: { type: 'enum', label: { zh: '是否已删除', en: 'Deleted' }, values: [0, 1] },
    userId: { type: 'number', label: { zh: '员工', en: 'User' }, integer: true, min: 0 },
  });
  if (!ctx.session) throw notFound(AUNT_LABEL);
  const row = findAunt(ctx.session.company.companyId, body.auntId, body.isDeleted ?? 0);
  return toAunt(row, {});
});

const getAuntRemark = apiPost(auntPaths.getAuntRemark, (ctx) => {
  const { company } = requireSession(ctx);
  const { auntId } = validate(ctx.body, AUNT_ID_RULES);
  const row = findAunt(company.companyId, auntId);
  return { auntId: row.auntId, remarks: row.remarks };
});

/** An aunt's log, deleted aunts included (the recycle bin shows it), newest first. */
const getAuntLog = apiPost(auntPaths.getAuntLog, (ctx) => {
  const { company } = requireSession(ctx);
  const query = validate(ctx.body, { ...AUNT_ID_RULES, ...LIST_PAGING_RULES });
  const aunt = getDb().aunts.find((row) => row.auntId === query.auntId && row.companyId === company.companyId);
  if (!aunt) throw notFound(AUNT_LABEL);
  return paginate(auntLogsWhere((row) => row.auntId === aunt.auntId).map(toAuntLog), query, LOG_PAGE_SIZE);
});

/** The aunt log entries written by the signed-in staff member (another one's: user.manage). */
const getUserAuntLog = apiPost(userPaths.getAuntLog, (ctx) => {
  const { user, company } = requireSession(ctx);
  const query = validate(ctx.body, {
    ...LIST_PAGING_RULES,
    auntId: { ...ID, label: { zh: '阿姨编号', en: 'Aunt id' } },
    userId: { ...ID, label: { zh: '员工', en: 'User' } },
  });
  const userId = query.userId ?? user.userId;
  if (userId !== user.userId) {
    requirePermission(user, FEATURE_PERMISSIONS.userManage);
    if (!getDb().users.some((row) => row.userId === userId && row.companyId === company.companyId)) {
      throw notFound({ zh: '员工', en: 'User' });
    }
  }
  const logs = auntLogsWhere(
    (row) => row.companyId === company.companyId && row.userId === userId && (query.auntId === undefined || row.auntId === query.auntId),
  );
  return paginate(logs.map(toAuntLog), query, LOG_PAGE_SIZE);
});

/**
 * The aunts offered for one of the company's jobs through the job hall: the offered aunt of each
 * open or merged job merge on its hall job, newest first, as a partner may see her (the Aunt
 * shape with the private fields emptied, the mobile masked, option ids mapped by name to this
 * company's options).
 */
const getJobApplyAunts = apiPost(auntPaths.getJobApplyAunts, (ctx) => {
  const { company } = requireSession(ctx);
  const query = validate(ctx.body, { jobId: { ...ID, label: { zh: '职位编号', en: 'Job id' }, required: true }, ...LIST_PAGING_RULES });
  const { job } = findJob(company.companyId, query.jobId);
  const db = getDb();
  const hall = db.unitedJobs.find((row) => row.jobId === job.jobId && row.companyId === company.companyId);
  const offered = hall ? db.unitedMappings.filter((row) => row.unitedJobId === hall.unitedJobId && OFFERED_STATUSES.includes(row.status)) : [];
  const aunts = offered
    .sort((a, b) => b.mappingAuntId - a.mappingAuntId)
    .map((row) => db.aunts.find((aunt) => aunt.auntId === row.auntId))
    .filter((aunt) => aunt !== undefined);
  const page = paginate(aunts, query, DEFAULT_PAGE_SIZE);
  const agencyName = (companyId: number) => db.companies.find((row) => row.companyId === companyId)?.companyName ?? '';
  return listResult<JobApplyAunt>(
    page.list.map((aunt) => ({ ...toPartnerAunt(aunt, company.companyId), companyName: agencyName(aunt.companyId) })),
    page.total,
  );
});

export const auntReadHandlers = [getAunts, getAunt, getAuntRemark, getAuntLog, getUserAuntLog, getJobApplyAunts];

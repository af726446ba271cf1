/**
 * Reading the joint hall: the halls (getAunts, getJobs: on-shelf records of every agency, own
 * ones flagged isOwn), one record (getAunt by the sharing agency's aunt id, getUnitedAunt,
 * getJob, getUnitedJob: on the shelf, the caller's own, or one it has a merge record with), the
 * caller's favourites (off-shelf ones included), the caller's own hall records with all their
 * merges (getOwnerAunts, getOwnerJobs) and the agencies in the hall (getUnitedComany).
 */
import { unitedPaths, type UnitedCompany } from '@/api/united';
import { getDb, type UnitedAuntRow } from '../db';
import { recordView } from '../rules/auntConsent';
import { COMPANY_QUERY, HALL_AUNT_QUERY, HALL_JOB_QUERY, OWNER_QUERY, UNITED_IDS, readStrict } from '../rules/unitedBody';
import { filterHallAunts, filterHallJobs, ownerAunts, ownerJobs } from '../rules/unitedQuery';
import { toUnitedAunt, toUnitedJob, viewScope, type ViewScope } from '../rules/unitedView';
import { DEFAULT_PAGE_SIZE } from '../rules/listQuery';
import { apiPost, listResult, paginate, type MockContext } from './kit';
import { readableHallAunt, readableHallJob, unitedSession } from './unitedKit';

function scopeOf(ctx: MockContext): ViewScope {
  const { user, company } = unitedSession(ctx);
  return viewScope(company.companyId, user.userId);
}

/** One page of rows, each turned into its view. */
function pageOf<T, V>(rows: readonly T[], query: { page?: number; pageSize?: number }, view: (row: T) => V) {
  const page = paginate(rows, query, DEFAULT_PAGE_SIZE);
  return listResult(page.list.map(view), page.total);
}

/** One hall aunt opened: another company's opening is recorded for the sharing agency (rules/auntConsent.ts). */
function openedAunt(scope: ViewScope, row: UnitedAuntRow) {
  recordView(scope.db, row, scope, new Date().toISOString());
  return toUnitedAunt(scope, row);
}

const getAunts = apiPost(unitedPaths.getAunts, (ctx) => {
  const scope = scopeOf(ctx);
  const query = readStrict(ctx.body, HALL_AUNT_QUERY);
  const rows = filterHallAunts(
    scope,
    scope.db.unitedAunts.filter((row) => row.isOnShelf === 1),
    query,
  );
  return pageOf(rows, query, (row) => toUnitedAunt(scope, row));
});

const getJobs = apiPost(unitedPaths.getJobs, (ctx) => {
  const scope = scopeOf(ctx);
  const query = readStrict(ctx.body, HALL_JOB_QUERY);
  const rows = filterHallJobs(
    scope,
    scope.db.unitedJobs.filter((row) => row.isOnShelf === 1),
    query,
  );
  return pageOf(rows, query, (row) => toUnitedJob(scope, row));
});

const getAunt = apiPost(unitedPaths.getAunt, (ctx) => {
  const scope = scopeOf(ctx);
  const { auntId } = readStrict(ctx.body, { auntId: UNITED_IDS.auntId });
  return openedAunt(scope, readableHallAunt(scope.companyId, { auntId }));
});

const getUnitedAunt = apiPost(unitedPaths.getUnitedAunt, (ctx) => {
  const scope = scopeOf(ctx);
  const { unitedAuntId } = readStrict(ctx.body, { unitedAuntId: UNITED_IDS.unitedAuntId });
  return openedAunt(scope, readableHallAunt(scope.companyId, { unitedAuntId }));
});

const oneJob = (path: typeof unitedPaths.getJob | typeof unitedPaths.getUnitedJob) =>
  apiPost(path, (ctx) => {
    const scope = scopeOf(ctx);
    const { unitedJobId } = readStrict(ctx.body, { unitedJobId: UNITED_IDS.unitedJobId });
    return toUnitedJob(scope, readableHallJob(scope.companyId, { unitedJobId }));
  });

/** Favourites first by when they were made, newest first; the hall filters apply. */
const getFavAunts = apiPost(unitedPaths.getFavAunts, (ctx) => {
  const scope = scopeOf(ctx);
  const query = readStrict(ctx.body, HALL_AUNT_QUERY);
  const favs = scope.db.unitedFavs.filter((row) => row.userId === scope.userId && row.kind === 'aunt').sort((a, b) => b.favId - a.favId);
  const rows = favs.map((fav) => scope.db.unitedAunts.find((row) => row.unitedAuntId === fav.unitedAuntId)).filter((row) => row !== undefined);
  const kept = new Set(filterHallAunts(scope, rows, query));
  return pageOf(query.sortField ? [...kept] : rows.filter((row) => kept.has(row)), query, (row) => toUnitedAunt(scope, row));
});

const getFavJobs = apiPost(unitedPaths.getFavJobs, (ctx) => {
  const scope = scopeOf(ctx);
  const query = readStrict(ctx.body, HALL_JOB_QUERY);
  const favs = scope.db.unitedFavs.filter((row) => row.userId === scope.userId && row.kind === 'job').sort((a, b) => b.favId - a.favId);
  const rows = favs.map((fav) => scope.db.unitedJobs.find((row) => row.unitedJobId === fav.unitedJobId)).filter((row) => row !== undefined);
  const kept = new Set(filterHallJobs(scope, rows, query));
  return pageOf(query.sortField ? [...kept] : rows.filter((row) => kept.has(row)), query, (row) => toUnitedJob(scope, row));
});

const getOwnerAunts = apiPost(unitedPaths.getOwnerAunts, (ctx) => {
  const scope = scopeOf(ctx);
  const query = readStrict(ctx.body, OWNER_QUERY);
  return pageOf(ownerAunts(scope, query), query, (row) => toUnitedAunt(scope, row));
});

const getOwnerJobs = apiPost(unitedPaths.getOwnerJobs, (ctx) => {
  const scope = scopeOf(ctx);
  const query = readStrict(ctx.body, OWNER_QUERY);
  return pageOf(ownerJobs(scope, query), query, (row) => toUnitedJob(scope, row));
});

/** Agencies with records on the shelf (in the city when given), most records first. */
const getUnitedComany = apiPost(unitedPaths.getUnitedComany, (ctx): UnitedCompany[] => {
  unitedSession(ctx);
  const { cityId } = readStrict(ctx.body, COMPANY_QUERY);
  const db = getDb();
  const counts = new Map<number, { auntCount: number; jobCount: number }>();
  const count = (companyId: number, key: 'auntCount' | 'jobCount') => {
    const entry = counts.get(companyId) ?? { auntCount: 0, jobCount: 0 };
    entry[key] += 1;
    counts.set(companyId, entry);
  };
  const live = new Set(db.aunts.filter((row) => row.isDeleted === 0).map((row) => row.auntId));
  for (const row of db.unitedAunts)
    if (row.isOnShelf === 1 && live.has(row.auntId) && (cityId === undefined || row.cityId === cityId)) count(row.companyId, 'auntCount');
  for (const row of db.unitedJobs) if (row.isOnShelf === 1 && (cityId === undefined || row.cityId === cityId)) count(row.companyId, 'jobCount');
  return db.companies
    .filter((company) => counts.has(company.companyId))
    .map((company) => ({
      companyId: company.companyId,
      companyName: company.companyName,
      companyLogo: company.companyLogo,
      ...(counts.get(company.companyId) ?? { auntCount: 0, jobCount: 0 }),
    }))
    .sort((a, b) => b.auntCount + b.jobCount - (a.auntCount + a.jobCount) || a.companyId - b.companyId);
});

export const unitedReadHandlers = [
  getAunts,
  getJobs,
  getAunt,
  getUnitedAunt,
  oneJob(unitedPaths.getJob),
  oneJob(unitedPaths.getUnitedJob),
  getFavAunts,
  getFavJobs,
  getOwnerAunts,
  getOwnerJobs,
  getUnitedComany,
];

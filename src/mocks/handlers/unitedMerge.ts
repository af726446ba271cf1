/**
 * The merge flow: applying (unitedAunt {unitedAuntId, auntId}: the hall aunt by her hall id and
 * the sharing agency's aunt id; unitedJob {unitedJobId, auntId}: one of the caller's own aunts
 * offered for a hall job), the steps on a record ({mappingAuntId}: agree, reject, cancel,
 * success, delete; domain/unitedGraph.ts decides, by side and state) and the caller's merge
 * records of each kind (getUnitedAunts, getUnitedJobs).
 */
import { unitedPaths } from '@/api/united';
import type { MergeAction } from '@/domain/unitedGraph';
import { getDb, type UnitedMappingRow } from '../db';
import { accessOf, findAunt, requireAct } from '../rules/auntAccess';
import { grantCopiedPhotos } from '../rules/auntCopy';
import { DEFAULT_PAGE_SIZE } from '../rules/listQuery';
import { RECORD_QUERY, UNITED_IDS, readStrict } from '../rules/unitedBody';
import { AUNT_LABEL } from '../rules/auntAccess';
import { applyForAunt, applyForJob, sideOf, takeMergeStep } from '../rules/unitedMerge';
import { mergeRecords } from '../rules/unitedQuery';
import { raiseNotice } from '../rules/notices';
import { toMapping, viewScope, type ViewScope } from '../rules/unitedView';
import { apiPost, apiWrite, listResult, notFound, paginate } from './kit';
import { readableHallAunt, readableHallJob, unitedSession } from './unitedKit';

/** A new application is a notice for the hall record's staff member; an answer to it, for the applicant. */
function tellMerge(row: UnitedMappingRow, kind: 'jointApply' | 'jointAnswer'): void {
  const db = getDb();
  const about = db.aunts.find((aunt) => aunt.auntId === row.auntId)?.auntName ?? '';
  const [companyId, userId] = kind === 'jointApply' ? [row.ownerCompanyId, row.ownerUserId] : [row.companyId, row.teacherUserId];
  raiseNotice(db, { companyId, userId, kind, subjectType: 'united', subjectId: row.mappingAuntId, about });
}

const unitedAunt = apiWrite(unitedPaths.unitedAunt, (ctx) => {
  const { user, company } = unitedSession(ctx);
  const pair = readStrict(ctx.body, { unitedAuntId: UNITED_IDS.unitedAuntId, auntId: UNITED_IDS.auntId });
  const hall = readableHallAunt(company.companyId, pair);
  const db = getDb();
  const aunt = db.aunts.find((row) => row.auntId === hall.auntId && row.isDeleted === 0);
  if (!aunt) throw notFound(AUNT_LABEL);
  const row = applyForAunt(db, hall, aunt, user, new Date().toISOString());
  tellMerge(row, 'jointApply');
  return toMapping(viewScope(company.companyId, user.userId), row);
});

const unitedJob = apiWrite(unitedPaths.unitedJob, (ctx) => {
  const { user, company } = unitedSession(ctx);
  const body = readStrict(ctx.body, { unitedJobId: UNITED_IDS.unitedJobId, auntId: UNITED_IDS.auntId });
  const hall = readableHallJob(company.companyId, body);
  const offered = findAunt(company.companyId, body.auntId);
  requireAct(accessOf(user), offered);
  const row = applyForJob(getDb(), hall, offered, user, new Date().toISOString());
  tellMerge(row, 'jointApply');
  return toMapping(viewScope(company.companyId, user.userId), row);
});

const step = (action: MergeAction) =>
  apiWrite(unitedPaths[action], (ctx) => {
    const { user, company } = unitedSession(ctx);
    const { mappingAuntId } = readStrict(ctx.body, { mappingAuntId: UNITED_IDS.mappingAuntId });
    const db = getDb();
    const { row, side } = sideOf(
      db.unitedMappings.find((candidate) => candidate.mappingAuntId === mappingAuntId),
      company.companyId,
    );
    const result = takeMergeStep(db, row, side, action, user, new Date().toISOString());
    // The copy's photos: the receiving agency gets its own right to read each one.
    if (result.copy) grantCopiedPhotos(result.copy, user.userId);
    if (action === 'unitedAgree' || action === 'unitedReject') tellMerge(result.row, 'jointAnswer');
    return action === 'unitedDelete' ? null : toMapping(viewScope(company.companyId, user.userId), result.row);
  });

function cityOf(scope: ViewScope, row: UnitedMappingRow): number {
  if (row.kind === 'aunt') return scope.db.unitedAunts.find((hall) => hall.unitedAuntId === row.unitedAuntId)?.cityId ?? 0;
  return scope.db.unitedJobs.find((hall) => hall.unitedJobId === row.unitedJobId)?.cityId ?? 0;
}

const records = (kind: 'aunt' | 'job', path: typeof unitedPaths.getUnitedAunts | typeof unitedPaths.getUnitedJobs) =>
  apiPost(path, (ctx) => {
    const { user, company } = unitedSession(ctx);
    const query = readStrict(ctx.body, RECORD_QUERY);
    const scope = viewScope(company.companyId, user.userId);
    const texts = (row: UnitedMappingRow) => {
      const view = toMapping(scope, row);
      return [view.auntName, view.jobTitle, view.companyName, view.ownerCompanyName];
    };
    const rows = mergeRecords(scope, kind, query, (row) => cityOf(scope, row), texts);
    const page = paginate(rows, query, DEFAULT_PAGE_SIZE);
    return listResult(
      page.list.map((row) => toMapping(scope, row)),
      page.total,
    );
  });

export const unitedMergeHandlers = [
  unitedAunt,
  unitedJob,
  step('unitedAgree'),
  step('unitedReject'),
  step('unitedCancel'),
  step('unitedSuccess'),
  step('unitedDelete'),
  records('aunt', unitedPaths.getUnitedAunts),
  records('job', unitedPaths.getUnitedJobs),
];

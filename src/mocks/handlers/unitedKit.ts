/** What every joint-hall handler starts with: the session with the united.manage permission, and the record lookups. */
import { FEATURE_PERMISSIONS } from '@/domain/permissions';
import { getDb, type UnitedAuntRow, type UnitedJobRow } from '../db';
import { requirePermission } from '../rules/access';
import { HALL_AUNT_LABEL, HALL_JOB_LABEL, mayReadHallRecord } from '../rules/unitedHall';
import { notFound, requireSession, type MockContext, type MockSession } from './kit';

export function unitedSession(ctx: MockContext): MockSession {
  const session = requireSession(ctx);
  requirePermission(session.user, FEATURE_PERMISSIONS.unitedManage);
  return session;
}

/** A hall aunt the company may read (by hall id, or by the sharing agency's aunt id), else 40401. */
export function readableHallAunt(companyId: number, match: { unitedAuntId?: number; auntId?: number }): UnitedAuntRow {
  const db = getDb();
  const row = db.unitedAunts.find(
    (candidate) =>
      (match.unitedAuntId === undefined || candidate.unitedAuntId === match.unitedAuntId) && (match.auntId === undefined || candidate.auntId === match.auntId),
  );
  if (!row || !mayReadHallRecord(db, companyId, row)) throw notFound(HALL_AUNT_LABEL);
  return row;
}

/** A hall job the company may read (by hall id, and the sharing agency's job id when given), else 40401. */
export function readableHallJob(companyId: number, match: { unitedJobId: number; jobId?: number }): UnitedJobRow {
  const db = getDb();
  const row = db.unitedJobs.find((candidate) => candidate.unitedJobId === match.unitedJobId && (match.jobId === undefined || candidate.jobId === match.jobId));
  if (!row || !mayReadHallRecord(db, companyId, row)) throw notFound(HALL_JOB_LABEL);
  return row;
}

/**
 * Who may act on an employer, on the server (the client's canByOwnership rule): the ownership
 * permissions employer.own / employer.unowned / employer.others on the employer's owner;
 * admins always. Adding a job checks its employer's owner; acting on a job (pin, disable, delete,
 * share into the joint hall) checks the job's owner, as the pages do (they differ only for a job of
 * an employer without owner: it is owned by whoever added it). Records are looked up inside the session's
 * company only: another company's id is "not found".
 */
import { canByOwnership, type Access } from '@/auth/permission';
import { OWNERSHIP_PERMISSIONS } from '@/domain/permissions';
import { getDb, type EmployerRow, type JobRow, type OrderRow, type UserRow } from '../db';
import { forbidden, notFound, type Msg } from '../core/errors';

export { accessOf } from './auntAccess';

export const EMPLOYER_LABEL: Msg = { zh: '客户', en: 'Employer' };
export const JOB_LABEL: Msg = { zh: '职位', en: 'Job' };
export const FOLLOW_UP_LABEL: Msg = { zh: '跟进记录', en: 'Follow-up' };

export function mayActOnEmployer(access: Access, employer: Pick<EmployerRow, 'userId'>): boolean {
  return canByOwnership(access, OWNERSHIP_PERMISSIONS.employer, employer.userId);
}

/** 40301 unless the user may act on employers with this owner. */
export function requireEmployerAct(access: Access, employer: Pick<EmployerRow, 'userId'>): void {
  if (!mayActOnEmployer(access, employer)) throw forbidden();
}

/** The employer of this company with this id and deleted state, else 40401. */
export function findEmployer(companyId: number, employerId: number, isDeleted: 0 | 1 = 0): EmployerRow {
  const row = getDb().employers.find((candidate) => candidate.employerId === employerId);
  if (!row || row.companyId !== companyId || row.isDeleted !== isDeleted) throw notFound(EMPLOYER_LABEL);
  return row;
}

/** A job of this company whose employer is not in the recycle bin, with that employer; else 40401. */
export function findJob(companyId: number, jobId: number): { job: JobRow; employer: EmployerRow } {
  const db = getDb();
  const job = db.jobs.find((candidate) => candidate.jobId === jobId);
  const employer = job && job.companyId === companyId ? db.employers.find((row) => row.employerId === job.employerId) : undefined;
  if (!job || !employer || employer.isDeleted !== 0) throw notFound(JOB_LABEL);
  return { job, employer };
}

/** An order counts as live while it is not in the recycle bin and open or signed: it keeps its employer out of the bin (domain/deleteBlock). */
export function isLiveOrder(order: Pick<OrderRow, 'isDeleted' | 'phase'>): boolean {
  return order.isDeleted === 0 && (order.phase === 'open' || order.phase === 'signed');
}

export function liveOrdersOf(employerId: number): OrderRow[] {
  return getDb().orders.filter((order) => order.employerId === employerId && isLiveOrder(order));
}

/** An enabled staff member of the company, or undefined. */
export function enabledStaff(companyId: number, userId: number): UserRow | undefined {
  return getDb().users.find((user) => user.userId === userId && user.companyId === companyId && user.isEnabled === 1);
}

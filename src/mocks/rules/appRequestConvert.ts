/**
 * Turning a service request into an employer and a job in one write (the graph's convert step):
 * a new employer (createEmployer's rules: fields, mobile free among the company's employers, the
 * request's assignee as owner, source 网络平台, the request named in the remarks) or an existing one
 * the user may act on, and a job on it (addJobs' rules). Everything is checked before anything is
 * stored; the caller then applies the step, which links both to the request.
 */
import { getDb, nextId, type AppRequestRow, type EmployerRow, type JobRow, type UserRow } from '../db';
import { invalid } from '../core/errors';
import { accessOf, enabledStaff, findEmployer, requireEmployerAct } from './employerAccess';
import { readEmployerInput } from './employerInput';
import { readJobInput } from './employerJobInput';
import { blankEmployer, checkMobileFree, patchedEmployer } from './employerRecord';
import { withStoredPersonal } from './personalWrite';

/** Employers a conversion makes come from the mini-program: 网络平台 (domain/employerCodes). */
export const CONVERTED_EMPLOYER_SOURCE = 4;

export interface ConvertInput {
  employerId?: number;
  employer?: Record<string, unknown>;
  job: Record<string, unknown>;
}

/** The employer (stored, or new and not stored yet) a conversion leads to, checked. */
function employerFor(request: AppRequestRow, user: UserRow, input: ConvertInput, time: string): { employer: EmployerRow; isNew: boolean } {
  const access = accessOf(user);
  if (input.employerId !== undefined) {
    const employer = findEmployer(request.companyId, input.employerId);
    requireEmployerAct(access, employer);
    return { employer, isNew: false };
  }
  const owner = enabledStaff(request.companyId, request.assigneeId);
  if (!owner)
    throw invalid({ zh: '需求的负责人不存在或已停用，请先重新分配', en: 'The request’s assignee does not exist or is disabled: assign it again first' });
  // The request's mobile and address come back masked as the form showed them: its stored ones.
  const patch = readEmployerInput(withStoredPersonal(input.employer, request, { mobile: 'mobile', address: 'address' }), request.companyId, false);
  const remarks = patch.remarks || `来自小程序服务需求 #${request.appOrderId}`;
  const employer = patchedEmployer(blankEmployer(request.companyId, owner, time), { ...patch, remarks, source: CONVERTED_EMPLOYER_SOURCE });
  requireEmployerAct(access, employer);
  checkMobileFree(employer);
  return { employer, isNew: true };
}

/** Stores the employer (when new) and the job; answers both. Nothing is stored when a check fails. */
export function convertRequest(request: AppRequestRow, user: UserRow, input: ConvertInput, time: string): { employer: EmployerRow; job: JobRow } {
  const { employer, isNew } = employerFor(request, user, input, time);
  const jobInput = readJobInput(withStoredPersonal(input.job, request, { address: 'address' }), employer);
  const db = getDb();
  if (isNew) {
    employer.employerId = nextId('employers');
    db.employers.push(employer);
  }
  const job: JobRow = {
    jobId: nextId('jobs'),
    companyId: request.companyId,
    employerId: employer.employerId,
    ...jobInput,
    isTop: 0,
    isDisabled: 0,
    userId: employer.userId === 0 ? user.userId : employer.userId,
    createdTime: time,
    updatedTime: time,
  };
  db.jobs.push(job);
  return { employer, job };
}

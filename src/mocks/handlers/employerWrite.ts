/**
 * Creating, editing and deleting employers. Every field is checked before anything is stored.
 * - create: owner defaults to the creator; creating for an owner needs the ownership
 *   permission for that owner; status 1 (potential) and source 3 (entered by hand) by default.
 * - update: ownership permission; absent fields kept; the owner changes only by a transfer.
 * - delete: ownership permission; refused (40901, naming the order) while an order of his is
 *   signed (a contract in force) or still recruiting, the rule the aunts on those orders follow
 *   (domain/deleteBlock); else he goes to the recycle bin as he is (his follow-ups, transfers
 *   and jobs stay; his jobs are hidden while he is there).
 */
import { employerPaths } from '@/api/employer';
import { employerDeleteBlock } from '@/domain/deleteBlock';
import { getDb, nextId, type EmployerRow, type UserRow } from '../db';
import { accessOf, findEmployer, liveOrdersOf, requireEmployerAct } from '../rules/employerAccess';
import { EMPLOYER_FIELD_LABELS as F } from '../rules/employerLabels';
import { readEmployerInput } from '../rules/employerInput';
import { withStoredPersonal } from '../rules/personalWrite';
import { customValuesAfterWrite } from '../rules/customForms';
import { blankEmployer, checkMobileFree, patchedEmployer } from '../rules/employerRecord';
import { employerViewContext, toEmployer } from '../rules/employerView';
import { requireNoDeleteBlock } from '../rules/orderText';
import { takeOffJobsOf } from '../rules/unitedHall';
import { apiWrite, invalid, requireSession, validate, type Rules } from './kit';

export const EMPLOYER_ID_RULES = {
  employerId: { type: 'number', label: F.employerId, integer: true, min: 1, required: true },
} as const satisfies Rules;

export function employerAnswer(row: EmployerRow, user: UserRow) {
  return toEmployer(row, employerViewContext(user, row.employerId));
}

/** createEmployer's steps: checks every field, then stores him (throws, storing nothing, on a refusal). Also each row of /employer/import. */
export function createEmployerRow(body: unknown, user: UserRow, companyId: number): EmployerRow {
  const patch = readEmployerInput(body, companyId, false);
  const row = patchedEmployer(blankEmployer(companyId, user, new Date().toISOString()), patch);
  row.customFields = customValuesAfterWrite(companyId, 'employer', {}, patch.customFields);
  requireEmployerAct(accessOf(user), row);
  checkMobileFree(row);
  row.employerId = nextId('employers');
  getDb().employers.push(row);
  return row;
}

const createEmployer = apiWrite(employerPaths.createEmployer, (ctx) => {
  const { user, company } = requireSession(ctx);
  return employerAnswer(createEmployerRow(ctx.body, user, company.companyId), user);
});

const updateEmployer = apiWrite(employerPaths.updateEmployer, (ctx) => {
  const { user, company } = requireSession(ctx);
  const { employerId } = validate(ctx.body, EMPLOYER_ID_RULES);
  const row = findEmployer(company.companyId, employerId);
  requireEmployerAct(accessOf(user), row);
  const patch = readEmployerInput(withStoredPersonal(ctx.body, row, { mobile: 'mobile', address: 'address' }), company.companyId, true, row.serviceType);
  if (patch.userId !== undefined && patch.userId !== row.userId) {
    throw invalid({ zh: '归属顾问不能在这里修改，请使用「转交」', en: 'The owner cannot be changed here: use Transfer' });
  }
  const next = patchedEmployer(row, patch);
  next.customFields = customValuesAfterWrite(company.companyId, 'employer', row.customFields, patch.customFields);
  checkMobileFree(next);
  next.updatedTime = new Date().toISOString();
  Object.assign(row, next);
  return employerAnswer(row, user);
});

const deleteEmployer = apiWrite(employerPaths.deleteEmployer, (ctx) => {
  const { user, company } = requireSession(ctx);
  const { employerId } = validate(ctx.body, EMPLOYER_ID_RULES);
  const row = findEmployer(company.companyId, employerId);
  requireEmployerAct(accessOf(user), row);
  requireNoDeleteBlock(employerDeleteBlock(liveOrdersOf(row.employerId)));
  row.isDeleted = 1;
  row.deletedTime = new Date().toISOString();
  row.deletedBy = user.userId;
  const db = getDb();
  takeOffJobsOf(
    db,
    db.jobs.filter((job) => job.employerId === row.employerId).map((job) => job.jobId),
    row.deletedTime,
  );
  return null;
});

export const employerWriteHandlers = [createEmployer, updateEmployer, deleteEmployer];

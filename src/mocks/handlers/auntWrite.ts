/**
 * Creating and editing aunts: addAunt, editAunt, copyAunt. Every field is checked before
 * anything is stored (auntInput.ts, auntRecord.ts); each write is logged with its changes.
 *
 * - every write: customFields are the stored values with the sent ones over them, fitting the
 *   company's aunt form fields (required, type, choices; rules/customForms.ts);
 * - add: the owner defaults to the creator; creating for an owner needs the ownership
 *   permission for that owner (staff cannot create for a colleague); isVerified 1.
 * - edit: ownership permission and, when locked, her owner or an admin. Absent fields are
 *   kept. A mobile / identity number sent back masked (as getAunt showed it to a caller who
 *   may not reveal it) means "unchanged". Nothing changed: no log, updatedTime kept.
 * - copy: the source is an aunt of this company (ownership permission on her) or a partner's
 *   aunt shared to the joint hall; the copy gets her fields (copiedFields) with the body on top,
 *   a new id, the caller as owner by default, and copiedFromCompanyId = the partner's id.
 */
import { auntPaths } from '@/api/aunt';
import { withStoredPersonal } from '../rules/personalWrite';
import { getDb, nextId, type AuntRow, type UserRow } from '../db';
import { AUNT_LABEL, accessOf, findAunt, requireAct, requireUnlocked } from '../rules/auntAccess';
import { copiedFields, findCopySource, grantCopiedPhotos } from '../rules/auntCopy';
import { FIELD_LABELS, readAuntInput, type EditableField } from '../rules/auntInput';
import { customValuesAfterWrite } from '../rules/customForms';
import { describeChanges, writeAuntLog } from '../rules/auntLog';
import { blankRow, checkUnique, completeRecord, ownerName, patched } from '../rules/auntRecord';
import { toAunt } from '../rules/auntView';
import { apiWrite, notFound, requireSession, validate } from './kit';
import { AUNT_ID_RULES } from './auntRead';

const EDIT_FIELDS = Object.keys(FIELD_LABELS) as EditableField[];

function answer(row: AuntRow) {
  return toAunt(row, {});
}

/** Stores a complete new row with a fresh id and logs it. */
function insert(row: AuntRow, user: UserRow, action: 'create' | 'copy', content: string): AuntRow {
  row.auntId = nextId('aunts');
  row.teacherName = ownerName(row.teacherUserId);
  getDb().aunts.push(row);
  writeAuntLog(row, user, action, content, row.createdTime);
  return row;
}

/**
 * addAunt's steps: checks every field, then stores her (throws, storing nothing, on a refusal).
 * Also each row of /aunt/import, which passes `mayBeTaken` (its sets of the company's values): the
 * scan of every aunt for a taken mobile or identity number runs only when that says it may be.
 */
export function createAunt(body: unknown, user: UserRow, companyId: number, mayBeTaken: (row: AuntRow) => boolean = () => true): AuntRow {
  const patch = readAuntInput(body, companyId);
  const now = new Date();
  const row = patched(blankRow(companyId, user, now.toISOString(), { auntName: '', mobile: '' }), patch);
  row.customFields = customValuesAfterWrite(companyId, 'aunt', {}, patch.customFields);
  requireAct(accessOf(user), row);
  completeRecord(row, now);
  if (mayBeTaken(row)) checkUnique(row);
  return insert(row, user, 'create', `auntName ${row.auntName}`);
}

const addAunt = apiWrite(auntPaths.addAunt, (ctx) => {
  const { user, company } = requireSession(ctx);
  return answer(createAunt(ctx.body, user, company.companyId));
});

const editAunt = apiWrite(auntPaths.editAunt, (ctx) => {
  const { user, company } = requireSession(ctx);
  const { auntId } = validate(ctx.body, AUNT_ID_RULES);
  const row = findAunt(company.companyId, auntId);
  const access = accessOf(user);
  requireAct(access, row);
  requireUnlocked(access, row);
  const patch = readAuntInput(withStoredPersonal(ctx.body, row, { mobile: 'mobile', idCard: 'idNumber', currentAddress: 'address' }), company.companyId, row);
  const now = new Date();
  const next = patched(row, patch);
  next.customFields = customValuesAfterWrite(company.companyId, 'aunt', row.customFields, patch.customFields);
  // Handing her to someone else through the form needs the permission for the new owner too.
  if (next.teacherUserId !== row.teacherUserId) requireAct(access, next);
  completeRecord(next, now);
  checkUnique(next);
  const changes = describeChanges(row, next, EDIT_FIELDS);
  if (changes === '') return answer(row);
  next.teacherName = ownerName(next.teacherUserId);
  next.updatedTime = now.toISOString();
  Object.assign(row, next);
  writeAuntLog(row, user, 'edit', changes, next.updatedTime);
  return answer(row);
});

const copyAunt = apiWrite(auntPaths.copyAunt, (ctx) => {
  const { user, company } = requireSession(ctx);
  const { auntId } = validate(ctx.body, AUNT_ID_RULES);
  const source = findCopySource(auntId);
  if (!source || (source.companyId !== company.companyId && source.isShared !== 1)) throw notFound(AUNT_LABEL);
  const access = accessOf(user);
  if (source.companyId === company.companyId) requireAct(access, source);
  const patch = readAuntInput(ctx.body, company.companyId);
  const now = new Date();
  const base = blankRow(company.companyId, user, now.toISOString(), { auntName: source.auntName, mobile: source.mobile });
  const copied = copiedFields(source, company.companyId);
  const row = patched(patched(base, copied), patch);
  row.customFields = customValuesAfterWrite(company.companyId, 'aunt', copied.customFields ?? {}, patch.customFields);
  row.copiedFromCompanyId = source.companyId === company.companyId ? 0 : source.companyId;
  requireAct(access, row);
  completeRecord(row, now);
  checkUnique(row);
  grantCopiedPhotos(row, user.userId);
  const content = `copiedFrom auntId ${source.auntId}${row.copiedFromCompanyId ? ` companyId ${source.companyId}` : ''}`;
  return answer(insert(row, user, 'copy', content));
});

export const auntWriteHandlers = [addAunt, editAunt, copyAunt];

/**
 * Follow-ups and transfers of employers.
 * - createFollowUp: ownership permission on the employer; type 1-5 (6 is written by transfers),
 *   content 1-500 characters, next contact null or a day not before today; bumps his updatedTime.
 * - getFollowUpByFilter: newest first; by employer (one in the recycle bin too: restoring
 *   him keeps them), writer or type. Without an employer: those of employers outside the bin.
 * - createTransfer: ownership permission; the new owner is another enabled staff member of the
 *   company; moves the employer and his jobs, stores the transfer and its type-6 follow-up.
 */
import { employerPaths } from '@/api/employer';
import { chinaDay } from '@/domain/chinaTime';
import { isDay } from '@/domain/dateFilter';
import { EMPLOYER_LIMITS, FOLLOW_UP_TYPE_VALUES, TRANSFER_FOLLOW_UP_TYPE } from '@/domain/employerCodes';
import { getDb, nextId, type EmployerFollowUpRow, type EmployerRow, type UserRow } from '../db';
import { userNames } from '../rules/auntView';
import { EMPLOYER_LABEL, FOLLOW_UP_LABEL, accessOf, enabledStaff, findEmployer, requireEmployerAct } from '../rules/employerAccess';
import { EMPLOYER_FIELD_LABELS as F } from '../rules/employerLabels';
import { DEFAULT_PAGE_SIZE, LIST_PAGING_RULES } from '../rules/listQuery';
import { toFollowUp, toTransfer } from '../rules/employerView';
import { EMPLOYER_ID_RULES } from './employerWrite';
import { apiPost, apiWrite, invalid, listResult, notFound, paginate, requireSession, validate } from './kit';

const L = {
  type: { zh: '跟进方式', en: 'Follow-up type' },
  content: { zh: '跟进内容', en: 'Follow-up content' },
  nextTime: { zh: '下次跟进日期', en: 'Next follow-up date' },
  followUpId: { zh: '跟进记录编号', en: 'Follow-up id' },
  toUserId: { zh: '接收顾问', en: 'New owner' },
  reason: { zh: '转交原因', en: 'Transfer reason' },
} as const;

function readNextTime(raw: unknown, now: Date): string | null {
  if (raw === undefined || raw === null || raw === '') return null;
  if (!isDay(raw))
    throw invalid({ zh: `${L.nextTime.zh}格式不正确，应为 yyyy-MM-dd 的有效日期`, en: `${L.nextTime.en} must be a real date written yyyy-MM-dd` });
  if (raw < chinaDay(now)) throw invalid({ zh: `${L.nextTime.zh}不能早于今天`, en: `${L.nextTime.en} must not be before today` });
  return raw;
}

/** Stores a follow-up of the employer written by `user` now. */
function addFollowUp(
  employer: EmployerRow,
  user: UserRow,
  fields: Pick<EmployerFollowUpRow, 'type' | 'content' | 'nextTime'>,
  time: string,
): EmployerFollowUpRow {
  const row: EmployerFollowUpRow = {
    followUpId: nextId('employerFollowUps'),
    companyId: employer.companyId,
    employerId: employer.employerId,
    ...fields,
    userId: user.userId,
    createdTime: time,
  };
  getDb().employerFollowUps.push(row);
  return row;
}

const createFollowUp = apiWrite(employerPaths.createFollowUp, (ctx) => {
  const { user, company } = requireSession(ctx);
  const body = validate(ctx.body, {
    ...EMPLOYER_ID_RULES,
    type: { type: 'enum', label: L.type, values: [...FOLLOW_UP_TYPE_VALUES, TRANSFER_FOLLOW_UP_TYPE], required: true },
    content: { type: 'string', label: L.content, required: true, minLength: 1, maxLength: EMPLOYER_LIMITS.followUpMax },
  });
  if (body.type === TRANSFER_FOLLOW_UP_TYPE) {
    throw invalid({ zh: '转交记录由转交操作自动生成，不能手动添加', en: 'Transfer entries are written by a transfer and cannot be added by hand' });
  }
  const now = new Date();
  const nextTime = readNextTime((ctx.body as { nextTime?: unknown }).nextTime, now);
  const employer = findEmployer(company.companyId, body.employerId);
  requireEmployerAct(accessOf(user), employer);
  const row = addFollowUp(employer, user, { type: body.type, content: body.content, nextTime }, now.toISOString());
  employer.updatedTime = row.createdTime;
  return toFollowUp(row, userNames());
});

const getFollowUpByFilter = apiPost(employerPaths.getFollowUpByFilter, (ctx) => {
  const { company } = requireSession(ctx);
  const query = validate(ctx.body, {
    ...LIST_PAGING_RULES,
    employerId: { ...EMPLOYER_ID_RULES.employerId, required: false },
    userId: { type: 'number', label: F.userId, integer: true, min: 0 },
    type: { type: 'enum', label: L.type, values: [...FOLLOW_UP_TYPE_VALUES, TRANSFER_FOLLOW_UP_TYPE] },
  });
  const db = getDb();
  const mine = new Map(db.employers.filter((row) => row.companyId === company.companyId).map((row) => [row.employerId, row]));
  if (query.employerId !== undefined && !mine.has(query.employerId)) throw notFound(EMPLOYER_LABEL);
  const rows = db.employerFollowUps
    .filter(
      (row) =>
        row.companyId === company.companyId &&
        (query.employerId === undefined ? mine.get(row.employerId)?.isDeleted === 0 : row.employerId === query.employerId) &&
        (query.userId === undefined || row.userId === query.userId) &&
        (query.type === undefined || row.type === query.type),
    )
    .sort((a, b) => (a.createdTime < b.createdTime ? 1 : a.createdTime > b.createdTime ? -1 : b.followUpId - a.followUpId));
  const names = userNames();
  const page = paginate(rows, query, DEFAULT_PAGE_SIZE);
  return listResult(
    page.list.map((row) => toFollowUp(row, names)),
    page.total,
  );
});

const getFollowUpById = apiPost(employerPaths.getFollowUpById, (ctx) => {
  const { company } = requireSession(ctx);
  const { followUpId } = validate(ctx.body, { followUpId: { type: 'number', label: L.followUpId, integer: true, min: 1, required: true } });
  const row = getDb().employerFollowUps.find((candidate) => candidate.followUpId === followUpId && candidate.companyId === company.companyId);
  if (!row) throw notFound(FOLLOW_UP_LABEL);
  return toFollowUp(row, userNames());
});

const createTransfer = apiWrite(employerPaths.createTransfer, (ctx) => {
  const { user, company } = requireSession(ctx);
  const body = validate(ctx.body, {
    ...EMPLOYER_ID_RULES,
    toUserId: { type: 'number', label: L.toUserId, integer: true, min: 1, required: true },
    reason: { type: 'string', label: L.reason, required: true, minLength: 1, maxLength: EMPLOYER_LIMITS.transferReasonMax },
  });
  const employer = findEmployer(company.companyId, body.employerId);
  requireEmployerAct(accessOf(user), employer);
  const target = enabledStaff(company.companyId, body.toUserId);
  if (!target) throw invalid({ zh: `${L.toUserId.zh}不存在或已停用`, en: `${L.toUserId.en}: no such enabled staff member` });
  if (target.userId === employer.userId) throw invalid({ zh: '该客户已归属这位顾问', en: 'The employer already belongs to this staff member' });
  const db = getDb();
  const names = userNames();
  const time = new Date().toISOString();
  const transfer = {
    transferId: nextId('employerTransfers'),
    companyId: company.companyId,
    employerId: employer.employerId,
    fromUserId: employer.userId,
    toUserId: target.userId,
    reason: body.reason,
    operatorId: user.userId,
    createdTime: time,
  };
  db.employerTransfers.push(transfer);
  const from = employer.userId === 0 ? (ctx.lang === 'en' ? 'No owner' : '无归属') : (names.get(employer.userId) ?? '');
  addFollowUp(employer, user, { type: TRANSFER_FOLLOW_UP_TYPE, content: `${from} → ${target.contact}：${body.reason}`, nextTime: null }, time);
  employer.userId = target.userId;
  employer.updatedTime = time;
  for (const job of db.jobs) {
    if (job.employerId === employer.employerId) {
      job.userId = target.userId;
      job.updatedTime = time;
    }
  }
  return toTransfer(transfer, names);
});

export const employerFollowUpHandlers = [createFollowUp, getFollowUpByFilter, getFollowUpById, createTransfer];

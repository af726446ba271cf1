/**
 * The privacy family (/privacy/, ours): reveal a record's masked personal fields (every read answers
 * them masked: domain/personalData). Allowed to the company's admins and to roles that may act on the
 * record (aunts: the reveal rule of auntAccess; employers: the ownership permissions; insured persons:
 * insurance.manage; staff: admins only; the mini-program's members and service requests: the
 * employer ownership permissions on the member's consultant / the request's assignee; a job: the
 * employer ownership permissions on its owner; an order and its candidates' interview places (with `auntId`): the
 * order's; a purchase: its member's; a marriage application: whoever reads the list); otherwise
 * 40301. Each reveal appends a privacyAccessLogs row (who, whose, which fields, when, why); a
 * refused or invalid one writes nothing.
 * /privacy/accessLogs lists the company's rows to its admins (40301 otherwise), newest first, with
 * filters; the record's name is answered masked (maskName).
 * /privacy/export logs every list export (any list with personal data, names included; its rows
 * count even without a record id) and answers the full values of columns a role with personal.export asks full.
 */
import { PRIVACY_ACTIONS, PRIVACY_SUBJECTS, privacyPaths, type AccessLogEntry } from '@/api/privacy';
import { maskName } from '@/domain/personalData';
import { hasPermission } from '@/auth/permission';
import { FEATURE_PERMISSIONS } from '@/domain/permissions';
import { allocateId, getDb, type MockDb, type PrivacyAccessLogRow, type PrivacySubject } from '../db';
import { forbidden, invalid, type Msg } from '../core/errors';
import { isRecord, validate } from '../core/validate';
import { accessOf } from '../rules/auntAccess';
import { DEFAULT_PAGE_SIZE, LIST_PAGING_RULES, readDateFilter, timePredicate } from '../rules/listQuery';
import { apiPost, apiWrite, listResult, paginate, requireSession } from './kit';
import { CANDIDATE_FIELDS, REVEAL_FIELDS, valuesOf } from '../rules/privacySubjects';

export const REVEAL_REASONS = ['contact', 'verify', 'sign', 'insure', 'other'] as const;
const REASON_TEXT_MAX = 200;
/** At most this many records in one export (the app's EXPORT_MAX_ROWS). */
export const EXPORT_MAX_IDS = 10_000;
const LIST_MAX = 50;
/** A list's name: a word, or two joined by a dot ('member', 'aunt.all', 'miniOrder'). */
const LIST_NAME = /^[A-Za-z]+(\.[A-Za-z]+)?$/;

const LABEL: Record<string, Msg> = {
  subject: { zh: '对象', en: 'Subject' },
  id: { zh: '编号', en: 'Id' },
  auntId: { zh: '阿姨', en: 'Aunt' },
  fields: { zh: '字段', en: 'Fields' },
  reason: { zh: '查看原因', en: 'Reason' },
  reasonText: { zh: '原因说明', en: 'Reason text' },
  userId: { zh: '查看人', en: 'User' },
  subjectName: { zh: '对象名称', en: 'Record name' },
  field: { zh: '字段', en: 'Field' },
  action: { zh: '操作', en: 'Action' },
  at: { zh: '时间', en: 'Time' },
  list: { zh: '列表', en: 'List' },
  rows: { zh: '行数', en: 'Rows' },
};

/** `fields` as the subject's personal field names, without repeats (`min` of them at least); 40001 otherwise. */
function readFields(subject: PrivacySubject, fields: unknown, min: number): string[] {
  const allowed = REVEAL_FIELDS[subject];
  if (
    !Array.isArray(fields) ||
    fields.length < min ||
    fields.length > allowed.length ||
    fields.some((field) => typeof field !== 'string' || !allowed.includes(field))
  ) {
    throw invalid({ zh: `字段须为：${allowed.join('、')}`, en: `Fields must be among: ${allowed.join(', ')}` });
  }
  return [...new Set(fields as string[])];
}

function readReason(raw: unknown): { kind: string; text: string } {
  const reason = validate(raw, {
    kind: { type: 'enum', label: LABEL.reason, required: true, values: REVEAL_REASONS },
    text: { type: 'string', label: LABEL.reasonText, maxLength: REASON_TEXT_MAX },
  });
  const text = reason.text ?? '';
  if (reason.kind === 'other' && text === '') throw invalid({ zh: '请填写原因说明', en: 'Reason text is required' });
  return { kind: reason.kind, text };
}

/** An order's candidate fields (the interview place) need her `auntId`, and only with them. */
function readReveal(body: unknown) {
  const { subject, id, auntId } = validate(body, {
    subject: { type: 'enum', label: LABEL.subject, required: true, values: PRIVACY_SUBJECTS },
    id: { type: 'number', label: LABEL.id, required: true, integer: true, min: 1 },
    auntId: { type: 'number', label: LABEL.auntId, integer: true, min: 1 },
  });
  const raw = isRecord(body) ? body : {};
  const fields = readFields(subject, raw.fields, 1);
  const candidateFields = fields.filter((field) => CANDIDATE_FIELDS.includes(field));
  if (candidateFields.length > 0 && (auntId === undefined || candidateFields.length < fields.length))
    throw invalid({ zh: '面试地点须单独查看，并指明候选阿姨', en: 'An interview place is revealed alone, naming the candidate (auntId)' });
  if (candidateFields.length === 0 && auntId !== undefined) throw invalid({ zh: '只有面试地点需指明阿姨', en: 'Only an interview place names an aunt' });
  return { subject, id, auntId, fields, reason: readReason(raw.reason) };
}

/** One row of the access log, numbered and timed here (a reveal or an export). */
function logAccess(db: MockDb, row: Omit<PrivacyAccessLogRow, 'logId' | 'at'>): void {
  db.privacyAccessLogs.push({ logId: allocateId(db, 'privacyAccessLogs'), at: new Date().toISOString(), ...row });
}

const reveal = apiWrite(privacyPaths.reveal, (ctx) => {
  const { user, company } = requireSession(ctx);
  const input = readReveal(ctx.body);
  const record = valuesOf(input.subject, input.id, company.companyId, accessOf(user), input.auntId);
  const values = Object.fromEntries(input.fields.map((field) => [field, String(record[field] ?? '')]));
  const db = getDb();
  logAccess(db, {
    companyId: company.companyId,
    userId: user.userId,
    subject: input.subject,
    subjectId: input.id,
    fields: input.fields,
    action: 'reveal',
    reason: input.reason,
  });
  return { values };
});

/** The name a log row's record goes by (its full name: the answer masks it). */
function subjectNameOf(db: MockDb, row: PrivacyAccessLogRow): string {
  if (row.subject === 'aunt') return db.aunts.find((aunt) => aunt.auntId === row.subjectId)?.auntName ?? '';
  if (row.subject === 'employer') return db.employers.find((employer) => employer.employerId === row.subjectId)?.employerName ?? '';
  if (row.subject === 'member') {
    const member = db.appMembers.find((item) => item.memberId === row.subjectId);
    return member ? member.realName || member.nickname : '';
  }
  if (row.subject === 'appOrder') return db.appRequests.find((item) => item.appOrderId === row.subjectId)?.contactName ?? '';
  if (row.subject === 'job') {
    const job = db.jobs.find((item) => item.jobId === row.subjectId);
    return db.employers.find((employer) => employer.employerId === job?.employerId)?.employerName ?? '';
  }
  if (row.subject === 'order') {
    const order = db.orders.find((item) => item.orderId === row.subjectId);
    return order ? (db.employers.find((employer) => employer.employerId === order.employerId)?.employerName ?? order.employerName) : '';
  }
  if (row.subject === 'miniOrder') return db.miniOrders.find((item) => item.miniOrderId === row.subjectId)?.contactName ?? '';
  if (row.subject === 'marryApply') return db.marryApplies.find((item) => item.applyId === row.subjectId)?.name ?? '';
  if (row.subject === 'insured') return db.insOrders.find((order) => order.orderId === row.subjectId)?.insurerName ?? '';
  return db.users.find((user) => user.userId === row.subjectId)?.contact ?? '';
}

function readLogQuery(body: unknown) {
  const query = validate(body, {
    ...LIST_PAGING_RULES,
    userId: { type: 'number', label: LABEL.userId, integer: true, min: 1 },
    subject: { type: 'enum', label: LABEL.subject, values: PRIVACY_SUBJECTS },
    subjectId: { type: 'number', label: LABEL.id, integer: true, min: 1 },
    subjectName: { type: 'string', label: LABEL.subjectName, maxLength: 50 },
    field: { type: 'string', label: LABEL.field, maxLength: 30 },
    reasonKind: { type: 'enum', label: LABEL.reason, values: REVEAL_REASONS },
    action: { type: 'enum', label: LABEL.action, values: PRIVACY_ACTIONS },
  });
  return { ...query, at: readDateFilter(isRecord(body) ? body.at : undefined, LABEL.at) };
}

/** The company's access log, newest first, filtered; admins only. */
const accessLogs = apiPost(privacyPaths.accessLogs, (ctx) => {
  const { user, company } = requireSession(ctx);
  if (!accessOf(user).isAdmin) throw forbidden();
  const query = readLogQuery(ctx.body);
  const db = getDb();
  const inTime = query.at ? timePredicate<PrivacyAccessLogRow>(query.at, (row) => row.at, new Date()) : () => true;
  const needle = (query.subjectName ?? '').trim();
  const rows = db.privacyAccessLogs
    .filter(
      (row) =>
        row.companyId === company.companyId &&
        (query.userId === undefined || row.userId === query.userId) &&
        (query.subject === undefined || row.subject === query.subject) &&
        (query.subjectId === undefined || row.subjectId === query.subjectId) &&
        (query.field === undefined || query.field === '' || row.fields.includes(query.field)) &&
        (query.reasonKind === undefined || row.reason.kind === query.reasonKind) &&
        (query.action === undefined || row.action === query.action) &&
        inTime(row) &&
        (needle === '' || subjectNameOf(db, row).includes(needle)),
    )
    .sort((a, b) => b.logId - a.logId);
  const page = paginate(rows, query, DEFAULT_PAGE_SIZE);
  const users = new Map(db.users.map((row) => [row.userId, row.contact]));
  return listResult(
    page.list.map((row): AccessLogEntry => ({
      logId: row.logId,
      at: row.at,
      userId: row.userId,
      userName: users.get(row.userId) ?? '',
      subject: row.subject,
      subjectId: row.subjectId,
      subjectName: maskName(subjectNameOf(db, row)),
      fields: [...row.fields],
      action: row.action,
      reason: { kind: row.reason.kind as AccessLogEntry['reason']['kind'], text: row.reason.text },
      ...(row.export ? { export: { ...row.export, masked: [...row.export.masked] } } : {}),
    })),
    page.total,
  );
});

function readExport(body: unknown) {
  const { subject, list, rows } = validate(body, {
    subject: { type: 'enum', label: LABEL.subject, required: true, values: PRIVACY_SUBJECTS },
    list: { type: 'string', label: LABEL.list, required: true, minLength: 1, maxLength: LIST_MAX },
    rows: { type: 'number', label: LABEL.rows, integer: true, min: 0, max: EXPORT_MAX_IDS },
  });
  if (!LIST_NAME.test(list)) throw invalid({ zh: '列表须为一或两个以点连接的英文单词', en: 'List must be one or two words of letters joined by a dot' });
  const raw = isRecord(body) ? body : {};
  const ids = raw.ids;
  if (!Array.isArray(ids) || ids.length > EXPORT_MAX_IDS || ids.some((id) => !Number.isInteger(id) || (id as number) < 1)) {
    throw invalid({ zh: `编号须为至多 ${EXPORT_MAX_IDS} 个正整数`, en: `Ids must be at most ${EXPORT_MAX_IDS} positive whole numbers` });
  }
  if (rows !== undefined && rows < ids.length) throw invalid({ zh: '行数不能少于编号数', en: 'Rows cannot be fewer than ids' });
  const fields = readFields(subject, raw.fields, 0);
  // A list's column is the record's own field, not one candidate's (an order's interview place).
  if (fields.some((field) => CANDIDATE_FIELDS.includes(field)))
    throw invalid({ zh: '面试地点不能整列导出', en: 'Interview places are not exported as a column' });
  const masked = readFields(subject, raw.masked, 0).filter((field) => !fields.includes(field));
  const reason = fields.length > 0 ? readReason(raw.reason) : { kind: '', text: '' };
  return { subject, list, ids: [...new Set(ids as number[])], rows: rows ?? ids.length, fields, masked, reason };
}

/**
 * An export: logged always (action 'export': list, rows, full and masked columns, reason); full
 * columns need personal.export and the right to reveal each record (40301, nothing logged).
 */
const exportValues = apiWrite(privacyPaths.export, (ctx) => {
  const { user, company } = requireSession(ctx);
  const input = readExport(ctx.body);
  const access = accessOf(user);
  const values: Record<string, Record<string, string>> = {};
  if (input.fields.length > 0) {
    if (!hasPermission(access, FEATURE_PERMISSIONS.personalExport)) throw forbidden();
    for (const id of input.ids) {
      const record = valuesOf(input.subject, id, company.companyId, access);
      values[id] = Object.fromEntries(input.fields.map((field) => [field, String(record[field] ?? '')]));
    }
  }
  const db = getDb();
  logAccess(db, {
    companyId: company.companyId,
    userId: user.userId,
    subject: input.subject,
    subjectId: 0,
    fields: input.fields,
    action: 'export',
    reason: input.reason,
    export: { list: input.list, rows: input.rows, masked: input.masked },
  });
  return { values };
});

export const privacyHandlers = [reveal, accessLogs, exportValues];

/**
 * editField {auntId, field, value}: one field changed inline, checked like the form.
 * Fields: workStatus (1-5; blacklisting needs a reason, so 6 is refused here), blacklistReason
 * (a non-empty reason: sets work status 6 with it), expectedSalary, expectedSalaryMax (null
 * clears), remarks, labels, serviceTypes, liveIn, isShared (0/1 or true/false).
 * The verification decision (审核) of an aunt awaiting it (isVerified 0): isVerified 1 approves
 * her; verifyRejectReason (a non-empty reason, at most VERIFY_REASON_MAX) rejects her
 * (isVerified 2); a decided aunt is not decided again (40901), and nothing else sets isVerified.
 * Logged as 'verify': 'isVerified 0 -> 1', or 'isVerified 0 -> 2; verifyRejectReason: <reason>'.
 * The owner is changed with deliverAunt, not here. Any other field: 40001.
 * Needs the ownership permission; a locked aunt only by her owner or an admin.
 */
import { auntPaths } from '@/api/aunt';
import { BLACKLIST_STATUS, VERIFIED, VERIFY_PENDING, VERIFY_REASON_MAX, VERIFY_REJECTED } from '@/domain/auntCodes';
import type { AuntRow, UserRow } from '../db';
import { accessOf, findAunt, requireAct, requireUnlocked } from '../rules/auntAccess';
import { FIELD_LABELS, optionIdsOf, readOptionIds } from '../rules/auntInput';
import { changeText, writeAuntLog } from '../rules/auntLog';
import { completeRecord } from '../rules/auntRecord';
import { toAunt } from '../rules/auntView';
import { apiWrite, conflict, invalid, requireSession, validate, type FieldRule, type Msg } from './kit';
import { AUNT_ID_RULES } from './auntRead';

export const INLINE_FIELDS = [
  'workStatus',
  'blacklistReason',
  'expectedSalary',
  'expectedSalaryMax',
  'remarks',
  'labels',
  'serviceTypes',
  'liveIn',
  'isVerified',
  'isShared',
  'verifyRejectReason',
] as const;
type InlineField = (typeof INLINE_FIELDS)[number];

const FLAG_LABELS: Readonly<Record<'isShared', Msg>> = {
  isShared: { zh: '共享到联盟大厅', en: 'Shared to the joint hall' },
};
const VERIFY_LABEL: Msg = { zh: '审核结果', en: 'Verification' };
const REJECT_REASON_RULE: FieldRule = {
  type: 'string',
  label: { zh: '驳回原因', en: 'Reason for the rejection' },
  required: true,
  maxLength: VERIFY_REASON_MAX,
};

const SCALAR_RULES: Partial<Record<InlineField, FieldRule>> = {
  workStatus: { type: 'enum', label: FIELD_LABELS.workStatus, values: [1, 2, 3, 4, 5, 6], required: true },
  blacklistReason: { type: 'string', label: FIELD_LABELS.blacklistReason, required: true, maxLength: 200 },
  expectedSalary: { type: 'number', yuan: true, label: FIELD_LABELS.expectedSalary, min: 0, max: 1_000_000, required: true },
  expectedSalaryMax: { type: 'number', yuan: true, label: FIELD_LABELS.expectedSalaryMax, min: 0, max: 1_000_000 },
  remarks: { type: 'string', label: FIELD_LABELS.remarks, maxLength: 500 },
  liveIn: { type: 'enum', label: FIELD_LABELS.liveIn, values: [0, 1, 2], required: true },
};

function flagOf(raw: unknown, label: Msg): 0 | 1 {
  if (raw === true || raw === 1) return 1;
  if (raw === false || raw === 0) return 0;
  throw invalid({ zh: `${label.zh}格式不正确`, en: `${label.en} is not valid` });
}

/** The row with the field changed (not stored yet). */
function applyField(row: AuntRow, field: InlineField, raw: unknown, companyId: number): AuntRow {
  const next: AuntRow = { ...row };
  if (field === 'isShared') {
    next[field] = flagOf(raw, FLAG_LABELS[field]);
    return next;
  }
  if (field === 'labels' || field === 'serviceTypes') {
    next[field] = readOptionIds(raw ?? [], field, optionIdsOf(companyId)[field], row[field], optionIdsOf(companyId, true)[field]);
    return next;
  }
  const rule = SCALAR_RULES[field];
  if (!rule) throw invalid({ zh: `不支持修改字段：${field}`, en: `This field cannot be changed inline: ${field}` });
  const { value } = validate({ value: raw }, { value: rule });
  switch (field) {
    case 'workStatus':
      if (value === BLACKLIST_STATUS) {
        throw invalid({ zh: '拉黑时请填写拉黑原因（提交 blacklistReason 字段）', en: 'Blacklisting needs a reason (send the blacklistReason field)' });
      }
      next.workStatus = value as AuntRow['workStatus'];
      break;
    case 'blacklistReason':
      next.workStatus = BLACKLIST_STATUS;
      next.blacklistReason = String(value);
      break;
    case 'expectedSalary':
      next.expectedSalary = Number(value);
      break;
    case 'expectedSalaryMax':
      next.expectedSalaryMax = value === undefined ? null : Number(value);
      break;
    case 'remarks':
      next.remarks = value === undefined ? '' : String(value);
      break;
    case 'liveIn':
      next.liveIn = value as AuntRow['liveIn'];
      break;
  }
  return next;
}

const CHANGED_KEYS: readonly (keyof AuntRow)[] = [
  'workStatus',
  'blacklistReason',
  'expectedSalary',
  'expectedSalaryMax',
  'remarks',
  'labels',
  'serviceTypes',
  'liveIn',
  'isShared',
];

/** Approves (isVerified 1) or rejects (a reason) an aunt awaiting verification, and logs who decided what. */
function decideVerification(row: AuntRow, user: UserRow, field: 'isVerified' | 'verifyRejectReason', raw: unknown): void {
  // Checked before the value: a decided aunt says so whatever was sent.
  if (row.isVerified !== VERIFY_PENDING) {
    throw conflict(
      row.isVerified === VERIFIED
        ? { zh: '这位阿姨已审核通过，不能再次审核', en: 'This aunt has already been verified' }
        : { zh: '这位阿姨已被驳回，不能再次审核', en: 'This aunt has already been rejected' },
    );
  }
  let content: string;
  if (field === 'isVerified') {
    if (raw !== 1 && raw !== true) {
      throw invalid(
        raw === 0 || raw === false || raw === 2
          ? {
              zh: '审核只能设为通过（1）；驳回请提交驳回原因（verifyRejectReason 字段）',
              en: 'Verification can only be set to approved (1); to reject, send the reason (the verifyRejectReason field)',
            }
          : { zh: `${VERIFY_LABEL.zh}格式不正确`, en: `${VERIFY_LABEL.en} is not valid` },
      );
    }
    row.isVerified = VERIFIED;
    content = `isVerified ${VERIFY_PENDING} -> ${VERIFIED}`;
  } else {
    const { value } = validate({ value: raw }, { value: REJECT_REASON_RULE });
    row.isVerified = VERIFY_REJECTED;
    content = `isVerified ${VERIFY_PENDING} -> ${VERIFY_REJECTED}; verifyRejectReason: ${String(value)}`;
  }
  row.updatedTime = new Date().toISOString();
  writeAuntLog(row, user, 'verify', content, row.updatedTime);
}

const editField = apiWrite(auntPaths.editField, (ctx) => {
  const { user, company } = requireSession(ctx);
  const body = validate(ctx.body, {
    ...AUNT_ID_RULES,
    field: {
      type: 'enum',
      label: { zh: '字段', en: 'Field' },
      values: INLINE_FIELDS,
      required: true,
      message: { zh: '不支持行内修改该字段', en: 'This field cannot be changed inline' },
    },
  });
  const row = findAunt(company.companyId, body.auntId);
  const access = accessOf(user);
  requireAct(access, row);
  requireUnlocked(access, row);
  const raw = (ctx.body as Record<string, unknown>).value;
  if (body.field === 'isVerified' || body.field === 'verifyRejectReason') {
    decideVerification(row, user, body.field, raw);
    return toAunt(row, {});
  }
  const now = new Date();
  const next = applyField(row, body.field, raw, company.companyId);
  completeRecord(next, now);
  const changes = CHANGED_KEYS.filter((key) => JSON.stringify(row[key]) !== JSON.stringify(next[key])).map((key) => changeText(key, row[key], next[key]));
  if (changes.length > 0) {
    next.updatedTime = now.toISOString();
    Object.assign(row, next);
    writeAuntLog(row, user, 'editField', changes.join('; '), row.updatedTime);
  }
  return toAunt(row, {});
});

export const auntEditFieldHandlers = [editField];

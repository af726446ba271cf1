/**
 * editField {auntId, field, value}: one field changed inline, checked like the form.
 * Fields: workStatus (1-5; blacklisting needs a reason, so 6 is refused here), blacklistReason
 * (a non-empty reason: sets work status 6 with it), expectedSalary, expectedSalaryMax (null
 * clears), remarks, labels, serviceTypes, liveIn, isVerified, isShared (0/1 or true/false).
 * The owner is changed with deliverAunt, not here. Any other field: 40001.
 * Needs the ownership permission; a locked aunt only by her owner or an admin.
 */
import { auntPaths } from '@/api/aunt';
import { BLACKLIST_STATUS } from '@/domain/auntCodes';
import type { AuntRow } from '../db';
import { accessOf, findAunt, mayReveal, requireAct, requireUnlocked } from '../rules/auntAccess';
import { FIELD_LABELS, optionIdsOf, readOptionIds } from '../rules/auntInput';
import { changeText, writeAuntLog } from '../rules/auntLog';
import { completeRecord } from '../rules/auntRecord';
import { toAunt } from '../rules/auntView';
import { apiWrite, invalid, requireSession, validate, type FieldRule, type Msg } from './kit';
import { AUNT_ID_RULES } from './auntRead';

export const INLINE_FIELDS = [
  'workStatus', 'blacklistReason', 'expectedSalary', 'expectedSalaryMax', 'remarks', 'labels', 'serviceTypes', 'liveIn', 'isVerified', 'isShared',
] as const;
type InlineField = (typeof INLINE_FIELDS)[number];

const FLAG_LABELS: Readonly<Record<'isVerified' | 'isShared', Msg>> = {
  isVerified: { zh: '审核状态', en: 'Verification' },
  isShared: { zh: '共享到联盟大厅', en: 'Shared to the joint hall' },
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
  if (field === 'isVerified' || field === 'isShared') {
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

const CHANGED_KEYS: readonly (keyof AuntRow)[] = ['workStatus', 'blacklistReason', 'expectedSalary', 'expectedSalaryMax', 'remarks', 'labels', 'serviceTypes', 'liveIn', 'isVerified', 'isShared'];

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
  const now = new Date();
  const next = applyField(row, body.field, raw, company.companyId);
  completeRecord(next, now);
  const changes = CHANGED_KEYS.filter((key) => JSON.stringify(row[key]) !== JSON.stringify(next[key])).map((key) => changeText(key, row[key], next[key]));
  if (changes.length > 0) {
    next.updatedTime = now.toISOString();
    Object.assign(row, next);
    writeAuntLog(row, user, 'editField', changes.join('; '), row.updatedTime);
  }
  return toAunt(row, { reveal: mayReveal(access, row) });
});

export const auntEditFieldHandlers = [editField];

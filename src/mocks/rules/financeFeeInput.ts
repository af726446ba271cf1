/**
 * Fee records, the write side (/finance/ addFeeIO, setFieldValue, deleteFee): bodies read strictly
 * (an unknown field, a number sent as a string: 40001 before anything is looked up, so a refused
 * call stores nothing), amounts read from the wire's yuan into fen (at most two decimals, > 0, at
 * most MAX_FEN), fee names and pay styles of the company, links that exist and belong together.
 */
import { FEE_EDIT_FIELDS, FEE_LIMITS, type FeeEditField, type FeeType } from '@/api/finance';
import { chinaDay } from '@/domain/chinaTime';
import { isDay } from '@/domain/dateFilter';
import { MAX_FEN, fenOfYuan } from '@/domain/fen';
import type { FeeRecordRow, FinanceDictRow, MockDb, UserRow } from '../db';
import { invalid, notFound, type Msg } from '../core/errors';
import { isRecord } from '../core/validate';
import { FEE_LABEL, FEE_TYPE_RULE, idRule, requiredIdRule } from './financeFees';
import { readStrictChoices } from './jobMsgInput';

/** Fen of a wire amount: a JSON number of yuan, > 0, at most two decimals, at most MAX_FEN. */
export function readAmount(raw: unknown): number {
  if (raw === undefined || raw === null) throw invalid({ zh: '请填写金额', en: 'Amount is required' });
  const fen = typeof raw === 'number' ? fenOfYuan(raw) : null;
  if (fen === null) throw invalid({ zh: '金额必须是最多两位小数的数字', en: 'The amount must be a number with at most two decimals' });
  if (fen <= 0) throw invalid({ zh: '金额必须大于 0', en: 'The amount must be more than 0' });
  if (fen > MAX_FEN) throw invalid({ zh: '金额不能超过 ¥99,999,999.99', en: 'The amount must be at most ¥99,999,999.99' });
  return fen;
}

/** A real day 'YYYY-MM-DD' not after today (China). */
export function readFeeDate(raw: unknown, now: Date): string {
  if (raw === undefined || raw === null || raw === '') throw invalid({ zh: '请填写日期', en: 'Date is required' });
  if (!isDay(raw)) throw invalid({ zh: '日期格式不正确（yyyy-MM-dd）', en: 'The date is not valid (yyyy-MM-dd)' });
  if (raw > chinaDay(now)) throw invalid({ zh: '日期不能晚于今天', en: 'The date cannot be after today' });
  return raw;
}

export function readRemarks(raw: unknown): string {
  if (raw === undefined || raw === null) return '';
  if (typeof raw !== 'string') throw invalid({ zh: '备注格式不正确', en: 'Remarks are not valid' });
  const text = raw.trim();
  if (text.length > FEE_LIMITS.remarks)
    throw invalid({ zh: `备注不能超过${FEE_LIMITS.remarks}个字符`, en: `Remarks must be at most ${FEE_LIMITS.remarks} characters` });
  return text;
}

/** The company's fee name of this fee type. */
export function feeNameOf(db: MockDb, companyId: number, dictId: number, feeType: FeeType): FinanceDictRow {
  const row = db.financeDict.find((item) => item.dictId === dictId && item.companyId === companyId && item.dictType === 'feeName');
  if (!row) throw invalid({ zh: '费用名称不存在', en: 'No such fee name' });
  if (row.feeType !== feeType) {
    throw invalid(
      feeType === 0
        ? { zh: '该费用名称属于支出，不能用于收入', en: 'That fee name is an expense, not an income' }
        : { zh: '该费用名称属于收入，不能用于支出', en: 'That fee name is an income, not an expense' },
    );
  }
  return row;
}

export function payStyleOf(db: MockDb, companyId: number, dictId: number): FinanceDictRow {
  const row = db.financeDict.find((item) => item.dictId === dictId && item.companyId === companyId && item.dictType === 'payStyle');
  if (!row) throw invalid({ zh: '支付方式不存在', en: 'No such pay style' });
  return row;
}

const ADD_RULES = {
  feeType: { ...FEE_TYPE_RULE, required: true },
  feeNameId: requiredIdRule(FEE_LABEL.feeNameId),
  payStyleId: requiredIdRule(FEE_LABEL.payStyleId),
  orderId: idRule(FEE_LABEL.orderId),
  auntId: idRule(FEE_LABEL.auntId),
  employerId: idRule(FEE_LABEL.employerId),
} as const;

interface Links {
  orderId: number | null;
  auntId: number | null;
  employerId: number | null;
}

/** Links of the company that are not in the recycle bin; an order and an employer given together must belong together. */
function checkLinks(db: MockDb, companyId: number, links: Links): Links {
  if (links.orderId !== null) {
    const order = db.orders.find((row) => row.orderId === links.orderId && row.companyId === companyId && row.isDeleted === 0);
    if (!order) throw invalid({ zh: '关联订单不存在', en: 'The linked order does not exist' });
    if (links.employerId !== null && links.employerId !== order.employerId)
      throw invalid({ zh: '关联雇主不是该订单的雇主', en: 'The linked employer is not the order’s employer' });
  }
  if (links.auntId !== null && !db.aunts.some((row) => row.auntId === links.auntId && row.companyId === companyId && row.isDeleted === 0)) {
    throw invalid({ zh: '关联阿姨不存在', en: 'The linked aunt does not exist' });
  }
  if (links.employerId !== null && !db.employers.some((row) => row.employerId === links.employerId && row.companyId === companyId && row.isDeleted === 0)) {
    throw invalid({ zh: '关联雇主不存在', en: 'The linked employer does not exist' });
  }
  return links;
}

/** addFeeIO's body as a row to store (every check made before anything is written). */
export function readNewFee(db: MockDb, body: unknown, user: UserRow, now: Date): Omit<FeeRecordRow, 'feeId'> {
  if (!isRecord(body)) throw invalid({ zh: '请求参数格式不正确', en: 'The request body is not valid' });
  const { amount, feeDate, remarks, ...rest } = body;
  const fields = readStrictChoices(rest, ADD_RULES);
  const amountFen = readAmount(amount);
  const day = readFeeDate(feeDate, now);
  const text = readRemarks(remarks);
  feeNameOf(db, user.companyId, fields.feeNameId, fields.feeType);
  payStyleOf(db, user.companyId, fields.payStyleId);
  const links = checkLinks(db, user.companyId, { orderId: fields.orderId ?? null, auntId: fields.auntId ?? null, employerId: fields.employerId ?? null });
  const time = now.toISOString();
  return {
    companyId: user.companyId,
    feeType: fields.feeType,
    feeNameId: fields.feeNameId,
    payStyleId: fields.payStyleId,
    amountFen,
    feeDate: day,
    ...links,
    remarks: text,
    userId: user.userId,
    createdTime: time,
    updatedTime: time,
  };
}

/** The company's fee record (40401 otherwise). */
export function feeOf(db: MockDb, companyId: number, feeId: number): FeeRecordRow {
  const row = db.feeRecords.find((item) => item.feeId === feeId && item.companyId === companyId);
  if (!row) throw notFound({ zh: '收支记录', en: 'Fee record' });
  return row;
}

export const FEE_ID_RULES = { feeId: requiredIdRule(FEE_LABEL.feeId) } as const;

/** setFieldValue {feeId, field, value}: the new values of the one field, checked as addFeeIO checks them. */
export function readFieldEdit(db: MockDb, body: unknown, companyId: number, now: Date): { row: FeeRecordRow; change: Partial<FeeRecordRow> } {
  if (!isRecord(body)) throw invalid({ zh: '请求参数格式不正确', en: 'The request body is not valid' });
  const { value, ...rest } = body;
  const { feeId, field } = readStrictChoices(rest, {
    ...FEE_ID_RULES,
    field: {
      type: 'enum',
      values: FEE_EDIT_FIELDS,
      required: true,
      label: FEE_LABEL.field,
      message: { zh: '只能修改金额、日期、备注、费用名称或支付方式', en: 'Only the amount, date, remarks, fee name or pay style can be changed' },
    },
  });
  const row = feeOf(db, companyId, feeId);
  return { row, change: fieldChange(db, row, field, value, now) };
}

function fieldChange(db: MockDb, row: FeeRecordRow, field: FeeEditField, value: unknown, now: Date): Partial<FeeRecordRow> {
  const idValue = (label: Msg): number => {
    if (typeof value !== 'number' || !Number.isInteger(value) || value < 1) throw invalid({ zh: `${label.zh}格式不正确`, en: `${label.en} is not valid` });
    return value;
  };
  switch (field) {
    case 'amount':
      return { amountFen: readAmount(value) };
    case 'feeDate':
      return { feeDate: readFeeDate(value, now) };
    case 'remarks':
      if (value === undefined || value === null) throw invalid({ zh: '请填写备注', en: 'Remarks are required' });
      return { remarks: readRemarks(value) };
    case 'feeNameId':
      return { feeNameId: feeNameOf(db, row.companyId, idValue(FEE_LABEL.feeNameId), row.feeType).dictId };
    case 'payStyleId':
      return { payStyleId: payStyleOf(db, row.companyId, idValue(FEE_LABEL.payStyleId)).dictId };
  }
}

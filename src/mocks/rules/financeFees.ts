/**
 * Fee records, the read side (/finance/getFeeIOData): the fields' labels and id rules, the list's
 * body read strictly (an unknown field, a number sent as a string: 40001), its filter and sort,
 * the summary summed in fen over every row of the filter, and the answer's row with the names of
 * its links. The writes' bodies are read in financeFeeInput.ts.
 */
import type { FeeRecord, FeeSummary } from '@/api/finance';
import { isDayInRange, resolveDateFilter } from '@/domain/dateFilter';
import { FEATURE_PERMISSIONS } from '@/domain/permissions';
import { sumFen, yuanOfFen } from '@/domain/fen';
import type { FeeRecordRow, FinanceDictRow, MockDb, UserRow } from '../db';
import { invalid, type Msg } from '../core/errors';
import { isRecord } from '../core/validate';
import { requireSession, type WithSession } from './session';
import { requirePermission } from './access';
import { readStrictChoices } from './jobMsgInput';
import { KEYWORD_RULE, LIST_PAGING_RULES, readDateFilter, sortRules } from './listQuery';

export const FEE_LABEL = {
  feeId: { zh: '收支记录编号', en: 'Fee record id' },
  feeType: { zh: '收支类型', en: 'Fee type' },
  feeNameId: { zh: '费用名称', en: 'Fee name' },
  payStyleId: { zh: '支付方式', en: 'Pay style' },
  amount: { zh: '金额', en: 'Amount' },
  feeDate: { zh: '日期', en: 'Date' },
  remarks: { zh: '备注', en: 'Remarks' },
  orderId: { zh: '关联订单', en: 'Linked order' },
  auntId: { zh: '关联阿姨', en: 'Linked aunt' },
  employerId: { zh: '关联雇主', en: 'Linked employer' },
  userId: { zh: '经办人', en: 'Handler' },
  field: { zh: '字段', en: 'Field' },
  value: { zh: '值', en: 'Value' },
} as const satisfies Record<string, Msg>;

export const idRule = (label: Msg) => ({ type: 'number', integer: true, min: 1, label }) as const;
export const requiredIdRule = (label: Msg) => ({ type: 'number', integer: true, min: 1, label, required: true }) as const;
export const FEE_TYPE_RULE = { type: 'enum', values: [0, 1], label: FEE_LABEL.feeType } as const;

/** The session's user when they may manage finance (40301 otherwise). */
export function financeUser(ctx: WithSession): UserRow {
  const { user } = requireSession(ctx);
  requirePermission(user, FEATURE_PERMISSIONS.financeManage);
  return user;
}

export const FEE_SORT_FIELDS = ['feeDate', 'amount', 'createdTime'] as const;

const QUERY_RULES = {
  ...LIST_PAGING_RULES,
  ...sortRules(FEE_SORT_FIELDS),
  feeType: FEE_TYPE_RULE,
  feeNameId: idRule(FEE_LABEL.feeNameId),
  payStyleId: idRule(FEE_LABEL.payStyleId),
  userId: idRule(FEE_LABEL.userId),
  keyword: KEYWORD_RULE,
} as const;

/** getFeeIOData's body, read strictly (feeDate: the 18-option date filter). */
export function readFeeQuery(body: unknown) {
  if (body !== undefined && body !== null && !isRecord(body)) throw invalid({ zh: '请求参数格式不正确', en: 'The request body is not valid' });
  const { feeDate: rawDate, ...rest } = (body ?? {}) as Record<string, unknown>;
  const feeDate = readDateFilter(rawDate, FEE_LABEL.feeDate);
  return { ...readStrictChoices(rest, QUERY_RULES), feeDate };
}
export type FeeQueryRead = ReturnType<typeof readFeeQuery>;

/** Names the rows show, looked up once per answer. */
export interface FeeNames {
  dict: Map<number, FinanceDictRow>;
  aunt: Map<number, string>;
  employer: Map<number, string>;
  order: Map<number, string>;
  user: Map<number, string>;
}

export function feeNames(db: MockDb, companyId: number): FeeNames {
  return {
    dict: new Map(db.financeDict.filter((row) => row.companyId === companyId).map((row) => [row.dictId, row])),
    aunt: new Map(db.aunts.filter((row) => row.companyId === companyId).map((row) => [row.auntId, row.auntName])),
    employer: new Map(db.employers.filter((row) => row.companyId === companyId).map((row) => [row.employerId, row.employerName])),
    order: new Map(db.orders.filter((row) => row.companyId === companyId).map((row) => [row.orderId, row.orderNo])),
    user: new Map(db.users.filter((row) => row.companyId === companyId).map((row) => [row.userId, row.contact])),
  };
}

const nameOf = (map: Map<number, string>, key: number | null) => (key === null ? '' : (map.get(key) ?? ''));

export function toFeeRecord(row: FeeRecordRow, names: FeeNames): FeeRecord {
  return {
    feeId: row.feeId,
    feeType: row.feeType,
    feeNameId: row.feeNameId,
    feeName: names.dict.get(row.feeNameId)?.dictName ?? '',
    amount: yuanOfFen(row.amountFen),
    payStyleId: row.payStyleId,
    payStyleName: names.dict.get(row.payStyleId)?.dictName ?? '',
    orderId: row.orderId,
    orderNo: nameOf(names.order, row.orderId),
    auntId: row.auntId,
    auntName: nameOf(names.aunt, row.auntId),
    employerId: row.employerId,
    employerName: nameOf(names.employer, row.employerId),
    remarks: row.remarks,
    feeDate: row.feeDate,
    userId: row.userId,
    userName: nameOf(names.user, row.userId),
    createdTime: row.createdTime,
    updatedTime: row.updatedTime,
  };
}

/** Rows of the company matching the query; `withType` false leaves out its feeType (the tab counts). */
export function matchFees(db: MockDb, companyId: number, query: FeeQueryRead, names: FeeNames, now: Date, withType = true): FeeRecordRow[] {
  const range = query.feeDate ? resolveDateFilter(query.feeDate, now) : null;
  const needle = (query.keyword ?? '').trim().toLowerCase();
  return db.feeRecords.filter((row) => {
    if (row.companyId !== companyId) return false;
    if (withType && query.feeType !== undefined && row.feeType !== query.feeType) return false;
    if (query.feeNameId !== undefined && row.feeNameId !== query.feeNameId) return false;
    if (query.payStyleId !== undefined && row.payStyleId !== query.payStyleId) return false;
    if (query.userId !== undefined && row.userId !== query.userId) return false;
    if (range && !isDayInRange(row.feeDate, range)) return false;
    if (needle !== '') {
      const texts = [
        row.remarks,
        nameOf(names.aunt, row.auntId),
        nameOf(names.employer, row.employerId),
        nameOf(names.order, row.orderId),
        names.dict.get(row.feeNameId)?.dictName ?? '',
      ];
      if (!texts.some((text) => text.toLowerCase().includes(needle))) return false;
    }
    return true;
  });
}

/** Sorted copy: by the sort field (default feeDate, newest first), then newest created, then id. */
export function sortFees(rows: readonly FeeRecordRow[], query: Pick<FeeQueryRead, 'sortField' | 'sortOrder'>): FeeRecordRow[] {
  const field = query.sortField ?? 'feeDate';
  const sign = (query.sortOrder ?? 'desc') === 'asc' ? 1 : -1;
  const key = (row: FeeRecordRow): string | number => (field === 'amount' ? row.amountFen : field === 'feeDate' ? row.feeDate : row.createdTime);
  const compare = (a: string | number, b: string | number) => (a < b ? -1 : a > b ? 1 : 0);
  return rows.slice().sort((a, b) => sign * compare(key(a), key(b)) || -compare(a.createdTime, b.createdTime) || b.feeId - a.feeId);
}

/** Income, expense and net of `rows` (summed in fen, answered in yuan) with the tab counts of `tabRows`. */
export function feeSummary(rows: readonly FeeRecordRow[], tabRows: readonly FeeRecordRow[]): FeeSummary {
  const income = sumFen(rows.filter((row) => row.feeType === 0).map((row) => row.amountFen));
  const expense = sumFen(rows.filter((row) => row.feeType === 1).map((row) => row.amountFen));
  const incomeCount = tabRows.filter((row) => row.feeType === 0).length;
  return {
    income: yuanOfFen(income),
    expense: yuanOfFen(expense),
    net: yuanOfFen(income - expense),
    counts: { all: tabRows.length, income: incomeCount, expense: tabRows.length - incomeCount },
  };
}

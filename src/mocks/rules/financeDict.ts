/**
 * The fee dictionary (/finance/handleDictionnary, deleteDictItem, /company/getAddFinanceOptions):
 * fee names (each income or expense) and pay styles of a company. Names are 1-20 characters,
 * unique per company and kind; at most 50 items per kind; `sort` is the 1-based position among
 * the items of the kind (an edit that moves one renumbers the others); an item a fee record uses
 * cannot be deleted, nor can a used fee name change between income and expense.
 */
import { FEE_LIMITS, type FinanceDictItem, type FinanceDictType } from '@/api/finance';
import { allocateId, type FinanceDictRow, type MockDb } from '../db';
import { conflict, invalid, notFound, type Msg } from '../core/errors';
import { isRecord } from '../core/validate';
import { readStrictChoices } from './jobMsgInput';

const LABEL = {
  dictId: { zh: '字典项编号', en: 'Item id' },
  dictType: { zh: '字典类型', en: 'Dictionary kind' },
  dictName: { zh: '名称', en: 'Name' },
  feeType: { zh: '收支类型', en: 'Fee type' },
  sort: { zh: '排序', en: 'Position' },
} as const satisfies Record<string, Msg>;

const KIND: Record<FinanceDictType, Msg> = { feeName: { zh: '费用名称', en: 'fee name' }, payStyle: { zh: '支付方式', en: 'pay style' } };

export const DICT_ID_RULES = { dictId: { type: 'number', integer: true, min: 1, required: true, label: LABEL.dictId } } as const;

const HANDLE_RULES = {
  dictId: { type: 'number', integer: true, min: 1, label: LABEL.dictId },
  dictType: { type: 'enum', values: ['feeName', 'payStyle'], required: true, label: LABEL.dictType },
  dictName: { type: 'string', label: LABEL.dictName, minLength: 1, maxLength: FEE_LIMITS.dictName },
  feeType: { type: 'enum', values: [0, 1], label: LABEL.feeType },
  sort: { type: 'number', integer: true, min: 1, max: 1000, label: LABEL.sort },
} as const;

/** The company's items of a kind in their order. */
export function dictItems(db: MockDb, companyId: number, dictType: FinanceDictType): FinanceDictRow[] {
  return db.financeDict.filter((row) => row.companyId === companyId && row.dictType === dictType).sort((a, b) => a.sort - b.sort || a.dictId - b.dictId);
}

export function toDictItem(row: FinanceDictRow): FinanceDictItem {
  return { dictId: row.dictId, dictType: row.dictType, dictName: row.dictName, ...(row.feeType === undefined ? {} : { feeType: row.feeType }), sort: row.sort };
}

/** How many fee records use the item. */
export function usesOf(db: MockDb, row: FinanceDictRow): number {
  return db.feeRecords.filter(
    (fee) => fee.companyId === row.companyId && (row.dictType === 'feeName' ? fee.feeNameId === row.dictId : fee.payStyleId === row.dictId),
  ).length;
}

/** Puts `row` at 1-based `position` among `items` (which hold it) and renumbers them 1..n. */
function place(items: FinanceDictRow[], row: FinanceDictRow, position: number): void {
  const others = items.filter((item) => item !== row);
  others.splice(Math.min(position, others.length + 1) - 1, 0, row);
  others.forEach((item, index) => {
    item.sort = index + 1;
  });
}

/** handleDictionnary: adds (no dictId) or edits an item; every check before anything changes. */
export function handleDict(db: MockDb, companyId: number, body: unknown): FinanceDictRow {
  if (!isRecord(body)) throw invalid({ zh: '请求参数格式不正确', en: 'The request body is not valid' });
  const input = readStrictChoices(body, HANDLE_RULES);
  const items = dictItems(db, companyId, input.dictType);
  const kind = KIND[input.dictType];
  if (input.dictType === 'payStyle' && input.feeType !== undefined) throw invalid({ zh: '支付方式没有收支类型', en: 'A pay style has no fee type' });
  const name = input.dictName;
  const existing = input.dictId === undefined ? undefined : items.find((row) => row.dictId === input.dictId);
  if (input.dictId !== undefined && !existing) throw notFound({ zh: kind.zh, en: kind.en.replace(/^./, (c) => c.toUpperCase()) });
  if (name !== undefined && items.some((row) => row !== existing && row.dictName === name)) {
    throw invalid({ zh: `${kind.zh}“${name}”已存在`, en: `The ${kind.en} “${name}” already exists` }, 'dictName');
  }
  if (!existing) {
    if (name === undefined) throw invalid({ zh: '请填写名称', en: 'Name is required' });
    if (input.dictType === 'feeName' && input.feeType === undefined) throw invalid({ zh: '请选择收支类型', en: 'Fee type is required' });
    if (items.length >= FEE_LIMITS.dictItems) throw invalid({ zh: `每类最多${FEE_LIMITS.dictItems}项`, en: `At most ${FEE_LIMITS.dictItems} items of a kind` });
    const row: FinanceDictRow = {
      dictId: allocateId(db, 'financeDict'),
      companyId,
      dictType: input.dictType,
      dictName: name,
      ...(input.dictType === 'feeName' ? { feeType: input.feeType } : {}),
      sort: items.length + 1,
    };
    db.financeDict.push(row);
    if (input.sort !== undefined) place([...items, row], row, input.sort);
    return row;
  }
  if (name === undefined && input.sort === undefined && input.feeType === undefined) throw invalid({ zh: '没有要修改的内容', en: 'Nothing to change' });
  if (input.feeType !== undefined && input.feeType !== existing.feeType && usesOf(db, existing) > 0) {
    throw conflict({ zh: '该费用名称已有收支记录，不能改变收入/支出类型', en: 'Fee records use this fee name: it cannot switch between income and expense' });
  }
  if (name !== undefined) existing.dictName = name;
  if (input.feeType !== undefined) existing.feeType = input.feeType;
  if (input.sort !== undefined) place(items, existing, input.sort);
  return existing;
}

/** deleteDictItem: refused while a fee record uses the item; the rest renumbered. */
export function deleteDict(db: MockDb, companyId: number, body: unknown): void {
  const { dictId } = readStrictChoices(body, DICT_ID_RULES);
  const row = db.financeDict.find((item) => item.dictId === dictId && item.companyId === companyId);
  if (!row) throw notFound({ zh: '字典项', en: 'Dictionary item' });
  const uses = usesOf(db, row);
  const kind = KIND[row.dictType];
  if (uses > 0) {
    throw conflict({
      zh: `${kind.zh}“${row.dictName}”有 ${uses} 条收支记录在用，不能删除`,
      en: `${uses} fee record(s) use the ${kind.en} “${row.dictName}”: it cannot be deleted`,
    });
  }
  db.financeDict = db.financeDict.filter((item) => item !== row);
  dictItems(db, companyId, row.dictType).forEach((item, index) => {
    item.sort = index + 1;
  });
}

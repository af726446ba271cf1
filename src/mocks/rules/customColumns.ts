/**
 * Column layouts of the aunt, employer and order lists: the company's default
 * (setCustomTableField {tableType, customTableOption}) and a staff member's own
 * (/custom/column/display/update {moduleName, columns}). Both are the whole layout; an empty list
 * removes it. Strict bodies: each column a known column of that list (or `custom.<fieldName>` of a
 * live field of its form) at most once, a label of at most 50 characters, a width of 48-800 px or
 * null, shown 0/1, fixed left/right/null; the pinned columns (name, actions) stay shown at their side.
 */
import type { CustomTableField } from '@/api/companyCustom.types';
import {
  COLUMN_LAYOUT_LIMITS,
  CUSTOM_TABLE_TYPES,
  FORM_OF_TABLE,
  LIST_COLUMN_KEYS,
  PINNED_COLUMNS,
  customColumnKey,
  type CustomTableType,
} from '@/domain/customColumns';
import { getDb } from '../db';
import { invalid, type Msg } from '../core/errors';
import { isRecord, notValidMsg } from '../core/validate';
import { formFieldsOf } from './customForms';
import { readStrict } from './unitedBody';

const LABEL = {
  tableType: { zh: '列表', en: 'List' },
  columns: { zh: '列设置', en: 'Columns' },
} as const satisfies Record<string, Msg>;

export function readTableType(body: unknown, key: 'tableType' | 'moduleName'): CustomTableType {
  const rule = { type: 'enum', label: LABEL.tableType, values: CUSTOM_TABLE_TYPES, required: true } as const;
  return key === 'tableType' ? readStrict(body, { tableType: rule }).tableType : readStrict(body, { moduleName: rule }).moduleName;
}

const COLUMN_RULES = {
  field: { type: 'string', label: { zh: '列', en: 'Column' }, required: true, maxLength: 60 },
  label: { type: 'string', label: { zh: '列名', en: 'Column name' }, maxLength: COLUMN_LAYOUT_LIMITS.labelLength },
  width: { type: 'number', label: { zh: '列宽', en: 'Width' }, integer: true, min: COLUMN_LAYOUT_LIMITS.widthMin, max: COLUMN_LAYOUT_LIMITS.widthMax },
  isShow: { type: 'enum', label: { zh: '是否显示', en: 'Shown' }, values: [0, 1], required: true },
  sort: { type: 'number', label: { zh: '排序', en: 'Order' }, integer: true, min: 0, max: 10_000, required: true },
  fixed: { type: 'enum', label: { zh: '固定', en: 'Fixed' }, values: ['left', 'right'] },
} as const;

/** The column keys a layout of the list may name now. */
export function columnKeysOf(companyId: number, tableType: CustomTableType): Set<string> {
  const customs = formFieldsOf(companyId, FORM_OF_TABLE[tableType])
    .filter((field) => field.isDeleted === 0)
    .map((field) => customColumnKey(field.fieldName));
  return new Set([...LIST_COLUMN_KEYS[tableType], ...customs]);
}

/** A body's layout (the list under `listKey`) → the columns to store, by the body's order. */
export function readLayout(
  body: unknown,
  keyName: 'tableType' | 'moduleName',
  listKey: 'customTableOption' | 'columns',
  companyId: number,
): { tableType: CustomTableType; columns: CustomTableField[] } {
  if (!isRecord(body)) throw invalid({ zh: '请求参数格式不正确', en: 'The request body is not valid' });
  const { [listKey]: list, ...rest } = body;
  const tableType = readTableType(rest, keyName);
  if (!Array.isArray(list)) throw invalid(notValidMsg(LABEL.columns));
  const known = columnKeysOf(companyId, tableType);
  if (list.length > known.size) throw invalid({ zh: '列太多了', en: 'Too many columns' });
  const pinned = PINNED_COLUMNS[tableType];
  const columns: CustomTableField[] = [];
  for (const item of list) {
    const column = readStrict(item, COLUMN_RULES);
    if (!known.has(column.field)) throw invalid({ zh: `没有这一列：${column.field}`, en: `No such column: ${column.field}` });
    if (columns.some((other) => other.field === column.field))
      throw invalid({ zh: `列 ${column.field} 出现了两次`, en: `Column ${column.field} is given twice` });
    const fixed = column.fixed ?? null;
    const side = pinned[column.field];
    if (side && (column.isShow !== 1 || fixed !== side))
      throw invalid({
        zh: `列 ${column.field} 始终显示并固定在${side === 'left' ? '左' : '右'}侧`,
        en: `Column ${column.field} always shows, fixed on the ${side}`,
      });
    columns.push({ field: column.field, label: column.label ?? '', width: column.width ?? null, isShow: column.isShow, sort: columns.length + 1, fixed });
  }
  return { tableType, columns };
}

export function companyLayoutOf(companyId: number, tableType: CustomTableType): CustomTableField[] {
  return (getDb().customTables.find((row) => row.companyId === companyId && row.tableType === tableType)?.columns ?? []).map((column) => ({ ...column }));
}

export function ownLayoutOf(userId: number, moduleName: CustomTableType) {
  return (getDb().columnDisplays.find((row) => row.userId === userId && row.moduleName === moduleName)?.columns ?? []).map((column) => ({
    moduleName,
    ...column,
  }));
}

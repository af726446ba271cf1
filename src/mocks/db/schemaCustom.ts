/**
 * Row types of what makes the product the agency's own (issue 16, part B): its custom form fields,
 * the tabs of its lists with their rules, its default column layouts, and each staff member's own
 * layouts. One row per company (or user) and name, holding the whole set: every write replaces
 * a set at once, as the calls do. Part of the schema (schema.ts); no id counters.
 */
import type { CustomFormField, CustomTabField, CustomTabRule, CustomTableField } from '@/api/companyCustom.types';
import type { ColumnDisplay } from '@/api/custom';

/** The custom fields of one form of a company, removed ones included (isDeleted 1). */
export interface CustomFormRow {
  companyId: number;
  /** aunt, employer or order. */
  formName: string;
  fields: CustomFormField[];
}

/** A tab as stored: built-in tabs keep no name of their own (they follow the language). */
export type StoredTab = Omit<CustomTabField, 'isCustom'>;

/** The tabs of one list of a company (every built-in tab, the custom ones) and the custom tabs' rules. */
export interface CustomTabsRow {
  companyId: number;
  /** aunt or order. */
  tabType: string;
  tabs: StoredTab[];
  rules: CustomTabRule[];
}

/** The company's default column layout of one list. */
export interface CustomTableRow {
  companyId: number;
  /** aunt, employer or order. */
  tableType: string;
  columns: CustomTableField[];
}

/** A staff member's own column layout of one list. */
export interface ColumnDisplayRow {
  userId: number;
  moduleName: string;
  columns: Omit<ColumnDisplay, 'moduleName'>[];
}

export interface CustomTables {
  customForms: CustomFormRow[];
  customTabs: CustomTabsRow[];
  customTables: CustomTableRow[];
  columnDisplays: ColumnDisplayRow[];
}

export const CUSTOM_TABLE_NAMES = ['customForms', 'customTabs', 'customTables', 'columnDisplays'] as const satisfies readonly (keyof CustomTables)[];

export function emptyCustomTables(): CustomTables {
  return { customForms: [], customTabs: [], customTables: [], columnDisplays: [] };
}

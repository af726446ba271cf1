/**
 * Custom tables, forms and tabs of the company (company.ts): which columns, fields and tabs show,
 * and the tab rules. The spec gives only the bodies' keys; every shape here is our choice
 * (docs/API.md, "Company settings").
 */
import type { Flag } from './shared';
import type { DateFilter } from './statistics';

/** One column of a list in the company's default layout (getCustomTableField / setCustomTableField). */
export interface CustomTableField {
  /** The list's column key (aunt.auntName ... ), or `custom.<fieldName>` for a custom form field. */
  field: string;
  label: string;
  /** Pixels; null for the column's own width. */
  width: number | null;
  isShow: Flag;
  sort: number;
  /** Kept at that side while the list scrolls sideways; null for none. */
  fixed: 'left' | 'right' | null;
}

export interface TableTypeRequest {
  /**
   * aunt, employer or order (domain/customColumns.ts `CUSTOM_TABLE_TYPES`).
   * @spec
   */
  tableType: string;
}

export interface SetCustomTableFieldRequest {
  /** @spec */
  tableType: string;
  /**
   * The whole layout; an empty list removes the company's default (the lists fall back to their own).
   * @spec
   */
  customTableOption: CustomTableField[];
}

export type CustomFormFieldType = 'text' | 'textarea' | 'number' | 'select' | 'multiSelect' | 'date' | 'image';

/** A field the company added to the aunt, employer or order form; records keep its value under `customFields[fieldName]`. */
export interface CustomFormField {
  /** Made by the server when the field is added (`cf1`, `cf2`, ...); never reused. */
  fieldName: string;
  label: string;
  fieldType: CustomFormFieldType;
  /** Choices of select fields ([] otherwise). */
  options: string[];
  required: Flag;
  /** 0: left out of the form (values kept and shown on the record). */
  isShow: Flag;
  sort: number;
  /** Bounds of a number field (null: none). */
  min: number | null;
  max: number | null;
  /** 1: removed by an admin. Its values stay on the records, shown on their detail as a removed field; answers list it last. */
  isDeleted: Flag;
}

/** A field as setCustomFormField takes it: without fieldName it is a new field; isDeleted is the server's. */
export type CustomFormFieldInput = Omit<CustomFormField, 'fieldName' | 'isDeleted'> & { fieldName?: string };

export interface FormNameRequest {
  /**
   * aunt, employer or order.
   * @spec
   */
  formName: string;
}

export interface SetCustomFormFieldRequest {
  /** @spec */
  formName: string;
  /**
   * Every live field, in order; a stored field left out is removed (its values stay on the records).
   * @spec
   */
  customFormOption: CustomFormFieldInput[];
}

export interface CustomTabField {
  /** Built-in tabs: 'all', 'workStatus-1'... (aunts), the order tabs; custom ones: `c_` + letters and digits. */
  tabKey: string;
  /** A built-in tab's name in the caller's language; a custom tab's as the admin wrote it. */
  tabName: string;
  isShow: Flag;
  sort: number;
  /** 1: added by the company, with a rule. Answers only. */
  isCustom?: Flag;
}

export interface TabTypeRequest {
  /**
   * aunt or order.
   * @spec
   */
  tabType: string;
}

export interface SetCustomTabFieldRequest {
  /** @spec */
  tabType: string;
  /**
   * Every tab, in order: each built-in tab once (hide it with isShow 0), custom tabs with a stored rule.
   * @spec
   */
  customTabOption: CustomTabField[];
}

/** What a condition compares (domain/tabRules.ts). */
export type CustomTabOperator = 'eq' | 'ne' | 'in' | 'notIn' | 'contains' | 'range' | 'date' | 'nextDays' | 'empty' | 'notEmpty';

/**
 * One condition of a custom tab: rows whose field matches the value. The value's shape follows
 * the operator: eq/ne a single value, in/notIn a list, contains a text, range [min, max] (either
 * null), date one of the 18 date filters, nextDays a number of days, empty/notEmpty null.
 */
export interface CustomTabCondition {
  field: string;
  operator: CustomTabOperator;
  value: string | number | null | (string | number | null)[] | DateFilter;
}

/** A custom tab's rule: every condition must hold. */
export interface CustomTabRule {
  tabKey: string;
  conditions: CustomTabCondition[];
}

export interface SetCustomTabRuleRequest {
  /** @spec */
  tabType: string;
  /**
   * The rules of every custom tab (a rule may be saved before its tab).
   * @spec
   */
  customTabOption: CustomTabRule[];
}

export interface CustomTabDataInfoRequest {
  tabType: string;
  tabKey: string;
}

/** One tab with its rule (null for a built-in tab) and how many rows of the company it holds. */
export interface CustomTabInfo {
  field: CustomTabField;
  rule: CustomTabRule | null;
  count: number;
}

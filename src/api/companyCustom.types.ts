/** Custom tables, forms and tabs of the company (company.ts): which columns, fields and tabs show, and the tab rules. */
import type { Flag } from './shared';
import type { DateFilter } from './statistics';

export interface CustomTableField {
  field: string;
  label: string;
  /** Pixels; null for automatic. */
  width: number | null;
  isShow: Flag;
  sort: number;
  fixed: 'left' | 'right' | null;
}

export interface TableTypeRequest {
  /** e.g. aunt, employer, order. */
  tableType: string;
}

export interface SetCustomTableFieldRequest {
  tableType: string;
  customTableOption: CustomTableField[];
}

export type CustomFormFieldType = 'text' | 'textarea' | 'number' | 'select' | 'multiSelect' | 'date' | 'image';

export interface CustomFormField {
  fieldName: string;
  label: string;
  fieldType: CustomFormFieldType;
  /** Choices of select fields. */
  options: string[];
  required: Flag;
  isShow: Flag;
  sort: number;
}

export interface FormNameRequest {
  formName: string;
}

export interface SetCustomFormFieldRequest {
  formName: string;
  customFormOption: CustomFormField[];
}

export interface CustomTabField {
  tabKey: string;
  tabName: string;
  isShow: Flag;
  sort: number;
}

export interface TabTypeRequest {
  /** e.g. aunt, employer, order. */
  tabType: string;
}

export interface SetCustomTabFieldRequest {
  tabType: string;
  customTabOption: CustomTabField[];
}

/** One condition of a custom tab: rows whose field matches the value. */
export interface CustomTabCondition {
  field: string;
  operator: 'eq' | 'in' | 'range' | 'date';
  value: string | number | (string | number)[] | DateFilter;
}

export interface CustomTabRule {
  tabKey: string;
  conditions: CustomTabCondition[];
}

export interface SetCustomTabRuleRequest {
  tabType: string;
  customTabOption: CustomTabRule[];
}

export interface CustomTabDataInfoRequest {
  tabType: string;
  tabKey: string;
}

/** One custom tab with its rule. */
export interface CustomTabInfo {
  field: CustomTabField;
  rule: CustomTabRule | null;
}

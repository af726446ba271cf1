/**
 * The fields a custom tab's rule may test (tabRules.ts), per list: their key, kind, the values
 * they can hold when that set is fixed, and how a record gives its value. Shared by the mock
 * (counting and filtering) and the settings page (the rule editor offers these fields).
 *
 * Besides the fixed fields, a rule may test:
 * - `certificateExpiry.<certificateId>` (aunts): the day that certificate of hers expires;
 * - `custom.<fieldName>`: a custom form field of the list's form (not images), removed ones too,
 *   since their values stay on the records.
 */
import type { Aunt } from '@/api/aunt.types';
import type { CustomFormField } from '@/api/companyCustom.types';
import type { Order } from '@/api/order.types';
import { orderStatusOf } from './orderFlow';
import type { FlowOrder } from './orderGraph';
import type { RuleValue, RuleValueKind } from './tabRules';

export const TAB_TYPES = ['aunt', 'order'] as const;
export type TabType = (typeof TAB_TYPES)[number];
export const isTabType = (value: unknown): value is TabType => typeof value === 'string' && (TAB_TYPES as readonly string[]).includes(value);

export const CERTIFICATE_EXPIRY_PREFIX = 'certificateExpiry.';
export const CUSTOM_FIELD_PREFIX = 'custom.';

export interface RuleField<Row> {
  key: string;
  kind: RuleValueKind;
  /** The values it can hold, when the set is fixed (codes, a choice field's options). */
  codes?: readonly (string | number)[];
  read: (row: Row) => RuleValue;
}

export type AuntRuleRow = Pick<
  Aunt,
  | 'workStatus'
  | 'serviceTypes'
  | 'skills'
  | 'certificates'
  | 'certificateExpiries'
  | 'labels'
  | 'education'
  | 'liveIn'
  | 'gender'
  | 'age'
  | 'experienceYears'
  | 'expectedSalary'
  | 'nativePlace'
  | 'teacherUserId'
  | 'isVerified'
  | 'isShared'
  | 'createdTime'
  | 'updatedTime'
  | 'customFields'
>;

export type OrderRuleRow = Pick<Order, 'serviceType' | 'salaryMin' | 'salaryMax' | 'userId' | 'expectedStart' | 'createdTime' | 'customFields'> & FlowOrder;

const FLAG = [0, 1] as const;

/** The aunt list's fixed rule fields, in the order the editor offers them. */
export const AUNT_RULE_FIELDS: readonly RuleField<AuntRuleRow>[] = [
  { key: 'workStatus', kind: 'code', codes: [1, 2, 3, 4, 5, 6], read: (row) => row.workStatus },
  { key: 'serviceTypes', kind: 'ids', read: (row) => row.serviceTypes },
  { key: 'skills', kind: 'ids', read: (row) => row.skills },
  { key: 'certificates', kind: 'ids', read: (row) => row.certificates },
  { key: 'labels', kind: 'ids', read: (row) => row.labels },
  { key: 'age', kind: 'number', read: (row) => row.age },
  { key: 'experienceYears', kind: 'number', read: (row) => row.experienceYears },
  { key: 'expectedSalary', kind: 'number', read: (row) => row.expectedSalary || null },
  { key: 'education', kind: 'code', codes: [1, 2, 3, 4, 5, 6, 7], read: (row) => row.education },
  { key: 'liveIn', kind: 'code', codes: [0, 1, 2], read: (row) => row.liveIn },
  { key: 'gender', kind: 'code', codes: [0, 1], read: (row) => row.gender },
  { key: 'nativePlace', kind: 'text', read: (row) => row.nativePlace },
  { key: 'teacherUserId', kind: 'code', read: (row) => row.teacherUserId || null },
  { key: 'isVerified', kind: 'code', codes: [0, 1, 2], read: (row) => row.isVerified },
  { key: 'isShared', kind: 'code', codes: FLAG, read: (row) => row.isShared },
  { key: 'createdTime', kind: 'date', read: (row) => row.createdTime },
  { key: 'updatedTime', kind: 'date', read: (row) => row.updatedTime },
];

/** The order list's fixed rule fields. */
export const ORDER_RULE_FIELDS: readonly RuleField<OrderRuleRow>[] = [
  { key: 'status', kind: 'code', codes: [0, 1, 2, 3, 4, 5, 6], read: (row) => orderStatusOf(row) },
  { key: 'serviceType', kind: 'code', read: (row) => row.serviceType },
  { key: 'salaryMin', kind: 'number', read: (row) => row.salaryMin },
  { key: 'salaryMax', kind: 'number', read: (row) => row.salaryMax },
  { key: 'userId', kind: 'code', read: (row) => row.userId || null },
  { key: 'expectedStart', kind: 'date', read: (row) => row.expectedStart },
  { key: 'createdTime', kind: 'date', read: (row) => row.createdTime },
];

/** The kind a custom form field is tested as (images are not). */
export function customFieldKind(field: Pick<CustomFormField, 'fieldType'>): RuleValueKind | null {
  switch (field.fieldType) {
    case 'text':
    case 'textarea':
      return 'text';
    case 'number':
      return 'number';
    case 'select':
      return 'code';
    case 'multiSelect':
      return 'ids';
    case 'date':
      return 'date';
    case 'image':
      return null;
  }
}

function customRuleField<Row extends { customFields: Aunt['customFields'] }>(key: string, fields: readonly CustomFormField[]): RuleField<Row> | null {
  const name = key.slice(CUSTOM_FIELD_PREFIX.length);
  const field = fields.find((candidate) => candidate.fieldName === name);
  const kind = field ? customFieldKind(field) : null;
  if (!field || !kind) return null;
  return { key, kind, codes: kind === 'code' || kind === 'ids' ? field.options : undefined, read: (row) => row.customFields[name] ?? null };
}

/** What the rule fields of a list depend on besides the records: the form's custom fields, the company's certificates (aunts). */
export interface RuleFieldContext {
  customFields: readonly CustomFormField[];
  certificateIds?: readonly number[];
}

/** The aunt rule field `key`, or null when the list has none by that key. */
export function auntRuleField(key: string, context: RuleFieldContext): RuleField<AuntRuleRow> | null {
  if (key.startsWith(CERTIFICATE_EXPIRY_PREFIX)) {
    const id = Number(key.slice(CERTIFICATE_EXPIRY_PREFIX.length));
    if (!Number.isInteger(id) || !(context.certificateIds ?? []).includes(id)) return null;
    return { key, kind: 'date', read: (row) => row.certificateExpiries.find((entry) => entry.certificateId === id)?.expiresOn ?? null };
  }
  if (key.startsWith(CUSTOM_FIELD_PREFIX)) return customRuleField<AuntRuleRow>(key, context.customFields);
  return AUNT_RULE_FIELDS.find((field) => field.key === key) ?? null;
}

/** The order rule field `key`, or null. */
export function orderRuleField(key: string, context: RuleFieldContext): RuleField<OrderRuleRow> | null {
  if (key.startsWith(CUSTOM_FIELD_PREFIX)) return customRuleField<OrderRuleRow>(key, context.customFields);
  return ORDER_RULE_FIELDS.find((field) => field.key === key) ?? null;
}

/** A rule field of either list, without its reader (what the editor and the checks need). */
export type RuleFieldInfo = Omit<RuleField<never>, 'read'>;

export function ruleFieldOf(tabType: TabType, key: string, context: RuleFieldContext): RuleFieldInfo | null {
  const field = tabType === 'aunt' ? auntRuleField(key, context) : orderRuleField(key, context);
  return field ? { key: field.key, kind: field.kind, codes: field.codes } : null;
}

/** Every field a new condition of the list may test: the fixed ones, certificate expiries (aunts), live custom fields. */
export function ruleFieldsOf(tabType: TabType, context: RuleFieldContext): RuleFieldInfo[] {
  const fixed: readonly RuleField<never>[] = tabType === 'aunt' ? AUNT_RULE_FIELDS : ORDER_RULE_FIELDS;
  const expiries = tabType === 'aunt' ? (context.certificateIds ?? []).map((id) => `${CERTIFICATE_EXPIRY_PREFIX}${id}`) : [];
  const customs = context.customFields
    .filter((field) => field.isDeleted === 0 && customFieldKind(field) !== null)
    .map((field) => `${CUSTOM_FIELD_PREFIX}${field.fieldName}`);
  return [...fixed.map((field) => field.key), ...expiries, ...customs].flatMap((key) => ruleFieldOf(tabType, key, context) ?? []);
}

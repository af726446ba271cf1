/**
 * The lists whose column layout the company sets (custom columns, /company/getCustomTableField)
 * and a staff member keeps on the server (/custom/column/display/list): their column keys as the
 * pages define them, the pinned ones, and the limits of a layout. Shared by the lists, the
 * settings page and the mock; a test keeps the keys equal to the pages' columns.
 */
import { CUSTOM_FIELD_PREFIX } from './tabRuleFields';
import type { CustomFormName } from './customForm';

export const CUSTOM_TABLE_TYPES = ['aunt', 'employer', 'order'] as const;
export type CustomTableType = (typeof CUSTOM_TABLE_TYPES)[number];
export const isCustomTableType = (value: unknown): value is CustomTableType =>
  typeof value === 'string' && (CUSTOM_TABLE_TYPES as readonly string[]).includes(value);

/** Every column of each list, in the page's default order (custom form fields come after, as `custom.<fieldName>`). */
export const LIST_COLUMN_KEYS: Readonly<Record<CustomTableType, readonly string[]>> = {
  aunt: [
    'auntName',
    'gender',
    'age',
    'zodiac',
    'nativePlace',
    'mobile',
    'workStatus',
    'readiness',
    'serviceTypes',
    'expectedSalary',
    'experienceYears',
    'tags',
    'education',
    'liveIn',
    'constellation',
    'teacherName',
    'remarks',
    'createdTime',
    'updatedTime',
    'flags',
    'actions',
  ],
  employer: [
    'employerName',
    'mobile',
    'status',
    'source',
    'serviceType',
    'place',
    'limitMoney',
    'expectedStart',
    'requirements',
    'owner',
    'lastFollowUpTime',
    'nextFollowUpTime',
    'activeOrderCount',
    'wechat',
    'remarks',
    'createdTime',
    'actions',
  ],
  order: [
    'orderNo',
    'employerName',
    'serviceType',
    'salary',
    'expectedStart',
    'status',
    'candidateCount',
    'auntName',
    'owner',
    'address',
    'remarks',
    'createdTime',
    'actions',
  ],
};

/** Columns a list hides until someone shows them (the pages' `defaultHidden`). */
export const DEFAULT_HIDDEN_COLUMNS: Readonly<Record<CustomTableType, readonly string[]>> = {
  aunt: ['education', 'liveIn', 'constellation', 'remarks'],
  employer: ['wechat', 'remarks'],
  order: ['address', 'remarks'],
};

/** Columns that are always shown, at their side (the name and the actions). */
export const PINNED_COLUMNS: Readonly<Record<CustomTableType, Readonly<Record<string, 'left' | 'right'>>>> = {
  aunt: { auntName: 'left', actions: 'right' },
  employer: { employerName: 'left', actions: 'right' },
  order: { orderNo: 'left', actions: 'right' },
};

/** The form whose custom fields a list can show as columns. */
export const FORM_OF_TABLE: Readonly<Record<CustomTableType, CustomFormName>> = { aunt: 'aunt', employer: 'employer', order: 'order' };

export const COLUMN_LAYOUT_LIMITS = {
  labelLength: 50,
  widthMin: 48,
  widthMax: 800,
} as const;

export const customColumnKey = (fieldName: string): string => `${CUSTOM_FIELD_PREFIX}${fieldName}`;
export const isCustomColumnKey = (key: string): boolean => key.startsWith(CUSTOM_FIELD_PREFIX);

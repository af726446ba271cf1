/**
 * The company's own form fields (custom form fields, /company/getCustomFormField): the forms that
 * take them, their types and limits, what a field's definition must be, and what a record's value
 * of a field must be. Pure and shared: the settings page and the forms check with it as people
 * type, the mock checks every write with it. Problems are codes; each side words them.
 *
 * Values live on the records under `customFields[fieldName]`:
 * text / textarea / select / date (YYYY-MM-DD) / image (the uploaded file's address): a string;
 * number: a number; multiSelect: a list of strings; null or absent: no value.
 */
import type { CustomFieldValue } from '@/api/aunt.types';
import type { CustomFormField, CustomFormFieldInput, CustomFormFieldType } from '@/api/companyCustom.types';
import { isDay } from './dateFilter';

export const CUSTOM_FORM_NAMES = ['aunt', 'employer', 'order'] as const;
export type CustomFormName = (typeof CUSTOM_FORM_NAMES)[number];

export const CUSTOM_FIELD_TYPES = ['text', 'textarea', 'number', 'select', 'multiSelect', 'date', 'image'] as const satisfies readonly CustomFormFieldType[];

export const CUSTOM_FORM_LIMITS = {
  /** Fields shown or hidden in one form. */
  liveFields: 30,
  /** Every field one form ever had, removed ones included (their names are never reused). */
  allFields: 50,
  labelLength: 20,
  options: 30,
  optionLength: 20,
  textLength: 100,
  /** Long text; orders keep at most 500 characters in any custom value. */
  textareaLength: 500,
  /** Numbers (and a number field's bounds) stay within ±this. */
  numberAbs: 1_000_000_000,
  imageLength: 500,
} as const;

/** Field names the server makes: cf1, cf2, ... */
export const FIELD_NAME_RE = /^cf[1-9]\d{0,3}$/;

export const isCustomFormName = (value: unknown): value is CustomFormName =>
  typeof value === 'string' && (CUSTOM_FORM_NAMES as readonly string[]).includes(value);
export const hasOptions = (type: CustomFormFieldType): boolean => type === 'select' || type === 'multiSelect';

/** Why a field's definition cannot be saved. */
export type DefinitionProblem =
  | 'labelMissing'
  | 'labelTooLong'
  | 'labelTaken'
  | 'optionsMissing'
  | 'tooManyOptions'
  | 'optionBlank'
  | 'optionTooLong'
  | 'optionTwice'
  | 'optionsNotAllowed'
  | 'boundsNotAllowed'
  | 'boundOutOfRange'
  | 'boundsReversed';

/** The first problem of one field's definition (labels of the other fields given for the uniqueness check), or null. */
export function definitionProblem(
  field: Pick<CustomFormFieldInput, 'label' | 'fieldType' | 'options' | 'min' | 'max'>,
  otherLabels: readonly string[] = [],
): DefinitionProblem | null {
  const L = CUSTOM_FORM_LIMITS;
  const label = field.label.trim();
  if (label === '') return 'labelMissing';
  if (label.length > L.labelLength) return 'labelTooLong';
  if (otherLabels.some((other) => other.trim().toLowerCase() === label.toLowerCase())) return 'labelTaken';
  if (hasOptions(field.fieldType)) {
    if (field.options.length === 0) return 'optionsMissing';
    if (field.options.length > L.options) return 'tooManyOptions';
    const seen = new Set<string>();
    for (const option of field.options) {
      const text = option.trim();
      if (text === '') return 'optionBlank';
      if (text.length > L.optionLength) return 'optionTooLong';
      if (seen.has(text)) return 'optionTwice';
      seen.add(text);
    }
  } else if (field.options.length > 0) return 'optionsNotAllowed';
  if (field.fieldType !== 'number') {
    if (field.min !== null || field.max !== null) return 'boundsNotAllowed';
  } else {
    for (const bound of [field.min, field.max]) if (bound !== null && (!Number.isFinite(bound) || Math.abs(bound) > L.numberAbs)) return 'boundOutOfRange';
    if (field.min !== null && field.max !== null && field.min > field.max) return 'boundsReversed';
  }
  return null;
}

/** No value: null, absent, blank text or an empty list. */
export function isEmptyCustomValue(value: CustomFieldValue | undefined): boolean {
  return value === null || value === undefined || (typeof value === 'string' && value.trim() === '') || (Array.isArray(value) && value.length === 0);
}

/** Why a record's value of a field cannot be saved. */
export type ValueProblem = 'required' | 'type' | 'tooLong' | 'belowMin' | 'aboveMax' | 'notOption' | 'notDay' | 'unknown' | 'removed';

const sameValue = (a: CustomFieldValue | undefined, b: CustomFieldValue | undefined) => JSON.stringify(a ?? null) === JSON.stringify(b ?? null);

/**
 * The first problem of one value of a field (empty values only fail a required field), or null.
 * `stored` is the record's value before this write: a choice the field no longer offers is kept
 * when it was already there.
 */
export function valueProblem(
  field: Pick<CustomFormField, 'fieldType' | 'options' | 'required' | 'min' | 'max'>,
  value: CustomFieldValue | undefined,
  stored?: CustomFieldValue,
): ValueProblem | null {
  const L = CUSTOM_FORM_LIMITS;
  if (isEmptyCustomValue(value)) return field.required === 1 ? 'required' : null;
  const offered = (choice: string) => field.options.includes(choice);
  switch (field.fieldType) {
    case 'text':
    case 'textarea': {
      if (typeof value !== 'string') return 'type';
      return value.trim().length > (field.fieldType === 'text' ? L.textLength : L.textareaLength) ? 'tooLong' : null;
    }
    case 'number': {
      if (typeof value !== 'number' || !Number.isFinite(value) || Math.abs(value) > L.numberAbs) return 'type';
      if (field.min !== null && value < field.min) return 'belowMin';
      if (field.max !== null && value > field.max) return 'aboveMax';
      return null;
    }
    case 'select':
      if (typeof value !== 'string') return 'type';
      return offered(value) || sameValue(value, stored) ? null : 'notOption';
    case 'multiSelect': {
      if (!Array.isArray(value) || value.some((item) => typeof item !== 'string')) return 'type';
      const list = value as string[];
      if (new Set(list).size !== list.length) return 'type';
      const kept = new Set(Array.isArray(stored) ? (stored as unknown[]).filter((item): item is string => typeof item === 'string') : []);
      return list.every((item) => offered(item) || kept.has(item)) ? null : 'notOption';
    }
    case 'date':
      if (typeof value !== 'string') return 'type';
      return isDay(value) ? null : 'notDay';
    case 'image':
      if (typeof value !== 'string') return 'type';
      return value.length > L.imageLength ? 'tooLong' : null;
  }
}

/** The fields a form shows, in order (live and shown). */
export function shownFields<F extends Pick<CustomFormField, 'isShow' | 'isDeleted' | 'sort'>>(fields: readonly F[]): F[] {
  return fields.filter((field) => field.isShow === 1 && field.isDeleted === 0).sort((a, b) => a.sort - b.sort);
}

/**
 * The first problem of a record's custom values after a write (`next`: what it will hold), or
 * null. A key that names no field of the form, or a removed field, may only keep the value it
 * had (nobody can write one); a hidden field is not required; a shown field is checked by
 * valueProblem.
 */
export function recordValuesProblem(
  fields: readonly CustomFormField[],
  next: Readonly<Record<string, CustomFieldValue>>,
  stored: Readonly<Record<string, CustomFieldValue>> = {},
): { fieldName: string; label: string; problem: ValueProblem } | null {
  const byName = new Map(fields.map((field) => [field.fieldName, field]));
  for (const key of Object.keys(next)) {
    const field = byName.get(key);
    const kept = sameValue(next[key], stored[key]);
    if (!field && !kept) return { fieldName: key, label: key, problem: 'unknown' };
    if (field?.isDeleted === 1 && !kept) return { fieldName: key, label: field.label, problem: 'removed' };
  }
  for (const field of fields) {
    if (field.isDeleted === 1) continue;
    const value = next[field.fieldName];
    const rule = field.isShow === 1 ? field : { ...field, required: 0 as const };
    const problem = valueProblem(rule, value, stored[field.fieldName]);
    if (problem) return { fieldName: field.fieldName, label: field.label, problem };
  }
  return null;
}

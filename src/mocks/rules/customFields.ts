/**
 * Reading the customFields of an aunt, employer or order body (40001 naming what is off). Bounded
 * in every direction, so no record can grow the database without limit: keys, key length, text
 * length, list length, list item length, and the size of the whole object.
 */
import type { CustomFieldValue } from '@/api/aunt.types';
import { invalid, type Msg } from '../core/errors';

export const CUSTOM_FIELD_LIMITS = {
  fields: 50,
  keyLength: 50,
  textLength: 2000,
  listLength: 100,
  itemLength: 200,
  /** The whole object as JSON, in characters. */
  totalLength: 16_000,
} as const;

/** Keys that would reach an object's prototype instead of being a field. */
const RESERVED_KEYS = new Set(['__proto__', 'constructor', 'prototype']);

function refuse(label: Msg, zh: string, en: string): never {
  throw invalid({ zh: `${label.zh}${zh}`, en: `${label.en}: ${en}` });
}

function readValue(value: unknown, key: string, label: Msg, maxText: number): CustomFieldValue {
  const L = CUSTOM_FIELD_LIMITS;
  if (value === null || (typeof value === 'number' && Number.isFinite(value))) return value;
  if (typeof value === 'string') {
    if (value.length > maxText) refuse(label, `「${key}」不能超过 ${maxText} 个字符`, `“${key}” cannot be longer than ${maxText} characters`);
    return value;
  }
  if (Array.isArray(value)) {
    if (value.length > L.listLength) refuse(label, `「${key}」最多 ${L.listLength} 项`, `“${key}” can hold at most ${L.listLength} items`);
    if (value.every((item) => typeof item === 'number' && Number.isFinite(item))) return value.slice() as number[];
    if (value.every((item) => typeof item === 'string')) {
      if (value.some((item: string) => item.length > L.itemLength)) {
        refuse(label, `「${key}」的每一项不能超过 ${L.itemLength} 个字符`, `each item of “${key}” cannot be longer than ${L.itemLength} characters`);
      }
      return value.slice() as string[];
    }
  }
  return refuse(label, `「${key}」的值格式不正确`, `the value of “${key}” is not valid`);
}

/**
 * At most 50 keys of at most 50 characters; each value null, a finite number, a string of at most
 * `maxText` characters (default 2000), or a list of at most 100 numbers or strings (each at most
 * 200 characters); at most 16,000 characters as JSON in all. Answers a copy.
 */
export function readCustomFields(raw: unknown, label: Msg, maxText: number = CUSTOM_FIELD_LIMITS.textLength): Record<string, CustomFieldValue> {
  const L = CUSTOM_FIELD_LIMITS;
  if (typeof raw !== 'object' || raw === null || Array.isArray(raw)) refuse(label, '格式不正确', 'not valid');
  const entries = Object.entries(raw);
  if (entries.length > L.fields) refuse(label, `最多 ${L.fields} 项`, `at most ${L.fields} fields`);
  const out: Record<string, CustomFieldValue> = {};
  for (const [key, value] of entries) {
    if (key.trim() === '' || key.length > L.keyLength || RESERVED_KEYS.has(key)) {
      refuse(label, `的字段名「${key.slice(0, L.keyLength)}」不可用`, `the field name “${key.slice(0, L.keyLength)}” cannot be used`);
    }
    out[key] = readValue(value, key, label, Math.min(maxText, L.textLength));
  }
  if (JSON.stringify(out).length > L.totalLength)
    refuse(label, `总长度不能超过 ${L.totalLength} 个字符`, `cannot be longer than ${L.totalLength} characters in all`);
  return out;
}

/** Reading the customFields of an aunt, employer or order body (40001 naming the field when anything is off). */
import type { CustomFieldValue } from '@/api/aunt.types';
import { invalid, notValidMsg, type Msg } from '../handlers/kit';

const MAX_FIELDS = 50;
const MAX_KEY = 50;

function isCustomValue(value: unknown): value is CustomFieldValue {
  if (value === null || typeof value === 'string' || (typeof value === 'number' && Number.isFinite(value))) return true;
  return Array.isArray(value) && (value.every((item) => typeof item === 'string') || value.every((item) => typeof item === 'number'));
}

/**
 * At most 50 keys of at most 50 characters; each value null, a string (at most `maxText`
 * characters), a finite number, or a list of strings or of numbers (copied).
 */
export function readCustomFields(raw: unknown, label: Msg, maxText = Infinity): Record<string, CustomFieldValue> {
  if (typeof raw !== 'object' || raw === null || Array.isArray(raw) || Object.keys(raw).length > MAX_FIELDS) throw invalid(notValidMsg(label));
  const out: Record<string, CustomFieldValue> = {};
  for (const [key, value] of Object.entries(raw)) {
    if (key.length > MAX_KEY || !isCustomValue(value) || (typeof value === 'string' && value.length > maxText)) throw invalid(notValidMsg(label));
    out[key] = Array.isArray(value) ? (value.slice() as string[] | number[]) : value;
  }
  return out;
}

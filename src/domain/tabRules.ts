/**
 * Custom tab rules: which operators a field of each kind takes, what a condition's value must
 * be, and whether a record matches a rule (every condition holds). Pure and shared: the mock counts
 * and filters the aunt and order lists' custom tabs with it, the settings page checks conditions
 * with it as they are built. The fields themselves (what a record holds under a key) are in
 * tabRuleFields.ts.
 *
 * Operators by kind of field:
 * - code (one value of a fixed or known set: work status, owner, a single-choice custom field):
 *   eq, ne, in, notIn, empty, notEmpty;
 * - ids (a list: service types, skills, certificates, labels, a multiple-choice field):
 *   eq (holds it), ne (does not hold it), in (holds any of), notIn (holds none of), empty, notEmpty;
 * - number: eq, ne, range [min, max] (inclusive, either end open with null), empty, notEmpty;
 * - text: eq, ne, contains (ignoring case), in, empty, notEmpty;
 * - date (a day, or a time read as its China day): date (one of the 18 date filters of
 *   dateFilter.ts; isNull = no date), nextDays N (from today to the day N days ahead, both
 *   included: "expires within 30 days"), empty, notEmpty.
 * A record without a value matches only empty, ne, notIn and a date isNull.
 *
 * @example
 *   const holds = compileRule([{ field: 'workStatus', operator: 'in', value: [1, 2] }], kindOf, now);
 *   holds((field) => readField(aunt, field))
 */
import type { CustomTabCondition, CustomTabOperator } from '@/api/companyCustom.types';
import type { StatisticsFilter } from '@/api/statistics';
import { chinaDay } from './chinaTime';
import { DAYS_MAX, DAYS_MIN, addDays, checkDateFilter, isDay, isDayInRange, resolveDateFilter, type ResolvedDateRange } from './dateFilter';

export type RuleValueKind = 'code' | 'ids' | 'number' | 'text' | 'date';

/** What a record holds under a rule field. */
export type RuleValue = string | number | null | readonly (string | number)[];

export const TAB_OPERATORS = [
  'eq',
  'ne',
  'in',
  'notIn',
  'contains',
  'range',
  'date',
  'nextDays',
  'empty',
  'notEmpty',
] as const satisfies readonly CustomTabOperator[];

export const OPERATORS_BY_KIND: Readonly<Record<RuleValueKind, readonly CustomTabOperator[]>> = {
  code: ['eq', 'ne', 'in', 'notIn', 'empty', 'notEmpty'],
  ids: ['eq', 'ne', 'in', 'notIn', 'empty', 'notEmpty'],
  number: ['eq', 'ne', 'range', 'empty', 'notEmpty'],
  text: ['eq', 'ne', 'contains', 'in', 'empty', 'notEmpty'],
  date: ['date', 'nextDays', 'empty', 'notEmpty'],
};

export const TAB_RULE_LIMITS = {
  conditions: 10,
  listItems: 50,
  textLength: 50,
  numberAbs: 1_000_000_000,
} as const;

/** Why a condition cannot be saved. */
export type ConditionProblem = 'field' | 'operator' | 'value' | 'notACode';

const isPrimitive = (value: unknown): value is string | number =>
  (typeof value === 'string' && value.trim() !== '' && value.length <= TAB_RULE_LIMITS.textLength) || (typeof value === 'number' && Number.isFinite(value));

function valueOfKind(value: unknown, kind: RuleValueKind): boolean {
  if (kind === 'number') return typeof value === 'number' && Number.isFinite(value) && Math.abs(value) <= TAB_RULE_LIMITS.numberAbs;
  if (kind === 'text') return typeof value === 'string' && value.trim() !== '' && value.length <= TAB_RULE_LIMITS.textLength;
  return isPrimitive(value);
}

/**
 * The problem of one condition for a field of `kind` (null when the field is unknown), or null.
 * `codes`: the values a code or ids field can hold, when the set is known (work statuses, a
 * choice field's options); other values are then refused.
 */
export function conditionProblem(
  condition: Pick<CustomTabCondition, 'operator' | 'value'>,
  kind: RuleValueKind | null,
  codes?: readonly (string | number)[],
): ConditionProblem | null {
  if (kind === null) return 'field';
  const { operator, value } = condition;
  if (!OPERATORS_BY_KIND[kind].includes(operator)) return 'operator';
  const known = (item: unknown) => !codes || codes.some((code) => code === item);
  switch (operator) {
    case 'empty':
    case 'notEmpty':
      return value === null || value === undefined ? null : 'value';
    case 'eq':
    case 'ne':
      if (!valueOfKind(value, kind === 'ids' ? 'code' : kind)) return 'value';
      return known(value) ? null : 'notACode';
    case 'in':
    case 'notIn': {
      if (!Array.isArray(value) || value.length === 0 || value.length > TAB_RULE_LIMITS.listItems) return 'value';
      if (!value.every((item) => valueOfKind(item, kind === 'ids' ? 'code' : kind))) return 'value';
      return value.every(known) ? null : 'notACode';
    }
    case 'contains':
      return valueOfKind(value, 'text') ? null : 'value';
    case 'range': {
      if (!Array.isArray(value) || value.length !== 2) return 'value';
      const [min, max] = value as unknown[];
      const bound = (item: unknown) => item === null || valueOfKind(item, 'number');
      if (!bound(min) || !bound(max) || (min === null && max === null)) return 'value';
      return min !== null && max !== null && (min as number) > (max as number) ? 'value' : null;
    }
    case 'date':
      return typeof value === 'object' && value !== null && !Array.isArray(value) && checkDateFilter(value).ok ? null : 'value';
    case 'nextDays':
      return typeof value === 'number' && Number.isInteger(value) && value >= DAYS_MIN && value <= DAYS_MAX ? null : 'value';
  }
}

const isEmptyValue = (value: RuleValue): boolean => value === null || value === '' || (Array.isArray(value) && value.length === 0);

/** Equal, a number and its digits alike (a code sent as '1' matches 1). */
const same = (a: string | number, b: unknown) => a === b || (typeof b === 'string' || typeof b === 'number' ? String(a) === String(b) : false);

/** The China day of a value: a 'YYYY-MM-DD' day as it is, an ISO time as its day in China; null otherwise. */
function dayOf(value: RuleValue): string | null {
  if (typeof value !== 'string' || value === '') return null;
  if (isDay(value)) return value;
  const time = Date.parse(value);
  return Number.isNaN(time) ? null : chinaDay(time);
}

type Test = (value: RuleValue) => boolean;

function compileCondition(condition: Pick<CustomTabCondition, 'operator' | 'value'>, now: number | Date): Test {
  const { operator, value } = condition;
  const list = (Array.isArray(value) ? value : []) as (string | number)[];
  const holds = (held: RuleValue, wanted: string | number) =>
    Array.isArray(held) ? held.some((item) => same(item, wanted)) : held !== null && same(held as string | number, wanted);
  switch (operator) {
    case 'empty':
      return isEmptyValue;
    case 'notEmpty':
      return (held) => !isEmptyValue(held);
    case 'eq':
      return (held) => holds(held, value as string | number);
    case 'ne':
      return (held) => !holds(held, value as string | number);
    case 'in':
      return (held) => list.some((wanted) => holds(held, wanted));
    case 'notIn':
      return (held) => !list.some((wanted) => holds(held, wanted));
    case 'contains': {
      const needle = String(value).trim().toLowerCase();
      return (held) => typeof held === 'string' && held.toLowerCase().includes(needle);
    }
    case 'range': {
      const [min, max] = list as unknown as [number | null, number | null];
      return (held) => typeof held === 'number' && (min === null || held >= min) && (max === null || held <= max);
    }
    case 'date': {
      const range: ResolvedDateRange = resolveDateFilter(value as StatisticsFilter, now);
      return (held) => {
        const day = dayOf(held);
        return range.isNull ? day === null : day !== null && isDayInRange(day, range);
      };
    }
    case 'nextDays': {
      const today = chinaDay(now);
      const range = { start: today, end: addDays(today, value as number) };
      return (held) => {
        const day = dayOf(held);
        return day !== null && isDayInRange(day, range);
      };
    }
  }
}

/**
 * A record test for a rule: every condition holds for the value `read(field)` gives. Conditions
 * are compiled once (date ranges resolved at `now`), so a list of thousands is one pass. A
 * condition whose field has no kind (removed since) matches nothing. No conditions: nothing.
 */
export function compileRule(
  conditions: readonly CustomTabCondition[],
  kindOf: (field: string) => RuleValueKind | null,
  now: number | Date = Date.now(),
): (read: (field: string) => RuleValue) => boolean {
  if (conditions.length === 0) return () => false;
  const tests: { field: string; test: Test }[] = [];
  for (const condition of conditions) {
    const kind = kindOf(condition.field);
    if (kind === null || conditionProblem(condition, kind) !== null) return () => false;
    tests.push({ field: condition.field, test: compileCondition(condition, now) });
  }
  return (read) => tests.every(({ field, test }) => test(read(field)));
}

/**
 * Field rules for request bodies. `validate(body, rules)` returns the typed, cleaned values
 * or throws 40001 naming the first bad field (its label in the message, its name in `fields`),
 * so a handler that validates before touching the database stores nothing on bad input.
 *
 * @example
 *   const { mobile } = validate(ctx.body, { mobile: { type: 'string', label: LABEL.mobile, required: true, pattern: MOBILE_RE } });
 */
import { amountFen } from '@/domain/fen';
import { MockError, invalid, type Msg } from './errors';

interface BaseRule {
  label: Msg;
  required?: boolean;
  /** Replaces the generic "is not valid" message. */
  message?: Msg;
}

export interface StringRule extends BaseRule {
  type: 'string';
  /** Trim before checking (default true). */
  trim?: boolean;
  minLength?: number;
  maxLength?: number;
  pattern?: RegExp;
}

export interface NumberRule extends BaseRule {
  type: 'number';
  integer?: boolean;
  /** An amount of yuan: at most two decimals, by domain/fen's amountFen (the client's rule too), judged on what was sent. */
  yuan?: boolean;
  min?: number;
  max?: number;
}

export interface EnumRule extends BaseRule {
  type: 'enum';
  values: readonly (string | number)[];
}

export interface BooleanRule extends BaseRule {
  type: 'boolean';
}

export interface IdListRule extends BaseRule {
  type: 'ids';
}

export type FieldRule = StringRule | NumberRule | EnumRule | BooleanRule | IdListRule;
export type Rules = Record<string, FieldRule>;

type ValueOf<R extends FieldRule> = R extends StringRule
  ? string
  : R extends NumberRule
    ? number
    : R extends EnumRule
      ? R['values'][number]
      : R extends BooleanRule
        ? boolean
        : number[];

type RequiredKeys<S extends Rules> = { [K in keyof S]: S[K] extends { required: true } ? K : never }[keyof S];

export type Validated<S extends Rules> = { [K in RequiredKeys<S>]: ValueOf<S[K]> } & {
  [K in Exclude<keyof S, RequiredKeys<S>>]?: ValueOf<S[K]>;
};

const required = (label: Msg): Msg => ({ zh: `请填写${label.zh}`, en: `${label.en} is required` });
/** "<label> is not valid", the 40001 message of a field in the wrong shape. */
export const notValidMsg = (label: Msg): Msg => ({ zh: `${label.zh}格式不正确`, en: `${label.en} is not valid` });
/** "<label> must be an amount with at most two decimals", the 40001 message of a `yuan` number with a third decimal. */
const notAmountMsg = (label: Msg): Msg => ({ zh: `${label.zh}须为最多两位小数的金额`, en: `${label.en} must be an amount with at most two decimals` });
const notValid = (rule: BaseRule): Msg => rule.message ?? notValidMsg(rule.label);

/** A plain object (not null, not an array). */
export function isRecord(value: unknown): value is Record<string, unknown> {
  return typeof value === 'object' && value !== null && !Array.isArray(value);
}

/** Checks one value; returns the cleaned value or undefined when absent (and allowed). */
function checkField(rule: FieldRule, raw: unknown): unknown {
  const absent = raw === undefined || raw === null || (typeof raw === 'string' && raw.trim() === '' && rule.type !== 'string');
  if (absent) {
    if (rule.required) throw invalid(required(rule.label));
    return undefined;
  }
  switch (rule.type) {
    case 'string': {
      if (typeof raw !== 'string') throw invalid(notValid(rule));
      const value = rule.trim === false ? raw : raw.trim();
      if (value === '') {
        // An optional field may be sent empty (to clear it) unless it has a minimum length.
        if (rule.required || (rule.minLength ?? 0) > 0) throw invalid(required(rule.label));
        return value;
      }
      if (rule.minLength !== undefined && value.length < rule.minLength) {
        throw invalid({
          zh: `${rule.label.zh}不能少于${rule.minLength}个字符`,
          en: `${rule.label.en} must be at least ${rule.minLength} characters`,
        });
      }
      if (rule.maxLength !== undefined && value.length > rule.maxLength) {
        throw invalid({
          zh: `${rule.label.zh}不能超过${rule.maxLength}个字符`,
          en: `${rule.label.en} must be at most ${rule.maxLength} characters`,
        });
      }
      if (rule.pattern && !rule.pattern.test(value)) throw invalid(notValid(rule));
      return value;
    }
    case 'number': {
      const value = typeof raw === 'string' ? Number(raw) : raw;
      if (typeof value !== 'number' || !Number.isFinite(value) || (rule.integer && !Number.isInteger(value))) {
        throw invalid(notValid(rule));
      }
      if (rule.min !== undefined && value < rule.min) {
        throw invalid({ zh: `${rule.label.zh}不能小于${rule.min}`, en: `${rule.label.en} must be at least ${rule.min}` });
      }
      if (rule.max !== undefined && value > rule.max) {
        throw invalid({ zh: `${rule.label.zh}不能大于${rule.max}`, en: `${rule.label.en} must be at most ${rule.max}` });
      }
      if (rule.yuan && amountFen(raw) === null) throw invalid(notAmountMsg(rule.label));
      return value;
    }
    case 'enum': {
      const match = rule.values.find((allowed) => allowed === raw || (typeof allowed === 'number' && String(allowed) === raw));
      if (match === undefined) {
        throw invalid(rule.message ?? { zh: `${rule.label.zh}不在可选范围内`, en: `${rule.label.en} is not one of the allowed values` });
      }
      return match;
    }
    case 'boolean':
      if (typeof raw !== 'boolean') throw invalid(notValid(rule));
      return raw;
    case 'ids':
      if (!Array.isArray(raw) || raw.some((id) => typeof id !== 'number' || !Number.isInteger(id) || id <= 0)) {
        throw invalid(notValid(rule));
      }
      if (rule.required && raw.length === 0) throw invalid(required(rule.label));
      return raw.slice();
  }
}

export function validate<const S extends Rules>(body: unknown, rules: S): Validated<S> {
  const source = body === undefined || body === null ? {} : body;
  if (!isRecord(source)) {
    throw invalid({ zh: '请求参数格式不正确', en: 'The request body is not valid' });
  }
  const out: Record<string, unknown> = {};
  for (const [field, rule] of Object.entries(rules)) {
    let value: unknown;
    try {
      value = checkField(rule, source[field]);
    } catch (error) {
      throw error instanceof MockError ? new MockError(error.code, error.messages, [field]) : error;
    }
    if (value !== undefined) out[field] = value;
  }
  return out as Validated<S>;
}

/** Common field labels and patterns. */
export const LABEL = {
  mobile: { zh: '手机号', en: 'Mobile number' },
  password: { zh: '密码', en: 'Password' },
  page: { zh: '页码', en: 'Page' },
  pageSize: { zh: '每页条数', en: 'Page size' },
} as const satisfies Record<string, Msg>;

export { MOBILE_RE } from '@/domain/mobile';

/** Paging fields shared by list calls (page 1-based; page size capped at 100). */
export const PAGING_RULES = {
  page: { type: 'number', label: LABEL.page, integer: true, min: 1 },
  pageSize: { type: 'number', label: LABEL.pageSize, integer: true, min: 1, max: 100 },
} as const satisfies Rules;

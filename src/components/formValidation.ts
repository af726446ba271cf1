import type { FormInstance } from 'antd';
import type { FormRule as Rule } from 'antd';
import type { TFunction } from 'i18next';
import { MAX_FEN, amountFen, yuanOfFen } from '@/domain/fen';
import { money } from '@/domain/format';

/**
 * Validates every field of a form before saving. When some fail, scrolls the first one into the
 * middle of the view and calls `onInvalid` with how many failed; resolves whether all passed.
 *
 * @example
 *   if (!(await validateAll(form, (count) => void message.error(t('employer.form.fixErrors', { count }))))) return;
 */
export async function validateAll(form: FormInstance, onInvalid: (count: number) => void): Promise<boolean> {
  try {
    await form.validateFields();
    return true;
  } catch (failure) {
    const fields = (failure as { errorFields?: { name: (string | number)[] }[] }).errorFields ?? [];
    if (fields.length > 0) {
      form.scrollToField(fields[0].name, { block: 'center' });
      onInvalid(fields.length);
    }
    return false;
  }
}

export interface AmountBounds {
  /** The least amount allowed, in fen (default 0). */
  minFen?: number;
  /** The largest amount allowed, in fen (default MAX_FEN, ¥99,999,999.99). */
  maxFen?: number;
  /** Replaces the default "an amount from ¥min to ¥max with at most two decimals". */
  message?: string;
}

/**
 * What is wrong with an amount (null when nothing): `value` (typed text, or a number) must be a yuan
 * amount of at most two decimals by domain/fen's amountFen (the mock's rule too: by digits, never a
 * float) within the bounds. For an editor outside an antd Form; a form's field uses amountRule.
 */
export function amountProblem(t: TFunction, value: unknown, { minFen = 0, maxFen = MAX_FEN, message }: AmountBounds = {}): string | null {
  const fen = amountFen(value);
  if (fen !== null && fen >= minFen && fen <= maxFen) return null;
  return message ?? t('money.amountInvalid', { min: money(yuanOfFen(minFen)), max: money(yuanOfFen(maxFen)) });
}

/**
 * The rule of every amount field: its value (the text typed into an Input, or an AmountInput's value:
 * a number, or the typed text when it is not an amount) passes amountProblem. Empty passes:
 * `required` is a rule of its own.
 *
 * @example
 *   <Form.Item name="salaryMin" rules={[amountRule(t, { minFen: 100, maxFen: 5_000_000 })]}><AmountInput /></Form.Item>
 */
export function amountRule(t: TFunction, bounds: AmountBounds = {}): Rule {
  return {
    validator: async (_rule, value: unknown) => {
      if (value === null || value === undefined || (typeof value === 'string' && value.trim() === '')) return;
      const problem = amountProblem(t, value, bounds);
      if (problem) throw new Error(problem);
    },
  };
}

/**
 * Money display, one style on every page: yuan with thousands separators and the ¥ sign,
 * an en dash between the ends of a range, "/月" ("/month") for monthly figures.
 * Pure over the `t` it is given, so both languages read the same.
 *
 * @example
 *   monthlySalaryText(t, 7000, 8500)  // '¥7,000–8,500/月'
 *   monthlySalaryText(t, 0, 8000)     // '≤¥8,000/月'
 *   monthlyAmountText(t, 8500)        // '¥8,500/月'
 */
import type { TFunction } from 'i18next';
import '@/i18n/texts/money';

/** One formatter each for whole and fractional figures: `toLocaleString('en-US')` builds a new one on each call (a list renders hundreds). */
const GROUPED = new Intl.NumberFormat('en-US', { maximumFractionDigits: 0 });
const GROUPED_CENTS = new Intl.NumberFormat('en-US', { minimumFractionDigits: 2, maximumFractionDigits: 2 });

/** "8,500" (whole yuan, thousands separated); "8,500.50" when there are fen. */
export function groupedYuan(value: number): string {
  return Number.isInteger(value) ? GROUPED.format(value) : GROUPED_CENTS.format(value);
}

/** "¥8,500". */
export function yuanText(value: number): string {
  return `¥${groupedYuan(value)}`;
}

/** "¥8,500/月"; '' when there is no amount (0). */
export function monthlyAmountText(t: TFunction, amount: number | null | undefined): string {
  return amount ? t('money.perMonth', { amount: yuanText(amount) }) : '';
}

/**
 * A monthly salary range: "¥7,000–8,500/月"; one figure when both ends agree or only the lower
 * one is given; "≤¥8,000/月" with only an upper end; "面议" with neither.
 */
export function monthlySalaryText(t: TFunction, min: number, max: number): string {
  if (!min && !max) return t('money.negotiable');
  if (!max || max <= min) return t('money.perMonth', { amount: yuanText(min) });
  if (!min) return t('money.perMonth', { amount: `≤${yuanText(max)}` });
  return t('money.perMonth', { amount: `${yuanText(min)}–${groupedYuan(max)}` });
}

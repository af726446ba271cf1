/**
 * THE display formatter: every amount, date, time and count a screen, an export or a message prints
 * comes from here (tests/unit/format-guard.test.ts keeps pages and components on it). Parsing stays in
 * domain/fen; the spec's time rules (first document §9) in domain/time, re-exported here.
 *
 * - Money: "¥" + thousands-grouped yuan; the fen ("¥1,234.50") only when the amount has fen. A range
 *   joins its ends with an en dash ("¥7,000–9,000"); a period follows as "/月" / "/month".
 * - Dates in lists, details, dialogs and exports: 'YYYY-MM-DD', with a time 'YYYY-MM-DD HH:mm', in both
 *   languages. Chat, logs and feeds use the spec's rule (formatTime / formatRelative).
 * - Nothing to show (null, not a number, not a time) gives '' and the cell stays empty.
 *
 * @example
 *   money(8500, { per: 'month' })               // '¥8,500/月' (en '¥8,500/month')
 *   moneyRange(7000, 9000, { per: 'month' })    // '¥7,000–9,000/月'
 *   moneyOfFen(123450)                          // '¥1,234.50'
 *   date('2026-12-17T10:00:00+08:00')           // '2026-12-17'
 */
import dayjs from 'dayjs';
import { i18n, type Language } from '@/i18n';
import '@/i18n/texts/money';
import { fenOfYuan } from './fen';
import { toEpochMs, type TimeInput } from './time';

export { formatRelative, formatTime } from './time';

export type Per = 'month' | 'year' | 'day' | 'hour';

export interface MoneyOptions {
  /** The period the amount is paid for: "/月", "/年", "/天", "/小时". */
  per?: Per;
  /** The language of the period (default: the interface's). */
  lang?: Language;
}

/** One formatter for all calls (a list renders hundreds; `toLocaleString` builds one per call). */
const GROUPED = new Intl.NumberFormat('en-US', { maximumFractionDigits: 0 });

/** "1,234" / "1,234.50" of integer fen: built from the digits, never rounded; "-" before a negative. */
function digitsOfFen(fen: number): string {
  const sign = fen < 0 ? '-' : '';
  const abs = Math.abs(fen);
  const cents = abs % 100;
  const whole = GROUPED.format(Math.floor(abs / 100));
  return `${sign}${whole}${cents === 0 ? '' : `.${String(cents).padStart(2, '0')}`}`;
}

function withPer(text: string, options: MoneyOptions): string {
  if (!options.per) return text;
  const t = options.lang ? i18n.getFixedT(options.lang) : i18n.t.bind(i18n);
  return t(`money.per.${options.per}`, { amount: text });
}

/** Fen (integers, how money is held) as "¥1,234.50"; "-¥3" when negative. */
export function moneyOfFen(fen: number | null | undefined, options: MoneyOptions = {}): string {
  if (typeof fen !== 'number' || !Number.isSafeInteger(fen)) return '';
  const text = fen < 0 ? `-¥${digitsOfFen(-fen)}` : `¥${digitsOfFen(fen)}`;
  return withPer(text, options);
}

/** A yuan amount (the wire's form: a number of at most two decimals) as "¥8,500" / "¥8,500/月"; '' when it is not money. */
export function money(yuan: unknown, options: MoneyOptions = {}): string {
  return moneyOfFen(fenOfYuan(yuan), options);
}

/** The digits alone ("8,500", "99.50"): where the unit stands in the column title. */
export function amountDigits(yuan: unknown): string {
  const fen = fenOfYuan(yuan);
  return fen === null ? '' : digitsOfFen(fen);
}

/**
 * A range, e.g. a salary: "¥7,000–9,000/月"; one figure when both ends agree or only the lower end is
 * given; "≤¥9,000/月" with only an upper end; "面议" / "Negotiable" with neither (0 means "not given").
 */
export function moneyRange(min: number | null | undefined, max: number | null | undefined, options: MoneyOptions = {}): string {
  const low = min || 0;
  const high = max || 0;
  if (!low && !high) return (options.lang ? i18n.getFixedT(options.lang) : i18n.t.bind(i18n))('money.negotiable');
  if (!high || high <= low) return money(low, options);
  if (!low) return withPer(`≤${money(high)}`, options);
  return withPer(`${money(low)}–${amountDigits(high)}`, options);
}

/** 'YYYY-MM-DD' (the browser's zone); '' when it is not a time. A bare 'YYYY-MM-DD' stays that day. */
export function date(value: TimeInput): string {
  if (typeof value === 'string' && /^\d{4}-\d{2}-\d{2}$/.test(value.trim())) return value.trim();
  const time = toEpochMs(value);
  return time === null ? '' : dayjs(time).format('YYYY-MM-DD');
}

/** 'YYYY-MM-DD HH:mm' ('YYYY-MM-DD HH:mm:ss' with seconds, for audit lines); '' when it is not a time. */
export function dateTime(value: TimeInput, options: { seconds?: boolean } = {}): string {
  const time = toEpochMs(value);
  return time === null ? '' : dayjs(time).format(options.seconds ? 'YYYY-MM-DD HH:mm:ss' : 'YYYY-MM-DD HH:mm');
}

/** A count with thousands grouped: 12345 -> "12,345"; '' when it is not a number. */
export function count(n: number | null | undefined): string {
  return typeof n === 'number' && Number.isFinite(n) ? GROUPED.format(n) : '';
}

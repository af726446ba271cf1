/**
 * Money held exactly: amounts are integer fen (1 yuan = 100 fen) everywhere arithmetic happens
 * (the mock's tables, sums, balances, the client's totals); yuan appear only on the wire (a JSON
 * number with at most two decimals, e.g. 45.5) and on screen (domain/format). Never add yuan floats:
 * 0.1 + 0.2 is not 0.3, but 10 + 20 fen is 30.
 *
 * @example
 *   parseYuan('12.3')      // 1230
 *   parseYuan('0.005')     // null (a third decimal is not money)
 *   yuanOfFen(1230)        // 12.3 (for the wire)
 *   fenOfYuan(12.3)        // 1230 (from the wire; null with a third decimal: 2.675, 12345.678)
 */

/** The largest amount a field may hold: ¥99,999,999.99 (far beyond any agency's fee, well inside exact doubles). */
export const MAX_FEN = 9_999_999_999;

const YUAN_TEXT = /^\s*(-)?\s*¥?\s*(\d{1,3}(?:,\d{3})+|\d+)(?:\.(\d{1,2}))?\s*$/;

/**
 * Reads what a person typed ("1,234.5", "¥80", "-3.05") as fen, by its digits, not by float
 * arithmetic. null when it is not an amount of at most two decimals within ±MAX_FEN.
 */
export function parseYuan(text: string): number | null {
  const match = YUAN_TEXT.exec(text);
  if (!match) return null;
  const whole = Number(match[2].replace(/,/g, ''));
  const cents = Number((match[3] ?? '').padEnd(2, '0') || '0');
  const fen = whole * 100 + cents;
  if (!Number.isSafeInteger(fen) || fen > MAX_FEN) return null;
  return match[1] && fen !== 0 ? -fen : fen;
}

/**
 * THE rule of money, shared by the client's amount fields (components/formValidation's amountRule)
 * and the mock's readers (core/validate's `yuan` numbers, fenOfYuan): `value`, the text a person
 * typed or a number (a JSON number off the wire, a form's number), as fen when it is a yuan amount of
 * at most two decimals within ±MAX_FEN; null otherwise. Decided by decimal digits, never by float
 * arithmetic, so it answers alike at every size: a number is read by its shortest round-trip text
 * (`String(n)`: "2.675", "12345.678", "0.30000000000000004", "1e+21" are all refused; 12.30 is "12.3"),
 * which is the text that was sent for any amount a person can type.
 *
 * @example
 *   amountFen('12.30')     // 1230
 *   amountFen(12345.678)   // null
 *   amountFen(0.1 + 0.2)   // null
 */
export function amountFen(value: unknown): number | null {
  if (typeof value === 'string') return parseYuan(value);
  return typeof value === 'number' && Number.isFinite(value) ? parseYuan(String(value)) : null;
}

/** A yuan amount from the wire (a JSON number, never a string) as fen by amountFen's rule: 12.3 -> 1230, 2.675 -> null. */
export function fenOfYuan(yuan: unknown): number | null {
  return typeof yuan === 'number' ? amountFen(yuan) : null;
}

/** Fen as a yuan number for the wire: 1230 -> 12.3 (the double nearest the decimal, which JSON prints exactly). */
export function yuanOfFen(fen: number): number {
  return fen / 100;
}

/** Sum of fen amounts (integers, so exact). */
export function sumFen(amounts: Iterable<number>): number {
  let total = 0;
  for (const amount of amounts) total += amount;
  return total;
}

/** What an input shows for an amount: "1234.5" -> "1234.50" (no grouping, so it reads back with parseYuan). */
export function fenInputText(fen: number): string {
  const abs = Math.abs(fen);
  return `${fen < 0 ? '-' : ''}${Math.floor(abs / 100)}.${String(abs % 100).padStart(2, '0')}`;
}

/**
 * `part` of `whole` as a percentage rounded down to one decimal (e.g. 2/3 -> 66.6), from integers;
 * null when `whole` is 0 (no target: no percentage).
 */
export function percentOf(part: number, whole: number): number | null {
  if (whole === 0) return null;
  return Math.floor((part * 1000) / whole) / 10;
}

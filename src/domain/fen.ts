/**
 * Money held exactly: amounts are integer fen (1 yuan = 100 fen) everywhere arithmetic happens
 * (the mock's tables, sums, balances, the client's totals); yuan appear only on the wire (a JSON
 * number with at most two decimals, e.g. 45.5) and on screen ("¥1,234.50"). Never add yuan floats:
 * 0.1 + 0.2 is not 0.3, but 10 + 20 fen is 30.
 *
 * @example
 *   parseYuan('12.3')      // 1230
 *   parseYuan('0.005')     // null (a third decimal is not money)
 *   yuanOfFen(1230)        // 12.3 (for the wire)
 *   fenOfYuan(12.3)        // 1230 (from the wire; null when not a whole number of fen)
 *   fenText(-123456)       // '-¥1,234.56'
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
 * A yuan amount from the wire (a JSON number) as fen; null when it is not finite, has more than
 * two decimals, or lies beyond ±MAX_FEN. 12.3 -> 1230 (the nearest fen of 12.3 * 100 is exact here
 * because the value is checked to be that many fen to within a rounding error of the double).
 */
export function fenOfYuan(yuan: unknown): number | null {
  if (typeof yuan !== 'number' || !Number.isFinite(yuan)) return null;
  const fen = Math.round(yuan * 100);
  if (Math.abs(fen) > MAX_FEN) return null;
  // More than two decimals: 12.345 * 100 = 1234.5, far from any whole fen.
  if (Math.abs(yuan * 100 - fen) > 1e-6 * Math.max(1, Math.abs(fen))) return null;
  return fen === 0 ? 0 : fen;
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

const GROUPED_WHOLE = new Intl.NumberFormat('en-US', { maximumFractionDigits: 0 });

/** "1,234.56" (no sign of currency; negative with a leading "-"). Built from integer fen, never rounded. */
export function groupedFenText(fen: number): string {
  const sign = fen < 0 ? '-' : '';
  const abs = Math.abs(fen);
  const whole = Math.floor(abs / 100);
  const cents = String(abs % 100).padStart(2, '0');
  return `${sign}${GROUPED_WHOLE.format(whole)}.${cents}`;
}

/** "¥1,234.56"; negative as "-¥1,234.56". */
export function fenText(fen: number): string {
  return fen < 0 ? `-¥${groupedFenText(-fen)}` : `¥${groupedFenText(fen)}`;
}

/** A wire amount (yuan) shown as "¥1,234.56"; '' when it is not an amount. */
export function yuanAmountText(yuan: unknown): string {
  const fen = fenOfYuan(yuan);
  return fen === null ? '' : fenText(fen);
}

/** What an input shows for an amount: "1234.5" -> "1234.50" (no grouping, so it reads back with parseYuan). */
export function fenInputText(fen: number): string {
  return groupedFenText(fen).replace(/,/g, '');
}

/**
 * `part` of `whole` as a percentage rounded down to one decimal (e.g. 2/3 -> 66.6), from integers;
 * null when `whole` is 0 (no target: no percentage).
 */
export function percentOf(part: number, whole: number): number | null {
  if (whole === 0) return null;
  return Math.floor((part * 1000) / whole) / 10;
}

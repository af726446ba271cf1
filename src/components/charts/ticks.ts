/**
 * The value axis of a chart of counts or whole-yuan amounts (pure; the charts module draws with
 * it): ticks from 0 in round whole steps (1, 2 or 5 × 10ⁿ), at most about `most` of them, the
 * last at or above the highest value. Chartist's own scale steps in fractions when the values are
 * small or all zero (¥0, ¥0.25, ¥0.5 …), which whole-yuan labels read as ¥0, ¥0, ¥1, ¥1.
 */

/** At least 1 whatever the values; an empty or all-zero series gets [0, 1]. Negative values are not expected and are ignored. */
export function valueTicks(values: readonly number[], most = 5): number[] {
  const high = values.reduce((max, value) => (Number.isFinite(value) && value > max ? value : max), 0);
  if (high === 0) return [0, 1];
  const rough = high / Math.max(1, most);
  const magnitude = 10 ** Math.floor(Math.log10(rough));
  const step = Math.max(1, [1, 2, 5, 10].map((factor) => factor * magnitude).find((candidate) => candidate >= rough) ?? 10 * magnitude);
  const count = Math.ceil(high / step);
  return Array.from({ length: count + 1 }, (_, index) => index * step);
}

/**
 * Faster draws for the big seeds (thousands of rows): weighted pickers with precomputed
 * cumulative weights (one draw, binary search), k distinct items by a partial shuffle, and an
 * n-digit string from a single draw. Deterministic like Random itself.
 */
import type { Random } from './random';

export type Picker<T> = (random: Random) => T;

/** A weighted picker over fixed items; weights need not sum to 1 and may be 0. */
export function weightedPicker<T>(items: readonly (readonly [T, number])[]): Picker<T> {
  const values = items.map(([value]) => value);
  const bounds: number[] = [];
  let total = 0;
  for (const [, weight] of items) {
    total += Math.max(0, weight);
    bounds.push(total);
  }
  if (values.length === 0 || total <= 0) throw new Error('weightedPicker needs a positive weight');
  return (random) => {
    const roll = random.next() * total;
    let low = 0;
    let high = bounds.length - 1;
    while (low < high) {
      const middle = (low + high) >> 1;
      if (roll < (bounds[middle] ?? 0)) high = middle;
      else low = middle + 1;
    }
    return values[low] as T;
  };
}

/** Up to k distinct items in random order (a partial Fisher-Yates shuffle of a copy). */
export function pickSome<T>(random: Random, items: readonly T[], k: number): T[] {
  const copy = items.slice();
  const count = Math.max(0, Math.min(k, copy.length));
  for (let i = 0; i < count; i += 1) {
    const j = random.int(i, copy.length - 1);
    [copy[i], copy[j]] = [copy[j] as T, copy[i] as T];
  }
  return copy.slice(0, count);
}

/** n decimal digits (n <= 15) from one draw. */
export function digitString(random: Random, n: number): string {
  return String(Math.floor(random.next() * 10 ** n)).padStart(n, '0');
}

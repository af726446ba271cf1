/** The value axis of the charts (components/charts/ticks.ts): whole, round steps from 0, never a repeated label. */
import { describe, expect, it } from 'vitest';
import { valueTicks } from '@/components/charts/ticks';

/** The labels the staff statistic draws: whole yuan, grouped (its axisYuan). */
const yuan = (value: number) => `¥${Math.round(value).toLocaleString('en-US')}`;

describe('valueTicks', () => {
  it('gives an empty or all-zero chart one honest step, not ¥0, ¥1, ¥1, ¥1', () => {
    expect(valueTicks([])).toEqual([0, 1]);
    expect(valueTicks([0, 0, 0, 0])).toEqual([0, 1]);
    expect(valueTicks([0, 0]).map(yuan)).toEqual(['¥0', '¥1']);
  });

  it('steps by whole units when the values are small', () => {
    expect(valueTicks([0.5])).toEqual([0, 1]);
    expect(valueTicks([3, 0, 1])).toEqual([0, 1, 2, 3]);
    expect(valueTicks([7])).toEqual([0, 2, 4, 6, 8]);
  });

  it('steps by 1, 2 or 5 times a power of ten, the last tick at or above the highest value', () => {
    expect(valueTicks([12_345, 8_000])).toEqual([0, 5_000, 10_000, 15_000]);
    expect(valueTicks([100])).toEqual([0, 20, 40, 60, 80, 100]);
    expect(valueTicks([86_420.5])).toEqual([0, 20_000, 40_000, 60_000, 80_000, 100_000]);
    expect(valueTicks([1_000_000], 4)).toEqual([0, 500_000, 1_000_000]);
  });

  it('labels every tick differently, at any size', () => {
    for (const high of [0, 0.3, 1, 2, 3, 9, 11, 49, 101, 999, 5_000, 12_345.67, 3_456_789]) {
      const ticks = valueTicks([high]);
      const labels = ticks.map(yuan);
      expect(new Set(labels).size, `${high}: ${labels.join(' ')}`).toBe(labels.length);
      expect(ticks.every(Number.isInteger)).toBe(true);
      expect(ticks.at(-1)!).toBeGreaterThanOrEqual(high);
      expect(ticks.length).toBeLessThanOrEqual(7);
    }
  });

  it('ignores what is not a number', () => {
    expect(valueTicks([Number.NaN, 4, Number.POSITIVE_INFINITY])).toEqual([0, 1, 2, 3, 4]);
  });
});

/** The month arithmetic of the achievements (China months, ±12 months of targets) and the team line of the pages, summed in fen. */
import { describe, expect, it } from 'vitest';
import type { Achievement } from '@/api/office';
import { addMonths, chinaMonth, monthsBetween } from '@/mocks/rules/achievement';
import { teamLineOf, withRow } from '@/pages/office/achievementRows';

const row = (userId: number, target: number, achieved: number, extra: Partial<Achievement> = {}): Achievement => ({
  userId,
  contact: `#${userId}`,
  avatarUrl: '',
  departmentId: null,
  departmentName: '',
  month: '2026-11',
  target,
  targetSigned: 0,
  achieved,
  signed: 0,
  percent: null,
  signedPercent: null,
  rank: userId,
  ...extra,
});

describe('months', () => {
  it('a China month starts at 16:00 UTC of the day before', () => {
    expect(chinaMonth('2026-11-30T15:59:59Z')).toBe('2026-11');
    expect(chinaMonth('2026-11-30T16:00:00Z')).toBe('2026-12');
  });

  it('adds and counts months across years', () => {
    expect(addMonths('2026-11', 2)).toBe('2027-01');
    expect(addMonths('2026-01', -1)).toBe('2025-12');
    expect(addMonths('2026-11', -12)).toBe('2025-11');
    expect(monthsBetween('2026-11', '2027-11')).toBe(12);
    expect(monthsBetween('2026-11', '2025-10')).toBe(-13);
  });
});

describe('the team line', () => {
  it('sums in fen, not in yuan floats, and rounds the percentage down', () => {
    const line = teamLineOf([row(1, 0.1, 0.1), row(2, 0.2, 0.2), row(3, 0, 0.03)]);
    expect(line).toMatchObject({ targetFen: 30, achievedFen: 33, percent: 110 });
    expect(teamLineOf([row(1, 3, 2)]).percent).toBe(66.6);
    expect(teamLineOf([row(1, 0, 5)]).percent).toBeNull();
  });

  it('a saved row replaces the old one and keeps its rank', () => {
    const rows = [row(1, 10, 5), row(2, 0, 1)];
    const next = withRow(rows, row(2, 4, 1, { rank: 9, percent: 25 }));
    expect(next[1]).toMatchObject({ userId: 2, target: 4, percent: 25, rank: 2 });
    expect(next[0]).toBe(rows[0]);
  });
});

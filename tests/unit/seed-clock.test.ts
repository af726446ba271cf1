/** The seed's clock (src/mocks/db/seedTime.ts): 09:00 China time of the latest Monday or first of a month, never after now. */
import { describe, expect, it } from 'vitest';
import { addMonths, chinaMonth } from '@/mocks/rules/achievement';
import { SEED_MONTH, SEED_NOW, seedClock, weekAnchor } from '@/mocks/db/seedTime';

const china = (wallClock: string) => Date.parse(`${wallClock}+08:00`);

describe('the seed clock', () => {
  it.each([
    ['a Tuesday that is the first: that morning', '2026-12-01T10:00:00', '2026-12-01T09:00:00'],
    ['later in a week that began in the month before: the first', '2026-12-06T23:59:00', '2026-12-01T09:00:00'],
    ['the first before 09:00: the Monday before, still last month', '2026-12-01T00:30:00', '2026-11-30T09:00:00'],
    ['a first that is a Monday, before 09:00: the Monday a week before', '2027-03-01T00:30:00', '2027-02-22T09:00:00'],
    ['a first that is a Monday, from 09:00', '2027-03-01T09:00:00', '2027-03-01T09:00:00'],
    ['31 December late: that week’s Monday', '2026-12-31T23:30:00', '2026-12-28T09:00:00'],
    ['a week within one month: its Monday', '2026-12-09T08:00:00', '2026-12-07T09:00:00'],
  ])('%s', (_, now, anchor) => {
    expect(new Date(seedClock(china(now))).toISOString()).toBe(new Date(china(anchor)).toISOString());
    expect(seedClock(china(now))).toBeLessThanOrEqual(china(now));
    expect(seedClock(china(now))).toBeGreaterThanOrEqual(weekAnchor(china(now)));
  });

  it('of this run is in the month of now (SEED_MONTH) but from midnight to 09:00 on a first, when it is in the month before', () => {
    expect(SEED_NOW).toBeLessThanOrEqual(Date.now());
    expect(SEED_MONTH).toBe(chinaMonth(Date.now()));
    const morningOfAFirst = /^\d{4}-\d{2}-01T0[0-8]/.test(new Date(Date.now() + 8 * 3_600_000).toISOString());
    expect(chinaMonth(SEED_NOW)).toBe(morningOfAFirst ? addMonths(SEED_MONTH, -1) : SEED_MONTH);
  });
});

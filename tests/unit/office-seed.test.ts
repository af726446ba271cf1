/** The seeded office targets: realistic, for companies 1 and 3 over three China months, and the data upgrade 12 -> 13 writes the same rows as a fresh seed. */
import { describe, expect, it } from 'vitest';
import { seededDb, snapshot, toDb } from '@/mocks/db';
import { SEED_NOW } from '@/mocks/db/seedTime';
import { addMonths, chinaMonth } from '@/mocks/rules/achievement';
import { asVersion, upgrade } from './upgrade-helpers';

describe('seeded achievement targets', () => {
  it('cover the enabled staff of companies 1 and 3 for this month and the two before, ¥20,000-60,000 and 3-8 signings, a few without', () => {
    const db = seededDb();
    const months = [addMonths(chinaMonth(SEED_NOW), -2), addMonths(chinaMonth(SEED_NOW), -1), chinaMonth(SEED_NOW)];
    const rows = db.achievementTargets;
    expect(new Set(rows.map((row) => row.companyId))).toEqual(new Set([1, 3]));
    expect(new Set(rows.map((row) => row.month))).toEqual(new Set(months));
    for (const row of rows) {
      expect(row.targetFen).toBeGreaterThanOrEqual(20_000_00);
      expect(row.targetFen).toBeLessThanOrEqual(60_000_00);
      expect(row.targetFen % 500_00).toBe(0);
      expect(row.targetSigned).toBeGreaterThanOrEqual(3);
      expect(row.targetSigned).toBeLessThanOrEqual(8);
      expect(db.users.find((user) => user.userId === row.userId)).toMatchObject({ companyId: row.companyId, isEnabled: 1 });
    }
    const staff = db.users.filter((user) => (user.companyId === 1 || user.companyId === 3) && user.isEnabled === 1).length;
    expect(rows.length).toBeLessThan(staff * 3);
    expect(rows.length).toBeGreaterThan(staff * 3 * 0.6);
    expect(new Set(rows.map((row) => `${row.userId}/${row.month}`)).size).toBe(rows.length);
  });

  it('an upgraded version-12 file holds the same targets as a fresh seed, byte for byte', () => {
    const v12 = asVersion(JSON.parse(snapshot(seededDb())) as Record<string, unknown> & { counters: Record<string, number> }, 12);
    upgrade(v12);
    expect(snapshot(toDb(v12).db)).toBe(snapshot(seededDb()));
  });
});

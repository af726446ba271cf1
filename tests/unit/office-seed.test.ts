/** The seeded office targets: realistic, for companies 1 and 3 over three China months, and the data upgrade 12 -> 13 writes the same rows as a fresh seed. */
import { describe, expect, it } from 'vitest';
import { seededDb, snapshot, toDb } from '@/mocks/db';
import { SEED_MONTH } from '@/mocks/db/seedTime';
import { addMonths, monthTallies } from '@/mocks/rules/achievement';
import { asVersion, upgrade } from './upgrade-helpers';

describe('seeded achievement targets', () => {
  it('cover the enabled staff of companies 1 and 3 for this month and the two before, near what each really achieved, a few without', () => {
    const db = seededDb();
    const months = [addMonths(SEED_MONTH, -2), addMonths(SEED_MONTH, -1), SEED_MONTH];
    const rows = db.achievementTargets;
    expect(new Set(rows.map((row) => row.companyId))).toEqual(new Set([1, 3]));
    expect(new Set(rows.map((row) => row.month))).toEqual(new Set(months));
    for (const row of rows) {
      // 0.8-1.3 times the person's real figures of that month (the month before for the running one), at least ¥5,000 and 1.
      const basis = monthTallies(db, row.companyId, row.month === months[2] ? months[1]! : row.month);
      const income = basis.incomeFen.get(row.userId) ?? 0;
      const signed = basis.signed.get(row.userId) ?? 0;
      expect(row.targetFen % 500_00).toBe(0);
      expect(row.targetFen).toBeGreaterThanOrEqual(Math.max(5_000_00, Math.floor((income * 0.8) / 500_00) * 500_00));
      expect(row.targetFen).toBeLessThanOrEqual(Math.max(5_000_00, Math.ceil((income * 1.3) / 500_00) * 500_00));
      expect(row.targetSigned).toBeGreaterThanOrEqual(Math.max(1, Math.floor(signed * 0.8)));
      expect(row.targetSigned).toBeLessThanOrEqual(Math.max(1, Math.ceil(signed * 1.3)));
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

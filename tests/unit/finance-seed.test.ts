/** The seeded fee records (src/mocks/seed/seedFinance.ts): the seed's morning has income, so today and this month show some. */
import { describe, expect, it } from 'vitest';
import { chinaDay, chinaDayStart } from '@/domain/chinaTime';
import { seededDb } from '@/mocks/db';
import { SEED_NOW } from '@/mocks/db/seedTime';

describe('seeded fee records', () => {
  it('give every agency two or three income fees dated the seed’s day, made that morning from 08:30 to the seed’s clock, about one of its orders if it has any', () => {
    const db = seededDb();
    const seedDay = chinaDay(SEED_NOW);
    const morningStart = chinaDayStart(seedDay) + 8.5 * 3_600_000;
    for (const companyId of [1, 2, 3]) {
      const morning = db.feeRecords.filter(
        (fee) => fee.companyId === companyId && fee.feeDate === seedDay && fee.feeType === 0 && Date.parse(fee.createdTime) >= morningStart,
      );
      expect(morning.length, `company ${companyId}`).toBeGreaterThanOrEqual(2);
      for (const fee of morning) {
        expect(Date.parse(fee.createdTime)).toBeLessThan(SEED_NOW);
        // About one of its orders; company 3 has none.
        const orderCompany = fee.orderId === null ? null : db.orders.find((order) => order.orderId === fee.orderId)?.companyId;
        expect(orderCompany).toBe(db.orders.some((order) => order.companyId === companyId) ? companyId : null);
        expect(db.users.find((user) => user.userId === fee.userId)).toMatchObject({ companyId, isEnabled: 1 });
      }
    }
    for (const fee of db.feeRecords) expect(Date.parse(fee.createdTime)).toBeLessThan(SEED_NOW);
  });
});

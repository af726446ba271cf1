/** The insurance seed: products with one not sold, orders of each company's own aunts in all six statuses, and money that agrees with the fund accounts' ledgers. */
import { describe, expect, it } from 'vitest';
import { createSeededDb } from '@/mocks/seed';
import { insuranceAdMedia } from '@/mocks/db/seedInsuranceMedia';

const db = createSeededDb();

describe('the insurance seed', () => {
  it('has 9 products of 4 insurers, one no longer sold, each with its insurer’s banner', () => {
    expect(db.insProducts).toHaveLength(9);
    expect(new Set(db.insProducts.map((product) => product.insuranceCompany)).size).toBe(4);
    expect(db.insProducts.filter((product) => product.isEnabled === 0)).toHaveLength(1);
    const keys = new Set(insuranceAdMedia().map((item) => `/sys/file/${item.key}`));
    expect(db.insProducts.every((product) => keys.has(product.adImage))).toBe(true);
  });

  it('seeds orders of each company’s own aunts, all six statuses in companies 1 and 3, some deleted', () => {
    for (const companyId of [1, 3]) {
      const orders = db.insOrders.filter((order) => order.companyId === companyId);
      expect(new Set(orders.map((order) => order.insuredStatus))).toEqual(new Set([0, 1, 2, 3, 4, 5]));
      expect(orders.every((order) => db.aunts.some((aunt) => aunt.auntId === order.auntId && aunt.companyId === companyId))).toBe(true);
    }
    expect(db.insOrders.filter((order) => order.companyId === 2).length).toBeGreaterThan(0);
    expect(db.insOrders.some((order) => order.isDeleted === 1)).toBe(true);
    expect(db.insOrders.filter((order) => order.isDeleted === 1).every((order) => order.insuredStatus >= 4)).toBe(true);
    expect(db.insOrders.filter((order) => order.insuredStatus === 2).every((order) => /^(PA|RB|CP|ZA)\d{16}$/.test(order.policyNo))).toBe(true);
  });

  it('pays from the account only what it allows: balances equal their ledgers, never below 0; no key means scanned payments', () => {
    for (const account of db.fundAccounts) {
      const ledger = db.fundLedger.filter((entry) => entry.companyId === account.companyId);
      // Each movement leaves the balance its row says; the last one is the balance now.
      if (ledger.length > 0) expect(ledger.at(-1)!.balanceAfterFen).toBe(account.balanceFen);
      ledger.slice(1).forEach((entry, index) => expect(entry.balanceAfterFen).toBe(ledger[index]!.balanceAfterFen + entry.amountFen));
      expect(ledger.every((entry) => entry.balanceAfterFen >= 0)).toBe(true);
    }
    for (const order of db.insOrders.filter((row) => row.paidBy === 'balance')) {
      const moves = db.fundLedger.filter((entry) => entry.insuranceOrderId === order.orderId).map((entry) => entry.amountFen);
      expect(moves).toEqual(order.insuredStatus === 4 ? [-order.premiumFen, order.premiumFen] : [-order.premiumFen]);
    }
    const third = db.fundAccounts.find((account) => account.companyId === 3);
    if (third && !third.isPaymentKey) expect(db.insOrders.filter((order) => order.companyId === 3 && order.paidBy === 'balance')).toEqual([]);
  });
});

/** The fund account: the balance call (empty body), and the one writer of balances (rules/fundAccount): never below 0, every movement in the ledger. */
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { accountBalance, financePaths, FUND_CODES } from '@/api/finance';
import { postUnchecked } from '@/api/http';
import { removeToken } from '@/auth/token';
import { i18n } from '@/i18n';
import { ADMIN_ACCOUNT, THIRD_ACCOUNT, getDb, snapshot } from '@/mocks/db';
import { MockError } from '@/mocks/core/errors';
import { accountOf, creditAccount, payFromAccount } from '@/mocks/rules/fundAccount';
import { withFreshMockDb } from '@/mocks/testing';
import { failure, silent } from './mock-helpers';
import { actAs } from './mock-united-helpers';

withFreshMockDb();
beforeEach(async () => {
  await i18n.changeLanguage('zh');
  actAs(ADMIN_ACCOUNT);
});
afterEach(() => removeToken());

const NOW = '2026-11-24T02:00:00.000Z';
const setAccount = (companyId: number, balanceFen: number, isPaymentKey: boolean) => {
  const db = getDb();
  db.fundAccounts = db.fundAccounts.filter((row) => row.companyId !== companyId);
  db.fundAccounts.push({ companyId, balanceFen, isPaymentKey });
};

describe('/finance/account/balance', () => {
  it('answers the caller’s company’s balance in yuan and its payment-key flag', async () => {
    setAccount(1, 123456, true);
    setAccount(3, 10, false);
    expect(await accountBalance(silent)).toEqual({ balance: 1234.56, isPaymentKey: true });
    actAs(THIRD_ACCOUNT);
    expect(await accountBalance(silent)).toEqual({ balance: 0.1, isPaymentKey: false });
  });

  it('takes only the empty body, and the client reads any failure as balance 0 without a key', async () => {
    setAccount(1, 5000, true);
    const error = await failure(postUnchecked(financePaths.accountBalance, { companyId: 2 }, silent));
    expect(error.code).toBe(40001);
    removeToken();
    expect(await accountBalance(silent)).toEqual({ balance: 0, isPaymentKey: false });
  });
});

describe('paying from the account', () => {
  it('charges exactly, writes one ledger row with the balance after, and refunds the same way', () => {
    setAccount(1, 10_000, true);
    const db = getDb();
    const paid = payFromAccount(db, { companyId: 1, amountFen: 2_550, reason: 'insurancePay', insuranceOrderId: 7, userId: 1, createdTime: NOW });
    expect([accountOf(db, 1).balanceFen, paid.amountFen, paid.balanceAfterFen]).toEqual([7_450, -2_550, 7_450]);
    const refunded = creditAccount(db, { companyId: 1, amountFen: 2_550, reason: 'insuranceRefund', insuranceOrderId: 7, userId: 1, createdTime: NOW });
    expect([accountOf(db, 1).balanceFen, refunded.balanceAfterFen]).toEqual([10_000, 10_000]);
    expect(db.fundLedger.slice(-2).map((row) => row.reason)).toEqual(['insurancePay', 'insuranceRefund']);
  });

  it('refuses a payment the balance cannot cover, or one without a payment key, and changes nothing', () => {
    setAccount(1, 2_549, true);
    setAccount(3, 1_000_000, false);
    const db = getDb();
    // Company 2 without any account row (the seed opens one): the spec's defaults, no key.
    db.fundAccounts = db.fundAccounts.filter((row) => row.companyId !== 2);
    const before = snapshot(db);
    const refusal = (companyId: number) => {
      try {
        payFromAccount(db, { companyId, amountFen: 2_550, reason: 'insurancePay', insuranceOrderId: 7, userId: 1, createdTime: NOW });
      } catch (error) {
        return error instanceof MockError ? error.code : -1;
      }
      return 0;
    };
    expect([refusal(1), refusal(3), refusal(2)]).toEqual([FUND_CODES.balanceShort, FUND_CODES.noPaymentKey, FUND_CODES.noPaymentKey]);
    expect(snapshot(db)).toBe(before);
  });
});

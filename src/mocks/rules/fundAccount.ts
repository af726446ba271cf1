/**
 * The fund account: the only writer of a company's balance. Every movement is one ledger row
 * written with the balance change, so the balance always equals the account's opening top-up plus
 * its ledger. A payment the balance cannot cover, or one without a payment key, is refused before
 * anything changes: the balance never goes below 0.
 */
import { allocateId, type FundAccountRow, type FundLedgerReason, type FundLedgerRow, type MockDb } from '../db/schema';
import { MOCK_CODES, MockError } from '../core/errors';
import { moneyOfFen } from '@/domain/format';

/** The company's account; a company that has none has balance 0 and no payment key (the spec's defaults). */
export function accountOf(db: MockDb, companyId: number): FundAccountRow {
  return db.fundAccounts.find((row) => row.companyId === companyId) ?? { companyId, balanceFen: 0, isPaymentKey: false };
}

function storedAccount(db: MockDb, companyId: number): FundAccountRow {
  let account = db.fundAccounts.find((row) => row.companyId === companyId);
  if (!account) {
    account = { companyId, balanceFen: 0, isPaymentKey: false };
    db.fundAccounts.push(account);
  }
  return account;
}

interface Movement {
  companyId: number;
  amountFen: number;
  reason: FundLedgerReason;
  insuranceOrderId: number | null;
  userId: number | null;
  createdTime: string;
}

function move(db: MockDb, movement: Movement): FundLedgerRow {
  const account = storedAccount(db, movement.companyId);
  account.balanceFen += movement.amountFen;
  const entry: FundLedgerRow = { entryId: allocateId(db, 'fundLedger'), ...movement, balanceAfterFen: account.balanceFen };
  db.fundLedger.push(entry);
  return entry;
}

/** Throws (and changes nothing) when the company may not pay `amountFen` now. */
export function checkCanPay(db: MockDb, companyId: number, amountFen: number): void {
  const account = accountOf(db, companyId);
  if (!account.isPaymentKey) {
    throw new MockError(MOCK_CODES.noPaymentKey, {
      zh: '贵公司尚未开通支付密钥，不能用账户余额支付。请联系平台客服开通后再试。',
      en: 'Your company has no payment key yet, so it cannot pay from the account balance. Ask the platform’s customer service to set one up, then try again.',
    });
  }
  if (account.balanceFen < amountFen) {
    throw new MockError(MOCK_CODES.balanceShort, {
      zh: `账户余额不足：需支付 ${moneyOfFen(amountFen)}，余额 ${moneyOfFen(account.balanceFen)}。请充值后再试。`,
      en: `The account balance is too low: ${moneyOfFen(amountFen)} to pay, ${moneyOfFen(account.balanceFen)} available. Top it up and try again.`,
    });
  }
}

/** Pays `amountFen` (> 0) from the company's account; throws and changes nothing when it may not. */
export function payFromAccount(db: MockDb, payment: Omit<Movement, 'reason' | 'amountFen'> & { amountFen: number; reason: 'insurancePay' }): FundLedgerRow {
  if (!Number.isSafeInteger(payment.amountFen) || payment.amountFen <= 0) throw new Error(`payFromAccount: not a payable amount (${payment.amountFen} fen)`);
  checkCanPay(db, payment.companyId, payment.amountFen);
  return move(db, { ...payment, amountFen: -payment.amountFen });
}

/** Puts `amountFen` (> 0) back into or onto the company's account (a refund or a top-up). */
export function creditAccount(
  db: MockDb,
  credit: Omit<Movement, 'reason' | 'amountFen'> & { amountFen: number; reason: 'insuranceRefund' | 'topUp' },
): FundLedgerRow {
  if (!Number.isSafeInteger(credit.amountFen) || credit.amountFen <= 0) throw new Error(`creditAccount: not an amount (${credit.amountFen} fen)`);
  return move(db, credit);
}

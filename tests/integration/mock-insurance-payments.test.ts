/** The insurance orders' mock, paying: the premium charged once from the fund account (or by one scanned payment), the policy issued or the insurer's refusal recorded. */
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import {
  INSURANCE_CODES,
  orderCancel,
  orderCheckPayStatus,
  orderCorrect,
  orderCreatePay,
  orderDetails,
  orderInsure,
  orderPay,
  orderPayAndInsure,
} from '@/api/insurance';
import { FUND_CODES } from '@/api/finance';
import type { ApiError } from '@/api/errors';
import { removeToken } from '@/auth/token';
import { i18n } from '@/i18n';
import { chinaDay } from '@/domain/chinaTime';
import { ADMIN_ACCOUNT, getDb } from '@/mocks/db';
import { payScannedInsuranceOrder } from '@/mocks/rules/insuranceOrders';
import { withFreshMockDb } from '@/mocks/testing';
import { failure, silent } from './mock-helpers';
import { actAs, refused } from './mock-united-helpers';
import { balanceOf, createOrder, idCardBorn, ledgerOf, orderRow, setAccount } from './mock-insurance-helpers';

withFreshMockDb();
beforeEach(async () => {
  await i18n.changeLanguage('zh');
  actAs(ADMIN_ACCOUNT);
  setAccount(1, 10_000, true);
});
afterEach(() => removeToken());

describe('paying and insuring', () => {
  it('payAndInsure charges the premium once, writes one ledger row, and issues the policy (status 2)', async () => {
    const order = await createOrder();
    const answer = await orderPayAndInsure({ orderId: order.orderId }, silent);
    expect(answer).toEqual({
      orderId: order.orderId,
      insuredStatus: 2,
      paidBy: 'balance',
      policyNo: expect.stringMatching(new RegExp(`^PA${chinaDay(Date.now()).replace(/-/g, '')}\\d{8}$`)) as unknown,
    });
    expect(balanceOf(1)).toBe(7_500);
    expect(ledgerOf(order.orderId)).toEqual([expect.objectContaining({ amountFen: -2_500, reason: 'insurancePay', balanceAfterFen: 7_500, companyId: 1 })]);
    expect(orderRow(order.orderId)).toMatchObject({ insuredStatus: 2, paidBy: 'balance', policyNo: answer.policyNo });
    // A second pay (either way) is refused by the graph and charges nothing.
    await refused(() => orderPayAndInsure({ orderId: order.orderId }, silent), 40901, /状态不允许/);
    await refused(() => orderPay({ orderId: order.orderId }, silent), 40901);
    expect(balanceOf(1)).toBe(7_500);
  });

  it('20 pays sent together (either kind) charge once: one is answered, 19 are refused by the graph', async () => {
    const order = await createOrder();
    const calls = Array.from({ length: 20 }, (_, index) => (index % 2 === 0 ? orderPay : orderPayAndInsure)({ orderId: order.orderId }, silent));
    const results = await Promise.allSettled(calls);
    expect(results.filter((result) => result.status === 'fulfilled')).toHaveLength(1);
    const refusals = results
      .filter((result): result is PromiseRejectedResult => result.status === 'rejected')
      .map((result) => (result.reason as ApiError).code);
    expect(refusals).toEqual(Array.from({ length: 19 }, () => 40901));
    expect(ledgerOf(order.orderId)).toEqual([expect.objectContaining({ amountFen: -2_500, reason: 'insurancePay' })]);
    expect(balanceOf(1)).toBe(7_500);
  });

  it('refuses, changing nothing: a short balance (the balance never goes below 0), no payment key, an insurer’s age refusal', async () => {
    const order = await createOrder();
    setAccount(1, 2_499, true);
    await refused(() => orderPayAndInsure({ orderId: order.orderId }, silent), FUND_CODES.balanceShort, /余额不足/);
    await refused(() => orderPay({ orderId: order.orderId }, silent), FUND_CODES.balanceShort);
    setAccount(1, 1_000_000, false);
    await refused(() => orderPay({ orderId: order.orderId }, silent), FUND_CODES.noPaymentKey, /客服/);
    setAccount(1, 1_000_000, true);
    const old = await createOrder({ insurerIdNo: idCardBorn('1950-03-01') });
    await refused(() => orderPayAndInsure({ orderId: old.orderId }, silent), INSURANCE_CODES.insurerRefused, /拒绝承保.*16–65/);
    // The age is checked before the balance: a short balance still answers the insurer's refusal.
    setAccount(1, 0, true);
    await refused(() => orderPayAndInsure({ orderId: old.orderId }, silent), INSURANCE_CODES.insurerRefused);
  });

  it('pay then insure: 0 → 1 → 2; an insurer’s refusal on insure is recorded as 3 with its reason, and answered', async () => {
    const good = await createOrder();
    expect(await orderPay({ orderId: good.orderId }, silent)).toEqual({ orderId: good.orderId, insuredStatus: 1, policyNo: '', paidBy: 'balance' });
    const insured = await orderInsure({ orderId: good.orderId }, silent);
    expect(insured).toMatchObject({ insuredStatus: 2, policyNo: expect.stringMatching(/^PA/) as unknown });

    const old = await createOrder({ insurerIdNo: idCardBorn('1950-03-01') });
    await orderPay({ orderId: old.orderId }, silent);
    const error = await failure(orderInsure({ orderId: old.orderId }, silent));
    expect(error.code).toBe(INSURANCE_CODES.insurerRefused);
    expect(orderRow(old.orderId)).toMatchObject({ insuredStatus: 3, policyNo: '', failReason: expect.stringMatching(/拒绝承保/) as unknown });
    // After correcting the person, insure again succeeds.
    await orderCorrect({ orderId: old.orderId, insurerIdNo: idCardBorn('1985-03-01') }, silent);
    expect(await orderInsure({ orderId: old.orderId }, silent)).toMatchObject({ insuredStatus: 2 });
    expect(orderRow(old.orderId).failReason).toBe('');
  });

  it('a scanned payment: createPay charges nothing; the payment arrives; checkPayStatus moves 0 → 1', async () => {
    const order = await createOrder();
    const payment = await orderCreatePay({ orderId: order.orderId }, silent);
    expect(payment).toEqual({
      orderId: order.orderId,
      payOrderNo: expect.stringMatching(/^SP\d{16}$/) as unknown,
      codeUrl: expect.stringContaining(payment.payOrderNo) as unknown,
    });
    expect(await orderCreatePay({ orderId: order.orderId }, silent)).toEqual(payment);
    expect(balanceOf(1)).toBe(10_000);
    expect(await orderCheckPayStatus({ orderId: order.orderId }, silent)).toEqual({ orderId: order.orderId, isPaid: false, insuredStatus: 0 });
    payScannedInsuranceOrder(getDb(), order.orderId, new Date());
    expect(await orderCheckPayStatus({ orderId: order.orderId }, silent)).toEqual({ orderId: order.orderId, isPaid: true, insuredStatus: 1 });
    expect(orderRow(order.orderId).paidBy).toBe('scan');
    expect(balanceOf(1)).toBe(10_000);
    // Cancelling a scanned payment refunds it to its payer: answered, never into the fund account.
    expect(await orderCancel({ orderId: order.orderId }, silent)).toMatchObject({ insuredStatus: 4, refund: 25, refundTo: 'scan' });
    expect(balanceOf(1)).toBe(10_000);
    expect(ledgerOf(order.orderId)).toEqual([]);
  });
});

describe('one order, one payment', () => {
  /** An order whose scanned payment has arrived (createPay, then the payment), still waiting: checkPayStatus was not asked. */
  async function scanPaidOrder(overrides: Parameters<typeof createOrder>[0] = {}) {
    const order = await createOrder(overrides);
    await orderCreatePay({ orderId: order.orderId }, silent);
    payScannedInsuranceOrder(getDb(), order.orderId, new Date());
    expect(orderRow(order.orderId)).toMatchObject({ insuredStatus: 0, scanPaid: true, paidBy: null });
    return order;
  }
  const ledgerSum = (companyId: number) =>
    getDb()
      .fundLedger.filter((entry) => entry.companyId === companyId)
      .reduce((sum, entry) => sum + entry.amountFen, 0);

  it('pay after the scanned payment arrived settles it: paid by scan, the balance not charged, no ledger row', async () => {
    const order = await scanPaidOrder();
    expect(await orderPay({ orderId: order.orderId }, silent)).toEqual({ orderId: order.orderId, insuredStatus: 1, policyNo: '', paidBy: 'scan' });
    expect(orderRow(order.orderId)).toMatchObject({ insuredStatus: 1, paidBy: 'scan' });
    expect(balanceOf(1)).toBe(10_000);
    expect(ledgerOf(order.orderId)).toEqual([]);
    // Paid once: any further pay is refused by the graph.
    await refused(() => orderPay({ orderId: order.orderId }, silent), 40901);
    await refused(() => orderPayAndInsure({ orderId: order.orderId }, silent), 40901);
  });

  it('payAndInsure after the scanned payment arrived only insures, even without a payment key or enough balance', async () => {
    const order = await scanPaidOrder();
    setAccount(1, 0, false);
    const answer = await orderPayAndInsure({ orderId: order.orderId }, silent);
    expect(answer).toMatchObject({ orderId: order.orderId, insuredStatus: 2, paidBy: 'scan', policyNo: expect.stringMatching(/^PA\d{16}$/) as unknown });
    expect(orderRow(order.orderId)).toMatchObject({ insuredStatus: 2, paidBy: 'scan', policyNo: answer.policyNo });
    expect(balanceOf(1)).toBe(0);
    expect(ledgerOf(order.orderId)).toEqual([]);
  });

  it('an insurer’s refusal of payAndInsure after the scanned payment arrived changes nothing: the payment stays to be settled', async () => {
    const order = await scanPaidOrder({ insurerIdNo: idCardBorn('1950-03-01') });
    await refused(() => orderPayAndInsure({ orderId: order.orderId }, silent), INSURANCE_CODES.insurerRefused, /拒绝承保/);
    expect(orderRow(order.orderId)).toMatchObject({ insuredStatus: 0, scanPaid: true, paidBy: null });
    expect(await orderPay({ orderId: order.orderId }, silent)).toMatchObject({ insuredStatus: 1, paidBy: 'scan' });
    expect(balanceOf(1)).toBe(10_000);
  });

  it('20 pays of either kind sent together after the scanned payment arrived: one is answered, nothing is charged', async () => {
    const order = await scanPaidOrder();
    const calls = Array.from({ length: 20 }, (_, index) => (index % 2 === 0 ? orderPayAndInsure : orderPay)({ orderId: order.orderId }, silent));
    const results = await Promise.allSettled(calls);
    expect(results.filter((result) => result.status === 'fulfilled')).toHaveLength(1);
    expect(balanceOf(1)).toBe(10_000);
    expect(ledgerOf(order.orderId)).toEqual([]);
    expect(orderRow(order.orderId).paidBy).toBe('scan');
  });

  it('cancelling a waiting order whose scanned payment arrived refunds that payment to its payer (insurance cancelled), never into the balance', async () => {
    const order = await scanPaidOrder();
    expect(await orderCancel({ orderId: order.orderId }, silent)).toEqual({
      orderId: order.orderId,
      insuredStatus: 4,
      policyNo: '',
      refund: 25,
      refundTo: 'scan',
    });
    expect(orderRow(order.orderId)).toMatchObject({ insuredStatus: 4, paidBy: 'scan' });
    expect(balanceOf(1)).toBe(10_000);
    expect(ledgerOf(order.orderId)).toEqual([]);
  });

  it('a cancel refunds exactly what was paid, the way it was paid; the balance stays its ledger’s sum', async () => {
    const drift = balanceOf(1) - ledgerSum(1);
    const byBalance = await createOrder();
    await orderPay({ orderId: byBalance.orderId }, silent);
    expect(await orderCancel({ orderId: byBalance.orderId }, silent)).toEqual({
      orderId: byBalance.orderId,
      insuredStatus: 4,
      policyNo: '',
      refund: 25,
      refundTo: 'balance',
    });
    expect(ledgerOf(byBalance.orderId).map((entry) => [entry.reason, entry.amountFen])).toEqual([
      ['insurancePay', -2_500],
      ['insuranceRefund', 2_500],
    ]);
    expect(balanceOf(1)).toBe(10_000);

    const byScan = await scanPaidOrder();
    await orderPayAndInsure({ orderId: byScan.orderId }, silent);
    expect(await orderCancel({ orderId: byScan.orderId }, silent)).toEqual({
      orderId: byScan.orderId,
      insuredStatus: 4,
      policyNo: expect.stringMatching(/^PA/) as unknown,
      refund: 25,
      refundTo: 'scan',
    });
    // Recorded on the order (insurance cancelled, paid by scan: refunded to the scan payer), never credited to the balance.
    expect(await orderDetails({ orderId: byScan.orderId }, silent)).toMatchObject({ insuredStatus: 4, paidBy: 'scan', premium: 25 });
    expect(ledgerOf(byScan.orderId)).toEqual([]);
    expect(balanceOf(1)).toBe(10_000);
    expect(balanceOf(1) - ledgerSum(1)).toBe(drift);
  });
});

/**
 * Insurance orders in the mock: the insurer's age rule, policy numbers, and the order graph's
 * moves (domain/insuranceGraph.ts) as the one place that changes an order's status. Every move
 * checks the graph first and throws (changing nothing) when refused; money moves only through
 * rules/fundAccount.ts, in the same write as the status. The answers' shapes: insuranceView.ts.
 *
 * The one refusal that writes is `insure`'s: the insurer's answer is recorded (status 3 with its
 * reason) and then the refusal is answered (42201).
 */
import type { InsuredStatus } from '@/api/insurance.types';
import { chinaDay, dayOfNumber, numberOfDay } from '@/domain/chinaTime';
import { ageOnDay } from '@/domain/insuredPerson';
import { INSURED_STATUS, cancelTarget, insuranceRefusal, premiumPaid, premiumRefundTo, type InsuranceAction } from '@/domain/insuranceGraph';
import { allocateId, type InsOrderParties, type InsOrderRow, type InsProductRow, type MockDb } from '../db';
import { MOCK_CODES, MockError, conflict, notFound, type Msg } from '../core/errors';
import { creditAccount, payFromAccount } from './fundAccount';

export const ORDER_WHAT: Msg = { zh: '保险订单', en: 'Insurance order' };
export const PRODUCT_WHAT: Msg = { zh: '保险产品', en: 'Insurance product' };

/** Policy-number prefix of each insurer (PA2026112400001234: prefix, issue day, order id in 8 digits). */
export const POLICY_PREFIX: Record<string, string> = { 中国平安: 'PA', 中国人保: 'RB', 太平洋: 'CP', 众安: 'ZA' };

export function policyNumber(order: InsOrderRow, issued: Date): string {
  const prefix = POLICY_PREFIX[order.insuranceCompany] ?? 'IN';
  return `${prefix}${chinaDay(issued).replace(/-/g, '')}${String(order.orderId).padStart(8, '0')}`;
}

/** The last day of cover: `days` days from insuredDate, counting it. */
export function endDateOf(insuredDate: string, days: number): string {
  return dayOfNumber(numberOfDay(insuredDate) + days - 1);
}

/** The insurer's refusal of this person on this plan (outside its ages), or null when it accepts. */
export function insurerRefusal(
  product: { ageMin: number; ageMax: number; insuranceCompany: string },
  person: { insurerIdType: 0 | 1; insurerIdNo: string; insuredDate: string },
): Msg | null {
  const age = ageOnDay(person.insurerIdType, person.insurerIdNo, person.insuredDate);
  if (age === null || (age >= product.ageMin && age <= product.ageMax)) return null;
  return {
    zh: `${product.insuranceCompany}拒绝承保：被保险人投保时 ${age} 岁，本产品只承保 ${product.ageMin}–${product.ageMax} 岁`,
    en: `${product.insuranceCompany} refused cover: the insured person is ${age} on the start date; this plan covers ages ${product.ageMin}–${product.ageMax}`,
  };
}

const REFUSAL_WORDS: Record<'wrongStatus' | 'coverStarted' | 'deleted', Msg> = {
  wrongStatus: { zh: '订单当前状态不允许此操作', en: 'The order’s status does not allow this' },
  coverStarted: { zh: '保障已开始，不能再修改或退保', en: 'Cover has started: the order can no longer be changed or cancelled' },
  deleted: { zh: '订单已删除', en: 'The order has been deleted' },
};

/** Throws 40901 (nothing changed) when the graph refuses `action` on the order today. */
export function requireAllowed(order: InsOrderRow, action: InsuranceAction, now: Date): void {
  const refusal = insuranceRefusal(order, action, chinaDay(now));
  if (refusal) throw conflict(REFUSAL_WORDS[refusal]);
}

export function productOf(db: MockDb, productId: number): InsProductRow | undefined {
  return db.insProducts.find((row) => row.productId === productId);
}

/** The company's order, or 40401 (another company's order is not found either). */
export function companyOrder(db: MockDb, companyId: number, orderId: number): InsOrderRow {
  const order = db.insOrders.find((row) => row.orderId === orderId && row.companyId === companyId);
  if (!order) throw notFound(ORDER_WHAT);
  return order;
}

/** The product's age rule for an order (the order's copy of the product's words is kept; the ages are the product's). */
function agesOf(db: MockDb, order: InsOrderRow): { ageMin: number; ageMax: number; insuranceCompany: string } {
  const product = productOf(db, order.productId);
  return { ageMin: product?.ageMin ?? 0, ageMax: product?.ageMax ?? 200, insuranceCompany: order.insuranceCompany };
}

/** A new order of `product` (its words, premium and cover copied), waiting for payment, stored and answered. */
export function addOrder(
  db: MockDb,
  order: { companyId: number; userId: number; product: InsProductRow; parties: InsOrderParties; time: string },
): InsOrderRow {
  const { product, parties, time } = order;
  const row: InsOrderRow = {
    orderId: allocateId(db, 'insOrders'),
    companyId: order.companyId,
    userId: order.userId,
    productId: product.productId,
    insuranceCompany: product.insuranceCompany,
    planName: product.planName,
    premiumFen: product.premiumFen,
    unit: product.unit,
    coverFen: product.coverFen,
    ...parties,
    endDate: endDateOf(parties.insuredDate, product.periodDays),
    insuredStatus: INSURED_STATUS.waiting,
    policyNo: '',
    paidBy: null,
    payOrderNo: '',
    scanPaid: false,
    failReason: '',
    issuedTime: '',
    isDeleted: 0,
    createdTime: time,
    updatedTime: time,
  };
  db.insOrders.push(row);
  return row;
}

function touch(order: InsOrderRow, now: Date): void {
  order.updatedTime = now.toISOString();
}

function issuePolicy(order: InsOrderRow, now: Date): void {
  order.insuredStatus = INSURED_STATUS.insured;
  order.policyNo = policyNumber(order, now);
  order.issuedTime = now.toISOString();
  order.failReason = '';
}

/**
 * The premium of a waiting order, in the write that moves it on: a scanned payment that already
 * arrived (scanPaid) is settled and nothing is charged (one order, one payment); otherwise it is
 * charged from the fund account (refused, changing nothing, when the balance or key does not allow).
 */
function settlePremium(db: MockDb, order: InsOrderRow, userId: number, now: Date): void {
  if (order.scanPaid) {
    order.paidBy = 'scan';
    return;
  }
  payFromAccount(db, {
    companyId: order.companyId,
    amountFen: order.premiumFen,
    reason: 'insurancePay',
    insuranceOrderId: order.orderId,
    userId,
    createdTime: now.toISOString(),
  });
  order.paidBy = 'balance';
}

/** payAndInsure: graph, then the insurer's age rule, then the premium (charged, or the scanned payment settled) and the policy (one write; any refusal changes nothing). */
export function payAndInsure(db: MockDb, order: InsOrderRow, userId: number, now: Date): void {
  requireAllowed(order, 'payAndInsure', now);
  const refusal = insurerRefusal(agesOf(db, order), order);
  if (refusal) throw new MockError(MOCK_CODES.insurerRefused, refusal);
  settlePremium(db, order, userId, now);
  issuePolicy(order, now);
  touch(order, now);
}

/** pay: 0 → 1, charged from the fund account (or the scanned payment that arrived settled, charging nothing). */
export function payOnly(db: MockDb, order: InsOrderRow, userId: number, now: Date): void {
  requireAllowed(order, 'pay', now);
  settlePremium(db, order, userId, now);
  order.insuredStatus = INSURED_STATUS.paid;
  touch(order, now);
}

/** The development control: the scanned payment of a waiting order arrives (checkPayStatus then moves it 0 → 1). */
export function payScannedInsuranceOrder(db: MockDb, orderId: number, now: Date): { orderId: number; payOrderNo: string } {
  const order = db.insOrders.find((row) => row.orderId === orderId);
  if (!order) throw notFound(ORDER_WHAT);
  if (order.payOrderNo === '' || order.scanPaid || order.insuredStatus !== INSURED_STATUS.waiting || order.isDeleted === 1) {
    throw conflict({ zh: '该订单没有待支付的扫码支付', en: 'The order waits for no scanned payment' });
  }
  order.scanPaid = true;
  touch(order, now);
  return { orderId: order.orderId, payOrderNo: order.payOrderNo };
}

/**
 * insure: 1 | 3 → 2 with a policy, or the insurer's refusal recorded as 3 with its reason and
 * answered as 42201 (the write stays: it is what the insurer said).
 */
export function insure(db: MockDb, order: InsOrderRow, now: Date): void {
  requireAllowed(order, 'insure', now);
  const refusal = insurerRefusal(agesOf(db, order), order);
  if (refusal) {
    order.insuredStatus = INSURED_STATUS.failed;
    order.failReason = refusal.zh;
    touch(order, now);
    throw new MockError(MOCK_CODES.insurerRefused, refusal);
  }
  issuePolicy(order, now);
  touch(order, now);
}

/**
 * cancel: the graph's target; a paid premium is refunded whole, the way it was paid: from the fund
 * account back into it (a ledger row), a scanned payment back to its payer (recorded on the order
 * by status 4 and paidBy 'scan', never credited to the balance). Answers the refund in fen and where it went.
 */
export function cancel(db: MockDb, order: InsOrderRow, userId: number, now: Date): { refundFen: number; refundTo: InsOrderRow['paidBy'] } {
  requireAllowed(order, 'cancel', now);
  // A scanned payment that arrived pays the order even before checkPayStatus saw it: settled, then refunded like any paid premium.
  if (order.insuredStatus === INSURED_STATUS.waiting && order.scanPaid) {
    order.insuredStatus = INSURED_STATUS.paid;
    order.paidBy = 'scan';
  }
  order.insuredStatus = cancelTarget(order.insuredStatus);
  const refundTo = premiumRefundTo(order);
  if (refundTo === 'balance') {
    creditAccount(db, {
      companyId: order.companyId,
      amountFen: order.premiumFen,
      reason: 'insuranceRefund',
      insuranceOrderId: order.orderId,
      userId,
      createdTime: now.toISOString(),
    });
  }
  touch(order, now);
  return { refundFen: refundTo ? order.premiumFen : 0, refundTo };
}

export function remove(order: InsOrderRow, now: Date): void {
  requireAllowed(order, 'delete', now);
  order.isDeleted = 1;
  touch(order, now);
}

/** Whether the premium is (still) paid: 1, 2, 3. */
export const isPaid = (status: InsuredStatus): boolean => premiumPaid(status);

/**
 * The insurance order graph as data, shared by the mock (which enforces it: an action not allowed
 * answers an envelope error and changes nothing) and the pages (which offer only what it allows).
 * Statuses are the spec's insuredStatus codes (second document §4).
 *
 *   0 waiting ──pay (balance, or a scanned payment found by checkPayStatus)──▶ 1 paid
 *   0 waiting ──payAndInsure──▶ 2 insured       (one write: charge + policy; refused → nothing changes)
 *     (a scanned payment that already arrived is settled by pay / payAndInsure instead of a charge:
 *      one order, one payment)
 *   1 paid    ──insure──▶ 2 insured | 3 failed  (the insurer's answer; a refusal is recorded as 3)
 *   3 failed  ──insure──▶ 2 insured | 3 failed  (try again, e.g. after correcting the person)
 *   0 waiting ──cancel──▶ 5 order cancelled     (nothing was paid; a scanned payment that arrived
 *                                                 is settled first, so the order is refunded → 4)
 *   1 / 3     ──cancel──▶ 4 insurance cancelled (the premium refunded the way it was paid)
 *   2 insured ──cancel──▶ 4 insurance cancelled (only before cover starts; premium refunded)
 *   0 / 1 / 3 ──correct──▶ same status          (insured person or start date; before cover starts)
 *   2 insured ──correct──▶ 2                    (the insurer issues an endorsement; before cover starts)
 *   4 / 5     ──delete──▶ isDeleted 1           (kept, hidden from the list's default view)
 *   2 insured ──print──▶ the policy certificate
 *   any       ──checkPayStatus──▶ whether it is paid (a scanned payment that arrived moves 0 to 1)
 *
 * An insurer refuses cover when the insured person is outside the plan's ages (read from an
 * identity card; a passport has no age here): payAndInsure then answers an error and changes
 * nothing, insure records status 3 and answers the refusal.
 */
import type { InsuredStatus } from '@/api/insurance.types';

export const INSURED_STATUS = { waiting: 0, paid: 1, insured: 2, failed: 3, insuranceCancelled: 4, orderCancelled: 5 } as const satisfies Record<
  string,
  InsuredStatus
>;

export const INSURED_STATUSES: readonly InsuredStatus[] = [0, 1, 2, 3, 4, 5];

/** Display of a status (second document §4): i18n key `insurance.status.<key>` and its colour. */
export const INSURED_STATUS_LOOK: Record<InsuredStatus, { key: keyof typeof INSURED_STATUS; color: 'orange' | 'blue' | 'green' | 'red' | 'default' }> = {
  0: { key: 'waiting', color: 'orange' },
  1: { key: 'paid', color: 'blue' },
  2: { key: 'insured', color: 'green' },
  3: { key: 'failed', color: 'red' },
  4: { key: 'insuranceCancelled', color: 'default' },
  5: { key: 'orderCancelled', color: 'default' },
};

/** The calls that act on one order, by their /insurance/order/ names. */
export const INSURANCE_ACTIONS = ['payAndInsure', 'pay', 'createPay', 'insure', 'correct', 'cancel', 'print', 'delete'] as const;
export type InsuranceAction = (typeof INSURANCE_ACTIONS)[number];

interface InsuranceTransition {
  from: readonly InsuredStatus[];
  /** Only while cover has not started (the insured date is after today, China time). */
  beforeCover?: boolean;
}

export const INSURANCE_TRANSITIONS: Record<InsuranceAction, InsuranceTransition> = {
  payAndInsure: { from: [0] },
  pay: { from: [0] },
  createPay: { from: [0] },
  insure: { from: [1, 3] },
  correct: { from: [0, 1, 2, 3], beforeCover: true },
  cancel: { from: [0, 1, 2, 3] },
  print: { from: [2] },
  delete: { from: [4, 5] },
};

/** Why an action is refused (message `insurance.error.<reason>` in the app; the mock answers the same words). */
export type InsuranceRefusal = 'wrongStatus' | 'coverStarted' | 'deleted';

export interface InsuranceOrderFacts {
  insuredStatus: InsuredStatus;
  isDeleted: 0 | 1;
  /** yyyy-MM-dd: the day cover starts. */
  insuredDate: string;
}

/** null when `action` may run on the order today (`today`: yyyy-MM-dd, China time). Deleted orders allow nothing (details and checkPayStatus still answer). */
export function insuranceRefusal(order: InsuranceOrderFacts, action: InsuranceAction, today: string): InsuranceRefusal | null {
  if (order.isDeleted === 1) return 'deleted';
  const transition = INSURANCE_TRANSITIONS[action];
  if (!transition.from.includes(order.insuredStatus)) return 'wrongStatus';
  const coverStarted = order.insuredDate <= today;
  if (transition.beforeCover && coverStarted) return 'coverStarted';
  // Cancelling an insured order surrenders the policy: only before its cover starts.
  if (action === 'cancel' && order.insuredStatus === INSURED_STATUS.insured && coverStarted) return 'coverStarted';
  return null;
}

/** The actions open on the order today, in the order the pages show them. */
export function allowedInsuranceActions(order: InsuranceOrderFacts, today: string): InsuranceAction[] {
  return INSURANCE_ACTIONS.filter((action) => insuranceRefusal(order, action, today) === null);
}

/** The status a cancel leads to: 5 when nothing was paid, 4 otherwise (the premium is refunded). */
export function cancelTarget(status: InsuredStatus): InsuredStatus {
  return status === INSURED_STATUS.waiting ? INSURED_STATUS.orderCancelled : INSURED_STATUS.insuranceCancelled;
}

/** Whether the premium of an order in this status sits with the insurer (paid and not refunded). */
export function premiumPaid(status: InsuredStatus): boolean {
  return status === INSURED_STATUS.paid || status === INSURED_STATUS.insured || status === INSURED_STATUS.failed;
}

/**
 * Where an order's premium went back, the way it was paid (status 4 is reached only from a paid
 * order, and cancelling refunds the whole premium): 'balance' into the fund account (a ledger
 * row), 'scan' back to whoever paid by scan (never into the balance); null when nothing was refunded.
 */
export function premiumRefundTo(order: { insuredStatus: InsuredStatus; paidBy: 'balance' | 'scan' | null }): 'balance' | 'scan' | null {
  return order.insuredStatus === INSURED_STATUS.insuranceCancelled ? order.paidBy : null;
}

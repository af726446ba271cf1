/**
 * The spec's "current paid order" (second document §4), kept by the orders page: pay-and-insure
 * succeeding with a policy number sets status 2 with that number; failing resets the order id and
 * status to 0 and the policy number to ''. Pay succeeding records the status answered; failing
 * resets the same way. Pure: the page holds the value and reloads the list after each.
 */
import type { InsuranceOrderState, InsuredStatus } from '@/api/insurance.types';

export interface PaidOrder {
  orderId: number;
  insuredStatus: InsuredStatus;
  policyNo: string;
}

export const NO_PAID_ORDER: PaidOrder = { orderId: 0, insuredStatus: 0, policyNo: '' };

/** After payAndInsure: its answer (success) or null (failure). A success without a policy number records what was answered. */
export function afterPayAndInsure(answer: InsuranceOrderState | null): PaidOrder {
  if (!answer) return NO_PAID_ORDER;
  if (answer.policyNo) return { orderId: answer.orderId, insuredStatus: 2, policyNo: answer.policyNo };
  return { orderId: answer.orderId, insuredStatus: answer.insuredStatus, policyNo: '' };
}

/** After pay: the status answered (success) or the reset (failure). */
export function afterPay(answer: InsuranceOrderState | null): PaidOrder {
  if (!answer) return NO_PAID_ORDER;
  return { orderId: answer.orderId, insuredStatus: answer.insuredStatus, policyNo: answer.policyNo };
}

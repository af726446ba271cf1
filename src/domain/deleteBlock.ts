/**
 * What keeps an aunt or an employer out of the recycle bin: an order that still needs them.
 * One rule for both people on a contract:
 * - a contract in force blocks (the order is signed; for the aunt: she is its signed
 *   candidate). It is named first, because cancelling cannot settle it: only the aunt going out
 *   (下户) finishes the order;
 * - an order still recruiting blocks (for the employer: it is his; for the aunt: she is an
 *   active candidate on it), because candidates' work statuses hang on it.
 * Finished and cancelled orders, and orders in the recycle bin (the caller leaves them out), never
 * block. Pure: the mock refuses the delete with the reason (40901), the UI says the same thing
 * before it asks "are you sure". The texts are `orderFlow.error.<reason>` with `{{orderNo}}`.
 *
 * @example
 *   const block = employerDeleteBlock(orders.map((o) => ({ ...o, phase: phaseOfOrderStatus(o.status) })));
 *   if (block) explain(t(`orderFlow.error.${block.reason}`, { orderNo: block.orderNo }));
 */
import { ACTIVE_CANDIDATE_STATES, type CandidateState, type OrderPhase } from './orderGraph';

/** How an order holds a person: by a contract in force, or because it is still recruiting. */
export type OrderTie = 'signed' | 'recruiting';

export const DELETE_BLOCK_REASONS = {
  aunt: { signed: 'auntIsSigned', recruiting: 'auntIsCandidate' },
  employer: { signed: 'employerIsSigned', recruiting: 'employerIsRecruiting' },
} as const;

type Reasons = typeof DELETE_BLOCK_REASONS;
export type DeleteBlockReason = Reasons[keyof Reasons][OrderTie];

export interface DeleteBlock {
  reason: DeleteBlockReason;
  /** The order that blocks (the first signed one, else the first recruiting one). */
  orderId: number;
  orderNo: string;
}

interface TiedOrder {
  orderId: number;
  orderNo: string;
  tie: OrderTie | null;
}

function firstBlock(who: keyof Reasons, orders: readonly TiedOrder[]): DeleteBlock | null {
  for (const tie of ['signed', 'recruiting'] as const) {
    const order = orders.find((candidate) => candidate.tie === tie);
    if (order) return { reason: DELETE_BLOCK_REASONS[who][tie], orderId: order.orderId, orderNo: order.orderNo };
  }
  return null;
}

/** An employer's order as the rule reads it. */
export interface EmployerOrderRef {
  orderId: number;
  orderNo: string;
  phase: OrderPhase;
}

/** Why this employer cannot be deleted (his orders not in the recycle bin), or null. */
export function employerDeleteBlock(orders: readonly EmployerOrderRef[]): DeleteBlock | null {
  const tieOf = (phase: OrderPhase): OrderTie | null => (phase === 'signed' ? 'signed' : phase === 'open' ? 'recruiting' : null);
  return firstBlock(
    'employer',
    orders.map((order) => ({ ...order, tie: tieOf(order.phase) })),
  );
}

/** An order an aunt is a candidate on, with her state on it. */
export interface AuntOrderRef extends EmployerOrderRef {
  state: CandidateState;
}

/** Why this aunt cannot be deleted (the orders, not in the recycle bin, she is a candidate on), or null. */
export function auntDeleteBlock(orders: readonly AuntOrderRef[]): DeleteBlock | null {
  const tieOf = (order: AuntOrderRef): OrderTie | null => {
    if (order.phase === 'signed' && order.state === 'signed') return 'signed';
    return ACTIVE_CANDIDATE_STATES.includes(order.state) ? 'recruiting' : null;
  };
  return firstBlock(
    'aunt',
    orders.map((order) => ({ ...order, tie: tieOf(order) })),
  );
}

import type { OrderAunt, OrderDetail } from '@/api/order.types';
import type { OrderStep } from '@/domain/orderFlow';

/** Candidate steps that open a dialog (every candidate step of the graph). */
export type CandidateStep = Extract<OrderStep, 'appointmentInterview' | 'setInterviewResult' | 'setPolitResult' | 'signComplete' | 'setAuntOutgoing'>;
/** Order actions that open a dialog. */
export type OrderDialogKind = Extract<OrderStep, 'addOrderTransfer' | 'createFollowUp' | 'cancelOrderHandle'> | 'edit';

/** The dialog open on the order detail page. */
export type OrderDialog = { kind: CandidateStep; aunt: OrderAunt } | { kind: OrderDialogKind };

/** What every dialog gets: the order, how to run a call (toast + reload on success) and how to close. */
export interface DialogProps {
  order: OrderDetail;
  /** Sends the call; on success shows `doneKey` and reloads the order; rejects on failure. */
  run: (request: Promise<unknown>, doneKey: string) => Promise<void>;
  onClose: () => void;
}

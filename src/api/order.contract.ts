/**
 * The contract's entries for `orderPaths` (order.ts): what each call sends and answers. The
 * forms an entry takes, and the one `Contract` that joins the families: contract.ts.
 */
import type {
  AddOrderTransferRequest,
  AppointmentInterviewRequest,
  CancelOrderRequest,
  CreateOrderFollowUpRequest,
  Order,
  OrderCustomTabDataRequest,
  OrderDetail,
  OrderFollowUp,
  OrderIdRequest,
  OrderInput,
  OrderListQuery,
  OrderResultRequest,
  OrderTransfer,
  RecommendAuntRequest,
  SetAuntOutgoingRequest,
  SetOrderRequest,
  SignCompleteRequest,
} from './order.types';
import type { CustomTabCount } from './shared';

export interface OrderContract {
  /** Creates an order. */
  '/order/create': { req: OrderInput; res: Order };
  /** Order list. */
  '/order/list': { req: OrderListQuery; list: Order };
  /** Row counts of the order list's custom tabs. */
  '/order/getOrderCustomTabData': { req: OrderCustomTabDataRequest; res: CustomTabCount[] };
  /** An order with its aunts, follow-ups and transfers ({orderId}). */
  '/order/getOrderDetail': { req: OrderIdRequest; res: OrderDetail };
  /** Recommends aunts for an order. */
  '/order/recommendAunt': { req: RecommendAuntRequest; res: Order };
  /** Appoints an interview. */
  '/order/appointmentInterview': { req: AppointmentInterviewRequest; res: Order };
  /** Records an interview result. */
  '/order/setInterviewResult': { req: OrderResultRequest; res: Order };
  /** Records a trial-work result (spec spelling "Polit"). */
  '/order/setPolitResult': { req: OrderResultRequest; res: Order };
  /** Cancels an order. */
  '/order/cancelOrderHandle': { req: CancelOrderRequest; res: Order };
  /** Completes signing with an aunt. */
  '/order/signComplete': { req: SignCompleteRequest; res: Order };
  /** Saves an order's editable fields. */
  '/order/setOrder': { req: SetOrderRequest; res: Order };
  /** One order (for editing). */
  '/order/getOrder': { req: OrderIdRequest; res: Order };
  /** Adds a follow-up note to an order. */
  '/order/createFollowUp': { req: CreateOrderFollowUpRequest; res: OrderFollowUp };
  /** Transfers an order to another staff member. */
  '/order/addOrderTransfer': { req: AddOrderTransferRequest; res: OrderTransfer };
  /** Records the signed aunt leaving the job. */
  '/order/setAuntOutgoing': { req: SetAuntOutgoingRequest; res: Order };
}

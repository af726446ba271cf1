/** Order family (/order/): employers' job orders and their flow. */
import { post, postList, type RequestOptions } from './http';
import type {
  AddOrderTransferRequest,
  AppointmentInterviewRequest,
  CancelOrderRequest,
  CreateOrderFollowUpRequest,
  OrderCustomTabDataRequest,
  OrderIdRequest,
  OrderInput,
  OrderListQuery,
  OrderResultRequest,
  RecommendAuntRequest,
  SetAuntOutgoingRequest,
  SetOrderRequest,
  SignCompleteRequest,
} from './order.types';

export type * from './order.types';

export const orderPaths = {
  create: '/order/create',
  list: '/order/list',
  getOrderCustomTabData: '/order/getOrderCustomTabData',
  getOrderDetail: '/order/getOrderDetail',
  recommendAunt: '/order/recommendAunt',
  appointmentInterview: '/order/appointmentInterview',
  setInterviewResult: '/order/setInterviewResult',
  setPolitResult: '/order/setPolitResult',
  cancelOrderHandle: '/order/cancelOrderHandle',
  signComplete: '/order/signComplete',
  setOrder: '/order/setOrder',
  getOrder: '/order/getOrder',
  createFollowUp: '/order/createFollowUp',
  addOrderTransfer: '/order/addOrderTransfer',
  setAuntOutgoing: '/order/setAuntOutgoing',
} as const;

/** Creates an order. */
export const create = (body: OrderInput, options?: RequestOptions) => post(orderPaths.create, body, options);

/** Order list. */
export const list = (body: OrderListQuery, options?: RequestOptions) => postList(orderPaths.list, body, options);

/** Row counts of the order list's custom tabs. */
export const getOrderCustomTabData = (body: OrderCustomTabDataRequest, options?: RequestOptions) => post(orderPaths.getOrderCustomTabData, body, options);

/** An order with its aunts, follow-ups and transfers ({orderId}). */
export const getOrderDetail = (body: OrderIdRequest, options?: RequestOptions) => post(orderPaths.getOrderDetail, body, options);

/** Recommends aunts for an order. */
export const recommendAunt = (body: RecommendAuntRequest, options?: RequestOptions) => post(orderPaths.recommendAunt, body, options);

/** Appoints an interview. */
export const appointmentInterview = (body: AppointmentInterviewRequest, options?: RequestOptions) => post(orderPaths.appointmentInterview, body, options);

/** Records an interview result. */
export const setInterviewResult = (body: OrderResultRequest, options?: RequestOptions) => post(orderPaths.setInterviewResult, body, options);

/** Records a trial-work result (spec spelling "Polit"). */
export const setPolitResult = (body: OrderResultRequest, options?: RequestOptions) => post(orderPaths.setPolitResult, body, options);

/** Cancels an order. */
export const cancelOrderHandle = (body: CancelOrderRequest, options?: RequestOptions) => post(orderPaths.cancelOrderHandle, body, options);

/** Completes signing with an aunt. */
export const signComplete = (body: SignCompleteRequest, options?: RequestOptions) => post(orderPaths.signComplete, body, options);

/** Saves an order's editable fields. */
export const setOrder = (body: SetOrderRequest, options?: RequestOptions) => post(orderPaths.setOrder, body, options);

/** One order (for editing). */
export const getOrder = (body: OrderIdRequest, options?: RequestOptions) => post(orderPaths.getOrder, body, options);

/** Adds a follow-up note to an order. */
export const createFollowUp = (body: CreateOrderFollowUpRequest, options?: RequestOptions) => post(orderPaths.createFollowUp, body, options);

/** Transfers an order to another staff member. */
export const addOrderTransfer = (body: AddOrderTransferRequest, options?: RequestOptions) => post(orderPaths.addOrderTransfer, body, options);

/** Records the signed aunt leaving the job. */
export const setAuntOutgoing = (body: SetAuntOutgoingRequest, options?: RequestOptions) => post(orderPaths.setAuntOutgoing, body, options);

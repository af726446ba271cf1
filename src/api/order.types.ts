/** Types of the order family (order.ts). */
import type { CustomFieldValue } from './aunt.types';
import type { Flag, ListQuery } from './shared';
import type { DateFilter } from './statistics';

/**
 * Order state (the spec shows only the calls): 0 new, 1 aunt recommended, 2 interview
 * appointed, 3 trial work, 4 signed, 5 aunt gone out (finished), 6 cancelled.
 */
export type OrderStatus = 0 | 1 | 2 | 3 | 4 | 5 | 6;

/** An aunt recommended for an order and where she stands. */
export interface OrderAunt {
  auntId: number;
  auntName: string;
  auntHeadUrl: string;
  /** 0 recommended, 1 interview appointed, 2 interview passed (on trial), 3 interview failed, 4 trial passed, 5 trial failed, 6 signed, 7 gone out, 8 withdrawn (another aunt signed or the order was cancelled). */
  stage: 0 | 1 | 2 | 3 | 4 | 5 | 6 | 7 | 8;
  interviewTime: string | null;
  /** Where the interview takes place (appointmentInterview). */
  interviewAddress: string | null;
  createdTime: string;
}

export interface Order {
  orderId: number;
  employerId: number;
  employerName: string;
  serviceType: number;
  cityId: number;
  address: string;
  salary: number;
  status: OrderStatus;
  /** The signed aunt, null before signing. */
  auntId: number | null;
  auntName: string;
  /** Owning staff member; 0 when none. */
  userId: number;
  remarks: string;
  isDeleted: Flag;
  customFields: Record<string, CustomFieldValue>;
  createdTime: string;
  updatedTime: string;
}

export interface OrderFollowUp {
  followUpId: number;
  orderId: number;
  userId: number;
  contact: string;
  content: string;
  createdTime: string;
}

export interface OrderTransfer {
  transferId: number;
  orderId: number;
  fromUserId: number;
  toUserId: number;
  reason: string;
  createdTime: string;
}

/** getOrderDetail: the order with its aunts, follow-ups and transfers. */
export interface OrderDetail extends Order {
  aunts: OrderAunt[];
  followUps: OrderFollowUp[];
  transfers: OrderTransfer[];
}

export interface OrderInput {
  employerId: number;
  serviceType: number;
  cityId?: number;
  address?: string;
  salary?: number;
  remarks?: string;
  customFields?: Record<string, CustomFieldValue>;
}

export type SetOrderRequest = Partial<OrderInput> & { orderId: number };

export interface OrderFilter {
  keyword?: string;
  status?: OrderStatus;
  serviceType?: number;
  employerId?: number;
  userId?: number;
  tabKey?: string;
  createdTime?: DateFilter;
}
export type OrderListQuery = ListQuery<OrderFilter>;

export interface OrderIdRequest {
  orderId: number;
}

export interface RecommendAuntRequest {
  orderId: number;
  auntIds: number[];
}

export interface AppointmentInterviewRequest {
  orderId: number;
  auntId: number;
  /** ISO time of the interview. */
  interviewTime: string;
  address?: string;
}

/** Interview or trial-work result: 1 passed, 0 failed. */
export interface OrderResultRequest {
  orderId: number;
  auntId: number;
  result: Flag;
  remarks?: string;
}

export interface CancelOrderRequest {
  orderId: number;
  reason: string;
}

export interface SignCompleteRequest {
  orderId: number;
  auntId: number;
  /** yyyy-MM-dd. */
  contractStart: string;
  contractEnd: string;
  salary: number;
}

export interface CreateOrderFollowUpRequest {
  orderId: number;
  content: string;
}

export interface AddOrderTransferRequest {
  orderId: number;
  toUserId: number;
  reason?: string;
}

/** The signed aunt leaves the job. */
export interface SetAuntOutgoingRequest {
  orderId: number;
  auntId: number;
  /** yyyy-MM-dd. */
  outgoingDate: string;
  reason?: string;
}

export interface OrderCustomTabDataRequest {
  userId?: number;
}

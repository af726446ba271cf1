/** Types of the order family (order.ts). */
import type { AuntWorkStatus, CustomFieldValue } from './aunt.types';
import type { Deletable, Flag, ListQuery, OwnerTransfer } from './shared';
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
  /** Her current work status (1-6), for the candidate list. */
  workStatus: AuntWorkStatus;
  age: number;
  nativePlace: string;
  /** 0 recommended, 1 interview appointed, 2 interview passed (on trial), 3 interview failed, 4 trial passed, 5 trial failed, 6 signed, 7 gone out, 8 withdrawn (another aunt signed or the order was cancelled). */
  stage: 0 | 1 | 2 | 3 | 4 | 5 | 6 | 7 | 8;
  interviewTime: string | null;
  /**
   * Where the interview takes place (appointmentInterview); a place with a house number answered masked (maskPlace:
   * the district kept; /privacy/reveal subject order, field interviewAddress, with her auntId); sent back as is, it stays.
   */
  interviewAddress: string | null;
  /** Who recommended her and when. */
  userId: number;
  createdTime: string;
  updatedTime: string;
}

/** The deletion fields (isDeleted, deletedTime, deletedBy, deletedByName) come from Deletable. */
export interface Order extends Deletable {
  orderId: number;
  /** Display number, e.g. DD202611210007. */
  orderNo: string;
  employerId: number;
  employerName: string;
  /** The job it was created from, or null. */
  jobId: number | null;
  serviceType: number;
  cityId: number;
  address: string;
  /** Offered monthly salary range (yuan). */
  salaryMin: number;
  salaryMax: number;
  /** Expected start, yyyy-MM-dd, or null. */
  expectedStart: string | null;
  requirements: string;
  status: OrderStatus;
  /** Candidates on the order (every stage). */
  candidateCount: number;
  /** The signed aunt, null before signing. */
  auntId: number | null;
  auntName: string;
  /** Set by signComplete. */
  contractStart: string | null;
  contractEnd: string | null;
  signedSalary: number | null;
  /** Set by setAuntOutgoing. */
  outgoingDate: string | null;
  cancelReason: string;
  /** Owning staff member; 0 when none. */
  userId: number;
  userName: string;
  remarks: string;
  customFields: Record<string, CustomFieldValue>;
  createdTime: string;
  updatedTime: string;
  /** Only when the list is filtered by `auntId`: that aunt's stage on this order. */
  auntStage?: OrderAunt['stage'];
}

export interface OrderFollowUp {
  followUpId: number;
  orderId: number;
  userId: number;
  contact: string;
  content: string;
  createdTime: string;
}

export interface OrderTransfer extends OwnerTransfer {
  orderId: number;
}

/** One entry of an order's history: every step taken, who and when (newest first in the detail). */
export interface OrderHistoryEntry {
  historyId: number;
  orderId: number;
  /** 'create', 'setOrder', 'delete', 'restore' or one of the flow steps (domain/orderGraph ORDER_STEPS). */
  action: string;
  /** The aunt the step acted on, if any. */
  auntId: number | null;
  auntName: string;
  /** Result steps: 1 passed, 0 failed. */
  result: Flag | null;
  /**
   * What the user supplied for the step, without any label or language words (the page builds
   * the line from it and the structured fields below): appointmentInterview the place (masked like the candidate's),
   * setInterviewResult/setPolitResult the remarks, cancelOrderHandle/addOrderTransfer/
   * setAuntOutgoing the reason, createFollowUp the content, setOrder the changed field keys
   * comma-separated ("salaryMin,address"), create from a job the job title; '' otherwise.
   */
  detail: string;
  /** appointmentInterview: ISO time of the interview. */
  interviewTime?: string | null;
  /** signComplete: contract days (yyyy-MM-dd) and the agreed monthly salary (yuan). */
  contractStart?: string | null;
  contractEnd?: string | null;
  salary?: number | null;
  /** setAuntOutgoing: yyyy-MM-dd. */
  outgoingDate?: string | null;
  /** addOrderTransfer: previous owner (0 = none) and new owner; the names are the staff members' current ones. */
  fromUserId?: number | null;
  toUserId?: number | null;
  fromUserName?: string;
  toUserName?: string;
  userId: number;
  contact: string;
  createdTime: string;
}

/** getOrderDetail: the order with its aunts, follow-ups, transfers and history. */
export interface OrderDetail extends Order {
  aunts: OrderAunt[];
  followUps: OrderFollowUp[];
  transfers: OrderTransfer[];
  history: OrderHistoryEntry[];
  employerMobile: string;
}

/** Body of create: an order for an employer's need (optionally from one of his jobs, whose fields fill the blanks). */
export interface OrderInput {
  employerId: number;
  jobId?: number | null;
  serviceType: number;
  cityId?: number;
  address?: string;
  salaryMin?: number;
  salaryMax?: number;
  expectedStart?: string | null;
  requirements?: string;
  /** Owner; the creating user when absent. */
  userId?: number;
  remarks?: string;
  customFields?: Record<string, CustomFieldValue>;
}

/**
 * setOrder: change an order's own fields. `isDeleted: 1` moves it into the recycle bin (the spec
 * has no order delete call); refused while an aunt works there (status 4 signed).
 */
export type SetOrderRequest = Partial<Omit<OrderInput, 'employerId' | 'userId'>> & { orderId: number; isDeleted?: 1 };

export interface OrderFilter {
  /** Order number, employer name, address, signed aunt's name. */
  keyword?: string;
  status?: OrderStatus;
  serviceType?: number;
  employerId?: number;
  /** Orders this aunt is (or was) a candidate on. */
  auntId?: number;
  /** Owner; 0 = orders without an owner. */
  userId?: number;
  /** A tab of getOrderCustomTabData. */
  tabKey?: string;
  createdTime?: DateFilter;
}
export type OrderListQuery = ListQuery<OrderFilter>;

export interface OrderIdRequest {
  /** @spec */
  orderId: number;
}

export interface RecommendAuntRequest {
  orderId: number;
  /** 1-20 aunts; refused as a whole (nothing added) if any one may not be recommended. */
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
  /** yyyy-MM-dd; end after start. */
  contractStart: string;
  contractEnd: string;
  /** Agreed monthly salary, yuan, > 0. */
  salary: number;
}

export interface CreateOrderFollowUpRequest {
  orderId: number;
  content: string;
}

export interface AddOrderTransferRequest {
  orderId: number;
  toUserId: number;
  reason: string;
}

/** The signed aunt leaves the job. */
export interface SetAuntOutgoingRequest {
  orderId: number;
  auntId: number;
  /** yyyy-MM-dd. */
  outgoingDate: string;
  reason?: string;
}

/** Tab counts of the order list; `userId` narrows to one owner. */
export interface OrderCustomTabDataRequest {
  userId?: number;
}

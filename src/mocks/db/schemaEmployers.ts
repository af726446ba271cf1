/**
 * Row types of the employer, job and order tables. Part of the schema (schema.ts).
 * Stored rows keep the full mobile and the company; the answers (views) derive owner names,
 * counts and masks. Orders keep their candidates inline in the shape the order graph
 * (domain/orderGraph.ts) works on, so the mock applies `applyStep` to the stored row directly.
 */
import type { Employer, EmployerFollowUp, EmployerJob, EmployerTransfer } from '@/api/employer.types';
import type { Order, OrderFollowUp, OrderHistoryEntry, OrderTransfer } from '@/api/order.types';
import type { FlowCandidate, OrderPhase } from '@/domain/orderGraph';

/** Derived in the answers, never stored. */
type EmployerDerived = 'userName' | 'lastFollowUpTime' | 'nextFollowUpTime' | 'activeOrderCount' | 'liveOrders' | 'jobCount' | 'deletedByName';

export interface EmployerRow extends Omit<Employer, EmployerDerived> {
  companyId: number;
}

export interface EmployerFollowUpRow extends Omit<EmployerFollowUp, 'contact'> {
  companyId: number;
}

export interface EmployerTransferRow extends Omit<EmployerTransfer, 'fromUserName' | 'toUserName'> {
  companyId: number;
}

/** `isShared` is derived from the job hall (schemaUnited.ts). */
export interface JobRow extends Omit<EmployerJob, 'employerName' | 'userName' | 'isShared'> {
  companyId: number;
}

/** A candidate as stored: the graph's fields plus who recommended her and when. */
export interface OrderCandidateRow extends FlowCandidate {
  /** Her name when recommended (kept if she is later deleted for good). */
  auntName: string;
  userId: number;
  createdTime: string;
  updatedTime: string;
}

/**
 * An order as stored. `phase` and `candidates` are the graph's; `status` (the API's OrderStatus)
 * is derived from them with orderStatusOf in the answers, never stored.
 */
/** `employerName` and `auntName` are snapshots (answers prefer the live record's name). */
export interface OrderRow extends Omit<Order, 'status' | 'candidateCount' | 'userName' | 'deletedByName' | 'auntStage'> {
  companyId: number;
  phase: OrderPhase;
  candidates: OrderCandidateRow[];
}

export interface OrderFollowUpRow extends Omit<OrderFollowUp, 'contact'> {
  companyId: number;
}

export interface OrderTransferRow extends Omit<OrderTransfer, 'fromUserName' | 'toUserName'> {
  companyId: number;
}

export interface OrderHistoryRow extends Omit<OrderHistoryEntry, 'contact' | 'auntName' | 'fromUserName' | 'toUserName'> {
  companyId: number;
}

export interface EmployerTables {
  employers: EmployerRow[];
  employerFollowUps: EmployerFollowUpRow[];
  employerTransfers: EmployerTransferRow[];
  jobs: JobRow[];
  orders: OrderRow[];
  orderFollowUps: OrderFollowUpRow[];
  orderTransfers: OrderTransferRow[];
  orderHistory: OrderHistoryRow[];
}

export const EMPLOYER_TABLE_NAMES = [
  'employers',
  'employerFollowUps',
  'employerTransfers',
  'jobs',
  'orders',
  'orderFollowUps',
  'orderTransfers',
  'orderHistory',
] as const satisfies readonly (keyof EmployerTables)[];

export function emptyEmployerTables(): EmployerTables {
  return { employers: [], employerFollowUps: [], employerTransfers: [], jobs: [], orders: [], orderFollowUps: [], orderTransfers: [], orderHistory: [] };
}

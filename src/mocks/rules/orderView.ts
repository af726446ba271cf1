/**
 * Order rows -> what the client reads. Names come from the live records (staff, employer,
 * aunt) and fall back to the row's snapshots when a record is gone; `status` and the
 * candidates' `stage` are derived from the graph's phase and states. Views never share
 * objects with the stored rows. The address is masked (/privacy/reveal subject 'order' gives it).
 */
import type { AuntWorkStatus } from '@/api/aunt';
import type { Order, OrderAunt, OrderDetail, OrderFollowUp, OrderHistoryEntry, OrderTransfer } from '@/api/order';
import { CANDIDATE_STAGE, orderStatusOf, type CandidateState } from '@/domain/orderFlow';
import {
  getDb,
  jsonCopy,
  type AuntRow,
  type OrderCandidateRow,
  type OrderFollowUpRow,
  type OrderHistoryRow,
  type OrderRow,
  type OrderTransferRow,
} from '../db';
import { maskAddress, maskPlace } from '@/domain/personalData';
import { ageOf, maskMobile, userNames } from './auntView';

/** Lookups built once per request. */
export interface ViewNames {
  users: Map<number, string>;
  employers: Map<number, string>;
  aunts: Map<number, AuntRow>;
}

export function viewNames(): ViewNames {
  const db = getDb();
  return {
    users: userNames(),
    employers: new Map(db.employers.map((row) => [row.employerId, row.employerName])),
    aunts: new Map(db.aunts.map((row) => [row.auntId, row])),
  };
}

const nameOf = (names: ViewNames, userId: number): string => (userId === 0 ? '' : (names.users.get(userId) ?? ''));

export function toOrder(row: OrderRow, names: ViewNames): Order {
  const { companyId: _companyId, phase: _phase, candidates, ...fields } = row;
  return {
    ...fields,
    address: maskAddress(row.address),
    customFields: jsonCopy(row.customFields),
    employerName: names.employers.get(row.employerId) ?? row.employerName,
    auntName: row.auntId === null ? '' : (names.aunts.get(row.auntId)?.auntName ?? row.auntName),
    status: orderStatusOf(row),
    candidateCount: candidates.length,
    userName: nameOf(names, row.userId),
    deletedByName: nameOf(names, row.deletedBy),
  };
}

/** Her status as the order implies it, for a candidate whose record is gone. */
const IMPLIED_STATUS: Partial<Record<CandidateState, AuntWorkStatus>> = { interviewScheduled: 2, interviewPassed: 3, trialPassed: 4, signed: 5 };

export function toOrderAunt(candidate: OrderCandidateRow, names: ViewNames, today: Date): OrderAunt {
  const aunt = names.aunts.get(candidate.auntId);
  return {
    auntId: candidate.auntId,
    auntName: aunt?.auntName ?? candidate.auntName,
    auntHeadUrl: aunt?.portrait?.filePath ?? '',
    workStatus: aunt?.workStatus ?? IMPLIED_STATUS[candidate.state] ?? 1,
    age: (aunt ? (ageOf(aunt.birthDate, today) ?? aunt.age) : null) ?? 0,
    nativePlace: aunt?.nativePlace ?? '',
    stage: CANDIDATE_STAGE[candidate.state],
    interviewTime: candidate.interviewTime,
    interviewAddress: candidate.interviewAddress === null ? null : maskPlace(candidate.interviewAddress),
    userId: candidate.userId,
    createdTime: candidate.createdTime,
    updatedTime: candidate.updatedTime,
  };
}

export function toFollowUp(row: OrderFollowUpRow, names: ViewNames): OrderFollowUp {
  const { companyId: _companyId, ...fields } = row;
  return { ...fields, contact: nameOf(names, row.userId) };
}

export function toTransfer(row: OrderTransferRow, names: ViewNames): OrderTransfer {
  const { companyId: _companyId, ...fields } = row;
  return { ...fields, fromUserName: nameOf(names, row.fromUserId), toUserName: nameOf(names, row.toUserId) };
}

export function toHistory(row: OrderHistoryRow, order: OrderRow, names: ViewNames): OrderHistoryEntry {
  const { companyId: _companyId, ...fields } = row;
  const candidate = row.auntId === null ? undefined : order.candidates.find((item) => item.auntId === row.auntId);
  const auntName =
    row.auntId === null ? '' : (names.aunts.get(row.auntId)?.auntName ?? candidate?.auntName ?? (order.auntId === row.auntId ? order.auntName : ''));
  // An interview entry's detail is the place typed (perhaps the employer's home): masked like the candidate's.
  const detail = row.action === 'appointmentInterview' ? maskPlace(row.detail) : row.detail;
  const entry: OrderHistoryEntry = { ...fields, detail, contact: nameOf(names, row.userId), auntName };
  if (row.fromUserId != null) entry.fromUserName = nameOf(names, row.fromUserId);
  if (row.toUserId != null) entry.toUserName = nameOf(names, row.toUserId);
  return entry;
}

/** Newest first (ties: the later id first). */
function newestFirst<T extends { createdTime: string }>(rows: T[], id: (row: T) => number): T[] {
  return rows.sort((a, b) => (a.createdTime < b.createdTime ? 1 : a.createdTime > b.createdTime ? -1 : id(b) - id(a)));
}

/** The employer's mobile masked, as every read answers it (/privacy/reveal gives it). */
export function toOrderDetail(row: OrderRow, names: ViewNames, today = new Date()): OrderDetail {
  const db = getDb();
  const mine = <T extends { orderId: number }>(rows: T[]) => rows.filter((item) => item.orderId === row.orderId);
  const mobile = db.employers.find((employer) => employer.employerId === row.employerId)?.mobile ?? '';
  return {
    ...toOrder(row, names),
    aunts: row.candidates.map((candidate) => toOrderAunt(candidate, names, today)),
    followUps: newestFirst(mine(db.orderFollowUps), (item) => item.followUpId).map((item) => toFollowUp(item, names)),
    transfers: newestFirst(mine(db.orderTransfers), (item) => item.transferId).map((item) => toTransfer(item, names)),
    history: newestFirst(mine(db.orderHistory), (item) => item.historyId).map((item) => toHistory(item, row, names)),
    employerMobile: maskMobile(mobile),
  };
}

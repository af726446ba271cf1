/** Shared pieces of the order mock tests (failure capture and the like: mock-helpers.ts): seeded rows to act on and a fresh order. */
import * as orderApi from '@/api/order';
import type { Order } from '@/api/order';
import { getDb, type AuntRow, type EmployerRow } from '@/mocks/db';
import { silent } from './mock-helpers';

/** Aunts of the main agency who are 找工作, unlocked, not deleted and on no order at all. */
export function freeAunts(count: number, keep: (aunt: AuntRow) => boolean = () => true): AuntRow[] {
  const busy = new Set(getDb().orders.flatMap((order) => order.candidates.map((candidate) => candidate.auntId)));
  const rows = getDb().aunts.filter(
    (aunt) => aunt.companyId === 1 && aunt.isDeleted === 0 && aunt.isLocked === 0 && aunt.workStatus === 1 && !busy.has(aunt.auntId) && keep(aunt),
  );
  return rows.slice(0, count);
}

/** A main-agency aunt with this work status, on no order. */
export function auntWithStatus(workStatus: AuntRow['workStatus']): AuntRow {
  const busy = new Set(getDb().orders.flatMap((order) => order.candidates.map((candidate) => candidate.auntId)));
  return getDb().aunts.find((aunt) => aunt.companyId === 1 && aunt.isDeleted === 0 && aunt.workStatus === workStatus && !busy.has(aunt.auntId))!;
}

/** A main-agency employer not in the recycle bin (owned by `userId` when given). */
export function liveEmployer(userId?: number): EmployerRow {
  return getDb().employers.find((row) => row.companyId === 1 && row.isDeleted === 0 && (userId === undefined || row.userId === userId))!;
}

/** An enabled service type of the main agency. */
export function serviceTypeId(): number {
  return getDb().serviceTypes.find((row) => row.companyId === 1 && row.isEnabled === 1)!.serviceTypeId;
}

/** A new open order of a main-agency employer, created through the client. */
export function newOrder(extra: Partial<orderApi.OrderInput> = {}): Promise<Order> {
  const employer = liveEmployer(extra.userId);
  return orderApi.create({ employerId: employer.employerId, serviceType: serviceTypeId(), salaryMin: 6000, salaryMax: 8000, ...extra }, silent);
}

/**
 * Everything an order call could change, as one string: the order tables, the id counters,
 * the employers, every aunt's status and deletion fields and the aunt log's length. Cheaper
 * than a whole snapshot, so refusal tests can compare before and after many times.
 */
export function orderState(): string {
  const db = getDb();
  return JSON.stringify([
    db.orders,
    db.orderHistory,
    db.orderFollowUps,
    db.orderTransfers,
    db.counters,
    db.employers,
    db.aunts.map((aunt) => [aunt.auntId, aunt.workStatus, aunt.updatedTime, aunt.isDeleted, aunt.deletedTime, aunt.deletedBy]),
    db.auntLogs.length,
  ]);
}

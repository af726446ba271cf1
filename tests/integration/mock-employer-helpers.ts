/** Shared pieces of the mock-employer*.test.ts files (failure capture and the like: mock-helpers.ts): seeded rows, an order row for the live-order rules. */
import { getDb, type EmployerRow, type OrderRow } from '@/mocks/db';
import type { OrderPhase } from '@/domain/orderGraph';

export const liveEmployers = (companyId = 1): EmployerRow[] => getDb().employers.filter((row) => row.companyId === companyId && row.isDeleted === 0);

export const hasLiveOrder = (employerId: number): boolean =>
  getDb().orders.some((order) => order.employerId === employerId && order.isDeleted === 0 && (order.phase === 'open' || order.phase === 'signed'));

/** A seeded employer of company 1 outside the bin without live orders that passes `keep`. */
export function seededEmployer(keep: (row: EmployerRow) => boolean = () => true): EmployerRow {
  const row = liveEmployers().find((candidate) => !hasLiveOrder(candidate.employerId) && keep(candidate));
  if (!row) throw new Error('no seeded employer fits');
  return row;
}

/** Stores an order of the employer in the given phase (what the order mock would have created). */
export function addOrder(employer: EmployerRow, phase: OrderPhase, isDeleted: 0 | 1 = 0): OrderRow {
  const db = getDb();
  db.counters.orders += 1;
  const time = new Date().toISOString();
  const order: OrderRow = {
    orderId: db.counters.orders,
    companyId: employer.companyId,
    orderNo: `DD${db.counters.orders}`,
    employerId: employer.employerId,
    employerName: employer.employerName,
    jobId: null,
    serviceType: employer.serviceType,
    cityId: employer.cityId,
    address: employer.address,
    salaryMin: 6000,
    salaryMax: 8000,
    expectedStart: null,
    requirements: '',
    auntId: null,
    auntName: '',
    contractStart: null,
    contractEnd: null,
    signedSalary: null,
    outgoingDate: null,
    cancelReason: '',
    userId: employer.userId,
    remarks: '',
    isDeleted,
    deletedTime: null,
    deletedBy: 0,
    customFields: {},
    createdTime: time,
    updatedTime: time,
    phase,
    candidates: [],
  };
  db.orders.push(order);
  return order;
}

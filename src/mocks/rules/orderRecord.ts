/**
 * New order rows (create and the seed share this): the order number, the fields filled from the
 * employer's job and the employer himself when the body leaves them out, and the 'create' history.
 * Order numbers are 'DD' + the China-time day of creation (yyyyMMdd) + a 4-digit sequence of that day.
 */
import { jsonCopy } from '../db/tracking';
import { allocateId, type EmployerRow, type JobRow, type MockDb, type OrderRow } from '../db/schema';
import { chinaDay } from '@/domain/chinaTime';
import type { OrderFields, OrderPatch } from './orderInput';
import { writeHistory, type Actor } from './orderStep';

export function nextOrderNo(db: MockDb, createdTime: string): string {
  const prefix = `DD${chinaDay(createdTime).replace(/-/g, '')}`;
  let last = 0;
  for (const row of db.orders) {
    if (row.orderNo.startsWith(prefix)) last = Math.max(last, Number(row.orderNo.slice(prefix.length)));
  }
  return `${prefix}${String(last + 1).padStart(4, '0')}`;
}

/** What an order takes from the employer's job (jobs are the more precise need). */
export function jobDefaults(job: JobRow): OrderPatch {
  return {
    serviceType: job.serviceType,
    cityId: job.cityId,
    address: `${job.district}${job.address}`,
    salaryMin: job.salaryMin,
    salaryMax: job.salaryMax,
    requirements: job.requirements,
  };
}

/** What an order takes from the employer when neither the body nor a job says. */
export function employerDefaults(employer: EmployerRow): OrderFields {
  return {
    serviceType: employer.serviceType,
    cityId: employer.cityId,
    address: `${employer.district}${employer.address}`,
    salaryMin: 0,
    salaryMax: employer.limitMoney,
    expectedStart: employer.expectedStart,
    requirements: employer.requirements,
    remarks: '',
    customFields: {},
  };
}

const defined = (patch: OrderPatch): OrderPatch => Object.fromEntries(Object.entries(patch).filter(([, value]) => value !== undefined));

/** Body over job over employer. */
export function orderFieldsFor(employer: EmployerRow, job: JobRow | null, body: OrderPatch): OrderFields {
  return { ...employerDefaults(employer), ...(job ? defined(jobDefaults(job)) : {}), ...defined(body) };
}

export function fieldsOf(row: OrderRow): OrderFields {
  return {
    serviceType: row.serviceType,
    cityId: row.cityId,
    address: row.address,
    salaryMin: row.salaryMin,
    salaryMax: row.salaryMax,
    expectedStart: row.expectedStart,
    requirements: row.requirements,
    remarks: row.remarks,
    customFields: jsonCopy(row.customFields),
  };
}

export interface NewOrder {
  employer: EmployerRow;
  job: JobRow | null;
  fields: OrderFields;
  userId: number;
  createdTime: string;
}

/** Stores an open order without candidates and its 'create' history row. */
export function insertOrder(db: MockDb, input: NewOrder, actor: Actor): OrderRow {
  const row: OrderRow = {
    orderId: allocateId(db, 'orders'),
    companyId: input.employer.companyId,
    orderNo: nextOrderNo(db, input.createdTime),
    employerId: input.employer.employerId,
    employerName: input.employer.employerName,
    jobId: input.job?.jobId ?? null,
    ...input.fields,
    phase: 'open',
    candidates: [],
    auntId: null,
    auntName: '',
    contractStart: null,
    contractEnd: null,
    signedSalary: null,
    outgoingDate: null,
    cancelReason: '',
    userId: input.userId,
    isDeleted: 0,
    deletedTime: null,
    deletedBy: 0,
    createdTime: input.createdTime,
    updatedTime: input.createdTime,
  };
  db.orders.push(row);
  // From a job: its title (the job may be removed later).
  writeHistory({ db, actor, time: input.createdTime }, row, { action: 'create', auntId: null, result: null, detail: input.job?.title ?? '' });
  return row;
}

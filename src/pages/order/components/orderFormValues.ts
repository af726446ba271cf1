/**
 * The values of the order forms (create and edit) and their conversion to request bodies, plus
 * the mapping of a server validation message (40001) to the field it names.
 */
import dayjs, { type Dayjs } from 'dayjs';
import type { EmployerJob } from '@/api/employer.types';
import type { Order, OrderInput } from '@/api/order.types';

export interface OrderFieldValues {
  serviceType?: number;
  salaryMin?: number | null;
  salaryMax?: number | null;
  expectedStart?: Dayjs | null;
  address?: string;
  requirements?: string;
  remarks?: string;
}

export interface CreateOrderValues extends OrderFieldValues {
  employerId?: number;
  jobId?: number | null;
}

/** The editable fields of an order as form values. */
export function valuesOfOrder(order: Order): OrderFieldValues {
  return {
    serviceType: order.serviceType || undefined,
    salaryMin: order.salaryMin || null,
    salaryMax: order.salaryMax || null,
    expectedStart: order.expectedStart ? dayjs(order.expectedStart) : null,
    address: order.address,
    requirements: order.requirements,
    remarks: order.remarks,
  };
}

/** What choosing a job fills in. */
export function valuesOfJob(job: EmployerJob): OrderFieldValues {
  return { serviceType: job.serviceType || undefined, salaryMin: job.salaryMin || null, salaryMax: job.salaryMax || null, address: job.address, requirements: job.requirements };
}

/** The body fields of the form (texts trimmed; an empty salary is 0, no date is null). */
export function bodyOfFields(values: OrderFieldValues): Omit<OrderInput, 'employerId'> {
  return {
    serviceType: values.serviceType ?? 0,
    salaryMin: values.salaryMin ?? 0,
    salaryMax: values.salaryMax ?? 0,
    expectedStart: values.expectedStart ? values.expectedStart.format('YYYY-MM-DD') : null,
    address: (values.address ?? '').trim(),
    requirements: (values.requirements ?? '').trim(),
    remarks: (values.remarks ?? '').trim(),
  };
}

export const MAPPABLE_ORDER_FIELDS = ['employerId', 'jobId', 'serviceType', 'salaryMax', 'salaryMin', 'expectedStart', 'address', 'requirements', 'remarks'] as const;
export type MappableOrderField = (typeof MAPPABLE_ORDER_FIELDS)[number];

/** The field a server message names (by its label or an alias, longest first), or null. */
export function fieldOfOrderMessage(message: string, namesOf: (field: MappableOrderField) => string[]): MappableOrderField | null {
  const text = message.toLowerCase();
  const candidates = MAPPABLE_ORDER_FIELDS.flatMap((field) => namesOf(field).map((name) => ({ field, name: name.trim().toLowerCase() })))
    .filter(({ name }) => name !== '')
    .sort((a, b) => b.name.length - a.name.length);
  return candidates.find(({ name }) => text.includes(name))?.field ?? null;
}

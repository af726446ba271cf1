/**
 * The values of the order forms (create and edit) and their conversion to request bodies, plus
 * the mapping of a server validation message (40001) to the field it names.
 */
import dayjs, { type Dayjs } from 'dayjs';
import type { Employer, EmployerJob } from '@/api/employer.types';
import type { Order, OrderInput } from '@/api/order.types';
import type { CustomFieldValue } from '@/api/aunt.types';
import { customValuesToSend } from '@/components/customFields/valueText';

export interface OrderFieldValues {
  serviceType?: number;
  salaryMin?: number | null;
  salaryMax?: number | null;
  expectedStart?: Dayjs | null;
  address?: string;
  requirements?: string;
  remarks?: string;
  /** The company's own fields (customFields.<fieldName>). */
  customFields?: Record<string, CustomFieldValue>;
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
    customFields: { ...order.customFields },
  };
}

/** District and street as one service address (the mock's order defaults join them the same way). */
const addressOf = (place: { district: string; address: string }) => `${place.district}${place.address}`;

/** What choosing a job fills in. */
export function valuesOfJob(job: EmployerJob): OrderFieldValues {
  return {
    serviceType: job.serviceType || undefined,
    salaryMin: job.salaryMin || null,
    salaryMax: job.salaryMax || null,
    address: addressOf(job),
    requirements: job.requirements,
  };
}

/** The fields the employer's own needs fill when no job is chosen. */
export const EMPLOYER_NEED_FIELDS = ['serviceType', 'salaryMin', 'salaryMax', 'address'] as const satisfies readonly (keyof OrderFieldValues)[];

/**
 * What the employer's needs fill in when no job is chosen: the service type wanted, the budget
 * as the top of the salary range (the most he will pay; no lower bound), the address. An
 * employer who has not said leaves the field blank; no employer blanks them all.
 */
export function valuesOfEmployerNeeds(employer: Employer | null): Pick<OrderFieldValues, (typeof EMPLOYER_NEED_FIELDS)[number]> {
  return {
    serviceType: employer?.serviceType || undefined,
    salaryMin: null,
    salaryMax: employer?.limitMoney || null,
    address: employer ? addressOf(employer) : '',
  };
}

/** Equal field values, every kind of empty (undefined, null, '') alike. */
export function sameValue(a: unknown, b: unknown): boolean {
  const blank = (value: unknown) => value === undefined || value === null || value === '';
  return (blank(a) && blank(b)) || a === b;
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
    customFields: customValuesToSend(values.customFields),
  };
}

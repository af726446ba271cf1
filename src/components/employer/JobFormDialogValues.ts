/**
 * The job form's values, the request built from them, and the mapping of a server validation
 * message (40001, which names a field only in its text) to the field it names.
 */
import type { AddJobsRequest, JobSchedule } from '@/api/employer.types';
import { LIVE_IN_SCHEDULE } from './jobText';

export interface JobFormValues {
  employerId?: number;
  title?: string;
  serviceType?: number;
  salaryMin?: number | null;
  salaryMax?: number | null;
  schedule?: JobSchedule;
  workHours?: string;
  restDays?: number | null;
  cityId?: number | null;
  district?: string;
  address?: string;
  requirements?: string;
}

export type JobFormField = keyof JobFormValues;

/** Fields a server message may name, in form order. */
export const JOB_FORM_FIELDS = [
  'employerId',
  'title',
  'serviceType',
  'salaryMin',
  'salaryMax',
  'schedule',
  'workHours',
  'restDays',
  'cityId',
  'district',
  'address',
  'requirements',
] as const satisfies readonly JobFormField[];

/** Days off most live-in and day-shift jobs give; the user changes it when not. */
export const DEFAULT_REST_DAYS = 4;

const text = (value: string | undefined) => (value ?? '').trim();

/** The addJobs body: trimmed texts, no working hours for live-in, optional numbers only when given. */
export function toAddJobsRequest(values: JobFormValues, employerId: number): AddJobsRequest {
  const schedule = values.schedule as JobSchedule;
  const request: AddJobsRequest = {
    employerId,
    title: text(values.title),
    serviceType: values.serviceType as number,
    salaryMin: values.salaryMin as number,
    salaryMax: values.salaryMax as number,
    schedule,
    workHours: schedule === LIVE_IN_SCHEDULE ? '' : text(values.workHours),
    district: text(values.district),
    address: text(values.address),
    requirements: text(values.requirements),
  };
  if (typeof values.restDays === 'number') request.restDays = values.restDays;
  if (values.cityId) request.cityId = values.cityId;
  return request;
}

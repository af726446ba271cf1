/** Types of the employer family (employer.ts). */
import type { CustomFieldValue, Gender } from './aunt.types';
import type { Flag, FilterOption, ListQuery } from './shared';
import type { DateFilter } from './statistics';

export interface Employer {
  employerId: number;
  employerName: string;
  mobile: string;
  /** A default avatar is shown when empty. */
  avatarUrl: string;
  gender: Gender;
  /** City (region_id). */
  cityId: number;
  /** Region ids from province down to district. */
  addressPicker: number[];
  address: string;
  serviceType: number;
  /** Budget: the most the employer will pay per month. */
  limitMoney: number;
  /** Where the employer came from. */
  source: string;
  /** Owning staff member; 0 when none. */
  userId: number;
  remarks: string;
  isDeleted: Flag;
  customFields: Record<string, CustomFieldValue>;
  createdTime: string;
  updatedTime: string;
}

export interface EmployerInput {
  employerName: string;
  mobile: string;
  avatarUrl?: string;
  gender?: Gender;
  cityId?: number;
  addressPicker?: number[];
  address?: string;
  serviceType?: number;
  limitMoney?: number;
  source?: string;
  remarks?: string;
  customFields?: Record<string, CustomFieldValue>;
}

export type UpdateEmployerRequest = Partial<EmployerInput> & { employerId: number };

/** The employer search filter (second document, section 3: city, serviceType, addressPicker, limitMoney). */
export interface EmployerFilter {
  keyword?: string;
  /** City (region_id). */
  city?: number;
  serviceType?: number;
  addressPicker?: number[];
  /** Budget range [min, max]. */
  limitMoney?: [number, number];
  userId?: number;
  createdTime?: DateFilter;
}
export type EmployerQuery = ListQuery<EmployerFilter>;

export interface EmployerIdRequest {
  employerId: number;
}

export interface EmployerFollowUp {
  followUpId: number;
  employerId: number;
  userId: number;
  contact: string;
  content: string;
  /** Next planned contact, ISO time or null. */
  nextTime: string | null;
  createdTime: string;
}

export interface CreateFollowUpRequest {
  employerId: number;
  content: string;
  nextTime?: string | null;
}

export type FollowUpQuery = ListQuery<{ employerId?: number; userId?: number }>;

export interface FollowUpIdRequest {
  followUpId: number;
}

export interface EmployerTransfer {
  transferId: number;
  employerId: number;
  fromUserId: number;
  toUserId: number;
  reason: string;
  createdTime: string;
}

export interface CreateTransferRequest {
  employerId: number;
  toUserId: number;
  reason?: string;
}

/** A job opening of an employer (recruitment management). */
export interface EmployerJob {
  jobId: number;
  employerId: number;
  employerName: string;
  title: string;
  serviceType: number;
  cityId: number;
  address: string;
  salary: number;
  description: string;
  isTop: Flag;
  isDisabled: Flag;
  /** Owning staff member. */
  userId: number;
  createdTime: string;
  updatedTime: string;
}

export interface AddJobsRequest {
  employerId: number;
  title: string;
  serviceType: number;
  cityId?: number;
  address?: string;
  salary?: number;
  description?: string;
}

export interface JobFilter {
  keyword?: string;
  serviceType?: number;
  cityId?: number;
  isDisabled?: Flag;
  employerId?: number;
  /** Jobs of one staff member; the signed-in user when absent. */
  userId?: number;
}
export type JobQuery = ListQuery<JobFilter>;

/** One filter of the job search form with its choices. */
export interface JobSearchParam {
  field: string;
  label: string;
  options: FilterOption[];
}

export interface JobIdRequest {
  jobId: number;
}

export interface UpdateJobsTopRequest {
  jobId: number;
  isTop: Flag;
}

export interface DisableJobsRequest {
  jobId: number;
  isDisabled: Flag;
}

export interface EmployerFilterDataRequest {
  /** Field whose distinct values are wanted. */
  filterField: string;
}

export interface EmployerCount {
  count: number;
}

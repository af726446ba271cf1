/** Types of the aunt (worker) family (aunt.ts). */
import type { Flag, ListQuery } from './shared';
import type { DateFilter } from './statistics';

/** 1 找工作, 2 面试, 3 试工, 4 待签约, 5 工作中, 6 黑名单. */
export type AuntWorkStatus = 1 | 2 | 3 | 4 | 5 | 6;

/** Education codes: 1 小学 ... 7 本科以上. */
export type EducationCode = 1 | 2 | 3 | 4 | 5 | 6 | 7;

/** 0 female, 1 male. */
export type Gender = 0 | 1;

/** The aunt list pages: /aunt/all, /aunt/verify, /aunt/copy, /aunt/public, /aunt/owner, /aunt/share. */
export type AuntScope = 'all' | 'verify' | 'copy' | 'public' | 'owner' | 'share';

/** Value of a company-defined custom field. */
export type CustomFieldValue = string | number | string[] | number[] | null;

export interface Aunt {
  auntId: number;
  auntName: string;
  auntHeadUrl: string;
  gender: Gender;
  /** 18-character identity number. */
  idCard: string;
  age: number;
  education: EducationCode | null;
  nativePlace: string;
  /** Masked in lists (138****1234); getAuntMobile reveals it. */
  mobile: string;
  workStatus: AuntWorkStatus;
  /** Company service type ids. */
  serviceTypes: number[];
  /** Skill option ids. */
  skills: number[];
  /** Label option ids. */
  labels: number[];
  expectedSalary: number;
  /** City (region_id). */
  cityId: number;
  remarks: string;
  isFav: Flag;
  isTop: Flag;
  isLocked: Flag;
  isDeleted: Flag;
  /** Owning staff member; 0 when the record has no owner. */
  userId: number;
  companyId: number;
  customFields: Record<string, CustomFieldValue>;
  createdTime: string;
  updatedTime: string;
}

/** The editable fields of an aunt. */
export interface AuntInput {
  auntName: string;
  mobile: string;
  auntHeadUrl?: string;
  gender?: Gender;
  idCard?: string;
  education?: EducationCode | null;
  nativePlace?: string;
  workStatus?: AuntWorkStatus;
  serviceTypes?: number[];
  skills?: number[];
  labels?: number[];
  expectedSalary?: number;
  cityId?: number;
  remarks?: string;
  customFields?: Record<string, CustomFieldValue>;
}

export type EditAuntRequest = AuntInput & { auntId: number };

export interface AuntFilter {
  keyword?: string;
  workStatus?: AuntWorkStatus;
  serviceType?: number;
  cityId?: number;
  education?: EducationCode;
  /** A custom tab of the list (getAuntCustomTabData). */
  tabKey?: string;
  createdTime?: DateFilter;
  updatedTime?: DateFilter;
}

/** getAunts: the list page's scope and the fields the table shows. */
export type AuntListQuery = ListQuery<AuntFilter> & {
  scope: AuntScope;
  /** Fields to return; all when absent. */
  fields?: string[];
};

export interface AuntIdRequest {
  auntId: number;
}

export interface GetAuntRequest {
  auntId: number;
  isDeleted?: Flag;
  userId?: number;
}

export interface AuntMobile {
  auntId: number;
  mobile: string;
}

export interface AuntFilterDataRequest {
  /** Field whose distinct values are wanted, e.g. nativePlace. */
  filterField: string;
}

export interface AuntCustomTabDataRequest {
  scope: AuntScope;
}

export interface SetAuntToTopRequest {
  auntId: number;
  isTop: Flag;
}

export interface AuntRemark {
  auntId: number;
  remarks: string;
}

export interface EditAuntFieldRequest {
  auntId: number;
  field: string;
  value: CustomFieldValue | boolean;
}

export interface LockAuntRequest {
  auntId: number;
  isLocked: Flag;
}

/** Hands an aunt over to another staff member. */
export interface DeliverAuntRequest {
  auntId: number;
  userId: number;
}

/** One entry of an aunt's operation log. */
export interface AuntLog {
  logId: number;
  auntId: number;
  auntName: string;
  userId: number;
  contact: string;
  /** e.g. create, edit, delete, deliver, lock. */
  action: string;
  content: string;
  createdTime: string;
}

export type AuntLogQuery = ListQuery<{ auntId: number }>;

export type JobApplyAuntsQuery = ListQuery<{ jobId: number }>;

/** Request and query shapes of the aunt family (aunt.ts); the record types are in aunt.types.ts. */
import type { Flag, ListQuery } from './shared';
import type { DateFilter } from './statistics';
import type { AuntScope, AuntWorkStatus, CustomFieldValue, EducationCode, LiveIn } from './aunt.types';

export interface AuntFilter {
  /** Name, mobile or identity number (contains). */
  keyword?: string;
  workStatus?: AuntWorkStatus[];
  serviceTypes?: number[];
  /** Inclusive age bounds. */
  ageMin?: number;
  ageMax?: number;
  nativePlace?: string[];
  /** Has every one of these skills. */
  skills?: number[];
  labels?: number[];
  /** Expected salary overlaps [salaryMin, salaryMax]. */
  salaryMin?: number;
  salaryMax?: number;
  education?: EducationCode[];
  liveIn?: LiveIn;
  teacherUserId?: number;
  /** Only favourites (isFav 1). */
  onlyFav?: boolean;
  /** A custom tab of the list (getAuntCustomTabData). */
  tabKey?: string;
  createdTime?: DateFilter;
  updatedTime?: DateFilter;
}

/** getAunts: the list page's scope and the fields the table shows. */
export type AuntListQuery = ListQuery<AuntFilter> & {
  /** @spec */
  scope: AuntScope;
  /**
   * Fields to return; all when absent.
   * @spec
   */
  fields?: string[];
};

export interface AuntIdRequest {
  /** @spec */
  auntId: number;
}

/** getAunt's body as the spec gives it; the app always sends all three (useAunt, the insurance form). */
export interface GetAuntRequest {
  /** @spec */
  auntId: number;
  /**
   * 0 a live aunt, 1 one in the recycle bin (the server reads a missing value as 0).
   * @spec
   */
  isDeleted?: Flag;
  /**
   * The signed-in user asking.
   * @spec
   */
  userId?: number;
}

export interface AuntMobile {
  auntId: number;
  mobile: string;
}

export interface AuntFilterDataRequest {
  /**
   * Field whose distinct values are wanted, e.g. nativePlace.
   * @spec
   */
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

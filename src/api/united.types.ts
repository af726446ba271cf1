/** Types of the joint-hall family (united.ts). */
import type { AuntWorkStatus, Gender } from './aunt.types';
import type { Flag, ListQuery } from './shared';

/** State of a merge request: 0 applied, 1 agreed, 2 rejected, 3 cancelled, 4 merged (success). */
export type UnitedMappingStatus = 0 | 1 | 2 | 3 | 4;

/** The staff member behind a merge request. */
export interface UnitedClientUser {
  contact: string;
  avatarUrl: string;
}

/** A merge request of another agency's aunt against a hall aunt. */
export interface UnitedMappingAunt {
  mappingAuntId: number;
  unitedAuntId: number;
  /** The applying agency's own aunt. */
  auntId: number;
  companyId: number;
  teacherUserId: number;
  status: UnitedMappingStatus;
  client_user: UnitedClientUser;
  createdTime: string;
  updatedTime: string;
}

/** An aunt shared into the joint hall. */
export interface UnitedAunt {
  unitedAuntId: number;
  /** The sharing agency's own aunt record. */
  auntId: number;
  companyId: number;
  companyName: string;
  /** Staff member who shared the aunt. */
  teacherUserId: number;
  auntName: string;
  auntHeadUrl: string;
  gender: Gender;
  age: number;
  workStatus: AuntWorkStatus;
  serviceTypes: number[];
  expectedSalary: number;
  /** City (region_id). */
  cityId: number;
  cityName: string;
  introduction: string;
  isFav: Flag;
  united_mapping_aunts: UnitedMappingAunt[];
  createdTime: string;
  updatedTime: string;
}

/** A job opening shared into the joint hall. */
export interface UnitedJob {
  unitedJobId: number;
  /** The sharing agency's own job (employer job). */
  jobId: number;
  companyId: number;
  companyName: string;
  teacherUserId: number;
  title: string;
  serviceType: number;
  salary: number;
  cityId: number;
  cityName: string;
  address: string;
  description: string;
  isFav: Flag;
  createdTime: string;
  updatedTime: string;
}

/** An agency taking part in the joint hall. */
export interface UnitedCompany {
  companyId: number;
  companyName: string;
  companyLogo: string;
  auntCount: number;
  jobCount: number;
}

export interface UnitedAuntFilter {
  keyword?: string;
  cityId?: number;
  serviceType?: number;
  workStatus?: AuntWorkStatus;
  companyId?: number;
}
export type UnitedAuntQuery = ListQuery<UnitedAuntFilter>;

export interface UnitedJobFilter {
  keyword?: string;
  cityId?: number;
  serviceType?: number;
  companyId?: number;
}
export type UnitedJobQuery = ListQuery<UnitedJobFilter>;

/** Merge records: filter by request state. */
export type UnitedRecordQuery = ListQuery<{ status?: UnitedMappingStatus; cityId?: number }>;

export interface UnitedAuntIdRequest {
  auntId: number;
}

/** Hall aunt plus the caller's own aunt (merge, favourite). */
export interface UnitedAuntPairRequest {
  unitedAuntId: number;
  auntId: number;
}

export interface UnitedAuntRefRequest {
  unitedAuntId: number;
}

export interface UnitedJobIdRequest {
  jobId: number;
}

export interface UnitedJobRefRequest {
  unitedJobId: number;
}

/** Hall job plus the sharing agency's job id (favourite). */
export interface UnitedJobPairRequest {
  unitedJobId: number;
  jobId: number;
}

/** Offers one of the caller's aunts for a hall job. */
export interface UnitedJobApplyRequest {
  unitedJobId: number;
  auntId: number;
}

export interface UnitedMappingRequest {
  mappingAuntId: number;
}

export interface UnitedCompanyQuery {
  cityId?: number;
}

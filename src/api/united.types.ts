/**
 * Types of the joint-hall family (united.ts). The spec gives only a few bodies ({auntId},
 * {unitedAuntId, auntId}, {mappingAuntId}) and the mapping fields mappingAuntId, teacherUserId
 * and client_user {contact, avatarUrl}; every other shape here is ours (docs/DECISIONS.md,
 * "Joint hall").
 */
import type { AuntWorkStatus, Gender, ReadinessFacts } from './aunt.types';
import type { JobSchedule } from './employer.types';
import type { ConsentScope } from './auntConsent';
import type { Flag, ListQuery } from './shared';

/** State of a merge (合单) record: 0 applied, 1 agreed, 2 rejected, 3 cancelled, 4 merged (success). */
export type UnitedMappingStatus = 0 | 1 | 2 | 3 | 4;

/** What a merge is about: a hall aunt (unitedAunt) or a hall job (unitedJob). */
export type UnitedMappingKind = 'aunt' | 'job';

/** Who cancelled a merge: either party, or the server (another merge of the record succeeded, or it left the hall). */
export type UnitedCancelledBy = 'applicant' | 'owner' | 'otherMerged' | 'takenOff';

/** The staff member behind a merge request. */
export interface UnitedClientUser {
  contact: string;
  avatarUrl: string;
}

/**
 * A merge record: another agency (the applicant) applied to merge with a hall record of the
 * owner (the agency that shared it). One id space for aunt and job merges (`mappingAuntId`).
 */
export interface UnitedMappingAunt {
  mappingAuntId: number;
  kind: UnitedMappingKind;
  /** The hall aunt (kind 'aunt'); 0 for a job merge. */
  unitedAuntId: number;
  /** The hall job (kind 'job'); 0 for an aunt merge. */
  unitedJobId: number;
  /** The aunt merged: the hall aunt (owner's aunt id) for kind 'aunt', the applicant's offered aunt for kind 'job'. */
  auntId: number;
  auntName: string;
  auntHeadUrl: string;
  /** The hall job's title ('' for an aunt merge). */
  jobTitle: string;
  /** The applying agency and its staff member. */
  companyId: number;
  companyName: string;
  teacherUserId: number;
  client_user: UnitedClientUser;
  /** The agency that shared the hall record, and its staff member. */
  ownerCompanyId: number;
  ownerCompanyName: string;
  ownerUserId: number;
  status: UnitedMappingStatus;
  cancelledBy: UnitedCancelledBy | null;
  /** After success: the id of the aunt's copy in the receiving agency's aunts (its /aunt/copy list); 0 before. */
  copiedAuntId: number;
  cityId: number;
  cityName: string;
  createdTime: string;
  updatedTime: string;
}

/**
 * An aunt shared into the joint hall, as a partner may see her: no identity number, no address,
 * no WeChat, the mobile masked (138****0001). `united_mapping_aunts`: every merge of this record
 * for the owner agency, only the caller's own for any other agency.
 */
export interface UnitedAunt {
  /** @spec */
  unitedAuntId: number;
  /** The sharing agency's own aunt record. */
  auntId: number;
  companyId: number;
  companyName: string;
  /** Staff member who shared the aunt. */
  teacherUserId: number;
  teacherName: string;
  auntName: string;
  auntHeadUrl: string;
  /** Masked. */
  mobile: string;
  /**
   * Our choice: on another company's aunt, what her authorisation lets partners see (auntConsent.ts);
   * the parts outside it come empty. Absent from a server that does not know consent, and on our own.
   */
  consentScope?: ConsentScope[];
  /** Our choice: what her ready-to-work badge needs (ReadinessFacts); absent from a server that does not compute it. */
  readiness?: ReadinessFacts;
  gender: Gender;
  age: number;
  nativePlace: string;
  workYears: number;
  workStatus: AuntWorkStatus;
  /** In the CALLER's company's service type ids, mapped by name as a copy maps them (types it lacks are left out). */
  serviceTypes: number[];
  /** Monthly, yuan. */
  expectedSalary: number;
  /** City (region_id). */
  cityId: number;
  cityName: string;
  introduction: string;
  /** 1 while in the hall; 0 once taken off (下架) or merged. */
  isOnShelf: Flag;
  /** The record is the caller's own agency's. */
  isOwn: Flag;
  isFav: Flag;
  /** @spec */
  united_mapping_aunts: UnitedMappingAunt[];
  createdTime: string;
  updatedTime: string;
}

/** A job opening shared into the joint hall (the employer's name and address as a partner may see them). */
export interface UnitedJob {
  unitedJobId: number;
  /** The sharing agency's own job (employer job). */
  jobId: number;
  companyId: number;
  companyName: string;
  teacherUserId: number;
  teacherName: string;
  title: string;
  /** The caller's company's service type id of the same name (0 when it has none), as for UnitedAunt.serviceTypes. */
  serviceType: number;
  /** Monthly, yuan. */
  salaryMin: number;
  salaryMax: number;
  schedule: JobSchedule;
  workHours: string;
  restDays: number;
  cityId: number;
  cityName: string;
  /** District only: the street address stays with the owner. */
  district: string;
  requirements: string;
  isOnShelf: Flag;
  isOwn: Flag;
  isFav: Flag;
  united_mapping_aunts: UnitedMappingAunt[];
  createdTime: string;
  updatedTime: string;
}

/** An agency taking part in the joint hall. */
export interface UnitedCompany {
  companyId: number;
  companyName: string;
  companyLogo: string;
  /** Its records in the hall (in the asked city when cityId is given). */
  auntCount: number;
  jobCount: number;
}

export interface UnitedAuntFilter {
  keyword?: string;
  cityId?: number;
  /** One of the caller's company's service type ids: records whose type has that name. */
  serviceType?: number;
  workStatus?: AuntWorkStatus;
  companyId?: number;
}
export type UnitedAuntQuery = ListQuery<UnitedAuntFilter>;

export interface UnitedJobFilter {
  keyword?: string;
  cityId?: number;
  /** As UnitedAuntFilter.serviceType. */
  serviceType?: number;
  companyId?: number;
}
export type UnitedJobQuery = ListQuery<UnitedJobFilter>;

/**
 * Merge records (getUnitedAunts, getUnitedJobs): by default the caller's agency's applications;
 * `side: 'any'` adds the merges of its own hall records (the completed-merges page).
 */
export type UnitedRecordQuery = ListQuery<{ status?: UnitedMappingStatus; cityId?: number; keyword?: string; side?: 'applicant' | 'any' }>;

/** The caller's own hall records (getOwnerAunts, getOwnerJobs): on the shelf by default. */
export type UnitedOwnerQuery = ListQuery<{ keyword?: string; isOnShelf?: Flag }>;

export interface UnitedAuntIdRequest {
  /** @spec */
  auntId: number;
}

/** A hall aunt: its hall id and the sharing agency's aunt id (merge, favourite). */
export interface UnitedAuntPairRequest {
  /** @spec */
  unitedAuntId: number;
  /** @spec */
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

/** A hall job: its hall id and the sharing agency's job id (favourite). */
export interface UnitedJobPairRequest {
  unitedJobId: number;
  jobId: number;
}

/** Offers one of the caller's own aunts for a hall job. */
export interface UnitedJobApplyRequest {
  unitedJobId: number;
  auntId: number;
}

export interface UnitedMappingRequest {
  /** @spec */
  mappingAuntId: number;
}

export interface UnitedCompanyQuery {
  cityId?: number;
}

/**
 * Row types of the joint hall (/united/): the hall's aunts and jobs, the merge records of both
 * kinds (one id space) and each user's favourites. Part of the schema (schema.ts). Names, cities
 * and companies of the answers are derived (rules/unitedView.ts), never stored here.
 */
import type { UnitedCancelledBy, UnitedMappingKind, UnitedMappingStatus } from '@/api/united.types';
import type { Flag } from '@/api/shared';

/** An aunt of `companyId` shared into the aunt hall (one row per aunt: taking her off keeps it). */
export interface UnitedAuntRow {
  unitedAuntId: number;
  companyId: number;
  auntId: number;
  /** The staff member who shared her. */
  teacherUserId: number;
  cityId: number;
  isOnShelf: Flag;
  createdTime: string;
  updatedTime: string;
}

/** An employer job of `companyId` shared into the job hall (one row per job). */
export interface UnitedJobRow {
  unitedJobId: number;
  companyId: number;
  jobId: number;
  teacherUserId: number;
  cityId: number;
  isOnShelf: Flag;
  createdTime: string;
  updatedTime: string;
}

/** A merge record: the applicant (companyId, teacherUserId) and the owner of the hall record. */
export interface UnitedMappingRow {
  mappingAuntId: number;
  kind: UnitedMappingKind;
  /** The hall aunt (kind 'aunt'), else 0. */
  unitedAuntId: number;
  /** The hall job (kind 'job'), else 0. */
  unitedJobId: number;
  /** Kind 'aunt': the owner's aunt; kind 'job': the applicant's offered aunt. */
  auntId: number;
  companyId: number;
  teacherUserId: number;
  ownerCompanyId: number;
  ownerUserId: number;
  status: UnitedMappingStatus;
  cancelledBy: UnitedCancelledBy | null;
  copiedAuntId: number;
  createdTime: string;
  updatedTime: string;
}

/** A user's favourite hall record (per user, not per company). */
export interface UnitedFavRow {
  favId: number;
  userId: number;
  kind: UnitedMappingKind;
  /** Kind 'aunt', else 0. */
  unitedAuntId: number;
  /** Kind 'job', else 0. */
  unitedJobId: number;
  createdTime: string;
}

export interface UnitedTables {
  unitedAunts: UnitedAuntRow[];
  unitedJobs: UnitedJobRow[];
  unitedMappings: UnitedMappingRow[];
  unitedFavs: UnitedFavRow[];
}

export const UNITED_TABLE_NAMES = ['unitedAunts', 'unitedJobs', 'unitedMappings', 'unitedFavs'] as const satisfies readonly (keyof UnitedTables)[];

export function emptyUnitedTables(): UnitedTables {
  return { unitedAunts: [], unitedJobs: [], unitedMappings: [], unitedFavs: [] };
}

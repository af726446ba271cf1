/** Where the joint-hall pages live (domain/pageTree.ts) and the links between them. */
import type { UnitedMappingKind } from '@/api/united.types';

export const UNITED_PATHS = {
  auntHall: '/united/aunt-hall',
  jobHall: '/united/job-hall',
  owner: '/united/owner',
  myAunts: '/united/my-aunts',
  myJobs: '/united/my-jobs',
  success: '/united/success',
} as const;

/** A hall aunt's page, by the sharing agency's aunt id (the spec's auntId query). */
export const auntDetailPath = (auntId: number) => `/united/aunt-detail?auntId=${auntId}`;
export const jobDetailPath = (unitedJobId: number) => `/united/job-detail?unitedJobId=${unitedJobId}`;
/** An aunt of our own company (the copy a merge made). */
export const ownAuntPath = (auntId: number) => `/aunt/detail/${auntId}`;

/** My merge applications of a kind: where an application moves on to. */
export const myApplicationsPath = (kind: UnitedMappingKind) => (kind === 'aunt' ? UNITED_PATHS.myAunts : UNITED_PATHS.myJobs);

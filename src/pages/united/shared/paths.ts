/** Where the joint-hall menu pages live (domain/pageTree.ts); links to the hall's detail pages: app/pageLinks. */
import type { UnitedMappingKind } from '@/api/united.types';

export const UNITED_PATHS = {
  auntHall: '/united/aunt-hall',
  jobHall: '/united/job-hall',
  owner: '/united/owner',
  myAunts: '/united/my-aunts',
  myJobs: '/united/my-jobs',
  success: '/united/success',
} as const;

/** My merge applications of a kind: where an application moves on to. */
export const myApplicationsPath = (kind: UnitedMappingKind) => (kind === 'aunt' ? UNITED_PATHS.myAunts : UNITED_PATHS.myJobs);

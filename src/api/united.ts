/** Joint-hall family (/united/): shared aunts and jobs, favourites and the merge flow. */
import { post, postList, type RequestOptions } from './http';
import type {
  UnitedAuntIdRequest,
  UnitedAuntPairRequest,
  UnitedAuntQuery,
  UnitedAuntRefRequest,
  UnitedCompanyQuery,
  UnitedJobApplyRequest,
  UnitedJobIdRequest,
  UnitedJobPairRequest,
  UnitedJobQuery,
  UnitedJobRefRequest,
  UnitedMappingRequest,
  UnitedOwnerQuery,
  UnitedRecordQuery,
} from './united.types';

export type * from './united.types';

export const unitedPaths = {
  getAunt: '/united/getAunt',
  getAunts: '/united/getAunts',
  removeAunt: '/united/removeAunt',
  removeFavAunt: '/united/removeFavAunt',
  removeFavJob: '/united/removeFavJob',
  addAunt: '/united/addAunt',
  getJobs: '/united/getJobs',
  getJob: '/united/getJob',
  removeJob: '/united/removeJob',
  addJob: '/united/addJob',
  getUnitedAunt: '/united/getUnitedAunt',
  getUnitedAunts: '/united/getUnitedAunts',
  getUnitedJobs: '/united/getUnitedJobs',
  getUnitedJob: '/united/getUnitedJob',
  getUnitedComany: '/united/getUnitedComany',
  getFavAunts: '/united/getFavAunts',
  getFavJobs: '/united/getFavJobs',
  unitedAunt: '/united/unitedAunt',
  unitedJob: '/united/unitedJob',
  favAunt: '/united/favAunt',
  favJob: '/united/favJob',
  getOwnerAunts: '/united/getOwnerAunts',
  getOwnerJobs: '/united/getOwnerJobs',
  unitedAgree: '/united/unitedAgree',
  unitedReject: '/united/unitedReject',
  unitedCancel: '/united/unitedCancel',
  unitedSuccess: '/united/unitedSuccess',
  unitedDelete: '/united/unitedDelete',
} as const;

/** A hall aunt by the sharing agency's aunt id (the detail page's auntId query), as the caller may see her. */
export const getAunt = (body: UnitedAuntIdRequest, options?: RequestOptions) => post(unitedPaths.getAunt, body, options);

/** The aunt hall (list). */
export const getAunts = (body: UnitedAuntQuery, options?: RequestOptions) => postList(unitedPaths.getAunts, body, options);

/** Takes one of the caller's aunts off the hall ({auntId}). */
export const removeAunt = (body: UnitedAuntIdRequest, options?: RequestOptions) => post(unitedPaths.removeAunt, body, options);

/** Unfavourites a hall aunt ({unitedAuntId, auntId}). */
export const removeFavAunt = (body: UnitedAuntPairRequest, options?: RequestOptions) => post(unitedPaths.removeFavAunt, body, options);

/** Unfavourites a hall job. */
export const removeFavJob = (body: UnitedJobPairRequest, options?: RequestOptions) => post(unitedPaths.removeFavJob, body, options);

/** Shares one of the caller's aunts into the hall. */
export const addAunt = (body: UnitedAuntIdRequest, options?: RequestOptions) => post(unitedPaths.addAunt, body, options);

/** The job hall (list). */
export const getJobs = (body: UnitedJobQuery, options?: RequestOptions) => postList(unitedPaths.getJobs, body, options);

/** One hall job. */
export const getJob = (body: UnitedJobRefRequest, options?: RequestOptions) => post(unitedPaths.getJob, body, options);

/** Takes one of the caller's jobs off the hall. */
export const removeJob = (body: UnitedJobIdRequest, options?: RequestOptions) => post(unitedPaths.removeJob, body, options);

/** Shares one of the caller's jobs into the hall. */
export const addJob = (body: UnitedJobIdRequest, options?: RequestOptions) => post(unitedPaths.addJob, body, options);

/** One hall aunt with its merge requests (those the caller may see). */
export const getUnitedAunt = (body: UnitedAuntRefRequest, options?: RequestOptions) => post(unitedPaths.getUnitedAunt, body, options);

/** The caller's aunt merge records (list; see UnitedRecordQuery for which). */
export const getUnitedAunts = (body: UnitedRecordQuery, options?: RequestOptions) => postList(unitedPaths.getUnitedAunts, body, options);

/** The caller's job merge records (list). */
export const getUnitedJobs = (body: UnitedRecordQuery, options?: RequestOptions) => postList(unitedPaths.getUnitedJobs, body, options);

/** One hall job with its merge requests (those the caller may see). */
export const getUnitedJob = (body: UnitedJobRefRequest, options?: RequestOptions) => post(unitedPaths.getUnitedJob, body, options);

/** Agencies in the joint hall (spec spelling "Comany"). */
export const getUnitedComany = (body: UnitedCompanyQuery, options?: RequestOptions) => post(unitedPaths.getUnitedComany, body, options);

/** The caller's favourite hall aunts (list). */
export const getFavAunts = (body: UnitedAuntQuery, options?: RequestOptions) => postList(unitedPaths.getFavAunts, body, options);

/** The caller's favourite hall jobs (list). */
export const getFavJobs = (body: UnitedJobQuery, options?: RequestOptions) => postList(unitedPaths.getFavJobs, body, options);

/** Applies to merge the caller's aunt with a hall aunt ({unitedAuntId, auntId}). */
export const unitedAunt = (body: UnitedAuntPairRequest, options?: RequestOptions) => post(unitedPaths.unitedAunt, body, options);

/** Offers one of the caller's aunts for a hall job. */
export const unitedJob = (body: UnitedJobApplyRequest, options?: RequestOptions) => post(unitedPaths.unitedJob, body, options);

/** Favourites a hall aunt ({unitedAuntId, auntId}). */
export const favAunt = (body: UnitedAuntPairRequest, options?: RequestOptions) => post(unitedPaths.favAunt, body, options);

/** Favourites a hall job. */
export const favJob = (body: UnitedJobPairRequest, options?: RequestOptions) => post(unitedPaths.favJob, body, options);

/** The caller's own aunts in the hall with their merge requests ("my joint orders", list). */
export const getOwnerAunts = (body: UnitedOwnerQuery, options?: RequestOptions) => postList(unitedPaths.getOwnerAunts, body, options);

/** The caller's own jobs in the hall (list). */
export const getOwnerJobs = (body: UnitedOwnerQuery, options?: RequestOptions) => postList(unitedPaths.getOwnerJobs, body, options);

/** The owner agrees to a merge request ({mappingAuntId}). */
export const unitedAgree = (body: UnitedMappingRequest, options?: RequestOptions) => post(unitedPaths.unitedAgree, body, options);

/** The owner rejects a merge request ({mappingAuntId}). */
export const unitedReject = (body: UnitedMappingRequest, options?: RequestOptions) => post(unitedPaths.unitedReject, body, options);

/** Either side cancels a merge request ({mappingAuntId}). */
export const unitedCancel = (body: UnitedMappingRequest, options?: RequestOptions) => post(unitedPaths.unitedCancel, body, options);

/** Completes a merge; other merges of the aunt are cancelled ({mappingAuntId}). */
export const unitedSuccess = (body: UnitedMappingRequest, options?: RequestOptions) => post(unitedPaths.unitedSuccess, body, options);

/** Deletes a merge record ({mappingAuntId}). */
export const unitedDelete = (body: UnitedMappingRequest, options?: RequestOptions) => post(unitedPaths.unitedDelete, body, options);

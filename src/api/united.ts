/** Joint-hall family (/united/): shared aunts and jobs, favourites and the merge flow. */
import { post, postList, type RequestOptions } from './http';
import type {
  UnitedAunt,
  UnitedAuntIdRequest,
  UnitedAuntPairRequest,
  UnitedAuntQuery,
  UnitedAuntRefRequest,
  UnitedCompany,
  UnitedCompanyQuery,
  UnitedJob,
  UnitedJobApplyRequest,
  UnitedJobIdRequest,
  UnitedJobPairRequest,
  UnitedJobQuery,
  UnitedJobRefRequest,
  UnitedMappingAunt,
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
export const getAunt = (body: UnitedAuntIdRequest, options?: RequestOptions) => post<UnitedAunt>(unitedPaths.getAunt, body, options);

/** The aunt hall (list). */
export const getAunts = (body: UnitedAuntQuery, options?: RequestOptions) => postList<UnitedAunt>(unitedPaths.getAunts, body, options);

/** Takes one of the caller's aunts off the hall ({auntId}). */
export const removeAunt = (body: UnitedAuntIdRequest, options?: RequestOptions) => post<null>(unitedPaths.removeAunt, body, options);

/** Unfavourites a hall aunt ({unitedAuntId, auntId}). */
export const removeFavAunt = (body: UnitedAuntPairRequest, options?: RequestOptions) =>
  post<null>(unitedPaths.removeFavAunt, body, options);

/** Unfavourites a hall job. */
export const removeFavJob = (body: UnitedJobPairRequest, options?: RequestOptions) =>
  post<null>(unitedPaths.removeFavJob, body, options);

/** Shares one of the caller's aunts into the hall. */
export const addAunt = (body: UnitedAuntIdRequest, options?: RequestOptions) => post<UnitedAunt>(unitedPaths.addAunt, body, options);

/** The job hall (list). */
export const getJobs = (body: UnitedJobQuery, options?: RequestOptions) => postList<UnitedJob>(unitedPaths.getJobs, body, options);

/** One hall job. */
export const getJob = (body: UnitedJobRefRequest, options?: RequestOptions) => post<UnitedJob>(unitedPaths.getJob, body, options);

/** Takes one of the caller's jobs off the hall. */
export const removeJob = (body: UnitedJobIdRequest, options?: RequestOptions) => post<null>(unitedPaths.removeJob, body, options);

/** Shares one of the caller's jobs into the hall. */
export const addJob = (body: UnitedJobIdRequest, options?: RequestOptions) => post<UnitedJob>(unitedPaths.addJob, body, options);

/** One hall aunt with its merge requests (those the caller may see). */
export const getUnitedAunt = (body: UnitedAuntRefRequest, options?: RequestOptions) =>
  post<UnitedAunt>(unitedPaths.getUnitedAunt, body, options);

/** The caller's aunt merge records (list; see UnitedRecordQuery for which). */
export const getUnitedAunts = (body: UnitedRecordQuery, options?: RequestOptions) =>
  postList<UnitedMappingAunt>(unitedPaths.getUnitedAunts, body, options);

/** The caller's job merge records (list). */
export const getUnitedJobs = (body: UnitedRecordQuery, options?: RequestOptions) =>
  postList<UnitedMappingAunt>(unitedPaths.getUnitedJobs, body, options);

/** One hall job with its merge requests (those the caller may see). */
export const getUnitedJob = (body: UnitedJobRefRequest, options?: RequestOptions) =>
  post<UnitedJob>(unitedPaths.getUnitedJob, body, options);

/** Agencies in the joint hall (spec spelling "Comany"). */
export const getUnitedComany = (body: UnitedCompanyQuery, options?: RequestOptions) =>
  post<UnitedCompany[]>(unitedPaths.getUnitedComany, body, options);

/** The caller's favourite hall aunts (list). */
export const getFavAunts = (body: UnitedAuntQuery, options?: RequestOptions) =>
  postList<UnitedAunt>(unitedPaths.getFavAunts, body, options);

/** The caller's favourite hall jobs (list). */
export const getFavJobs = (body: UnitedJobQuery, options?: RequestOptions) => postList<UnitedJob>(unitedPaths.getFavJobs, body, options);

/** Applies to merge the caller's aunt with a hall aunt ({unitedAuntId, auntId}). */
export const unitedAunt = (body: UnitedAuntPairRequest, options?: RequestOptions) =>
  post<UnitedMappingAunt>(unitedPaths.unitedAunt, body, options);

/** Offers one of the caller's aunts for a hall job. */
export const unitedJob = (body: UnitedJobApplyRequest, options?: RequestOptions) =>
  post<UnitedMappingAunt>(unitedPaths.unitedJob, body, options);

/** Favourites a hall aunt ({unitedAuntId, auntId}). */
export const favAunt = (body: UnitedAuntPairRequest, options?: RequestOptions) => post<null>(unitedPaths.favAunt, body, options);

/** Favourites a hall job. */
export const favJob = (body: UnitedJobPairRequest, options?: RequestOptions) => post<null>(unitedPaths.favJob, body, options);

/** The caller's own aunts in the hall with their merge requests ("my joint orders", list). */
export const getOwnerAunts = (body: UnitedOwnerQuery, options?: RequestOptions) =>
  postList<UnitedAunt>(unitedPaths.getOwnerAunts, body, options);

/** The caller's own jobs in the hall (list). */
export const getOwnerJobs = (body: UnitedOwnerQuery, options?: RequestOptions) =>
  postList<UnitedJob>(unitedPaths.getOwnerJobs, body, options);

/** The owner agrees to a merge request ({mappingAuntId}). */
export const unitedAgree = (body: UnitedMappingRequest, options?: RequestOptions) =>
  post<UnitedMappingAunt>(unitedPaths.unitedAgree, body, options);

/** The owner rejects a merge request ({mappingAuntId}). */
export const unitedReject = (body: UnitedMappingRequest, options?: RequestOptions) =>
  post<UnitedMappingAunt>(unitedPaths.unitedReject, body, options);

/** Either side cancels a merge request ({mappingAuntId}). */
export const unitedCancel = (body: UnitedMappingRequest, options?: RequestOptions) =>
  post<UnitedMappingAunt>(unitedPaths.unitedCancel, body, options);

/** Completes a merge; other merges of the aunt are cancelled ({mappingAuntId}). */
export const unitedSuccess = (body: UnitedMappingRequest, options?: RequestOptions) =>
  post<UnitedMappingAunt>(unitedPaths.unitedSuccess, body, options);

/** Deletes a merge record ({mappingAuntId}). */
export const unitedDelete = (body: UnitedMappingRequest, options?: RequestOptions) =>
  post<null>(unitedPaths.unitedDelete, body, options);

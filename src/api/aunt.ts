/** Aunt (worker) family (/aunt/). */
import { post, postList, type RequestOptions } from './http';
import type {
  Aunt,
  AuntCustomTabDataRequest,
  AuntFilterDataRequest,
  AuntIdRequest,
  CopyAuntRequest,
  AuntInput,
  AuntListQuery,
  AuntLogQuery,
  AuntRemark,
  DeliverAuntRequest,
  EditAuntFieldRequest,
  EditAuntRequest,
  GetAuntRequest,
  JobApplyAuntsQuery,
  LockAuntRequest,
  SetAuntToTopRequest,
} from './aunt.types';

export type * from './aunt.types';

export const auntPaths = {
  addAunt: '/aunt/addAunt',
  editAunt: '/aunt/editAunt',
  copyAunt: '/aunt/copyAunt',
  getAunts: '/aunt/getAunts',
  getAuntMobile: '/aunt/getAuntMobile',
  getAuntFilterData: '/aunt/getAuntFilterData',
  getAuntCustomTabData: '/aunt/getAuntCustomTabData',
  getAunt: '/aunt/getAunt',
  setAuntDelete: '/aunt/setAuntDelete',
  setAuntToTop: '/aunt/setAuntToTop',
  getAuntRemark: '/aunt/getAuntRemark',
  setAuntRemark: '/aunt/setAuntRemark',
  editField: '/aunt/editField',
  lockAunt: '/aunt/lockAunt',
  deliverAunt: '/aunt/deliverAunt',
  getAuntLog: '/aunt/getAuntLog',
  getJobApplyAunts: '/aunt/getJobApplyAunts',
  favAunt: '/aunt/favAunt',
  unfavAunt: '/aunt/unfavAunt',
} as const;

/** Creates an aunt. */
export const addAunt = (body: AuntInput, options?: RequestOptions) => post(auntPaths.addAunt, body, options);

/** Saves an aunt's editable fields. */
export const editAunt = (body: EditAuntRequest, options?: RequestOptions) => post(auntPaths.editAunt, body, options);

/** Copies an aunt into the signed-in user's records; answers the copy. */
export const copyAunt = (body: CopyAuntRequest, options?: RequestOptions) => post(auntPaths.copyAunt, body, options);

/** Aunt list of one scope (page), with the returned fields (list). */
export const getAunts = (body: AuntListQuery, options?: RequestOptions) => postList(auntPaths.getAunts, body, options);

/** Reveals an aunt's mobile number ({auntId}). */
export const getAuntMobile = (body: AuntIdRequest, options?: RequestOptions) => post(auntPaths.getAuntMobile, body, options);

/** Distinct values of one aunt field for a filter ({filterField}). */
export const getAuntFilterData = (body: AuntFilterDataRequest, options?: RequestOptions) => post(auntPaths.getAuntFilterData, body, options);

/** Row counts of the aunt list's custom tabs. */
export const getAuntCustomTabData = (body: AuntCustomTabDataRequest, options?: RequestOptions) => post(auntPaths.getAuntCustomTabData, body, options);

/** One aunt ({auntId, isDeleted, userId}). */
export const getAunt = (body: GetAuntRequest, options?: RequestOptions) =>
  // The contract answers Aunt | PublicAunt (by session); a staff session gets the full record.
  post(auntPaths.getAunt, body, options) as Promise<Aunt>;

/** Moves an aunt into the recycle bin. */
export const setAuntDelete = (body: AuntIdRequest, options?: RequestOptions) => post(auntPaths.setAuntDelete, body, options);

/** Pins (isTop 1) or unpins an aunt. */
export const setAuntToTop = (body: SetAuntToTopRequest, options?: RequestOptions) => post(auntPaths.setAuntToTop, body, options);

/** An aunt's remarks ({auntId}). */
export const getAuntRemark = (body: AuntIdRequest, options?: RequestOptions) => post(auntPaths.getAuntRemark, body, options);

/** Saves an aunt's remarks. */
export const setAuntRemark = (body: AuntRemark, options?: RequestOptions) => post(auntPaths.setAuntRemark, body, options);

/** Changes one field of an aunt (inline table edit); answers the aunt. */
export const editField = (body: EditAuntFieldRequest, options?: RequestOptions) => post(auntPaths.editField, body, options);

/** Locks (1) or unlocks (0) an aunt. */
export const lockAunt = (body: LockAuntRequest, options?: RequestOptions) => post(auntPaths.lockAunt, body, options);

/** Hands an aunt over to another staff member. */
export const deliverAunt = (body: DeliverAuntRequest, options?: RequestOptions) => post(auntPaths.deliverAunt, body, options);

/** One aunt's operation log (list). */
export const getAuntLog = (body: AuntLogQuery, options?: RequestOptions) => postList(auntPaths.getAuntLog, body, options);

/** The aunts other agencies offered for one of our jobs through the job hall (list). */
export const getJobApplyAunts = (body: JobApplyAuntsQuery, options?: RequestOptions) => postList(auntPaths.getJobApplyAunts, body, options);

/** Favourites an aunt ({auntId}). */
export const favAunt = (body: AuntIdRequest, options?: RequestOptions) => post(auntPaths.favAunt, body, options);

/** Removes an aunt from the favourites ({auntId}). */
export const unfavAunt = (body: AuntIdRequest, options?: RequestOptions) => post(auntPaths.unfavAunt, body, options);

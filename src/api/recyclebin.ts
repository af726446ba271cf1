/**
 * Recycle-bin family (/recyclebin/): deleted aunts, employers and orders.
 * The lists resolve to an empty result unless the answer is code 200 with success true
 * (first document, section 4); restore and delete reject on failure so the page never
 * reports a change that did not happen.
 */
import { post, postList, type RequestOptions } from './http';
import { optionalPath } from './optional';
import type { RowOf } from './contract';
import { emptyList, orFallback, type DeletionInfo, type ListQuery } from './shared';
import type { ListResult } from './types';
import type { Aunt } from './aunt.types';

export const recyclebinPaths = {
  getAunts: '/recyclebin/getAunts',
  delAunt: '/recyclebin/delAunt',
  restoreAunt: '/recyclebin/restoreAunt',
  getEmployers: '/recyclebin/getEmployers',
  restoreEmployer: '/recyclebin/restoreEmployer',
  delEmployer: '/recyclebin/delEmployer',
  getOrders: '/recyclebin/getOrders',
  restoreOrder: '/recyclebin/restoreOrder',
  delOrder: '/recyclebin/delOrder',
  getKeepDays: optionalPath('/recyclebin/getKeepDays'),
  setKeepDays: optionalPath('/recyclebin/setKeepDays'),
} as const;

/** Bounds of the recycle bin's retention (days); 0 keeps deleted records until deleted by hand. */
export const RECYCLE_KEEP_DAYS = { min: 7, max: 365 } as const;

/** The company's recycle-bin retention (ours): records deleted more than keepDays days ago are deleted for good, files too. */
export interface RecycleKeepDays {
  /** 0 = keep until deleted by hand; else RECYCLE_KEEP_DAYS.min–max. */
  keepDays: number;
}

/** Filter of the recycle-bin lists. */
export interface RecyclebinFilter {
  keyword?: string;
  /** Staff member who deleted the record. */
  deletedBy?: number;
}
export type RecyclebinQuery = ListQuery<RecyclebinFilter>;

export type { DeletionInfo };
export type RecycledAunt = Aunt & DeletionInfo;

export interface RecyclebinAuntRequest {
  auntId: number;
}
export interface RecyclebinEmployerRequest {
  employerId: number;
}
export interface RecyclebinOrderRequest {
  orderId: number;
}

type RecyclebinListPath = (typeof recyclebinPaths)['getAunts' | 'getEmployers' | 'getOrders'];
const safeList = <K extends RecyclebinListPath>(path: K, body: RecyclebinQuery, options?: RequestOptions): Promise<ListResult<RowOf<K>>> =>
  orFallback(postList<K>(path, body, options), emptyList<RowOf<K>>);

/** Deleted aunts, newest deletion first (list; empty on failure). */
export const getAunts = (body: RecyclebinQuery, options?: RequestOptions) => safeList(recyclebinPaths.getAunts, body, options);

/** Deletes an aunt for good. */
export const delAunt = (body: RecyclebinAuntRequest, options?: RequestOptions) => post(recyclebinPaths.delAunt, body, options);

/** Restores a deleted aunt. */
export const restoreAunt = (body: RecyclebinAuntRequest, options?: RequestOptions) => post(recyclebinPaths.restoreAunt, body, options);

/** Deleted employers (list; empty on failure). */
export const getEmployers = (body: RecyclebinQuery, options?: RequestOptions) => safeList(recyclebinPaths.getEmployers, body, options);

/** Restores a deleted employer. */
export const restoreEmployer = (body: RecyclebinEmployerRequest, options?: RequestOptions) => post(recyclebinPaths.restoreEmployer, body, options);

/** Deletes an employer for good. */
export const delEmployer = (body: RecyclebinEmployerRequest, options?: RequestOptions) => post(recyclebinPaths.delEmployer, body, options);

/** Deleted orders (list; empty on failure). */
export const getOrders = (body: RecyclebinQuery, options?: RequestOptions) => safeList(recyclebinPaths.getOrders, body, options);

/** Restores a deleted order. */
export const restoreOrder = (body: RecyclebinOrderRequest, options?: RequestOptions) => post(recyclebinPaths.restoreOrder, body, options);

/** Deletes an order for good. */
export const delOrder = (body: RecyclebinOrderRequest, options?: RequestOptions) => post(recyclebinPaths.delOrder, body, options);

/** The company's recycle-bin retention. Our addition. */
export const getKeepDays = (options?: RequestOptions) => post(recyclebinPaths.getKeepDays, {}, options);

/** Sets the retention (company.manage); the bin is purged by it at once. Our addition. */
export const setKeepDays = (body: RecycleKeepDays, options?: RequestOptions) => post(recyclebinPaths.setKeepDays, body, options);

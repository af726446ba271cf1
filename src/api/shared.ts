/**
 * Small pieces shared by the endpoint modules: the list-query shape, a few common answer
 * shapes, and the one "resolve to an empty value on failure" helper used by the recycle bin,
 * the insurance lists and the finance balance (both documents, sections 4 and 8).
 */
import { isApiError } from './errors';
import type { ListResult, PageQuery, SortQuery } from './types';

/** Body of a list call: paging, sorting and the family's filter fields, flattened. */
export type ListQuery<F extends object = object> = PageQuery & SortQuery & F;

/** One selectable value of a filter or option list. */
export interface FilterOption {
  label: string;
  value: string | number;
  /** Rows carrying this value, when the server counts them. */
  count?: number;
}

/** The row count of one custom tab (aunt, order and company custom tabs). */
export interface CustomTabCount {
  tabKey: string;
  tabName: string;
  count: number;
}

/** A 0/1 flag as the server sends it. */
export type Flag = 0 | 1;

/** When and by whom a record was deleted, as the recycle bin shows it. */
export interface DeletionInfo {
  deletedTime: string;
  deletedBy: number;
  deletedByName: string;
}

/** A handover of a record from one staff member to another (employers and orders). */
export interface OwnerTransfer {
  transferId: number;
  fromUserId: number;
  fromUserName: string;
  toUserId: number;
  toUserName: string;
  reason: string;
  /** Who made the transfer. */
  operatorId: number;
  createdTime: string;
}

/** The deletion fields every deletable record carries; deletedTime is set while it is in the recycle bin. */
export interface Deletable extends Omit<DeletionInfo, 'deletedTime'> {
  isDeleted: Flag;
  deletedTime: string | null;
}

/**
 * Resolves to `fallback()` when the request fails with an ApiError (bad code, success false,
 * HTTP, network, timeout, malformed body). The error has already been shown as http.ts
 * decided. A cancelled request and any non-ApiError still reject, so an aborted list never
 * overwrites a newer one with an empty result.
 */
export async function orFallback<T>(request: Promise<T>, fallback: () => T): Promise<T> {
  try {
    return await request;
  } catch (error) {
    if (isApiError(error) && error.kind !== 'cancelled') return fallback();
    throw error;
  }
}

/** A fresh empty list result. */
export function emptyList<T>(): ListResult<T> {
  return { list: [], total: 0 };
}

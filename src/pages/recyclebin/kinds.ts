/**
 * The three kinds of record in the recycle bin and how the page treats each one: its list call,
 * restore and permanent delete, its name in messages, its owner (ownership permissions), where a
 * restored record lives, and its table type (column settings).
 */
import type { RequestOptions } from '@/api/http';
import { recyclebinQueries } from '@/api/recyclebin.queries';
import type { ListSource } from '@/hooks/useTable';
import type { Employer } from '@/api/employer.types';
import type { Order } from '@/api/order.types';
import {
  delAunt,
  delEmployer,
  delOrder,
  getAunts,
  getEmployers,
  getOrders,
  restoreAunt,
  restoreEmployer,
  restoreOrder,
  type RecycledAunt,
  type RecyclebinFilter,
  type RecyclebinQuery,
} from '@/api/recyclebin';
import type { ListResult } from '@/api/types';
import type { OwnershipRule } from '@/auth/permission';
import { OWNERSHIP_PERMISSIONS } from '@/domain/permissions';
import { pageLink } from '@/app/pageLinks';

export type RecycleKindKey = 'aunt' | 'employer' | 'order';

/** What every recycled row carries: when and by whom it was deleted. */
export interface RecycledRow {
  deletedTime: string | null;
  deletedByName: string;
}

export interface RecycleKind<Row extends RecycledRow> {
  key: RecycleKindKey;
  tableType: string;
  list: (query: RecyclebinQuery, options?: RequestOptions) => Promise<ListResult<Row>>;
  restore: (id: number, options?: RequestOptions) => Promise<unknown>;
  remove: (id: number, options?: RequestOptions) => Promise<unknown>;
  idOf: (row: Row) => number;
  /** How messages name the record. */
  nameOf: (row: Row) => string;
  ownerOf: (row: Row) => number;
  ownership: OwnershipRule;
  /** The restored record's page. */
  detailPath: (id: number) => string;
}

export type RecycleFilter = RecyclebinFilter;

export const AUNT_KIND: RecycleKind<RecycledAunt> = {
  key: 'aunt',
  tableType: 'recycle-aunt',
  list: getAunts,
  restore: (auntId, options) => restoreAunt({ auntId }, options),
  remove: (auntId, options) => delAunt({ auntId }, options),
  idOf: (row) => row.auntId,
  nameOf: (row) => row.auntName,
  ownerOf: (row) => row.teacherUserId,
  ownership: OWNERSHIP_PERMISSIONS.aunt,
  detailPath: (id) => pageLink.auntDetail(id),
};

export const EMPLOYER_KIND: RecycleKind<Employer> = {
  key: 'employer',
  tableType: 'recycle-employer',
  list: getEmployers,
  restore: (employerId, options) => restoreEmployer({ employerId }, options),
  remove: (employerId, options) => delEmployer({ employerId }, options),
  idOf: (row) => row.employerId,
  nameOf: (row) => row.employerName,
  ownerOf: (row) => row.userId,
  ownership: OWNERSHIP_PERMISSIONS.employer,
  detailPath: (id) => pageLink.employerDetail(id),
};

export const ORDER_KIND: RecycleKind<Order> = {
  key: 'order',
  tableType: 'recycle-order',
  list: getOrders,
  restore: (orderId, options) => restoreOrder({ orderId }, options),
  remove: (orderId, options) => delOrder({ orderId }, options),
  idOf: (row) => row.orderId,
  nameOf: (row) => row.orderNo,
  ownerOf: (row) => row.userId,
  ownership: OWNERSHIP_PERMISSIONS.order,
  detailPath: (id) => pageLink.orderDetail(id),
};

/** A tab's list (useTable, the route loader's prefetch). Not silent: a refused list resolves to no rows (api/recyclebin.ts) and the reason is toasted. */
export function recycleSource<Row extends RecycledRow>(kind: RecycleKind<Row>): ListSource<Row, RecycleFilter> {
  return { queryKey: recyclebinQueries.list(kind.key), fetch: (query, signal) => kind.list(query, { signal }), initialFilter: {} };
}

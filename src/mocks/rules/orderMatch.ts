/**
 * Which orders a list shows and in what order. Keyword: order number, employer name (live or
 * snapshot), address, signed aunt's name. Tabs: ORDER_TABS ('mine' = owned by the caller).
 * Default order: newest first; ties by the later id first; orders without an expected start
 * sort last in either direction.
 */
import { ORDER_TABS, type OrderTabKey } from '@/domain/orderCodes';
import { orderStatusOf } from '@/domain/orderFlow';
import { getDb, type OrderRow } from '../db';
import { timePredicate } from './listQuery';
import type { OrderQuery, OrderSortField } from './orderQuery';
import type { ViewNames } from './orderView';

type Predicate = (row: OrderRow) => boolean;

export function tabPredicate(tabKey: OrderTabKey, userId: number): Predicate {
  if (tabKey === 'mine') return (row) => row.userId === userId;
  const tab = ORDER_TABS.find((item) => item.key === tabKey);
  const statuses: readonly number[] | null = tab?.statuses ?? null;
  return statuses === null ? () => true : (row) => statuses.includes(orderStatusOf(row));
}

export function orderPredicates(
  query: Omit<OrderQuery, 'page' | 'pageSize' | 'sortField' | 'sortOrder'>,
  userId: number,
  names: ViewNames,
  now: Date,
): Predicate[] {
  const list: Predicate[] = [];
  if (query.keyword) {
    const needle = query.keyword.trim();
    const upper = needle.toUpperCase();
    list.push((row) => {
      const employerName = names.employers.get(row.employerId) ?? row.employerName;
      const auntName = row.auntId === null ? '' : (names.aunts.get(row.auntId)?.auntName ?? row.auntName);
      return row.orderNo.includes(upper) || employerName.includes(needle) || row.address.includes(needle) || (auntName !== '' && auntName.includes(needle));
    });
  }
  if (query.status !== undefined) {
    const wanted = query.status;
    list.push((row) => orderStatusOf(row) === wanted);
  }
  if (query.serviceType !== undefined) list.push((row) => row.serviceType === query.serviceType);
  if (query.employerId !== undefined) list.push((row) => row.employerId === query.employerId);
  if (query.auntId !== undefined) list.push((row) => row.candidates.some((candidate) => candidate.auntId === query.auntId));
  if (query.userId !== undefined) list.push((row) => row.userId === query.userId);
  if (query.tabKey !== undefined) list.push(tabPredicate(query.tabKey, userId));
  if (query.createdTime) list.push(timePredicate(query.createdTime, (row) => row.createdTime, now));
  return list;
}

/** The company's orders in (isDeleted 0) or out of (1) the recycle bin matching every predicate. */
export function matchOrders(companyId: number, predicates: readonly Predicate[], isDeleted: 0 | 1 = 0): OrderRow[] {
  return getDb().orders.filter((row) => row.companyId === companyId && row.isDeleted === isDeleted && predicates.every((keep) => keep(row)));
}

function compareBy(field: OrderSortField): (a: OrderRow, b: OrderRow) => number {
  switch (field) {
    case 'createdTime':
      return (a, b) => (a.createdTime < b.createdTime ? -1 : a.createdTime > b.createdTime ? 1 : 0);
    case 'updatedTime':
      return (a, b) => (a.updatedTime < b.updatedTime ? -1 : a.updatedTime > b.updatedTime ? 1 : 0);
    case 'salaryMax':
      return (a, b) => a.salaryMax - b.salaryMax;
    case 'expectedStart':
      return (a, b) => ((a.expectedStart ?? '') < (b.expectedStart ?? '') ? -1 : (a.expectedStart ?? '') > (b.expectedStart ?? '') ? 1 : 0);
  }
}

export function sortOrders(rows: OrderRow[], field: OrderSortField, order: 'asc' | 'desc'): OrderRow[] {
  const compare = compareBy(field);
  const sign = order === 'asc' ? 1 : -1;
  return rows.sort((a, b) => {
    if (field === 'expectedStart' && (a.expectedStart === null) !== (b.expectedStart === null)) return a.expectedStart === null ? 1 : -1;
    return sign * compare(a, b) || b.orderId - a.orderId;
  });
}

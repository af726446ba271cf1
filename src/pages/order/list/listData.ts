/** What the order list asks the server for: its filter, the debounced keys and the fetch of a page. */
import { list } from '@/api/order';
import type { Order, OrderFilter } from '@/api/order.types';
import type { TableFetch } from '@/hooks/useTable';

export type OrderListFilter = Pick<OrderFilter, 'keyword' | 'serviceType' | 'userId' | 'tabKey' | 'createdTime'>;

export const INITIAL_FILTER: OrderListFilter = {};
export const DEBOUNCED_FILTERS: readonly (keyof OrderListFilter)[] = ['keyword'];
/** The tab that filters nothing (sent as no tabKey). */
export const ALL_TAB = 'all';

export const fetchOrderPage: TableFetch<Order, OrderListFilter> = (query, signal) => list(query, { signal, silent: true });

/** The order family's queries (api/order.ts): keys and requests for useQueryData, useTable and route loaders; see company.queries.ts. */
import { queryOptions } from '@tanstack/react-query';
import { getOrder, getOrderCustomTabData, getOrderDetail, list } from './order';

export const orderQueries = {
  all: ['order'] as const,
  /** A paged list's prefix (useTable), one per fetch. */
  list: (...name: unknown[]) => [...orderQueries.all, 'list', ...name] as const,
  /** The order list's tabs with their counts (/order/getOrderCustomTabData); names in the UI language. */
  customTabData: (language: string) =>
    queryOptions({
      queryKey: [...orderQueries.all, 'customTabData', language],
      queryFn: ({ signal }) => getOrderCustomTabData({}, { signal, silent: true }),
    }),
  /** One order with its parties (/order/getOrderDetail). */
  detail: (orderId: number) =>
    queryOptions({ queryKey: [...orderQueries.all, 'detail', orderId], queryFn: ({ signal }) => getOrderDetail({ orderId }, { signal, silent: true }) }),
  /** The first 20 orders matching a typed keyword ('' = the first 20), for a searchable choice. */
  search: (keyword: string) =>
    queryOptions({
      queryKey: [...orderQueries.all, 'search', keyword],
      queryFn: ({ signal }) => list({ page: 1, pageSize: 20, ...(keyword ? { keyword } : {}) }, { signal, silent: true }),
    }),
  /** A page of orders outside the order list screen (e.g. one aunt's orders). */
  page: (query: Parameters<typeof list>[0]) =>
    queryOptions({ queryKey: [...orderQueries.all, 'page', query], queryFn: ({ signal }) => list(query, { signal, silent: true }) }),
  /** One order's fields as edited (/order/getOrder). */
  order: (orderId: number) =>
    queryOptions({ queryKey: [...orderQueries.all, 'order', orderId], queryFn: ({ signal }) => getOrder({ orderId }, { signal, silent: true }) }),
};

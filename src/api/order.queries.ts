/** The order family's queries (api/order.ts); see company.queries.ts. */
import { queryOptions } from '@tanstack/react-query';
import { getOrderDetail, list } from './order';

export const orderQueries = {
  all: ['order'] as const,
  /** One order with its parties (/order/getOrderDetail). */
  detail: (orderId: number) =>
    queryOptions({ queryKey: [...orderQueries.all, 'detail', orderId], queryFn: ({ signal }) => getOrderDetail({ orderId }, { signal, silent: true }) }),
  /** A page of orders outside the order list screen (e.g. one aunt's orders). */
  page: (query: Parameters<typeof list>[0]) =>
    queryOptions({ queryKey: [...orderQueries.all, 'page', query], queryFn: ({ signal }) => list(query, { signal, silent: true }) }),
};

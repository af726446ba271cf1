/** The order family's queries (api/order.ts): keys and requests for useQueryData, useTable and route loaders; see company.queries.ts. */
import { queryOptions } from '@tanstack/react-query';
import { getOrderCustomTabData } from './order';

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
};

/** The order family's queries (api/order.ts); see company.queries.ts. An order write invalidates `all` (and the employer family's: his counts). */
import { queryOptions } from '@tanstack/react-query';
import { getOrderCustomTabData } from './order';

export const orderQueries = {
  all: ['order'] as const,
  /** The order list's tabs with their counts (/order/getOrderCustomTabData); names in the UI language. */
  customTabData: (language: string) =>
    queryOptions({
      queryKey: [...orderQueries.all, 'customTabData', language],
      queryFn: ({ signal }) => getOrderCustomTabData({}, { signal, silent: true }),
    }),
};

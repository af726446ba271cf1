/** The order family's queries (api/order.ts): keys and requests for useQueryData, useTable and route loaders; see company.queries.ts. */
export const orderQueries = {
  all: ['order'] as const,
  /** A paged list's prefix (useTable), one per fetch. */
  list: (...name: unknown[]) => [...orderQueries.all, 'list', ...name] as const,
};

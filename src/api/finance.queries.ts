/** The finance family's queries (api/finance.ts): keys and requests for useQueryData, useTable and route loaders; see company.queries.ts. */
export const financeQueries = {
  all: ['finance'] as const,
  /** A paged list's prefix (useTable), one per fetch. */
  list: (...name: unknown[]) => [...financeQueries.all, 'list', ...name] as const,
};

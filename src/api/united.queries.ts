/** The united family's queries (api/united.ts): keys and requests for useQueryData, useTable and route loaders; see company.queries.ts. */
export const unitedQueries = {
  all: ['united'] as const,
  /** A paged list's prefix (useTable), one per fetch. */
  list: (...name: unknown[]) => [...unitedQueries.all, 'list', ...name] as const,
};

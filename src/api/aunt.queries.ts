/** The aunt family's queries (api/aunt.ts): keys and requests for useQueryData, useTable and route loaders; see company.queries.ts. */
export const auntQueries = {
  all: ['aunt'] as const,
  /** A paged list's prefix (useTable), one per fetch. */
  list: (...name: unknown[]) => [...auntQueries.all, 'list', ...name] as const,
};

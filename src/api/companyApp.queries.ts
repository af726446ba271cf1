/** The companyApp family's queries (api/companyApp.ts): keys and requests for useQueryData, useTable and route loaders; see company.queries.ts. */
export const companyAppQueries = {
  all: ['companyApp'] as const,
  /** A paged list's prefix (useTable), one per fetch. */
  list: (...name: unknown[]) => [...companyAppQueries.all, 'list', ...name] as const,
};

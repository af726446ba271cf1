/** The employer family's queries (api/employer.ts): keys and requests for useQueryData, useTable and route loaders; see company.queries.ts. */
export const employerQueries = {
  all: ['employer'] as const,
  /** A paged list's prefix (useTable), one per fetch. */
  list: (...name: unknown[]) => [...employerQueries.all, 'list', ...name] as const,
};

/** The employer family's queries (api/employer.ts): keys and requests for useQueryData, useTable and route loaders; see company.queries.ts. */
import { queryOptions } from '@tanstack/react-query';
import { getEmployerByFilter } from './employer';

export const employerQueries = {
  all: ['employer'] as const,
  /** A paged list's prefix (useTable), one per fetch. */
  list: (...name: unknown[]) => [...employerQueries.all, 'list', ...name] as const,
  /** One employer (no get-by-id call: getEmployerByFilter {employerId, page 1, pageSize 1}); null when not found. */
  detail: (employerId: number) =>
    queryOptions({
      queryKey: [...employerQueries.all, 'detail', employerId],
      queryFn: ({ signal }) =>
        getEmployerByFilter({ employerId, page: 1, pageSize: 1 }, { signal, silent: true }).then(
          (answer) => answer.list.find((row) => row.employerId === employerId) ?? null,
        ),
    }),
};

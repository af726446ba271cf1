/** The united family's queries (api/united.ts): keys and requests for useQueryData, useTable and route loaders; see company.queries.ts. */
import { queryOptions } from '@tanstack/react-query';
import { getAunt, getAunts, getJob, getUnitedComany } from './united';
export const unitedQueries = {
  all: ['united'] as const,
  /** A paged list's prefix (useTable), one per fetch. */
  list: (...name: unknown[]) => [...unitedQueries.all, 'list', ...name] as const,
  /** The alliance companies, of one city when given (/united/getUnitedComany). */
  companies: (cityId: number | null) =>
    queryOptions({
      queryKey: [...unitedQueries.all, 'companies', cityId ?? 0],
      queryFn: ({ signal }) => getUnitedComany(cityId ? { cityId } : {}, { signal, silent: true }),
    }),
  /** The first hall aunts matching a typed keyword (/united/getAunts), for the search from anywhere. */
  search: (keyword: string) =>
    queryOptions({
      queryKey: [...unitedQueries.all, 'search', keyword],
      queryFn: ({ signal }) => getAunts({ page: 1, pageSize: 5, keyword }, { signal, silent: true }),
    }),
  /** A hall aunt with her merges (/united/getAunt). */
  aunt: (auntId: number) =>
    queryOptions({ queryKey: [...unitedQueries.all, 'aunt', auntId], queryFn: ({ signal }) => getAunt({ auntId }, { signal, silent: true }) }),
  /** A hall job with its merges (/united/getJob). */
  job: (unitedJobId: number) =>
    queryOptions({ queryKey: [...unitedQueries.all, 'job', unitedJobId], queryFn: ({ signal }) => getJob({ unitedJobId }, { signal, silent: true }) }),
};

/** The aunt family's queries (api/aunt.ts): keys and requests for useQueryData, useTable and route loaders; see company.queries.ts. */
import { queryOptions } from '@tanstack/react-query';
import { getAunt, getAuntCustomTabData, getAuntFilterData, getAuntLog, getAuntRemark, getPublicAunt } from './aunt';
import type { AuntScope } from './aunt.types';

export const auntQueries = {
  all: ['aunt'] as const,
  /** A paged list's prefix (useTable), one per fetch. */
  list: (...name: unknown[]) => [...auntQueries.all, 'list', ...name] as const,
  /** A list's tabs with their counts (/aunt/getAuntCustomTabData); names in the UI language. */
  customTabData: (scope: AuntScope, language: string) =>
    queryOptions({
      queryKey: [...auntQueries.all, 'customTabData', scope, language],
      queryFn: ({ signal }) => getAuntCustomTabData({ scope }, { signal, silent: true }),
    }),
  /** One aunt's operation log; `auntQueries.log(auntId)` alone is the prefix of all its pages. */
  log: (auntId: number) => [...auntQueries.all, 'log', auntId] as const,
  logPage: (query: Parameters<typeof getAuntLog>[0]) =>
    queryOptions({ queryKey: [...auntQueries.log(query.auntId), query], queryFn: ({ signal }) => getAuntLog(query, { signal, silent: true }) }),
  /** A live aunt as the signed-in user may see her (/aunt/getAunt {auntId, isDeleted: 0, userId}). */
  detail: (auntId: number, userId: number) =>
    queryOptions({
      queryKey: [...auntQueries.all, 'detail', auntId, userId],
      queryFn: ({ signal }) => getAunt({ auntId, isDeleted: 0, userId }, { signal, silent: true }),
    }),
  /** An aunt's public view (/aunt/getPublicAunt): what her resume shows. */
  publicAunt: (auntId: number) =>
    queryOptions({ queryKey: [...auntQueries.all, 'public', auntId], queryFn: ({ signal }) => getPublicAunt(auntId, { signal, silent: true }) }),
  /** The values an aunt filter offers (/aunt/getAuntFilterData), e.g. native places. */
  filterData: (body: Parameters<typeof getAuntFilterData>[0]) =>
    queryOptions({ queryKey: [...auntQueries.all, 'filterData', body], queryFn: ({ signal }) => getAuntFilterData(body, { signal, silent: true }) }),
  /** One aunt's remarks (/aunt/getAuntRemark). */
  remark: (auntId: number) =>
    queryOptions({ queryKey: [...auntQueries.all, 'remark', auntId], queryFn: ({ signal }) => getAuntRemark({ auntId }, { signal, silent: true }) }),
};

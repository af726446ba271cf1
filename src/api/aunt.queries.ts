/** The aunt family's queries (api/aunt.ts): keys and requests for useQueryData, useTable and route loaders; see company.queries.ts. */
import { queryOptions } from '@tanstack/react-query';
import { getAunt, getAunts, getAuntCustomTabData, getAuntFilterData, getAuntLog, getAuntRemark } from './aunt';
import { getResumeByToken, getResumeLink, getResumePreview } from './resumeLink';
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
  /** What one of the company's aunts' résumé shows (/aunt/resume {auntId}, signed in: the template preview). */
  resumePreview: (auntId: number) =>
    queryOptions({ queryKey: [...auntQueries.all, 'resumePreview', auntId], queryFn: ({ signal }) => getResumePreview(auntId, { signal, silent: true }) }),
  /** The public résumé a link's token opens (/aunt/resume {token}, as a visitor). */
  resumeByToken: (token: string) =>
    queryOptions({ queryKey: [...auntQueries.all, 'resume', token], queryFn: ({ signal }) => getResumeByToken(token, { signal, silent: true }) }),
  /** The aunt's live résumé link, made when she has none (/aunt/resumeLink). */
  resumeLink: (auntId: number) =>
    queryOptions({ queryKey: [...auntQueries.all, 'resumeLink', auntId], queryFn: ({ signal }) => getResumeLink({ auntId }, { signal, silent: true }) }),
  /** The first 20 of the company's aunts matching a typed keyword ('' = the first 20), for a searchable choice. */
  search: (keyword: string) =>
    queryOptions({
      queryKey: [...auntQueries.all, 'search', keyword],
      queryFn: ({ signal }) => getAunts({ page: 1, pageSize: 20, ...(keyword ? { keyword } : {}), scope: 'all' }, { signal, silent: true }),
    }),
  /** The values an aunt filter offers (/aunt/getAuntFilterData), e.g. native places. */
  filterData: (body: Parameters<typeof getAuntFilterData>[0]) =>
    queryOptions({ queryKey: [...auntQueries.all, 'filterData', body], queryFn: ({ signal }) => getAuntFilterData(body, { signal, silent: true }) }),
  /** One aunt's remarks (/aunt/getAuntRemark). */
  remark: (auntId: number) =>
    queryOptions({ queryKey: [...auntQueries.all, 'remark', auntId], queryFn: ({ signal }) => getAuntRemark({ auntId }, { signal, silent: true }) }),
};

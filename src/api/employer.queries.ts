/** The employer family's queries (api/employer.ts): keys and requests for useQueryData, useTable and route loaders; see company.queries.ts. */
import { infiniteQueryOptions, queryOptions } from '@tanstack/react-query';
import { countEmployerByFilter, filter, getEmployerByFilter, getFollowUpByFilter, getFollowUpById, getJobsByFilterUser, getJobsSearchParam } from './employer';

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
  /** The job list's filter choices (with counts; the prefix of every language's). */
  jobParams: () => [...employerQueries.all, 'jobSearchParams'] as const,
  /** The job list's filter choices; the server answers labels in the UI language. */
  jobSearchParams: (language: string) =>
    queryOptions({ queryKey: [...employerQueries.jobParams(), language], queryFn: ({ signal }) => getJobsSearchParam({ signal, silent: true }) }),
  /** The values (and counts) an employer filter offers (/employer/filter). */
  filterData: (body: Parameters<typeof filter>[0]) =>
    queryOptions({ queryKey: [...employerQueries.all, 'filterData', body], queryFn: ({ signal }) => filter(body, { signal, silent: true }) }),
  /** How many employers a filter finds (/employer/countEmployerByFilter). */
  count: (body: Parameters<typeof countEmployerByFilter>[0]) =>
    queryOptions({ queryKey: [...employerQueries.all, 'count', body], queryFn: ({ signal }) => countEmployerByFilter(body, { signal, silent: true }) }),
  /** The first 20 employers matching a typed keyword ('' = the first 20), for a searchable choice. */
  search: (keyword: string) =>
    queryOptions({
      queryKey: [...employerQueries.all, 'search', keyword],
      queryFn: ({ signal }) => getEmployerByFilter({ ...(keyword ? { keyword } : {}), page: 1, pageSize: 20 }, { signal, silent: true }),
    }),
  /** One follow-up, its whole content (/employer/getFollowUpById). */
  followUp: (followUpId: number) =>
    queryOptions({
      queryKey: [...employerQueries.all, 'followUp', followUpId],
      queryFn: ({ signal }) => getFollowUpById({ followUpId }, { signal, silent: true }),
    }),
  /** A page of jobs (/employer/getJobsByFilterUser), e.g. one employer's. */
  jobs: (query: Parameters<typeof getJobsByFilterUser>[0]) =>
    queryOptions({ queryKey: [...employerQueries.all, 'jobs', query], queryFn: ({ signal }) => getJobsByFilterUser(query, { signal, silent: true }) }),
  /** An employer's follow-ups, newest first, `pageSize` a page ("load more": one query, its pages kept together). */
  followUps: (employerId: number, pageSize: number) =>
    infiniteQueryOptions({
      queryKey: [...employerQueries.all, 'followUps', employerId],
      queryFn: ({ pageParam, signal }) => getFollowUpByFilter({ employerId, page: pageParam, pageSize }, { signal, silent: true }),
      initialPageParam: 1,
      getNextPageParam: (last, pages) => (pages.reduce((sum, page) => sum + page.list.length, 0) < last.total ? pages.length + 1 : undefined),
    }),
};

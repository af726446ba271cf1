/** The employer family's queries (api/employer.ts); see company.queries.ts. */
import { queryOptions } from '@tanstack/react-query';
import { countEmployerByFilter, filter, getEmployerByFilter, getJobsByFilterUser, getJobsSearchParam } from './employer';

export const employerQueries = {
  all: ['employer'] as const,
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
  /** One employer, or null when none has the id (no get-by-id call: the filter with page 1 of 1). */
  detail: (employerId: number) =>
    queryOptions({
      queryKey: [...employerQueries.all, 'detail', employerId],
      queryFn: async ({ signal }) =>
        (await getEmployerByFilter({ employerId, page: 1, pageSize: 1 }, { signal, silent: true })).list.find((row) => row.employerId === employerId) ?? null,
    }),
  /** A page of jobs (/employer/getJobsByFilterUser), e.g. one employer's. */
  jobs: (query: Parameters<typeof getJobsByFilterUser>[0]) =>
    queryOptions({ queryKey: [...employerQueries.all, 'jobs', query], queryFn: ({ signal }) => getJobsByFilterUser(query, { signal, silent: true }) }),
};

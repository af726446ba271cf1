/** The jobMsg family's queries (api/jobMsg.ts); see company.queries.ts. */
import { queryOptions } from '@tanstack/react-query';
import { getJobMsg } from './jobMsg';

export const jobMsgQueries = {
  all: ['jobMsg'] as const,
  /** A page of the staff member's message threads (/jobMsg/getJobMsg). */
  threads: (body: Parameters<typeof getJobMsg>[0]) =>
    queryOptions({ queryKey: [...jobMsgQueries.all, 'threads', body], queryFn: ({ signal }) => getJobMsg(body, { signal, silent: true }) }),
};

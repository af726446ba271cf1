/** The privacy family's queries (api/privacy.ts): keys for useTable and useQueryData; see company.queries.ts. */
import { queryOptions } from '@tanstack/react-query';
import { getAccessLogs, type PrivacySubject } from './privacy';

/** A record's latest accesses (its detail's "who accessed"). */
export const RECORD_ACCESS_LIMIT = 20;

export const privacyQueries = {
  all: ['privacy'] as const,
  /** The access log page's list prefix (useTable). */
  list: (...name: unknown[]) => [...privacyQueries.all, 'list', ...name] as const,
  /** The latest accesses to one record. */
  recordAccess: (subject: PrivacySubject, subjectId: number) =>
    queryOptions({
      queryKey: [...privacyQueries.all, 'record', subject, subjectId],
      queryFn: ({ signal }) => getAccessLogs({ subject, subjectId, page: 1, pageSize: RECORD_ACCESS_LIMIT }, { signal, silent: true }),
    }),
};

import { queryOptions } from '@tanstack/react-query';
import { getKeepDays } from './recyclebin';

/** The recyclebin family's queries (api/recyclebin.ts): keys and requests for useQueryData, useTable and route loaders; see company.queries.ts. */
export const recyclebinQueries = {
  all: ['recyclebin'] as const,
  /** A paged list's prefix (useTable), one per fetch. */
  list: (...name: unknown[]) => [...recyclebinQueries.all, 'list', ...name] as const,
  /** The company's retention (/recyclebin/getKeepDays, ours). */
  keepDays: () => queryOptions({ queryKey: [...recyclebinQueries.all, 'keepDays'], queryFn: ({ signal }) => getKeepDays({ signal }) }),
};

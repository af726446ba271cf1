/** The aunt family's queries (api/aunt.ts): keys and requests for useQueryData, useTable and route loaders; see company.queries.ts. */
import { queryOptions } from '@tanstack/react-query';
import { getAuntCustomTabData } from './aunt';
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
};

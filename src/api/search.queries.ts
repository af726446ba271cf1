/** The search family's queries (api/search.ts): keys and requests for useQueryData; see company.queries.ts. */
import { queryOptions } from '@tanstack/react-query';
import { searchRecords, type SearchRequest } from './search';

export const searchQueries = {
  all: ['search'] as const,
  /** One keyword over the kinds the user may open (/search, ours). */
  search: (body: SearchRequest) =>
    queryOptions({ queryKey: [...searchQueries.all, body], queryFn: ({ signal }) => searchRecords(body, { signal, silent: true }) }),
};

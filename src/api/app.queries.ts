/** The app family's queries (api/app.ts); see company.queries.ts. */
import { queryOptions } from '@tanstack/react-query';
import { getSolution } from './app';

export const appQueries = {
  all: ['app'] as const,
  /** The vip plans (/app/getSolution); a failure is also said by the request layer. */
  solutions: () => queryOptions({ queryKey: [...appQueries.all, 'solutions'], queryFn: ({ signal }) => getSolution({ signal }) }),
};

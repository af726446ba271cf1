/**
 * The company family's queries (api/company.ts): each a key and its request, for `useQueryData`,
 * a route loader's prefetch and `queryClient.invalidateQueries` after a write (the family's `all`
 * prefix refreshes everything it shows).
 */
import { queryOptions } from '@tanstack/react-query';
import { getUsers } from './company';

export const companyQueries = {
  all: ['company'] as const,
  /** A paged list's prefix (useTable), one per fetch. */
  list: (...name: unknown[]) => [...companyQueries.all, 'list', ...name] as const,
  /** The whole team (/company/getUsers): owner choices, staff filters, seats. */
  users: () => queryOptions({ queryKey: [...companyQueries.all, 'users'], queryFn: ({ signal }) => getUsers({ signal, silent: true }) }),
};

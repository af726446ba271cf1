/** The finance family's queries (api/finance.ts): keys and requests for useQueryData, useTable and route loaders; see company.queries.ts. */
import { queryOptions } from '@tanstack/react-query';
import { accountBalance } from './finance';
export const financeQueries = {
  all: ['finance'] as const,
  /** A paged list's prefix (useTable), one per fetch. */
  list: (...name: unknown[]) => [...financeQueries.all, 'list', ...name] as const,
  /** The fund account's balance (/finance/account/balance). */
  balance: () => queryOptions({ queryKey: [...financeQueries.all, 'balance'], queryFn: ({ signal }) => accountBalance({ signal, silent: true }) }),
};

/** The finance family's queries (api/finance.ts); see company.queries.ts. */
import { queryOptions } from '@tanstack/react-query';
import { accountBalance } from './finance';

export const financeQueries = {
  all: ['finance'] as const,
  /** The fund account's balance (/finance/account/balance). */
  balance: () => queryOptions({ queryKey: [...financeQueries.all, 'balance'], queryFn: ({ signal }) => accountBalance({ signal, silent: true }) }),
};

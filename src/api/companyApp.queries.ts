/** The companyApp family's queries (api/companyApp.ts): keys and requests for useQueryData, useTable and route loaders; see company.queries.ts. */
import { queryOptions } from '@tanstack/react-query';
import { getCompanyTraining } from './companyApp';
export const companyAppQueries = {
  all: ['companyApp'] as const,
  /** A paged list's prefix (useTable), one per fetch. */
  list: (...name: unknown[]) => [...companyAppQueries.all, 'list', ...name] as const,
  /** The training tree: groups and their courses (/companyApp/getCompanyTraining). */
  training: () => queryOptions({ queryKey: [...companyAppQueries.all, 'training'], queryFn: ({ signal }) => getCompanyTraining({ signal, silent: true }) }),
};

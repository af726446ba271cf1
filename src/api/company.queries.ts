/**
 * The company family's queries (api/company.ts): each a key and its request, for `useQueryData`,
 * a route loader's prefetch and `queryClient.invalidateQueries` after a write (the family's `all`
 * prefix refreshes everything it shows).
 */
import { queryOptions } from '@tanstack/react-query';
import { getAchievementData, getCompanyMp, getCompanyTotal, getDepartment, getRankData, getRole, getUsers } from './company';

export const companyQueries = {
  all: ['company'] as const,
  /** The whole team (/company/getUsers): owner choices, staff filters, seats. */
  users: () => queryOptions({ queryKey: [...companyQueries.all, 'users'], queryFn: ({ signal }) => getUsers({ signal, silent: true }) }),
  /** The company's roles (/company/getRole). */
  roles: () => queryOptions({ queryKey: [...companyQueries.all, 'roles'], queryFn: ({ signal }) => getRole({ signal, silent: true }) }),
  /** The department tree (/company/getDepartment). */
  departments: () => queryOptions({ queryKey: [...companyQueries.all, 'departments'], queryFn: ({ signal }) => getDepartment({ signal, silent: true }) }),
  /** The mini-program settings (/company/getCompanyMp). */
  mp: () => queryOptions({ queryKey: [...companyQueries.all, 'mp'], queryFn: ({ signal }) => getCompanyMp({}, { signal, silent: true }) }),
  /** The company's totals for a date filter (/company/getCompanyTotal). */
  total: (filter: Parameters<typeof getCompanyTotal>[0]) =>
    queryOptions({ queryKey: [...companyQueries.all, 'total', filter], queryFn: ({ signal }) => getCompanyTotal(filter, { signal, silent: true }) }),
  /** A staff ranking (/company/getRankData). */
  rank: (query: Parameters<typeof getRankData>[0]) =>
    queryOptions({ queryKey: [...companyQueries.all, 'rank', query], queryFn: ({ signal }) => getRankData(query, { signal, silent: true }) }),
  /** The staff achievements of a month (/company/getAchievementData). */
  achievementData: (month: string) =>
    queryOptions({
      queryKey: [...companyQueries.all, 'achievementData', month],
      queryFn: ({ signal }) => getAchievementData({ month }, { signal, silent: true }),
    }),
};

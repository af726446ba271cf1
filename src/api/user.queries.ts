/** The user family's queries (api/user.ts); see company.queries.ts. */
import { queryOptions } from '@tanstack/react-query';
import { getToken } from '@/auth/token';
import { getUserInfo } from './user';

export const userQueries = {
  all: ['user'] as const,
  /** The signed-in user and their company (/user/getUserInfo). */
  info: () => queryOptions({ queryKey: [...userQueries.all, 'info'], queryFn: ({ signal }) => getUserInfo(getToken() ?? '', { signal, silent: true }) }),
};

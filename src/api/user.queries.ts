/** The user family's queries (api/user.ts); see company.queries.ts. */
import { queryOptions } from '@tanstack/react-query';
import { getToken } from '@/auth/token';
import { getLoginLog, getSessions, getUserInfo } from './user';

export const userQueries = {
  all: ['user'] as const,
  /** The signed-in user and their company (/user/getUserInfo). */
  info: () => queryOptions({ queryKey: [...userQueries.all, 'info'], queryFn: ({ signal }) => getUserInfo(getToken() ?? '', { signal, silent: true }) }),
  /** A page of the signed-in user's login log (/user/getLoginLog). */
  loginLog: (query: Parameters<typeof getLoginLog>[0]) =>
    queryOptions({ queryKey: [...userQueries.all, 'loginLog', query], queryFn: ({ signal }) => getLoginLog(query, { signal }) }),
  /** The signed-in user's live sessions (/user/getSessions, ours). */
  sessions: () => queryOptions({ queryKey: [...userQueries.all, 'sessions'], queryFn: ({ signal }) => getSessions({ signal }) }),
};

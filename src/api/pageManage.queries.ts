/** The pageManage family's queries (api/pageManage.ts); see company.queries.ts. */
import { queryOptions } from '@tanstack/react-query';
import { pageList } from './pageManage';

export const pageManageQueries = {
  all: ['pageManage'] as const,
  /** Every menu page (/pageManage/pageList). */
  pages: () => queryOptions({ queryKey: [...pageManageQueries.all, 'pages'], queryFn: ({ signal }) => pageList({ signal, silent: true }) }),
};

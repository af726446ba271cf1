import { useState } from 'react';
import { userQueries } from '@/api/user.queries';
import { DEFAULT_PAGE_SIZE } from '@/hooks/listPaging';
import { useQueryData } from '@/hooks/useQueryData';

/**
 * The signed-in user's login log, one server page at a time (userQueries.loginLog). A page
 * change cancels the request of the previous one; `loading` is true until the wanted page has
 * answered; a failure was said by the request layer.
 *
 * @example const { list, total, loading, failed, page, pageSize, setPaging, retry } = useLoginLogs();
 */
export function useLoginLogs() {
  const [paging, setPagingState] = useState({ page: 1, pageSize: DEFAULT_PAGE_SIZE });
  const logs = useQueryData(userQueries.loginLog(paging));
  // The last total stays while another page loads or fails (the pager keeps its place).
  const [lastTotal, setLastTotal] = useState(0);
  const total = logs.data?.total ?? lastTotal;
  if (logs.data && logs.data.total !== lastTotal) setLastTotal(logs.data.total);

  return {
    list: logs.data?.list ?? [],
    total,
    loading: logs.loading,
    failed: logs.error !== null,
    page: paging.page,
    pageSize: paging.pageSize,
    setPaging: (page: number, pageSize: number) => setPagingState((current) => ({ page: pageSize === current.pageSize ? page : 1, pageSize })),
    retry: logs.reload,
  };
}

import { useEffect, useState } from 'react';
import { getLoginLog, type LoginLog } from '@/api/user';
import { DEFAULT_PAGE_SIZE } from '@/hooks/listPaging';

interface Paging {
  page: number;
  pageSize: number;
  /** Bumped by retry() to load the same page again. */
  attempt: number;
}

interface Loaded {
  key: string;
  list: LoginLog[];
  total: number;
  failed: boolean;
}

/**
 * The signed-in user's login log, one server page at a time. A page change cancels the
 * request of the previous one; `loading` is true until the wanted page has answered.
 *
 * @example const { list, total, loading, failed, page, pageSize, setPaging, retry } = useLoginLogs();
 */
export function useLoginLogs() {
  const [paging, setPagingState] = useState<Paging>({ page: 1, pageSize: DEFAULT_PAGE_SIZE, attempt: 0 });
  const [loaded, setLoaded] = useState<Loaded | null>(null);
  const key = `${paging.page}/${paging.pageSize}/${paging.attempt}`;

  useEffect(() => {
    const controller = new AbortController();
    getLoginLog({ page: paging.page, pageSize: paging.pageSize }, { signal: controller.signal })
      .then(({ list, total }) => setLoaded({ key, list, total, failed: false }))
      .catch(() => {
        // The request layer has shown the error; a cancelled request was replaced by a newer one.
        if (!controller.signal.aborted) setLoaded((previous) => ({ key, list: [], total: previous?.total ?? 0, failed: true }));
      });
    return () => controller.abort();
  }, [key, paging.page, paging.pageSize]);

  return {
    list: loaded?.list ?? [],
    total: loaded?.total ?? 0,
    loading: loaded?.key !== key,
    failed: loaded?.key === key && loaded.failed,
    page: paging.page,
    pageSize: paging.pageSize,
    setPaging: (page: number, pageSize: number) =>
      setPagingState((current) => ({ page: pageSize === current.pageSize ? page : 1, pageSize, attempt: current.attempt })),
    retry: () => setPagingState((current) => ({ ...current, attempt: current.attempt + 1 })),
  };
}

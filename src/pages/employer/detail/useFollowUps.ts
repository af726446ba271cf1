import { useInfiniteQuery } from '@tanstack/react-query';
import { useCallback, useMemo } from 'react';
import { employerQueries } from '@/api/employer.queries';
import type { EmployerFollowUp } from '@/api/employer.types';
import { queryClient } from '@/api/queryClient';
import { STALE_AFTER_MS } from '@/hooks/listPaging';
import { loadErrorText } from '@/hooks/loadError';

export const FOLLOW_UP_PAGE_SIZE = 10;

/**
 * An employer's follow-ups, newest first, a page at a time ("load more"): one infinite query of
 * the cache (employerQueries.followUps), so a kept-alive page shown again, or one mounted again,
 * keeps what it loaded ("load more" included) unless it is older than STALE_AFTER_MS; a write that
 * invalidates the employer family (a transfer writes an entry) reads it again from the first
 * page. `prepend` shows an entry just written at once.
 */
export function useFollowUps(employerId: number) {
  const source = employerQueries.followUps(employerId, FOLLOW_UP_PAGE_SIZE);
  const query = useInfiniteQuery({ ...source, staleTime: STALE_AFTER_MS }, queryClient);
  const { data, fetchNextPage, refetch } = query;
  // Entries written here since page 1 shift the pages: each entry once, the first place it came.
  const items = useMemo(() => {
    const seen = new Set<number>();
    return (data?.pages ?? []).flatMap((page) => page.list).filter((item) => !seen.has(item.followUpId) && seen.add(item.followUpId));
  }, [data]);
  const total = data?.pages.at(-1)?.total ?? 0;
  const { queryKey } = source;
  const prepend = useCallback(
    (item: EmployerFollowUp) =>
      queryClient.setQueryData(queryKey, (current) =>
        current && current.pages.length > 0
          ? {
              ...current,
              pages: current.pages.map((page, index) =>
                index === 0 ? { ...page, list: [item, ...page.list], total: page.total + 1 } : { ...page, total: page.total + 1 },
              ),
            }
          : current,
      ),
    [queryKey],
  );
  const failed = query.isError && !query.isFetching;
  const more = () => void (data ? fetchNextPage() : refetch());
  return {
    items,
    total,
    loading: query.isPending || query.isFetchingNextPage,
    error: failed ? loadErrorText(query.error) : null,
    hasMore: data !== undefined && items.length < total,
    loadMore: more,
    /** After a failure: the page that failed again. */
    retry: more,
    prepend,
  };
}

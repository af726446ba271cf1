/**
 * Loads one piece of data for a page (option lists, counts, the team) through the one query cache
 * (api/queryClient): every component asking for the same key shares one answer and one request,
 * and a write elsewhere refreshes it with `queryClient.invalidateQueries({ queryKey })`.
 * Keep-alive rule as useTable: a tab shown again asks nothing unless its answer is older than
 * `staleMs` (then it asks quietly, showing what it had); a tab opening a key for the first time
 * (a new tab, a Refresh) asks again at once, showing the cached answer meanwhile. Failures are
 * kept (`error`) for the page to show where it fits; the previous data stays while a new key loads.
 *
 * @example
 *   const counts = useFreshData(`tabs:${scope}`, (signal) => getAuntCustomTabData({ scope }, { signal, silent: true }));
 *   const team = useFreshData(companyKeys.users(), (signal) => getUsers({ signal, silent: true }));
 */
import { keepPreviousData, useQuery, type QueryKey } from '@tanstack/react-query';
import { useCallback, useEffect, useState } from 'react';
import { queryClient } from '@/api/queryClient';
import { isCancelled, loadErrorText } from './loadError';
import { usePageMemory } from './pageMemory';
import { STALE_AFTER_MS } from './useTable';

export interface FreshData<T> {
  data: T | null;
  error: string | null;
  loading: boolean;
  reload: () => void;
}

/** A string key is one of the page's own (`['fresh', key]`); a family's key (api/<family>.keys.ts) is shared app-wide. */
export const freshKey = (key: string | QueryKey): QueryKey => (typeof key === 'string' ? ['fresh', key] : key);

/** A failed load, its text decided once when it failed (loadErrorText may carry out what the error asks, e.g. a new login). */
class LoadFailure extends Error {}

async function loadOnce<T>(load: (signal: AbortSignal) => Promise<T>, signal: AbortSignal): Promise<T> {
  try {
    return await load(signal);
  } catch (error) {
    throw signal.aborted || isCancelled(error) ? error : new LoadFailure(loadErrorText(error), { cause: error });
  }
}

export function useFreshData<T>(
  key: string | QueryKey,
  load: (signal: AbortSignal) => Promise<T>,
  options: { staleMs?: number; enabled?: boolean } = {},
): FreshData<T> {
  const { staleMs = STALE_AFTER_MS, enabled = true } = options;
  const queryKey = freshKey(key);
  // The tab has shown this key before (its page memory says so): the usual stale rule; else (a new
  // tab, a Refresh, no page memory: tests, noCache pages) it asks again, showing the cached answer.
  const memory = usePageMemory();
  const slot = `fresh:${JSON.stringify(queryKey)}`;
  const [seenByTab] = useState(() => memory?.has(slot) ?? false);
  const query = useQuery(
    {
      queryKey,
      queryFn: ({ signal }) => loadOnce(load, signal),
      staleTime: staleMs,
      enabled,
      refetchOnMount: seenByTab ? true : 'always',
      placeholderData: keepPreviousData,
    },
    queryClient,
  );
  const landed = query.isSuccess && !query.isPlaceholderData;
  useEffect(() => {
    if (landed) memory?.write(slot, true);
  }, [landed, memory, slot]);

  const [reloading, setReloading] = useState(false);
  const { refetch } = query;
  const reload = useCallback(() => {
    setReloading(true);
    void refetch().finally(() => setReloading(false));
  }, [refetch]);
  const failed = query.isError && !query.isFetching;
  return {
    data: failed ? null : (query.data ?? null),
    error: failed ? query.error.message : null,
    loading: enabled && (query.isPending || query.isPlaceholderData || reloading),
    reload,
  };
}

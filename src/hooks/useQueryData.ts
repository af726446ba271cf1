/**
 * THE way a screen reads server data that is not a paged list (useTable is for those): one query
 * of the cache (api/queryClient), given as a family's query options (`api/<family>.queries.ts`,
 * key + request). Every component asking for the same key shares one answer and one request; a
 * write refreshes it with `queryClient.invalidateQueries({ queryKey: <family>Queries.all })`; a
 * route loader can prefetch it with the same options.
 *
 * Keep-alive rule as useTable: a tab shown again asks nothing unless its answer is older than
 * `staleMs` (then it asks quietly, showing what it had); a tab opening a key for the first time
 * (a new tab, a Refresh) asks again at once, showing the cached answer meanwhile. Failures are
 * kept (`error`, the error catalogue's words) for the page to show where it fits; the previous
 * data stays while a new key loads.
 *
 * @example
 *   const team = useQueryData(companyQueries.users());
 *   const products = useQueryData(insuranceQueries.insProducts(), { enabled: open });
 */
import { keepPreviousData, useQuery, type QueryFunction, type QueryFunctionContext, type QueryKey, type SkipToken } from '@tanstack/react-query';
import { useCallback, useEffect, useRef, useState } from 'react';
import { queryClient } from '@/api/queryClient';
import { STALE_AFTER_MS } from './listPaging';
import { isCancelled, loadErrorText } from './loadError';
import { usePageMemory } from './pageMemory';

export interface QueryData<T> {
  data: T | null;
  error: string | null;
  /** What the failed load threw (an ApiError…): for a page that tells a kind apart, e.g. not found. */
  cause?: unknown;
  loading: boolean;
  reload: () => void;
}

/** A failed load, its text decided once when it failed (loadErrorText may carry out what the error asks, e.g. a new login). */
class LoadFailure extends Error {}

/** Wraps a request so its failure carries the catalogue's text (a cancelled one stays a cancel). */
export function withLoadText<T>(load: (signal: AbortSignal) => Promise<T>): (context: { signal: AbortSignal }) => Promise<T> {
  return async ({ signal }) => {
    try {
      return await load(signal);
    } catch (error) {
      throw signal.aborted || isCancelled(error) ? error : new LoadFailure(loadErrorText(error), { cause: error });
    }
  };
}

export function useQueryData<T, K extends QueryKey>(
  source: { queryKey: K; queryFn?: QueryFunction<T, K, never> | SkipToken },
  options: { staleMs?: number; enabled?: boolean } = {},
): QueryData<T> {
  const { staleMs = STALE_AFTER_MS, enabled = true } = options;
  const { queryKey } = source;
  const queryFn = source.queryFn as (context: QueryFunctionContext<K>) => T | Promise<T>;
  // The tab (its page memory) or this component has shown this key before: the usual stale rule;
  // else (a new tab, a Refresh, no page memory: tests, noCache pages) it asks again, showing the
  // cached answer. Decided when the query (re)subscribes: a kept-alive tab shown again (<Activity>)
  // follows the stale rule. Data kept for the session (staleMs Infinity) is never asked again.
  const memory = usePageMemory();
  const slot = `query:${JSON.stringify(queryKey)}`;
  const shownHere = useRef(new Set<string>());
  const query = useQuery(
    {
      queryKey,
      queryFn: (context: QueryFunctionContext<K>) => withLoadText(async (signal) => queryFn({ ...context, signal }))(context),
      staleTime: staleMs,
      enabled,
      refetchOnMount: () => (staleMs === Infinity || memory?.has(slot) || shownHere.current.has(slot) ? true : 'always'),
      placeholderData: keepPreviousData,
    },
    queryClient,
  );
  const landed = query.isSuccess && !query.isPlaceholderData;
  useEffect(() => {
    if (!landed) return;
    memory?.write(slot, true);
    shownHere.current.add(slot);
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
    cause: failed ? query.error.cause : null,
    loading: enabled && (query.isPending || query.isPlaceholderData || reloading),
    reload,
  };
}

/**
 * One hall record for a detail page, read from its family query: loading, ready, not found (40401,
 * or an id that is not a positive integer: nothing asked) or error, with a retry and a quiet
 * reload that keeps the record on screen (after a merge step or favourite; a failed reload keeps
 * it too) and a local update of the cached record.
 */
import type { QueryFunction, QueryKey, SkipToken } from '@tanstack/react-query';
import { useCallback } from 'react';
import { isApiError } from '@/api/errors';
import { queryClient } from '@/api/queryClient';
import { NOT_FOUND_CODE } from '@/components/aunt/useAunt';
import { useQueryData } from '@/hooks/useQueryData';

export type HallRecordState<T> = { status: 'loading' } | { status: 'ready'; record: T } | { status: 'notFound' } | { status: 'error' };

export function useHallRecord<T, K extends QueryKey>(id: number, source: (id: number) => { queryKey: K; queryFn?: QueryFunction<T, K, never> | SkipToken }) {
  const valid = Number.isInteger(id) && id > 0;
  const query = source(id);
  const { queryKey } = query;
  const loaded = useQueryData(query, { enabled: valid });
  const notFound = isApiError(loaded.cause) && loaded.cause.kind === 'business' && loaded.cause.code === NOT_FOUND_CODE;
  // This id's record as the cache holds it (another id's answer shown meanwhile is not it).
  const record = notFound ? undefined : queryClient.getQueryData<T>(queryKey);
  const update = useCallback(
    (change: Partial<T>) => queryClient.setQueryData<T>(source(id).queryKey, (current) => (current ? { ...current, ...change } : current)),
    [id, source],
  );
  let state: HallRecordState<T>;
  if (!valid || notFound) state = { status: 'notFound' };
  else if (record !== undefined) state = { status: 'ready', record };
  else state = loaded.error ? { status: 'error' } : { status: 'loading' };
  return { state, reload: loaded.reload, update };
}

import { useCallback } from 'react';
import type { QueryFunction, QueryKey, SkipToken } from '@tanstack/react-query';
import type { Aunt } from '@/api/aunt';
import { auntQueries } from '@/api/aunt.queries';
import { isApiError } from '@/api/errors';
import { queryClient } from '@/api/queryClient';
import { useQueryData } from '@/hooks/useQueryData';
import { useSession } from '@/stores/session';

/** Server code of a record that does not exist or is not visible to this company. */
export const NOT_FOUND_CODE = 40401;

export type AuntLoadState<T = Aunt> = { status: 'none' } | { status: 'loading' } | { status: 'ready'; aunt: T } | { status: 'notFound' } | { status: 'error' };

export interface AuntLoad<T> {
  state: AuntLoadState<T>;
  retry: () => void;
  update: (change: Partial<T>) => void;
}

/** A query of one aunt (a family query's options). */
export type AuntQuery<T, K extends QueryKey> = (auntId: number) => { queryKey: K; queryFn?: QueryFunction<T, K, never> | SkipToken };

/**
 * One aunt as `query` answers her (the signed-in view, or the public resume's): loading, ready,
 * not found (also an id that is not a positive integer, without a request) or error, with a retry
 * and an update of the cached answer. `null` asks for no aunt (state 'none'). Another aunt's
 * answer, or a retry, shows "loading" until its own answer lands.
 *
 * @example const { state, retry } = useAuntLoad(auntId, auntQueries.resumePreview);
 */
export function useAuntLoad<T, K extends QueryKey>(auntId: number | null, query: AuntQuery<T, K>): AuntLoad<T> {
  const valid = auntId !== null && Number.isInteger(auntId) && auntId > 0;
  const source = query(valid ? auntId : 0);
  const loaded = useQueryData(source, { enabled: valid });
  const { queryKey } = source;
  const update = useCallback(
    (change: Partial<T>) => queryClient.setQueryData<T>(queryKey, (current) => (current === undefined ? current : { ...current, ...change })),
    [queryKey],
  );
  const notFound = isApiError(loaded.cause) && loaded.cause.kind === 'business' && loaded.cause.code === NOT_FOUND_CODE;
  let state: AuntLoadState<T>;
  if (auntId === null) state = { status: 'none' };
  else if (!valid || notFound) state = { status: 'notFound' };
  else if (loaded.loading) state = { status: 'loading' };
  else if (loaded.data !== null) state = { status: 'ready', aunt: loaded.data };
  else state = loaded.error ? { status: 'error' } : { status: 'loading' };
  return { state, retry: loaded.reload, update };
}

/**
 * One aunt from getAunt, for the pages that show or edit her (see useAuntLoad). The body is the
 * spec's {auntId, isDeleted, userId}: a live aunt (0; no page shows a deleted one) asked for by
 * the signed-in user. getAunt answers the mobile and identity number in full when the user may
 * see them, masked otherwise.
 *
 * @example const { state, retry } = useAunt(Number(params.auntId));
 */
export function useAunt(auntId: number | null): AuntLoad<Aunt> {
  const userId = useSession((state) => state.user?.userId ?? 0);
  const query = useCallback((id: number) => auntQueries.detail(id, userId), [userId]);
  return useAuntLoad(auntId, query);
}

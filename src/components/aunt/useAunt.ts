import { useCallback, useEffect, useEffectEvent, useState } from 'react';
import { getAunt, type Aunt } from '@/api/aunt';
import { isApiError } from '@/api/errors';
import { useSession } from '@/stores/session';

/** Server code of a record that does not exist or is not visible to this company. */
export const NOT_FOUND_CODE = 40401;

export type AuntLoadState<T = Aunt> = { status: 'none' } | { status: 'loading' } | { status: 'ready'; aunt: T } | { status: 'notFound' } | { status: 'error' };

export interface AuntLoad<T> {
  state: AuntLoadState<T>;
  retry: () => void;
  update: (change: Partial<T>) => void;
}

/**
 * One aunt as `load` answers her (the signed-in view, or the public resume's): loading, ready,
 * not found (also an id that is not a positive integer, without a request) or error, with a retry
 * and a local update. `null` asks for no aunt (state 'none'). A newer request shows "loading"
 * until its own answer lands; a cancelled one never lands.
 *
 * @example const { state, retry } = useAuntLoad(auntId, (id, signal) => getPublicAunt(id, { signal, silent: true }));
 */
export function useAuntLoad<T>(auntId: number | null, load: (auntId: number, signal: AbortSignal) => Promise<T>): AuntLoad<T> {
  const [attempt, setAttempt] = useState(0);
  const valid = auntId !== null && Number.isInteger(auntId) && auntId > 0;
  const key = `${auntId}:${attempt}`;
  const [result, setResult] = useState<{ key: string; state: AuntLoadState<T> } | null>(null);
  const run = useEffectEvent((id: number, signal: AbortSignal) => load(id, signal));

  useEffect(() => {
    if (!valid || auntId === null) return;
    const controller = new AbortController();
    run(auntId, controller.signal)
      .then((aunt) => setResult({ key, state: { status: 'ready', aunt } }))
      .catch((error: unknown) => {
        if (controller.signal.aborted) return;
        const notFound = isApiError(error) && error.kind === 'business' && error.code === NOT_FOUND_CODE;
        setResult({ key, state: notFound ? { status: 'notFound' } : { status: 'error' } });
      });
    return () => controller.abort();
  }, [auntId, key, valid]);

  const retry = useCallback(() => setAttempt((value) => value + 1), []);
  const update = useCallback((change: Partial<T>) => {
    setResult((current) =>
      current?.state.status === 'ready' ? { key: current.key, state: { status: 'ready', aunt: { ...current.state.aunt, ...change } } } : current,
    );
  }, []);
  let state: AuntLoadState<T>;
  if (auntId === null) state = { status: 'none' };
  else if (!valid) state = { status: 'notFound' };
  else state = result?.key === key ? result.state : { status: 'loading' };
  return { state, retry, update };
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
  return useAuntLoad(auntId, (id, signal) => getAunt({ auntId: id, isDeleted: 0, userId }, { signal, silent: true }));
}

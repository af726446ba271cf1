import { useCallback, useEffect, useState } from 'react';
import { getAunt, type Aunt } from '@/api/aunt';
import { isApiError } from '@/api/errors';

/** Server code of a record that does not exist or is not visible to this company. */
export const NOT_FOUND_CODE = 40401;

export type AuntLoadState =
  | { status: 'none' }
  | { status: 'loading' }
  | { status: 'ready'; aunt: Aunt }
  | { status: 'notFound' }
  | { status: 'error' };

/**
 * One aunt from getAunt, for the pages that show or edit her: loading, ready, not found (also an
 * id that is not a positive integer, without a request) or error, with a retry and a local update
 * (after a favourite, a remark...). `null` asks for no aunt (state 'none', e.g. a new aunt's form).
 * A newer request shows "loading" until its own answer lands; a cancelled one never lands.
 *
 * @example const { state, retry } = useAunt(Number(params.auntId));
 */
export function useAunt(auntId: number | null): { state: AuntLoadState; retry: () => void; update: (change: Partial<Aunt>) => void } {
  const [attempt, setAttempt] = useState(0);
  const valid = auntId !== null && Number.isInteger(auntId) && auntId > 0;
  const key = `${auntId}:${attempt}`;
  const [result, setResult] = useState<{ key: string; state: AuntLoadState } | null>(null);

  useEffect(() => {
    if (!valid || auntId === null) return;
    const controller = new AbortController();
    getAunt({ auntId }, { signal: controller.signal, silent: true })
      .then((aunt) => setResult({ key, state: { status: 'ready', aunt } }))
      .catch((error: unknown) => {
        if (controller.signal.aborted) return;
        const notFound = isApiError(error) && error.kind === 'business' && error.code === NOT_FOUND_CODE;
        setResult({ key, state: notFound ? { status: 'notFound' } : { status: 'error' } });
      });
    return () => controller.abort();
  }, [auntId, key, valid]);

  const retry = useCallback(() => setAttempt((value) => value + 1), []);
  const update = useCallback((change: Partial<Aunt>) => {
    setResult((current) => (current?.state.status === 'ready' ? { key: current.key, state: { status: 'ready', aunt: { ...current.state.aunt, ...change } } } : current));
  }, []);
  let state: AuntLoadState;
  if (auntId === null) state = { status: 'none' };
  else if (!valid) state = { status: 'notFound' };
  else state = result?.key === key ? result.state : { status: 'loading' };
  return { state, retry, update };
}

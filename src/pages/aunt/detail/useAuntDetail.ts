import { useCallback, useEffect, useState } from 'react';
import { getAunt, type Aunt } from '@/api/aunt';
import { isApiError } from '@/api/errors';

const NOT_FOUND_CODE = 40401;

export type DetailState = { status: 'loading' } | { status: 'ready'; aunt: Aunt } | { status: 'notFound' } | { status: 'error' };

/**
 * One aunt for the detail page, with a retry and a local update (after favourite, remarks...).
 * An id that is not a positive integer is "not found" without a request.
 */
export function useAuntDetail(auntId: number): { state: DetailState; retry: () => void; update: (change: Partial<Aunt>) => void } {
  const [attempt, setAttempt] = useState(0);
  const valid = Number.isInteger(auntId) && auntId > 0;
  const key = `${auntId}:${attempt}`;
  // The answer is kept with the request it belongs to: a newer request shows "loading".
  const [result, setResult] = useState<{ key: string; state: DetailState } | null>(null);

  useEffect(() => {
    if (!valid) return;
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
    setResult((current) => (current && current.state.status === 'ready' ? { key: current.key, state: { status: 'ready', aunt: { ...current.state.aunt, ...change } } } : current));
  }, []);
  const state: DetailState = !valid ? { status: 'notFound' } : result?.key === key ? result.state : { status: 'loading' };
  return { state, retry, update };
}

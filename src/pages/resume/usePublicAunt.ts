import { useCallback, useEffect, useState } from 'react';
import { isApiError } from '@/api/errors';
import { getPublicAunt, type PublicAunt } from '@/api/aunt';
import { NOT_FOUND_CODE } from '@/components/aunt/useAunt';


export type PublicAuntState = { status: 'loading' } | { status: 'ready'; aunt: PublicAunt } | { status: 'notFound' } | { status: 'error' };

/** The public resume's aunt; a missing or malformed id is "not found" without a request. */
export function usePublicAunt(rawId: string | null): { state: PublicAuntState; retry: () => void } {
  const [attempt, setAttempt] = useState(0);
  const auntId = rawId && /^\d+$/.test(rawId) ? Number(rawId) : 0;
  const valid = auntId > 0;
  const key = `${auntId}:${attempt}`;
  const [result, setResult] = useState<{ key: string; state: PublicAuntState } | null>(null);

  useEffect(() => {
    if (!valid) return;
    const controller = new AbortController();
    getPublicAunt(auntId, { signal: controller.signal, silent: true })
      .then((aunt) => setResult({ key, state: { status: 'ready', aunt } }))
      .catch((error: unknown) => {
        if (controller.signal.aborted) return;
        const notFound = isApiError(error) && error.kind === 'business' && error.code === NOT_FOUND_CODE;
        setResult({ key, state: notFound ? { status: 'notFound' } : { status: 'error' } });
      });
    return () => controller.abort();
  }, [auntId, key, valid]);

  const retry = useCallback(() => setAttempt((value) => value + 1), []);
  const state: PublicAuntState = !valid ? { status: 'notFound' } : result?.key === key ? result.state : { status: 'loading' };
  return { state, retry };
}

import { useCallback, useEffect, useState } from 'react';
import { getAunt, type Aunt } from '@/api/aunt';
import { isApiError } from '@/api/errors';

/** Server code of a record that does not exist or is not visible to this company. */
export const NOT_FOUND_CODE = 40401;

export type SourceState =
  | { status: 'none' }
  | { status: 'loading' }
  | { status: 'ready'; aunt: Aunt }
  | { status: 'notFound' }
  | { status: 'error' };

/**
 * The aunt the form starts from (edit: the aunt, copy: the source), or none (add). getAunt
 * answers the mobile and identity number in full when the user may see them, masked otherwise.
 * `auntId` -1 stands for an id in the URL that is not a positive integer: "not found".
 */
export function useAuntSource(auntId: number | null): { state: SourceState; retry: () => void } {
  const [attempt, setAttempt] = useState(0);
  const valid = auntId !== null && Number.isInteger(auntId) && auntId > 0;
  const key = `${auntId}:${attempt}`;
  const [result, setResult] = useState<{ key: string; state: SourceState } | null>(null);

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
  let state: SourceState;
  if (auntId === null) state = { status: 'none' };
  else if (!valid) state = { status: 'notFound' };
  else state = result?.key === key ? result.state : { status: 'loading' };
  return { state, retry };
}

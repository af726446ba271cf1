/**
 * One hall record for a detail page: loading, ready, not found (40401, or an id that is not a
 * positive integer: nothing asked) or error, with a retry and a quiet reload that keeps the
 * record on screen (after a merge step or favourite) and a local update.
 */
import { useCallback, useEffect, useEffectEvent, useState } from 'react';
import { isApiError } from '@/api/errors';
import { NOT_FOUND_CODE } from '@/components/aunt/useAunt';

export type HallRecordState<T> = { status: 'loading' } | { status: 'ready'; record: T } | { status: 'notFound' } | { status: 'error' };

export function useHallRecord<T>(id: number, load: (id: number, signal: AbortSignal) => Promise<T>) {
  const valid = Number.isInteger(id) && id > 0;
  const [attempt, setAttempt] = useState(0);
  const [result, setResult] = useState<{ id: number; state: HallRecordState<T> } | null>(null);
  const run = useEffectEvent((signal: AbortSignal) => load(id, signal));

  useEffect(() => {
    if (!valid) return;
    const controller = new AbortController();
    run(controller.signal).then(
      (record) => setResult({ id, state: { status: 'ready', record } }),
      (error: unknown) => {
        if (controller.signal.aborted) return;
        const notFound = isApiError(error) && error.kind === 'business' && error.code === NOT_FOUND_CODE;
        setResult({ id, state: notFound ? { status: 'notFound' } : { status: 'error' } });
      },
    );
    return () => controller.abort();
  }, [attempt, id, valid]);

  const reload = useCallback(() => setAttempt((count) => count + 1), []);
  const update = useCallback((change: Partial<T>) => {
    setResult((current) =>
      current?.state.status === 'ready' ? { id: current.id, state: { status: 'ready', record: { ...current.state.record, ...change } } } : current,
    );
  }, []);
  let state: HallRecordState<T>;
  if (!valid) state = { status: 'notFound' };
  else state = result?.id === id ? result.state : { status: 'loading' };
  return { state, reload, update };
}

import { useCallback, useEffect, useRef, useState } from 'react';
import { getEmployerByFilter } from '@/api/employer';
import type { Employer } from '@/api/employer.types';
import { STALE_AFTER_MS } from '@/hooks/listPaging';

export type EmployerDetailState = { status: 'loading' } | { status: 'ready'; employer: Employer } | { status: 'notFound' } | { status: 'error' };

/**
 * One employer for the detail page. There is no get-by-id call: getEmployerByFilter with
 * {employerId, page 1, pageSize 1}; an empty answer (or an id that is not a positive integer,
 * without a request) is "not found". `reload` refetches quietly (the page stays on screen),
 * `update` changes the shown record in place. Like useTable, a kept-alive page shown again asks
 * nothing unless its answer is older than STALE_AFTER_MS.
 */
export function useEmployerDetail(employerId: number) {
  const [attempt, setAttempt] = useState(0);
  const valid = Number.isInteger(employerId) && employerId > 0;
  const [result, setResult] = useState<{ employerId: number; state: EmployerDetailState } | null>(null);
  /** The last answer that landed: for which id and attempt, and when. */
  const landed = useRef<{ key: string; at: number } | null>(null);

  useEffect(() => {
    if (!valid) return;
    const key = `${employerId}#${attempt}`;
    if (landed.current?.key === key && Date.now() - landed.current.at < STALE_AFTER_MS) return;
    const controller = new AbortController();
    getEmployerByFilter({ employerId, page: 1, pageSize: 1 }, { signal: controller.signal, silent: true }).then(
      (answer) => {
        landed.current = { key, at: Date.now() };
        const employer = answer.list.find((row) => row.employerId === employerId);
        setResult({ employerId, state: employer ? { status: 'ready', employer } : { status: 'notFound' } });
      },
      () => {
        if (controller.signal.aborted) return;
        setResult((current) => (current?.employerId === employerId && current.state.status === 'ready' ? current : { employerId, state: { status: 'error' } }));
      },
    );
    return () => controller.abort();
  }, [attempt, employerId, valid]);

  const reload = useCallback(() => setAttempt((value) => value + 1), []);
  const update = useCallback((change: Partial<Employer>) => {
    setResult((current) =>
      current?.state.status === 'ready' ? { ...current, state: { status: 'ready', employer: { ...current.state.employer, ...change } } } : current,
    );
  }, []);

  let state: EmployerDetailState;
  if (!valid) state = { status: 'notFound' };
  else state = result?.employerId === employerId ? result.state : { status: 'loading' };
  return { state, reload, update };
}

import { useCallback, useEffect, useState } from 'react';
import { getSolution } from '@/api/app';
import type { SolutionPlan } from './plan';

type State = { status: 'loading' } | { status: 'failed' } | { status: 'ready'; plans: SolutionPlan[] };

/**
 * The vip plans (/app/getSolution). `reload()` fetches again and keeps showing the current
 * plans meanwhile (after a payment); a failed first load is `failed` (the request layer has
 * already said why).
 *
 * @example const { state, reloading, reload } = useSolutions();
 */
export function useSolutions() {
  const [state, setState] = useState<State>({ status: 'loading' });
  const [attempt, setAttempt] = useState(0);
  const [reloading, setReloading] = useState(false);

  useEffect(() => {
    const controller = new AbortController();
    getSolution({ signal: controller.signal })
      .then((plans) => setState({ status: 'ready', plans }))
      .catch(() => {
        if (!controller.signal.aborted) setState((previous) => (previous.status === 'ready' ? previous : { status: 'failed' }));
      })
      .finally(() => {
        if (!controller.signal.aborted) setReloading(false);
      });
    return () => controller.abort();
  }, [attempt]);

  const reload = useCallback(() => {
    setReloading(true);
    setState((previous) => (previous.status === 'failed' ? { status: 'loading' } : previous));
    setAttempt((value) => value + 1);
  }, []);

  return { state, reloading, reload };
}

import { useCallback } from 'react';
import { appQueries } from '@/api/app.queries';
import { queryClient } from '@/api/queryClient';
import { useQueryData } from '@/hooks/useQueryData';
import type { SolutionPlan } from './plan';

type State = { status: 'loading' } | { status: 'failed' } | { status: 'ready'; plans: SolutionPlan[] };

/**
 * The vip plans (appQueries.solutions). `reload()` fetches again and keeps showing the current
 * plans meanwhile (after a payment); a failed first load is `failed` (the request layer has
 * already said why).
 *
 * @example const { state, reloading, reload } = useSolutions();
 */
export function useSolutions() {
  const solutions = useQueryData(appQueries.solutions());
  // A failed reload keeps the plans shown (useQueryData drops them on failure): the cache still has them.
  const plans = solutions.data ?? queryClient.getQueryData(appQueries.solutions().queryKey) ?? null;
  const state: State = plans ? { status: 'ready', plans } : solutions.error ? { status: 'failed' } : { status: 'loading' };
  const { reload: ask } = solutions;
  const reload = useCallback(() => ask(), [ask]);
  return { state, reloading: plans !== null && solutions.loading, reload };
}

import { useCallback } from 'react';
import { employerQueries } from '@/api/employer.queries';
import type { Employer } from '@/api/employer.types';
import { queryClient } from '@/api/queryClient';
import { useQueryData } from '@/hooks/useQueryData';

export type EmployerDetailState = { status: 'loading' } | { status: 'ready'; employer: Employer } | { status: 'notFound' } | { status: 'error' };

/**
 * One employer for the detail page (employerQueries.detail); an empty answer (or an id that is
 * not a positive integer, without a request) is "not found". `reload` refetches quietly (the page
 * stays on screen), `update` changes the cached record in place. A kept-alive page shown again
 * asks nothing unless its answer is stale (useQueryData's rule).
 */
export function useEmployerDetail(employerId: number) {
  const valid = Number.isInteger(employerId) && employerId > 0;
  const query = employerQueries.detail(employerId);
  const detail = useQueryData(query, { enabled: valid });
  const { queryKey } = query;
  const update = useCallback((change: Partial<Employer>) => queryClient.setQueryData(queryKey, (current) => current && { ...current, ...change }), [queryKey]);
  // A failed reload keeps the employer shown (the cache still has it); only a first load shows the failure.
  const shown = detail.error ? queryClient.getQueryData(queryKey) : detail.data;
  let state: EmployerDetailState;
  if (!valid) state = { status: 'notFound' };
  else if (shown && shown.employerId === employerId) state = { status: 'ready', employer: shown };
  else if (shown === null && !detail.loading) state = { status: 'notFound' };
  else state = detail.error ? { status: 'error' } : { status: 'loading' };
  return { state, reload: detail.reload, update };
}

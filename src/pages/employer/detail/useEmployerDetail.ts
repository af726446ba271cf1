import { useCallback } from 'react';
import type { Employer } from '@/api/employer.types';
import { employerQueries } from '@/api/employer.queries';
import { queryClient } from '@/api/queryClient';
import { useQueryData } from '@/hooks/useQueryData';

export type EmployerDetailState = { status: 'loading' } | { status: 'ready'; employer: Employer } | { status: 'notFound' } | { status: 'error' };

/**
 * One employer for the detail page (employerQueries.detail); an empty answer (or an id that is not
 * a positive integer, without a request) is "not found". `reload` refetches quietly (the page stays
 * on screen), `update` changes the shown record in place (the cache's copy). An order write
 * invalidates the employer family (orderChanges), so his counts follow.
 */
export function useEmployerDetail(employerId: number) {
  const valid = Number.isInteger(employerId) && employerId > 0;
  const query = useQueryData(employerQueries.detail(employerId), { enabled: valid });
  const update = useCallback(
    (change: Partial<Employer>) =>
      queryClient.setQueryData(employerQueries.detail(employerId).queryKey, (current) => (current ? { ...current, ...change } : current)),
    [employerId],
  );
  const shown = query.data?.employerId === employerId ? query.data : null;
  let state: EmployerDetailState;
  if (!valid) state = { status: 'notFound' };
  else if (shown) state = { status: 'ready', employer: shown };
  else if (query.error) state = { status: 'error' };
  else if (query.loading) state = { status: 'loading' };
  else state = { status: 'notFound' };
  return { state, reload: query.reload, update };
}

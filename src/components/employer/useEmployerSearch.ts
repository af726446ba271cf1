/**
 * Employers matching what is typed into a searchable employer select: a query keyed by the text
 * (employerQueries.search, first 20 matches) ~300 ms after typing stops (at once for an empty
 * keyword); a request whose key was left is cancelled. Used by the job form's and the new-order
 * dialog's employer choice.
 *
 * @example const search = useEmployerSearch(keyword); <Select loading={search.loading} options={search.list.map(...)} />
 */
import { employerQueries } from '@/api/employer.queries';
import type { Employer } from '@/api/employer.types';
import { useSearchText } from '@/hooks/useDebouncedValue';
import { useQueryData } from '@/hooks/useQueryData';

export interface EmployerSearch {
  /** True until the answer for the keyword typed has landed (never while not enabled). */
  loading: boolean;
  /** The last search failed (its list is empty). */
  failed: boolean;
  list: Employer[];
}

/** `enabled: false` asks nothing (a fixed, disabled choice). */
export function useEmployerSearch(keyword: string, enabled = true): EmployerSearch {
  const { text, typing } = useSearchText(keyword);
  const found = useQueryData(employerQueries.search(text), { enabled });
  return {
    loading: enabled && (found.loading || typing),
    failed: found.error !== null,
    list: found.data?.list ?? [],
  };
}

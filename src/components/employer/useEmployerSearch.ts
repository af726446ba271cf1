/**
 * Employers matching what is typed into a searchable employer select: getEmployerByFilter (first
 * 20 matches) ~300 ms after typing stops (at once for an empty keyword); the request still running
 * is cancelled by the next one. Used by the job form's and the new-order dialog's employer choice.
 *
 * @example const search = useEmployerSearch(keyword); <Select loading={search.loading} options={search.list.map(...)} />
 */
import { useEffect, useState } from 'react';
import { getEmployerByFilter } from '@/api/employer';
import type { Employer } from '@/api/employer.types';
import { isCancelled } from '@/hooks/loadError';

const SEARCH_DEBOUNCE_MS = 300;
const SEARCH_PAGE_SIZE = 20;

export interface EmployerSearch {
  /** True until the answer for the keyword typed has landed (never while not enabled). */
  loading: boolean;
  /** The last search failed (its list is empty). */
  failed: boolean;
  list: Employer[];
}

/** `enabled: false` asks nothing (a fixed, disabled choice). */
export function useEmployerSearch(keyword: string, enabled = true): EmployerSearch {
  const [result, setResult] = useState<{ keyword: string; failed: boolean; list: Employer[] } | null>(null);

  useEffect(() => {
    if (!enabled) return;
    const controller = new AbortController();
    const text = keyword.trim();
    const timer = setTimeout(
      () => {
        getEmployerByFilter({ ...(text ? { keyword: text } : {}), page: 1, pageSize: SEARCH_PAGE_SIZE }, { signal: controller.signal, silent: true }).then(
          (answer) => setResult({ keyword, failed: false, list: answer.list }),
          (error: unknown) => {
            if (!isCancelled(error) && !controller.signal.aborted) setResult({ keyword, failed: true, list: [] });
          },
        );
      },
      keyword ? SEARCH_DEBOUNCE_MS : 0,
    );
    return () => {
      clearTimeout(timer);
      controller.abort();
    };
  }, [enabled, keyword]);

  return { loading: enabled && result?.keyword !== keyword, failed: result?.failed ?? false, list: result?.list ?? [] };
}

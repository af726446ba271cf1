/**
 * The aunts, employers or orders of the company matching what is typed into a link select (the
 * add-fee form, the task form), first 20, asked ~300 ms after typing stops; the running request is
 * cancelled by the next one.
 */
import { useEffect, useState } from 'react';
import { getAunts } from '@/api/aunt';
import { getEmployerByFilter } from '@/api/employer';
import { list as getOrders } from '@/api/order';
import { isCancelled } from '@/hooks/loadError';

export type LinkKind = 'aunt' | 'employer' | 'order';

export interface LinkOption {
  value: number;
  label: string;
}

const PAGE = { page: 1, pageSize: 20 } as const;

function search(kind: LinkKind, keyword: string, signal: AbortSignal): Promise<LinkOption[]> {
  const text = keyword.trim();
  const filter = text ? { keyword: text } : {};
  const options = { signal, silent: true } as const;
  switch (kind) {
    case 'aunt':
      return getAunts({ ...PAGE, ...filter, scope: 'all' }, options).then((answer) => answer.list.map((row) => ({ value: row.auntId, label: row.auntName })));
    case 'employer':
      return getEmployerByFilter({ ...PAGE, ...filter }, options).then((answer) =>
        answer.list.map((row) => ({ value: row.employerId, label: row.employerName })),
      );
    case 'order':
      return getOrders({ ...PAGE, ...filter }, options).then((answer) =>
        answer.list.map((row) => ({ value: row.orderId, label: `${row.orderNo} · ${row.employerName}${row.auntName ? ` · ${row.auntName}` : ''}` })),
      );
  }
}

export function useLinkSearch(kind: LinkKind, keyword: string, enabled: boolean): { loading: boolean; options: LinkOption[] } {
  const [result, setResult] = useState<{ keyword: string; options: LinkOption[] } | null>(null);
  useEffect(() => {
    if (!enabled) return;
    const controller = new AbortController();
    const timer = setTimeout(
      () => {
        search(kind, keyword, controller.signal).then(
          (options) => setResult({ keyword, options }),
          (error: unknown) => {
            if (!isCancelled(error) && !controller.signal.aborted) setResult({ keyword, options: [] });
          },
        );
      },
      keyword.trim() ? 300 : 0,
    );
    return () => {
      clearTimeout(timer);
      controller.abort();
    };
  }, [enabled, keyword, kind]);
  return { loading: enabled && result?.keyword !== keyword, options: result?.options ?? [] };
}

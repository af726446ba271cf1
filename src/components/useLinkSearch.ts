/**
 * The aunts, employers or orders of the company matching what is typed into a link select (the
 * add-fee form, the task form), first 20: the family's search query keyed by the text, asked
 * ~300 ms after typing stops (at once when empty); a failed search offers nothing.
 */
import { useMemo } from 'react';
import { auntQueries } from '@/api/aunt.queries';
import { employerQueries } from '@/api/employer.queries';
import { orderQueries } from '@/api/order.queries';
import { useSearchText } from '@/hooks/useDebouncedValue';
import { useQueryData } from '@/hooks/useQueryData';

export type LinkKind = 'aunt' | 'employer' | 'order';

export interface LinkOption {
  value: number;
  label: string;
}

export function useLinkSearch(kind: LinkKind, keyword: string, enabled: boolean): { loading: boolean; options: LinkOption[] } {
  const { text, typing } = useSearchText(keyword);
  const aunts = useQueryData(auntQueries.search(text), { enabled: enabled && kind === 'aunt' });
  const employers = useQueryData(employerQueries.search(text), { enabled: enabled && kind === 'employer' });
  const orders = useQueryData(orderQueries.search(text), { enabled: enabled && kind === 'order' });
  const found = { aunt: aunts, employer: employers, order: orders }[kind];
  const options = useMemo<LinkOption[]>(() => {
    switch (kind) {
      case 'aunt':
        return (aunts.data?.list ?? []).map((row) => ({ value: row.auntId, label: row.auntName }));
      case 'employer':
        return (employers.data?.list ?? []).map((row) => ({ value: row.employerId, label: row.employerName }));
      case 'order':
        return (orders.data?.list ?? []).map((row) => ({
          value: row.orderId,
          label: `${row.orderNo} · ${row.employerName}${row.auntName ? ` · ${row.auntName}` : ''}`,
        }));
    }
  }, [kind, aunts.data, employers.data, orders.data]);
  return { loading: enabled && (found.loading || typing), options };
}

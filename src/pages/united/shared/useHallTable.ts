/**
 * The list of a hall (aunt hall, job hall) on the list machinery: the filters, the city chosen
 * in the top bar's city switcher (a change reloads at once, also when the page was hidden
 * meanwhile), and "favourites only", which asks the favourites call with the same filters.
 */
import { unitedQueries } from '@/api/united.queries';
import { useCallback, useEffect } from 'react';
import type { RequestOptions } from '@/api/http';
import type { ListResult } from '@/api/types';
import { useTable, type TableController, type TableFetch, type TableQuery } from '@/hooks/useTable';
import { useSettings } from '@/stores/settings';

export interface HallFilter {
  keyword?: string;
  serviceType?: number;
  companyId?: number;
  cityId?: number;
  /** Ours, not sent: ask the favourites call instead of the hall's. */
  favOnly?: boolean;
}

export type HallCall<Row> = (body: TableQuery & Omit<HallFilter, 'favOnly'>, options: RequestOptions) => Promise<ListResult<Row>>;

export interface HallTable<Row> {
  table: TableController<Row, HallFilter>;
  /** A filter other than the city is set. */
  narrowed: boolean;
  /** Clears every filter but the city. */
  clear: () => void;
  cityName: string;
}

export function useHallTable<Row>(memoryKey: string, hall: HallCall<Row>, favourites: HallCall<Row>, rowKey: (row: Row) => number): HallTable<Row> {
  const region = useSettings((state) => state.region);
  const fetch = useCallback<TableFetch<Row, HallFilter>>(
    ({ favOnly, ...body }, signal) => (favOnly ? favourites : hall)(body, { signal, silent: true }),
    [favourites, hall],
  );
  const table = useTable<Row, HallFilter>({ memoryKey, queryKey: unitedQueries.list(memoryKey), fetch, initialFilter: { cityId: region.region_id }, rowKey });
  const { patchFilter, setFilter, filter } = table;
  const shownCity = filter.cityId;
  useEffect(() => {
    if (shownCity !== region.region_id) patchFilter({ cityId: region.region_id });
  }, [patchFilter, region.region_id, shownCity]);

  const narrowed = Boolean(filter.keyword?.trim() || filter.serviceType || filter.companyId || filter.favOnly);
  const clear = useCallback(() => setFilter({ cityId: region.region_id }), [region.region_id, setFilter]);
  return { table, narrowed, clear, cityName: region.region_name };
}

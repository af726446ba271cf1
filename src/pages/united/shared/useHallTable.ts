/**
 * The list of a hall (aunt hall, job hall) on the list machinery: the filters, the city chosen
 * in the top bar's city switcher (a change reloads at once, also when the page was hidden
 * meanwhile), and "favourites only", which asks the favourites call with the same filters.
 */
import { unitedQueries } from '@/api/united.queries';
import { useCallback, useEffect, useMemo } from 'react';
import type { RequestOptions } from '@/api/http';
import type { ListResult } from '@/api/types';
import { prefetchList, useTable, type ListSource, type TableController, type TableFetch, type TableQuery } from '@/hooks/useTable';
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

const hallFetch =
  <Row>(hall: HallCall<Row>, favourites: HallCall<Row>): TableFetch<Row, HallFilter> =>
  ({ favOnly, ...body }, signal) =>
    (favOnly ? favourites : hall)(body, { signal, silent: true });

/** A hall's list (by its memory key) starting in a city. */
function hallSource<Row>(memoryKey: string, hall: HallCall<Row>, favourites: HallCall<Row>, cityId: number): ListSource<Row, HallFilter> {
  return { queryKey: unitedQueries.list(memoryKey), fetch: hallFetch(hall, favourites), initialFilter: { cityId } };
}

/** The route loader's start of a hall's first page, in the city chosen in the top bar (the settings store). */
export function prefetchHall<Row>(memoryKey: string, hall: HallCall<Row>, favourites: HallCall<Row>): void {
  prefetchList(hallSource(memoryKey, hall, favourites, useSettings.getState().region.region_id));
}

export function useHallTable<Row>(memoryKey: string, hall: HallCall<Row>, favourites: HallCall<Row>, rowKey: (row: Row) => number): HallTable<Row> {
  const region = useSettings((state) => state.region);
  const fetch = useMemo(() => hallFetch(hall, favourites), [favourites, hall]);
  const table = useTable<Row, HallFilter>({ ...hallSource(memoryKey, hall, favourites, region.region_id), fetch, memoryKey, rowKey });
  const { patchFilter, setFilter, filter } = table;
  const shownCity = filter.cityId;
  useEffect(() => {
    if (shownCity !== region.region_id) patchFilter({ cityId: region.region_id });
  }, [patchFilter, region.region_id, shownCity]);

  const narrowed = Boolean(filter.keyword?.trim() || filter.serviceType || filter.companyId || filter.favOnly);
  const clear = useCallback(() => setFilter({ cityId: region.region_id }), [region.region_id, setFilter]);
  return { table, narrowed, clear, cityName: region.region_name };
}

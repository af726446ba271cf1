/**
 * useTable: the one list machinery of the product (STYLE rule 8). It keeps the filter, paging,
 * sorting and selection of a server-side list, asks the server for the page in force and shows
 * only the latest answer.
 *
 * - A filter change goes back to page 1 and clears the selection; the keyword (any key listed
 *   in `debounceKeys`) applies ~300 ms after typing stops, or at once with `applyFilter()`.
 * - The rows are a query of the one cache (api/queryClient) under `queryKey` + the request body:
 *   a write invalidates the family's prefix (`<family>Queries.all`) and every list of it shown
 *   asks again quietly; a route loader can prefetch the first page (`prefetchList`).
 * - A new query cancels the request still running for the old one (the signal passed to `fetch`);
 *   a cancelled request is never an error and its late answer never lands.
 * - Kept-alive pages: a tab shown again asks nothing unless its rows are older than `staleMs`
 *   (60 s); then it asks quietly (the rows stay on screen, no spinner).
 * - Pages that left the live set (KeepAliveOutlet keeps only the last few mounted): the filter
 *   (as typed and as applied), paging, sorting and selection are kept in the page's memory under
 *   `memoryKey`, the rows in the cache; they come back as they were when the page mounts again.
 * - Errors are shown in place (`error.message`, `error.retry`): send the request `silent`.
 *
 * Filter fields should be optional: blank values ('', [], null, undefined) are not sent.
 *
 * @example
 *   const table = useTable<Aunt, AuntFilter>({
 *     memoryKey: 'aunts',
 *     queryKey: auntQueries.list('all'),
 *     fetch: (query, signal) => getAunts({ ...query, scope: 'all' }, { signal, silent: true }),
 *     initialFilter: {},
 *     rowKey: (aunt) => aunt.auntId,
 *   });
 *   <Input value={table.filter.keyword} onChange={(e) => table.patchFilter({ keyword: e.target.value })} onPressEnter={table.applyFilter} />
 *   <DataTable table={table} columns={columns} settings={settings} />
 */
import { hashKey, keepPreviousData, useQuery, type QueryKey } from '@tanstack/react-query';
import { useCallback, useEffect, useMemo, useReducer, useRef, useState, type Key } from 'react';
import { queryClient } from '@/api/queryClient';
import type { ListResult } from '@/api/types';
import { DEFAULT_PAGE_SIZE, STALE_AFTER_MS } from './listPaging';
import { usePageMemory, useRemember } from './pageMemory';
import { withLoadText } from './useQueryData';
import { initialTableState, queryOf, sameFilter, tableReducer, type SortOrder, type TableQuery, type TableSelection, type TableState } from './tableState';

export type { SortOrder, TableQuery, TableSelection } from './tableState';

export { DEFAULT_PAGE_SIZE, PAGE_SIZE_OPTIONS, STALE_AFTER_MS } from './listPaging';
export const KEYWORD_DEBOUNCE_MS = 300;

export type TableFetch<Row, Filter> = (query: TableQuery & Filter, signal: AbortSignal) => Promise<ListResult<Row>>;

/** What identifies a list's rows in the cache, and what loads them: shared by the list and a route loader that prefetches its first page. */
export interface ListSource<Row, Filter extends object> {
  /** The list's prefix under its family (`[...<family>Queries.all, 'list', name]`): one per fetch. */
  queryKey: QueryKey;
  /** Loads one page; must pass `signal` on to the request. */
  fetch: TableFetch<Row, Filter>;
  initialFilter: Filter;
  initialSort?: { field: string; order: SortOrder };
}

export interface UseTableOptions<Row, Filter extends object> extends ListSource<Row, Filter> {
  /**
   * The list's name in its page's memory (hooks/pageMemory): its state comes back when the page
   * mounts again after it left the live set. Unique within a page; false for a list that starts
   * afresh every time it mounts (a picker in a dialog).
   */
  memoryKey: string | false;
  rowKey: (row: Row) => Key;
  /** Filter keys applied after typing stops (default: keyword). */
  debounceKeys?: readonly string[];
  debounceMs?: number;
  staleMs?: number;
}

export interface TableController<Row, Filter extends object> {
  rows: Row[];
  /** Rows matching the filter across all pages. */
  total: number;
  /** A request for the query in force is running (not for a quiet refetch). */
  loading: boolean;
  error: { message: string; retry: () => void } | null;
  /** The filter as typed (bind the inputs to it). */
  filter: Filter;
  /** The filter of the rows shown. */
  appliedFilter: Filter;
  /** The filter in force differs from the initial one (the empty state offers to clear it). */
  isFiltered: boolean;
  /** The body of the list call in force (paging, sorting, compacted filter): export uses it. */
  query: TableQuery & Filter;
  page: number;
  pageSize: number;
  sortField?: string;
  sortOrder?: SortOrder;
  /** When the rows shown were loaded (epoch ms), null before the first answer. */
  loadedAt: number | null;
  /**
   * The summary the answer of the rows shown carried (a list call's envelope `summary`: tab counts,
   * totals), undefined without one; kept with the rows in the page's memory. The page types it.
   */
  summary: unknown;
  rowKey: (row: Row) => Key;
  fetch: TableFetch<Row, Filter>;
  setFilter: (filter: Filter) => void;
  patchFilter: (patch: Partial<Filter>) => void;
  resetFilter: () => void;
  /** Applies the typed keyword now (Enter in the keyword field). */
  applyFilter: () => void;
  setPage: (page: number, pageSize?: number) => void;
  setSort: (field?: string, order?: SortOrder) => void;
  /** Asks the server again for the query in force and everything else of the list's family (after a write, or to retry). */
  refresh: () => void;
  selection: TableSelection<Row>;
  setSelection: (keys: Key[], rows: Row[]) => void;
  clearSelection: () => void;
  /** Changes one shown row in place (e.g. after an inline edit answered the new record). */
  updateRow: (key: Key, update: (row: Row) => Row) => void;
}

/** The cache key of one page of a list. */
const pageKey = (prefix: QueryKey, query: object): QueryKey => [...prefix, query];

/** First pages a route loader asked for a list opening afresh, not yet taken by the list. */
const prefetched = new Set<string>();

/**
 * A route loader's prefetch of a list's first page (initial filter, sort and page size) for a page
 * opening afresh: sent while the page's code loads and renders (one request: the list takes it
 * instead of asking again; one already travelling is joined). It never waits: the page shows its
 * frame at once.
 */
export function prefetchList<Row, Filter extends object>(source: ListSource<Row, Filter>): void {
  const query = queryOf(initialTableState<Row, Filter>(source.initialFilter, DEFAULT_PAGE_SIZE, source.initialSort).request) as TableQuery & Filter;
  const queryKey = pageKey(source.queryKey, query);
  prefetched.add(hashKey(queryKey));
  void queryClient.prefetchQuery({ queryKey, queryFn: withLoadText((signal) => source.fetch(query, signal)), staleTime: 0 });
}

export function useTable<Row, Filter extends object>(options: UseTableOptions<Row, Filter>): TableController<Row, Filter> {
  const { initialFilter, rowKey, initialSort, debounceMs = KEYWORD_DEBOUNCE_MS, staleMs = STALE_AFTER_MS } = options;
  const debounceKeys = options.debounceKeys ?? DEFAULT_DEBOUNCE_KEYS;
  const memory = usePageMemory();
  const [saved] = useState(() => (options.memoryKey === false ? undefined : memory?.read<TableState<Row, Filter>>(options.memoryKey)));
  const [state, dispatch] = useReducer(tableReducer<Row, Filter>, saved ?? initialTableState<Row, Filter>(initialFilter, DEFAULT_PAGE_SIZE, initialSort));
  useRemember(memory, options.memoryKey, state);
  const timer = useRef<ReturnType<typeof setTimeout> | null>(null);
  const [initial] = useState(initialFilter);

  const { request } = state;
  const query = useMemo(() => queryOf(request) as TableQuery & Filter, [request]);
  const { fetch } = options;
  const queryKey = pageKey(options.queryKey, query);
  const hash = hashKey(queryKey);
  // The key whose rows this list showed last: only they follow the stale rule (a tab shown again
  // asks when they are older than staleMs); any other key, the first one of a list opened afresh
  // included, is asked at once, cached rows shown meanwhile. Rows restored with the tab's state, or
  // the first page its route loader just asked for, count as shown.
  const [firstShown] = useState(() => (saved || prefetched.has(hash) ? hash : null));
  const shown = useRef(firstShown);
  const answer = useQuery<ListResult<Row>>(
    {
      queryKey,
      queryFn: withLoadText((signal) => fetch(query, signal)),
      staleTime: (cached) => (cached.queryHash === shown.current ? staleMs : 0),
      placeholderData: keepPreviousData,
    },
    queryClient,
  );
  // Shown once its own answer has landed (a request cancelled by an unmount leaves it unshown).
  const landed = answer.isSuccess && !answer.isPlaceholderData && !answer.isFetching;
  useEffect(() => {
    prefetched.delete(hash);
    if (landed) shown.current = hash;
  }, [hash, landed]);

  useEffect(
    () => () => {
      if (timer.current) clearTimeout(timer.current);
    },
    [],
  );

  const cancelDebounce = useCallback(() => {
    if (timer.current) clearTimeout(timer.current);
    timer.current = null;
  }, []);
  const patchFilter = useCallback(
    (patch: Partial<Filter>) => {
      dispatch({ type: 'patch', patch, debounced: debounceKeys });
      if (Object.keys(patch).some((name) => debounceKeys.includes(name))) {
        cancelDebounce();
        timer.current = setTimeout(() => {
          timer.current = null;
          dispatch({ type: 'apply' });
        }, debounceMs);
      }
    },
    [cancelDebounce, debounceKeys, debounceMs],
  );
  const setFilter = useCallback(
    (filter: Filter) => {
      cancelDebounce();
      dispatch({ type: 'replace', filter });
    },
    [cancelDebounce],
  );
  const resetFilter = useCallback(() => {
    cancelDebounce();
    dispatch({ type: 'replace', filter: initial });
  }, [cancelDebounce, initial]);
  const applyFilter = useCallback(() => {
    cancelDebounce();
    dispatch({ type: 'apply' });
  }, [cancelDebounce]);
  const setPage = useCallback(
    (page: number, pageSize?: number) => dispatch({ type: 'page', page, pageSize: pageSize ?? request.pageSize }),
    [request.pageSize],
  );
  const setSort = useCallback((field?: string, order?: SortOrder) => dispatch({ type: 'sort', field, order }), []);
  // After a write (or the refresh button): the list's whole family is asked again, this list with
  // its spinner, every other screen of the family shown quietly, the hidden ones when shown again.
  const [refreshing, setRefreshing] = useState(false);
  const family = options.queryKey[0];
  const refresh = useCallback(() => {
    setRefreshing(true);
    void queryClient.invalidateQueries({ queryKey: [family] }).finally(() => setRefreshing(false));
  }, [family]);
  const setSelection = useCallback((keys: Key[], rows: Row[]) => dispatch({ type: 'select', selection: { keys, rows } }), []);
  const clearSelection = useCallback(() => dispatch({ type: 'select', selection: { keys: [], rows: [] } }), []);
  const updateRow = useCallback(
    (target: Key, update: (row: Row) => Row) =>
      queryClient.setQueryData<ListResult<Row>>(queryKey, (current) =>
        current ? { ...current, list: current.list.map((row) => (rowKey(row) === target ? update(row) : row)) } : current,
      ),
    // eslint-disable-next-line react-hooks/exhaustive-deps -- the key is `hash`
    [hash, rowKey],
  );

  const failed = answer.isError && !answer.isFetching;
  const data = failed ? undefined : answer.data;
  return {
    rows: data?.list ?? NO_ROWS,
    total: data?.total ?? 0,
    loading: answer.isPending || answer.isPlaceholderData || refreshing,
    error: failed ? { message: answer.error.message, retry: refresh } : null,
    filter: state.draft,
    appliedFilter: request.filter,
    isFiltered: !sameFilter(request.filter, initial),
    query,
    page: request.page,
    pageSize: request.pageSize,
    sortField: request.sortField,
    sortOrder: request.sortOrder,
    loadedAt: data ? answer.dataUpdatedAt : null,
    summary: data?.summary,
    rowKey,
    fetch,
    setFilter,
    patchFilter,
    resetFilter,
    applyFilter,
    setPage,
    setSort,
    refresh,
    selection: state.selection,
    setSelection,
    clearSelection,
    updateRow,
  };
}

const DEFAULT_DEBOUNCE_KEYS: readonly string[] = ['keyword'];
/** One empty list, so a table without rows gets the same array on every render. */
const NO_ROWS: never[] = [];

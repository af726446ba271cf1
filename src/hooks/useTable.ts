/**
 * useTable: the one list machinery of the product (STYLE rule 8). It keeps the filter, paging,
 * sorting and selection of a server-side list, asks the server for the page in force and shows
 * only the latest answer.
 *
 * - A filter change goes back to page 1 and clears the selection; the keyword (any key listed
 *   in `debounceKeys`) applies ~300 ms after typing stops, or at once with `applyFilter()`.
 * - Every new request cancels the one still running (AbortController, `signal`); a cancelled
 *   request is never an error and its late answer never lands.
 * - Kept-alive pages: effects re-run when a hidden page is shown again. Nothing is fetched
 *   then unless the query changed or the rows are older than `staleMs` (60 s), in which case
 *   they are refetched quietly (the rows stay on screen, no spinner).
 * - Pages that left the live set (KeepAliveOutlet keeps only the last few mounted): the filter
 *   (as typed and as applied), paging, sorting, selection and the rows shown are kept in the
 *   page's memory under `memoryKey` and come back as they were when the page mounts again; the
 *   same 60 s rule then decides whether to refetch.
 * - Errors are shown in place (`error.message`, `error.retry`): send the request `silent`.
 *
 * Filter fields should be optional: blank values ('', [], null, undefined) are not sent.
 *
 * @example
 *   const table = useTable<Aunt, AuntFilter>({
 *     memoryKey: 'aunts',
 *     fetch: (query, signal) => getAunts({ ...query, scope: 'all' }, { signal, silent: true }),
 *     initialFilter: {},
 *     rowKey: (aunt) => aunt.auntId,
 *   });
 *   <Input value={table.filter.keyword} onChange={(e) => table.patchFilter({ keyword: e.target.value })} onPressEnter={table.applyFilter} />
 *   <DataTable table={table} columns={columns} settings={settings} />
 */
import { useCallback, useEffect, useEffectEvent, useMemo, useReducer, useRef, useState, type Key } from 'react';
import type { ListResult } from '@/api/types';
import { DEFAULT_PAGE_SIZE, STALE_AFTER_MS } from './listPaging';
import { isCancelled, loadErrorText } from './loadError';
import { answerOf, useEarlyRequest } from './earlyRequest';
import { usePageMemory, useRemember } from './pageMemory';
import {
  initialTableState,
  queryOf,
  requestKey,
  sameFilter,
  tableReducer,
  type SortOrder,
  type TableQuery,
  type TableSelection,
  type TableState,
} from './tableState';

export type { SortOrder, TableQuery, TableSelection } from './tableState';

export { DEFAULT_PAGE_SIZE, PAGE_SIZE_OPTIONS, STALE_AFTER_MS } from './listPaging';
export const KEYWORD_DEBOUNCE_MS = 300;

export type TableFetch<Row, Filter> = (query: TableQuery & Filter, signal: AbortSignal) => Promise<ListResult<Row>>;

export interface UseTableOptions<Row, Filter extends object> {
  /**
   * The list's name in its page's memory (hooks/pageMemory): its state comes back when the page
   * mounts again after it left the live set. Unique within a page; false for a list that starts
   * afresh every time it mounts (a picker in a dialog).
   */
  memoryKey: string | false;
  /** Loads one page; must pass `signal` on to the request. */
  fetch: TableFetch<Row, Filter>;
  initialFilter: Filter;
  rowKey: (row: Row) => Key;
  initialSort?: { field: string; order: SortOrder };
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
  /** Asks the server again for the query in force (after a row action, or to retry). */
  refresh: () => void;
  selection: TableSelection<Row>;
  setSelection: (keys: Key[], rows: Row[]) => void;
  clearSelection: () => void;
  /** Changes one shown row in place (e.g. after an inline edit answered the new record). */
  updateRow: (key: Key, update: (row: Row) => Row) => void;
}

interface Outcome<Row> {
  key: string;
  rows: Row[];
  total: number;
  /** The envelope's summary of the answer, when the call sends one. */
  summary?: unknown;
  error: string | null;
}

/** What a list keeps in its page's memory. */
interface TableMemory<Row, Filter> {
  state: TableState<Row, Filter>;
  /** The rows shown (a failure is not kept: it is asked again). */
  outcome: Outcome<Row> | null;
  loadedAt: number | null;
}

export function useTable<Row, Filter extends object>(options: UseTableOptions<Row, Filter>): TableController<Row, Filter> {
  const { initialFilter, rowKey, initialSort, debounceMs = KEYWORD_DEBOUNCE_MS, staleMs = STALE_AFTER_MS } = options;
  const debounceKeys = options.debounceKeys ?? DEFAULT_DEBOUNCE_KEYS;
  const memory = usePageMemory();
  const [saved] = useState(() => (options.memoryKey === false ? undefined : memory?.read<TableMemory<Row, Filter>>(options.memoryKey)));
  const [initialState] = useState(() => saved?.state ?? initialTableState<Row, Filter>(initialFilter, DEFAULT_PAGE_SIZE, initialSort));
  const [state, dispatch] = useReducer(tableReducer<Row, Filter>, initialState);
  // The first page is asked for while the page renders (the effect below takes it over); not
  // for rows that came back from the page's memory.
  const early = useEarlyRequest<ListResult<Row>>(options.fetch, () =>
    saved?.outcome
      ? null
      : { key: requestKey(initialState.request), send: (signal) => options.fetch(queryOf(initialState.request) as TableQuery & Filter, signal) },
  );
  const [outcome, setOutcome] = useState<Outcome<Row> | null>(saved?.outcome ?? null);
  const [loadedAt, setLoadedAt] = useState<number | null>(saved?.loadedAt ?? null);
  /** The last answer that landed: what it answered and when (read by the effect only). */
  const landed = useRef<{ key: string; at: number; ok: boolean } | null>(
    saved?.outcome && saved.loadedAt !== null ? { key: saved.outcome.key, at: saved.loadedAt, ok: true } : null,
  );
  const remembered = useMemo<TableMemory<Row, Filter>>(() => ({ state, outcome: outcome?.error ? null : outcome, loadedAt }), [state, outcome, loadedAt]);
  useRemember(memory, options.memoryKey, remembered);
  const timer = useRef<ReturnType<typeof setTimeout> | null>(null);
  const [initial] = useState(initialFilter);

  const { request } = state;
  const key = useMemo(() => requestKey(request), [request]);
  const query = useMemo(() => queryOf(request) as TableQuery & Filter, [request]);
  const load = useEffectEvent((body: TableQuery & Filter, signal: AbortSignal) => options.fetch(body, signal));

  useEffect(() => {
    const last = landed.current;
    if (last && last.key === key && last.ok && Date.now() - last.at < staleMs) return;
    const controller = answerOf(
      early.take(key),
      (signal) => load(query, signal),
      (result) => {
        const at = Date.now();
        landed.current = { key, at, ok: true };
        setOutcome({ key, rows: result.list, total: result.total, summary: result.summary, error: null });
        setLoadedAt(at);
      },
      (error: unknown) => {
        if (isCancelled(error)) return;
        landed.current = { key, at: Date.now(), ok: false };
        setOutcome({ key, rows: [], total: 0, error: loadErrorText(error) });
      },
    );
    return () => early.release(controller);
  }, [early, key, query, staleMs]);

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
  const refresh = useCallback(() => dispatch({ type: 'reload' }), []);
  const setSelection = useCallback((keys: Key[], rows: Row[]) => dispatch({ type: 'select', selection: { keys, rows } }), []);
  const clearSelection = useCallback(() => dispatch({ type: 'select', selection: { keys: [], rows: [] } }), []);
  const updateRow = useCallback(
    (target: Key, update: (row: Row) => Row) =>
      setOutcome((current) => current && { ...current, rows: current.rows.map((row) => (rowKey(row) === target ? update(row) : row)) }),
    [rowKey],
  );

  const current = outcome?.key === key ? outcome : null;
  const error = current?.error ? { message: current.error, retry: refresh } : null;
  return {
    rows: outcome && !outcome.error ? outcome.rows : NO_ROWS,
    total: outcome?.error ? 0 : (outcome?.total ?? 0),
    loading: !current,
    error,
    filter: state.draft,
    appliedFilter: request.filter,
    isFiltered: !sameFilter(request.filter, initial),
    query,
    page: request.page,
    pageSize: request.pageSize,
    sortField: request.sortField,
    sortOrder: request.sortOrder,
    loadedAt,
    summary: outcome && !outcome.error ? outcome.summary : undefined,
    rowKey,
    fetch: options.fetch,
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

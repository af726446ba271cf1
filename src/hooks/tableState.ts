/**
 * The state of a list (useTable) as one pure reducer: the filter being typed (draft), the
 * request in force (applied filter, paging, sorting) and the row selection.
 * Rules kept here so they hold whoever dispatches:
 * - applying a filter that differs from the one in force goes back to page 1 and clears the
 *   selection; applying an equal filter changes nothing (no refetch);
 * - a change of page size or sort order goes back to page 1 (the selection stays);
 * - keys listed as debounced (the keyword) only change the draft; `apply` makes them count.
 */
import type { Key } from 'react';

export type SortOrder = 'asc' | 'desc';

/** Paging and sorting sent with every list call (merged with the filter). */
export interface TableQuery {
  /** 1-based. */
  page: number;
  pageSize: number;
  sortField?: string;
  sortOrder?: SortOrder;
}

export interface TableRequest<Filter> {
  filter: Filter;
  page: number;
  pageSize: number;
  sortField?: string;
  sortOrder?: SortOrder;
}

export interface TableSelection<Row> {
  keys: Key[];
  /** The selected rows, also those selected on other pages. */
  rows: Row[];
}

export interface TableState<Row, Filter> {
  draft: Filter;
  request: TableRequest<Filter>;
  selection: TableSelection<Row>;
}

export type TableAction<Row, Filter> =
  | { type: 'patch'; patch: Partial<Filter>; debounced: readonly string[] }
  | { type: 'replace'; filter: Filter }
  | { type: 'apply' }
  | { type: 'page'; page: number; pageSize: number }
  | { type: 'sort'; field?: string; order?: SortOrder }
  | { type: 'select'; selection: TableSelection<Row> };

const EMPTY_SELECTION: TableSelection<never> = { keys: [], rows: [] };

function isBlank(value: unknown): boolean {
  return value === undefined || value === null || (typeof value === 'string' && value.trim() === '') || (Array.isArray(value) && value.length === 0);
}

/**
 * The filter as sent to the server: no empty values (undefined, null, '' or blank text, []),
 * text trimmed. Keys are kept in the filter's own order.
 */
export function compactFilter<Filter extends object>(filter: Filter): Partial<Filter> {
  const out: Record<string, unknown> = {};
  for (const [key, value] of Object.entries(filter)) {
    if (isBlank(value)) continue;
    out[key] = typeof value === 'string' ? value.trim() : value;
  }
  return out as Partial<Filter>;
}

/** JSON with object keys sorted: equal values give equal text whatever the key order. */
export function stableKey(value: unknown): string {
  return JSON.stringify(value, (_key, inner: unknown) =>
    inner && typeof inner === 'object' && !Array.isArray(inner)
      ? Object.fromEntries(Object.entries(inner as Record<string, unknown>).sort(([a], [b]) => (a < b ? -1 : a > b ? 1 : 0)))
      : inner,
  );
}

export function sameFilter<Filter extends object>(a: Filter, b: Filter): boolean {
  return stableKey(compactFilter(a)) === stableKey(compactFilter(b));
}

/** The body of the list call for a request: paging, sorting, then the compacted filter. */
export function queryOf<Filter extends object>(request: TableRequest<Filter>): TableQuery & Partial<Filter> {
  const query: TableQuery = { page: request.page, pageSize: request.pageSize };
  if (request.sortField && request.sortOrder) {
    query.sortField = request.sortField;
    query.sortOrder = request.sortOrder;
  }
  return { ...query, ...compactFilter(request.filter) };
}

export function initialTableState<Row, Filter extends object>(
  filter: Filter,
  pageSize: number,
  sort?: { field: string; order: SortOrder },
): TableState<Row, Filter> {
  return {
    draft: filter,
    request: { filter, page: 1, pageSize, sortField: sort?.field, sortOrder: sort?.order },
    selection: EMPTY_SELECTION,
  };
}

function applyDraft<Row, Filter extends object>(state: TableState<Row, Filter>, draft: Filter): TableState<Row, Filter> {
  if (sameFilter(draft, state.request.filter)) return draft === state.draft ? state : { ...state, draft };
  return { draft, request: { ...state.request, filter: draft, page: 1 }, selection: EMPTY_SELECTION };
}

export function tableReducer<Row, Filter extends object>(state: TableState<Row, Filter>, action: TableAction<Row, Filter>): TableState<Row, Filter> {
  switch (action.type) {
    case 'patch': {
      const draft = { ...state.draft, ...action.patch };
      const immediate = Object.keys(action.patch).some((key) => !action.debounced.includes(key));
      return immediate ? applyDraft(state, draft) : { ...state, draft };
    }
    case 'replace':
      return applyDraft(state, action.filter);
    case 'apply':
      return applyDraft(state, state.draft);
    case 'page': {
      const pageSize = action.pageSize;
      const page = pageSize !== state.request.pageSize ? 1 : Math.max(1, action.page);
      if (page === state.request.page && pageSize === state.request.pageSize) return state;
      return { ...state, request: { ...state.request, page, pageSize } };
    }
    case 'sort': {
      const field = action.order ? action.field : undefined;
      const order = field ? action.order : undefined;
      if (field === state.request.sortField && order === state.request.sortOrder) return state;
      return { ...state, request: { ...state.request, sortField: field, sortOrder: order, page: 1 } };
    }
    case 'select':
      return { ...state, selection: action.selection };
  }
}

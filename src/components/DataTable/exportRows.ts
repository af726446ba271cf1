/**
 * Export of a list: every page of the query in force (not only the one shown), fetched 200 rows
 * at a time, turned into a sheet of the visible columns (their localised titles as the header,
 * `exportValue` per cell, formula-safe). Pure apart from the fetch it is given.
 */
import type { TableFetch, TableQuery } from '@/hooks/useTable';
import { maskPersonal } from '@/domain/personalData';
import { safeCell } from './formulaSafety';
import type { DataColumn, ExportValue } from './types';

export const EXPORT_PAGE_SIZE = 200;
/** At most this many rows in one file (50 requests of 200). */
export const EXPORT_MAX_ROWS = 10_000;

export interface ExportProgress {
  done: number;
  total: number;
}

export interface FetchAllResult<Row> {
  rows: Row[];
  /** Rows matching the query on the server. */
  total: number;
  /** More rows matched than EXPORT_MAX_ROWS. */
  truncated: boolean;
}

/** Fetches page after page of `query` until every row (up to `maxRows`) is in; `signal` stops it. */
export async function fetchAllRows<Row, Filter>(
  fetch: TableFetch<Row, Filter>,
  query: TableQuery & Filter,
  options: { signal: AbortSignal; onProgress?: (progress: ExportProgress) => void; maxRows?: number; pageSize?: number },
): Promise<FetchAllResult<Row>> {
  const maxRows = options.maxRows ?? EXPORT_MAX_ROWS;
  const pageSize = options.pageSize ?? EXPORT_PAGE_SIZE;
  const rows: Row[] = [];
  let total = 0;
  for (let page = 1; page <= Math.ceil(maxRows / pageSize); page += 1) {
    const result = await fetch({ ...query, page, pageSize }, options.signal);
    total = result.total;
    rows.push(...result.list);
    options.onProgress?.({ done: Math.min(rows.length, maxRows), total: Math.min(total, maxRows) });
    if (result.list.length < pageSize || rows.length >= Math.min(total, maxRows)) break;
  }
  return { rows: rows.slice(0, maxRows), total, truncated: total > maxRows };
}

export type SheetCell = string | number | null;

export interface SheetData {
  /** A line above the header (the company's watermark: who exported and when), when there is one. */
  caption?: string;
  /** Header texts, one per exported column. */
  header: string[];
  /** Width of each column in characters. */
  widths: number[];
  rows: SheetCell[][];
}

/** Approximate pixels per character of a spreadsheet column. */
const PX_PER_CHAR = 7;

/** A personal column's full value for a row, when the server gave it (/privacy/export); otherwise the cell is masked. */
export type FullValueOf<Row> = (row: Row, column: DataColumn<Row>) => string | undefined;

/** A cell's export value, masked in a personal-data column unless its full value was given. */
function exportedValue<Row>(column: DataColumn<Row>, row: Row, full?: FullValueOf<Row>): ExportValue {
  const value = column.exportValue?.(row);
  if (!column.personal || value === null || value === undefined) return value;
  return full?.(row, column) ?? maskPersonal(column.personal, String(value));
}

/** The exported columns that hold personal data (their keys are the record's field names). */
export const personalColumns = <Row>(columns: readonly DataColumn<Row>[]): DataColumn<Row>[] =>
  columns.filter((column) => column.exportValue && column.personal);

/** The sheet of `rows` for the exported columns (those with exportValue), formula-safe. */
export function buildSheet<Row>(columns: readonly DataColumn<Row>[], rows: readonly Row[], full?: FullValueOf<Row>): SheetData {
  const exported = columns.filter((column) => column.exportValue);
  return {
    header: exported.map((column) => column.title),
    widths: exported.map((column) => Math.max(6, Math.round(column.width / PX_PER_CHAR))),
    rows: rows.map((row) => exported.map((column) => safeCell(exportedValue(column, row, full)))),
  };
}

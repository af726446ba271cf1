/**
 * Sending an import: the valid rows in batches (≤ IMPORT_BATCH_ROWS rows and about 600 kB a call)
 * through the bulk call of ours; a server without it (404: ApiError `unavailable`) gets the
 * spec's add call row by row instead, with the same outcome. Cancelling stops between batches
 * (or rows): what was sent is kept, nothing is half-written.
 */
import { addAunt } from '@/api/aunt';
import { createEmployer } from '@/api/employer';
import { isApiError } from '@/api/errors';
import { importAunts, importEmployers, type ImportRowResult } from '@/api/imports';
import { IMPORT_BATCH_ROWS, toInput, type ImportKind, type ImportRow } from '@/domain/importRules';

const BATCH_BYTES = 600_000;

export interface ImportProgress {
  done: number;
  total: number;
}

interface RunOptions {
  onProgress: (progress: ImportProgress) => void;
  /** Checked between batches: true stops the import there. */
  cancelled: () => boolean;
}

/** The rows cut into batches by count and size. */
export function batchesOf(rows: readonly ImportRow[]): ImportRow[][] {
  const batches: ImportRow[][] = [];
  let batch: ImportRow[] = [];
  let bytes = 0;
  for (const row of rows) {
    const size = JSON.stringify(row).length * 3;
    if (batch.length === IMPORT_BATCH_ROWS || (batch.length > 0 && bytes + size > BATCH_BYTES)) {
      batches.push(batch);
      batch = [];
      bytes = 0;
    }
    batch.push(row);
    bytes += size;
  }
  if (batch.length > 0) batches.push(batch);
  return batches;
}

const BULK = { aunt: importAunts, employer: importEmployers } as const;
const SINGLE = {
  aunt: (row: ImportRow) => addAunt(toInput('aunt', row) as never, { silent: true }),
  employer: (row: ImportRow) => createEmployer(toInput('employer', row) as never, { silent: true }),
} as const;

async function oneByOne(kind: ImportKind, rows: readonly ImportRow[]): Promise<ImportRowResult[]> {
  const results: ImportRowResult[] = [];
  for (const row of rows) {
    try {
      await SINGLE[kind](row);
      results.push({ accepted: true, problems: [] });
    } catch (error) {
      if (!isApiError(error) || error.kind !== 'business') throw error;
      results.push({ accepted: false, problems: [{ reason: 'refused', field: error.fields[0] ?? '', message: error.serverMessage ?? error.message }] });
    }
  }
  return results;
}

/** Sends the rows; answers one result per row sent (fewer than the rows when cancelled). */
export async function runImport(kind: ImportKind, rows: readonly ImportRow[], { onProgress, cancelled }: RunOptions): Promise<ImportRowResult[]> {
  const results: ImportRowResult[] = [];
  let bulk = true;
  onProgress({ done: 0, total: rows.length });
  for (const batch of batchesOf(rows)) {
    if (cancelled()) break;
    if (bulk) {
      try {
        results.push(...(await BULK[kind]({ rows: batch as Record<string, string>[] }, { silent: true })).results);
      } catch (error) {
        if (!isApiError(error) || error.kind !== 'unavailable') throw error;
        bulk = false;
      }
    }
    if (!bulk) {
      // Row by row in small steps so a cancel stops soon.
      for (let start = 0; start < batch.length && !cancelled(); start += 20) {
        results.push(...(await oneByOne(kind, batch.slice(start, start + 20))));
        onProgress({ done: results.length, total: rows.length });
      }
    }
    onProgress({ done: results.length, total: rows.length });
  }
  return results;
}

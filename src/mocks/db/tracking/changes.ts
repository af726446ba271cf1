/** Turning what the tracker noted into journal batches, and replaying a batch on a plain database. */
import { hasPendingChanges, jsonCopy, trackerOf, type Tracker } from './tracker';

/** One table's changes: first the structural ones (removed old indices, appended rows, or a full replacement), then rows set in place at their final index. */
export interface TableChange {
  table: string;
  /** Indices (ascending) of the rows before this batch that are gone. */
  removed?: number[];
  /** Rows added at the end. */
  appended?: unknown[];
  /** The whole table (when rows were reordered or inserted in the middle). */
  replace?: unknown[];
  /** [index in the final table, the row] for rows changed in place. */
  rows?: Array<[number, unknown]>;
}

export interface ChangeBatch {
  /** Root values other than tables (counters, version) as they now are. */
  root?: Record<string, unknown>;
  tables: TableChange[];
}

function rowsOf(db: Record<string, unknown>, tracker: Tracker, table: string): unknown[] {
  const value = db[table];
  if (!Array.isArray(value)) return [];
  return (tracker.targetOf.get(value) as unknown[] | undefined) ?? value;
}

/** How a table went from `before` to `after`: old rows kept in order and new rows only at the end, or not. */
function structuralChange(before: readonly unknown[], after: readonly unknown[]): { removed: number[]; appendedFrom: number } | null {
  const oldIndex = new Map<unknown, number>();
  before.forEach((row, index) => oldIndex.set(row, index));
  const kept = new Set<number>();
  let last = -1;
  let appendedFrom = after.length;
  for (let index = 0; index < after.length; index += 1) {
    const old = oldIndex.get(after[index]);
    if (old === undefined) {
      if (appendedFrom === after.length) appendedFrom = index;
      continue;
    }
    if (appendedFrom !== after.length || old <= last) return null;
    last = old;
    kept.add(old);
  }
  const removed: number[] = [];
  for (let index = 0; index < before.length; index += 1) if (!kept.has(index)) removed.push(index);
  return { removed, appendedFrom };
}

const serialise = (row: unknown): unknown => jsonCopy(row);

/** The changes since the last take (null when nothing changed), as plain JSON data; clears them. */
export function takeChanges(db: object): ChangeBatch | null {
  const tracker = trackerOf(db);
  if (!hasPendingChanges(db)) return null;
  const record = db as Record<string, unknown>;
  const batch: ChangeBatch = { tables: [] };
  if (tracker.rootChanged.size > 0) {
    batch.root = {};
    for (const key of tracker.rootChanged) if (key in record) batch.root[key] = jsonCopy(record[key]);
  }
  const dirtyByTable = new Map<string, object[]>();
  for (const row of tracker.dirtyRows) {
    const table = tracker.tableOf.get(row);
    if (table === undefined) continue;
    const list = dirtyByTable.get(table) ?? [];
    list.push(row);
    dirtyByTable.set(table, list);
  }
  const tables = new Set([...tracker.before.keys(), ...dirtyByTable.keys()]);
  for (const table of tables) {
    const rows = rowsOf(record, tracker, table);
    const change: TableChange = { table };
    const before = tracker.before.get(table);
    let skip = new Set<unknown>();
    if (before) {
      const shape = structuralChange(before, rows);
      if (!shape) {
        change.replace = rows.map(serialise);
        batch.tables.push(change);
        continue;
      }
      if (shape.removed.length > 0) change.removed = shape.removed;
      const appended = rows.slice(shape.appendedFrom);
      if (appended.length > 0) change.appended = appended.map(serialise);
      skip = new Set(appended);
    }
    const dirty = (dirtyByTable.get(table) ?? []).filter((row) => !skip.has(row));
    if (dirty.length > 0) {
      const indexOf = new Map<unknown, number>();
      rows.forEach((row, index) => indexOf.set(row, index));
      const set: Array<[number, unknown]> = [];
      for (const row of dirty) {
        const index = indexOf.get(row);
        if (index !== undefined) set.push([index, serialise(row)]);
      }
      set.sort((a, b) => a[0] - b[0]);
      if (set.length > 0) change.rows = set;
    }
    if (change.removed || change.appended || change.rows) batch.tables.push(change);
  }
  tracker.before.clear();
  tracker.dirtyRows.clear();
  tracker.rootChanged.clear();
  if (!batch.root && batch.tables.length === 0) return null;
  return batch;
}

/** Replays a batch on a plain database (the snapshot being rebuilt from the journal). */
export function applyChanges(db: Record<string, unknown>, batch: ChangeBatch): void {
  for (const [key, value] of Object.entries(batch.root ?? {})) db[key] = value;
  for (const change of batch.tables) {
    if (change.replace) {
      db[change.table] = change.replace;
      continue;
    }
    const current = db[change.table];
    let rows: unknown[] = Array.isArray(current) ? current : [];
    if (change.removed && change.removed.length > 0) {
      const removed = new Set(change.removed);
      rows = rows.filter((_row, index) => !removed.has(index));
    }
    if (change.appended) rows = rows.concat(change.appended);
    for (const [index, row] of change.rows ?? []) {
      if (index < 0 || index >= rows.length) throw new Error(`journal: row ${index} of ${change.table} does not exist`);
      rows[index] = row;
    }
    db[change.table] = rows;
  }
}

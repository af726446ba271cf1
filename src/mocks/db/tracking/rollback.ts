/** Savepoint and rollback of a tracked database (tests reset to the seed by rolling back). */
import { adopt, isObject, trackerOf } from './tracker';

/** Starts keeping what every piece was before its first write from now on (tests roll back to it). */
export function savepoint(db: object): void {
  trackerOf(db).savepoint = { rows: new Map(), tables: new Map(), root: new Map() };
}

export function hasSavepoint(db: object): boolean {
  return trackerOf(db).savepoint !== null;
}

/**
 * Puts the database back as it was at the savepoint, in place (tables and rows keep their
 * identity), in time proportional to what was written; the savepoint stays for the next round.
 */
export function rollback(db: object): void {
  const tracker = trackerOf(db);
  const savepoint = tracker.savepoint;
  if (!savepoint) throw new Error('rollback without a savepoint');
  tracker.savepoint = null; // the restoring writes below are not to be kept
  for (const [table, { table: proxy, rows }] of savepoint.tables) {
    const target = (isObject(proxy) ? tracker.targetOf.get(proxy) : undefined) as unknown[] | undefined;
    if (!target) continue;
    target.length = 0;
    for (const row of rows) {
      target.push(row);
      if (isObject(row)) tracker.tableOf.set(row, table);
    }
    tracker.root[table] = proxy;
  }
  for (const [row, json] of savepoint.rows) {
    const target = tracker.targetOf.get(row) as Record<string, unknown>;
    for (const key of Object.keys(target)) delete target[key];
    const value = JSON.parse(json) as Record<string, unknown>;
    for (const key of Object.keys(value)) target[key] = adopt(tracker, value[key], row);
  }
  for (const [key, json] of savepoint.root) tracker.root[key] = adopt(tracker, JSON.parse(json), `root:${key}`);
  tracker.before.clear();
  tracker.dirtyRows.clear();
  tracker.rootChanged.clear();
  tracker.touched = false;
  savepoint.rows.clear();
  savepoint.tables.clear();
  savepoint.root.clear();
  tracker.savepoint = savepoint;
}

/**
 * What the data upgrade's steps share: the context the server hands them (blob store, keys, log)
 * and small helpers that read a table or take the next id of the raw JSON, which is not yet a MockDb.
 */
export interface MigrationContext {
  /** Stores an uploaded file's bytes under its key (the blob store of the server being started). */
  putBlob(key: string, bytes: Uint8Array): void;
  randomKey(): string;
  log(message: string): void;
}

export type Raw = Record<string, unknown>;
export type Step = (db: Raw, context: MigrationContext) => void;

export const rows = (db: Raw, table: string): Raw[] => (Array.isArray(db[table]) ? (db[table] as Raw[]) : []);

export const counterOf = (db: Raw): Raw => {
  const counters = (typeof db.counters === 'object' && db.counters !== null ? db.counters : {}) as Raw;
  db.counters = counters;
  return counters;
};
export const nextIdOf = (db: Raw, table: string, key: string): number => {
  const counters = counterOf(db);
  const highest = Math.max(0, Number(counters[table] ?? 0), ...rows(db, table).map((row) => Number(row[key]) || 0));
  counters[table] = highest + 1;
  return highest + 1;
};

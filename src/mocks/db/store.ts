/**
 * The one live database of the mock backend, shared by every handler.
 * - getDb() seeds on first use; resetDb() reseeds (tests call it before each test);
 * - snapshot()/restore() turn the whole state into JSON and back (the standalone server's
 *   persistence); a snapshot of another schema version is refused so the caller can reseed.
 */
import { COUNTED_TABLES, DB_VERSION, TABLE_NAMES, allocateId, type CountedTable, type MockDb } from './schema';
import { createSeededDb } from './seed';

/**
 * Marker string that only exists in mock code. The build test greps the production bundle
 * for it to prove the mock is not shipped; the kit sends it as a response header so it is
 * never tree-shaken out of a bundle that does include the mock.
 */
export const MOCK_BACKEND_MARKER = 'mock-backend-7f3a';

let current: MockDb | null = null;

export function getDb(): MockDb {
  if (!current) current = createSeededDb();
  return current;
}

/** Throws the current state away and reseeds. */
export function resetDb(): void {
  current = createSeededDb();
}

/** Next id of a table in the live database. */
export function nextId(table: CountedTable): number {
  return allocateId(getDb(), table);
}

interface SnapshotFile extends MockDb {
  marker: typeof MOCK_BACKEND_MARKER;
}

export function snapshot(): string {
  const file: SnapshotFile = { marker: MOCK_BACKEND_MARKER, ...getDb() };
  return JSON.stringify(file);
}

function isRecord(value: unknown): value is Record<string, unknown> {
  return typeof value === 'object' && value !== null && !Array.isArray(value);
}

/** Replaces the live state with a snapshot; throws (state untouched) when it does not fit. */
export function restore(json: string): void {
  const parsed: unknown = JSON.parse(json);
  if (!isRecord(parsed)) throw new Error('mock snapshot: not an object');
  if (parsed.marker !== MOCK_BACKEND_MARKER) throw new Error('mock snapshot: not a mock database file');
  if (parsed.version !== DB_VERSION) throw new Error(`mock snapshot: version ${String(parsed.version)}, expected ${DB_VERSION}`);
  for (const name of TABLE_NAMES) {
    if (!Array.isArray(parsed[name])) throw new Error(`mock snapshot: table ${name} is missing`);
  }
  const counters = parsed.counters;
  if (!isRecord(counters) || COUNTED_TABLES.some((name) => typeof counters[name] !== 'number')) {
    throw new Error('mock snapshot: id counters are missing');
  }
  const { marker: _marker, ...db } = parsed;
  // Shape checked table by table above; row contents are trusted (we wrote them).
  current = db as unknown as MockDb;
}

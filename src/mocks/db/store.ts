/**
 * The one live database of the mock backend, shared by every handler.
 * - getDb() seeds on first use; resetDb() reseeds (tests call it before each test); the seed is
 *   made by src/mocks/seed (it plays the rules, a layer above), which hands its maker in (provideSeed);
 * - the live database is change-tracked (tracking.ts): the standalone server journals what each
 *   request changed, and a reseed is skipped when nothing was written since the last one;
 * - snapshot()/restore() turn the whole state into JSON and back; restore() refuses a snapshot of
 *   another schema version or one that does not match the schema, and leaves the state untouched.
 */
import { COUNTED_TABLES, DB_VERSION, TABLE_NAMES, allocateId, type CountedTable, type MockDb } from './schema';
import { hasSavepoint, rawView, rollback, savepoint, track, wasTouched } from './tracking';
import { checkDb } from './checkDb';
import { blobStore, clearBlobs } from './blobs';
import { putSeedMedia } from './seedMedia';

/**
 * Marker string that only exists in mock code. The build test greps the production bundle
 * for it to prove the mock is not shipped; the kit sends it as a response header so it is
 * never tree-shaken out of a bundle that does include the mock.
 */
export const MOCK_BACKEND_MARKER = 'mock-backend-7f3a';

let current: MockDb | null = null;
/** True while the live database is an untouched copy of the seed. */
let currentIsSeed = false;
/** The seed as JSON, made once per process: parsing it is ten times faster than seeding again. */
let seedJson: string | null = null;

/** What makes the seeded database: set by src/mocks/seed when it loads. */
let makeSeed: (() => MockDb) | null = null;

export function provideSeed(make: () => MockDb): void {
  if (make === makeSeed) return;
  makeSeed = make;
  seedJson = null;
}

/** A fresh, untracked copy of the seeded database. */
export function seededDb(): MockDb {
  if (!makeSeed) throw new Error('[mock] no seed: import src/mocks/seed (the handlers do) before using the database');
  seedJson ??= JSON.stringify(makeSeed());
  return JSON.parse(seedJson) as MockDb;
}

/** Makes `db` (a plain seed) the live database, tracked with a savepoint: a reset rolls it back instead of seeding again. */
export function installSeed(db: MockDb): void {
  current = track(db);
  savepoint(current);
  currentIsSeed = true;
}

function freshSeed(): MockDb {
  installSeed(seededDb());
  putSeedMedia((key, bytes) => blobStore().put(key, bytes));
  return current!;
}

/**
 * When the live database is a seed installed by installSeed (not a loaded file), puts it back as
 * it was seeded, in time proportional to what was written since, and answers true.
 */
export function rollBackToSeed(): boolean {
  if (!current || !currentIsSeed || !hasSavepoint(current)) return false;
  if (wasTouched(current)) rollback(current);
  return true;
}

export function getDb(): MockDb {
  current ??= freshSeed();
  return current;
}

/**
 * Back to the seed: the writes since the last reset are rolled back (tests call this before each
 * test, so it costs what the test wrote, not a reseed); a database that was loaded or restored is
 * replaced by a fresh seed.
 */
export function resetDb(): void {
  if (!rollBackToSeed()) freshSeed();
  clearBlobs();
  // The seed's files (pictures and voice clips of the aunt threads) have bytes again.
  putSeedMedia((key, bytes) => blobStore().put(key, bytes));
}

/** Makes a plain database (loaded from a file) the live one. */
export function installDb(db: MockDb): void {
  current = track(db);
  currentIsSeed = false;
}

/** Next id of a table in the live database. */
export function nextId(table: CountedTable): number {
  return allocateId(getDb(), table);
}

export interface SnapshotFile extends MockDb {
  marker: typeof MOCK_BACKEND_MARKER;
  /** The last journal batch this snapshot contains (0: none). */
  seq: number;
}

/** The whole state as the JSON of a snapshot file. */
export function snapshot(db: MockDb = getDb(), seq = 0): string {
  // The plain rows of a tracked database: three times faster than through its Proxies.
  const file = { marker: MOCK_BACKEND_MARKER, seq, ...rawView(db) } as SnapshotFile;
  return JSON.stringify(file);
}

function isRecord(value: unknown): value is Record<string, unknown> {
  return typeof value === 'object' && value !== null && !Array.isArray(value);
}

/** The JSON object of a snapshot file (marker checked); throws with the reason when it is not one. */
export function readSnapshotObject(json: string): Record<string, unknown> {
  if (json.trim() === '') throw new Error('the file is empty');
  let parsed: unknown;
  try {
    parsed = JSON.parse(json);
  } catch (error) {
    throw new Error(`it is not valid JSON (${error instanceof Error ? error.message : String(error)})`, { cause: error });
  }
  if (!isRecord(parsed)) throw new Error('it is not a JSON object');
  if (parsed.marker !== MOCK_BACKEND_MARKER) throw new Error('it is not a mock database file');
  return parsed;
}

/** A snapshot object of the current version as a database; throws with the first thing that does not fit its schema. */
export function toDb(parsed: Record<string, unknown>): { db: MockDb; seq: number } {
  if (parsed.version !== DB_VERSION) throw new Error(`it was written for data version ${String(parsed.version)}, this mock reads version ${DB_VERSION}`);
  const seq = parsed.seq ?? 0;
  if (typeof seq !== 'number' || !Number.isSafeInteger(seq) || seq < 0) throw new Error('its journal position (seq) is not valid');
  for (const name of TABLE_NAMES) {
    if (!Array.isArray(parsed[name])) throw new Error(`table ${name} is missing`);
  }
  const counters = parsed.counters;
  if (!isRecord(counters) || COUNTED_TABLES.some((name) => typeof counters[name] !== 'number')) throw new Error('its id counters are missing');
  const { marker: _marker, seq: _seq, ...db } = parsed;
  const problem = checkDb(db);
  if (problem) throw new Error(`it does not match the schema: ${problem}`);
  return { db: db as unknown as MockDb, seq };
}

/** Parses and checks snapshot JSON; throws with the reason when it does not fit. Nothing is installed. */
export function parseSnapshot(json: string): { db: MockDb; seq: number } {
  return toDb(readSnapshotObject(json));
}

/** Replaces the live state with a snapshot; throws (state untouched) when it does not fit. */
export function restore(json: string): void {
  installDb(parseSnapshot(json).db);
}

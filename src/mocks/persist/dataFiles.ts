/**
 * The files of one mock database, all beside MOCK_DATA_FILE (default .mock-data/db.json):
 *
 *   db.json                     the snapshot (JSON; `seq` = the last journal entry it contains)
 *   db.json.journal             entries appended since the snapshot, fsynced before each answer
 *   db.json.journal.compacting  the previous journal while it is folded into a new snapshot
 *   db.json.files/<key>         uploaded bytes
 *   db.json.lock                pid of the server using them
 *
 * readData() turns them back into a database: snapshot, then every journal entry after its seq
 * in order, then the upgrade steps of an older data version, then the schema check. It never
 * writes; anything that does not load throws with a reason a person can act on.
 */
import { existsSync, readFileSync } from 'node:fs';
import { DB_VERSION, readSnapshotObject, toDb, type MockDb } from '../db';
import { applyChanges } from '../db/tracking';
import { parseJournal } from './journal';
import { migrate, type MigrationContext } from './migrate';
import path from 'node:path';

export interface DataPaths {
  snapshot: string;
  journal: string;
  compacting: string;
  blobs: string;
  lock: string;
}

export function dataPaths(snapshotFile: string): DataPaths {
  return {
    snapshot: snapshotFile,
    journal: `${snapshotFile}.journal`,
    compacting: `${snapshotFile}.journal.compacting`,
    blobs: `${snapshotFile}.files`,
    lock: `${snapshotFile}.lock`,
  };
}

export interface LoadedData {
  db: MockDb;
  /** The last journal entry applied (or the snapshot's own seq). */
  seq: number;
  /** Journal entries replayed on top of the snapshot. */
  replayed: number;
  /** A last journal line cut short by a crash was left out. */
  tornTail: boolean;
  /** The data was upgraded from an older version. */
  migrated: boolean;
}

function readIfExists(file: string): string | null {
  try {
    return readFileSync(file, 'utf8');
  } catch (error) {
    if ((error as NodeJS.ErrnoException).code === 'ENOENT') return null;
    throw new Error(`${path.basename(file)} cannot be read (${(error as Error).message})`, { cause: error });
  }
}

/**
 * The database in `paths`, or null when there is none yet (no snapshot and no journal).
 * `journals` are read in order after the snapshot (default: the compacting one, then the live one).
 */
export function readData(paths: DataPaths, migration: MigrationContext | null, journals: readonly string[] = [paths.compacting, paths.journal]): LoadedData | null {
  const snapshotText = readIfExists(paths.snapshot);
  const journalTexts = journals.map((file) => ({ file, text: readIfExists(file) })).filter((item): item is { file: string; text: string } => item.text !== null);
  if (snapshotText === null) {
    if (journalTexts.some((item) => item.text !== '')) throw new Error(`${path.basename(paths.snapshot)} is missing, but its journal is there`);
    return null;
  }
  const raw = readSnapshotObject(snapshotText);
  let seq = typeof raw.seq === 'number' ? raw.seq : 0;
  let replayed = 0;
  let tornTail = false;
  journalTexts.forEach(({ file, text }, index) => {
    const name = path.basename(file);
    const parsed = parseJournal(text, name);
    // Only the newest journal can end in a write cut short; in an older one that is damage.
    if (parsed.tornTail && index < journalTexts.length - 1) throw new Error(`${name} ends in the middle of an entry`);
    tornTail ||= parsed.tornTail;
    for (const entry of parsed.entries) {
      if (entry.seq <= seq) continue;
      if (entry.seq !== seq + 1) throw new Error(`${name} skips from entry ${seq} to ${entry.seq}`);
      try {
        applyChanges(raw, entry.batch);
      } catch (error) {
        throw new Error(`${name} entry ${entry.seq} does not apply (${(error as Error).message})`, { cause: error });
      }
      seq = entry.seq;
      replayed += 1;
    }
  });
  const migrated = raw.version !== DB_VERSION;
  if (migrated) {
    if (!migration) throw new Error(`it was written for data version ${String(raw.version)}, this mock reads version ${DB_VERSION}`);
    migrate(raw, DB_VERSION, migration);
  }
  const { db } = toDb(raw);
  return { db, seq, replayed, tornTail, migrated };
}

export function anyDataExists(paths: DataPaths): boolean {
  return [paths.snapshot, paths.journal, paths.compacting, paths.blobs].some((file) => existsSync(file));
}

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
 * writes. A journal line that is damaged (not an entry, out of sequence, or not applicable) ends
 * the replay there: what came before it is kept, and that line and everything after it are
 * named in `setAside` for the caller to move beside the data. Anything else that does not load
 * throws with a reason a person can act on.
 */
import { existsSync, readFileSync } from 'node:fs';
import { DB_VERSION, readSnapshotObject, toDb, type MockDb } from '../db';
import { applyChanges } from '../db/tracking';
import { parseJournal, type JournalEntry, type JournalPlace } from './journal';
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
  /**
   * Journal content left out because of a damaged line, in order: the damaged file from that line
   * on, then every later journal file whole. Empty when every line loaded.
   */
  setAside: SetAside[];
}

/** Journal content not loaded: `file` from byte `offset` (line `line`) to its end. */
export interface SetAside extends JournalPlace {
  file: string;
  /** The bytes left out. */
  bytes: Buffer;
  /** Lines in them (a last one without its newline counted). */
  lines: number;
  /** Why (set on the damaged line's file only). */
  reason: string | null;
}

function readIfExists(file: string): Buffer | null {
  try {
    return readFileSync(file);
  } catch (error) {
    if ((error as NodeJS.ErrnoException).code === 'ENOENT') return null;
    throw new Error(`${path.basename(file)} cannot be read (${(error as Error).message})`, { cause: error });
  }
}

/** A journal entry with where it stands: which file (index into the journals read), which line. */
interface Placed extends JournalPlace {
  entry: JournalEntry;
  journal: number;
}

/** The first journal line that cannot be replayed, and why. */
interface Cut extends JournalPlace {
  journal: number;
  reason: string;
}

const countLines = (bytes: Buffer): number => {
  let lines = 0;
  for (let at = bytes.indexOf(0x0a); at >= 0; at = bytes.indexOf(0x0a, at + 1)) lines += 1;
  return bytes.length > 0 && bytes[bytes.length - 1] !== 0x0a ? lines + 1 : lines;
};

/**
 * The journals' entries to replay after `seq`, in order, and the first line that ends the replay
 * (damaged, cut short in a journal that is not the newest, or out of sequence), if any.
 */
function replayPlan(journals: Array<{ file: string; bytes: Buffer }>, seq: number): { entries: Placed[]; cut: Cut | null; tornTail: boolean } {
  const entries: Placed[] = [];
  let next = seq;
  for (const [journal, { file, bytes }] of journals.entries()) {
    const name = path.basename(file);
    const parsed = parseJournal(bytes);
    for (const { entry, line, offset } of parsed.entries) {
      if (entry.seq <= next) continue;
      if (entry.seq !== next + 1)
        return { entries, cut: { journal, line, offset, reason: `${name} line ${line} skips from entry ${next} to ${entry.seq}` }, tornTail: false };
      entries.push({ entry, line, offset, journal });
      next = entry.seq;
    }
    if (parsed.damage)
      return { entries, cut: { journal, ...parsed.damage, reason: `${name} line ${parsed.damage.line} ${parsed.damage.reason}` }, tornTail: false };
    // Only the newest journal can end in a write cut short; in an older one that is damage.
    if (parsed.tornTail && journal < journals.length - 1) {
      return { entries, cut: { journal, ...parsed.tornTail, reason: `${name} line ${parsed.tornTail.line} ends in the middle of an entry` }, tornTail: false };
    }
    if (parsed.tornTail) return { entries, cut: null, tornTail: true };
  }
  return { entries, cut: null, tornTail: false };
}

/**
 * The database in `paths`, or null when there is none yet (no snapshot and no journal).
 * `journals` are read in order after the snapshot (default: the compacting one, then the live one).
 */
export function readData(
  paths: DataPaths,
  migration: MigrationContext | null,
  journals: readonly string[] = [paths.compacting, paths.journal],
): LoadedData | null {
  const snapshotBytes = readIfExists(paths.snapshot);
  const journalFiles = journals
    .map((file) => ({ file, bytes: readIfExists(file) }))
    .filter((item): item is { file: string; bytes: Buffer } => item.bytes !== null);
  if (snapshotBytes === null) {
    if (journalFiles.some((item) => item.bytes.length > 0)) throw new Error(`${path.basename(paths.snapshot)} is missing, but its journal is there`);
    return null;
  }
  const snapshotText = snapshotBytes.toString('utf8');
  let raw = readSnapshotObject(snapshotText);
  const snapshotSeq = typeof raw.seq === 'number' ? raw.seq : 0;
  const plan = replayPlan(journalFiles, snapshotSeq);
  let { cut } = plan;
  let replayed = 0;
  for (const { entry, line, offset, journal } of plan.entries) {
    try {
      applyChanges(raw, entry.batch);
    } catch (error) {
      // A batch may stop half applied: start again from the snapshot, up to the entry before it.
      cut = {
        journal,
        line,
        offset,
        reason: `${path.basename(journalFiles[journal]!.file)} line ${line} (entry ${entry.seq}) does not apply (${(error as Error).message})`,
      };
      raw = readSnapshotObject(snapshotText);
      for (const earlier of plan.entries.slice(0, replayed)) applyChanges(raw, earlier.entry.batch);
      break;
    }
    replayed += 1;
  }
  const seq = replayed > 0 ? plan.entries[replayed - 1]!.entry.seq : snapshotSeq;
  const setAside: SetAside[] = [];
  if (cut) {
    for (const [journal, { file, bytes }] of journalFiles.entries()) {
      if (journal < cut.journal) continue;
      const from = journal === cut.journal ? cut : { line: 1, offset: 0 };
      const left = bytes.subarray(from.offset);
      if (left.length > 0) setAside.push({ file, ...from, bytes: left, lines: countLines(left), reason: journal === cut.journal ? cut.reason : null });
    }
  }
  const migrated = raw.version !== DB_VERSION;
  if (migrated) {
    if (!migration) throw new Error(`it was written for data version ${String(raw.version)}, this mock reads version ${DB_VERSION}`);
    migrate(raw, DB_VERSION, migration);
  }
  const { db } = toDb(raw);
  return { db, seq, replayed, tornTail: plan.tornTail && !cut, migrated, setAside };
}

export function anyDataExists(paths: DataPaths): boolean {
  return [paths.snapshot, paths.journal, paths.compacting, paths.blobs].some((file) => existsSync(file));
}

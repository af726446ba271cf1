/**
 * The standalone server's durable database: loads the data files at start (dataFiles.ts), then
 * makes every change durable before the request that made it is answered.
 *
 * - `commit(since)` after each request: whatever the tracker saw written since `since` is taken
 *   as one journal entry and appended with fsync (group commit across concurrent requests);
 *   the promise resolves once it is on disk and rejects when it could not be saved. After such a
 *   failure the store refuses everything (`failure`), so nothing is answered as saved that a
 *   restart would not have.
 * - the journal is folded into a new snapshot by a worker thread when it passes
 *   COMPACT_AT_BYTES, and at every start; the event loop never serialises the whole database.
 * - a data file that does not load is never overwritten: it is moved, untouched, into a dated
 *   folder beside it, the server says so, and starts from a fresh seed. A damaged journal line
 *   costs only what comes after it: the snapshot and the entries before it load, and that line
 *   and the rest are moved to a dated file beside the journal (db.json.journal.damaged-<date-time>).
 */
import { existsSync, mkdirSync, renameSync, rmSync } from 'node:fs';
import { rm } from 'node:fs/promises';
import path from 'node:path';
import { Worker } from 'node:worker_threads';
import { getDb, installDb, installSeed, rollBackToSeed, seededDb, snapshot, type MockDb } from '../db';
import { setBlobStore } from '../db/blobs';
import { putSeedMedia } from '../db/seedMedia';
import { takeChanges, writeCount } from '../db/tracking';
import { randomFileKey } from '../rules/files';
import { atomicWriteFileSync, syncDirectory } from './atomic';
import { anyDataExists, dataPaths, readData, type DataPaths } from './dataFiles';
import { diskBlobStore, type DiskBlobStore } from './diskBlobs';
import { Journal, type OpenFile } from './journal';
import { acquireLock } from './lock';

/** Fold the journal into the snapshot once it is this large. */
export const COMPACT_AT_BYTES = 8 * 1024 * 1024;
/** Refuse write calls once snapshot + journal pass this (far below what one JSON string can hold). */
export const MAX_DATA_BYTES = 256 * 1024 * 1024;

export type Log = (message: string) => void;

export interface DataStoreOptions {
  log?: Log;
  /** Fold the journal into the snapshot past this size (default COMPACT_AT_BYTES). */
  compactAtBytes?: number;
  /** For tests: how the journal file is opened (one that fails to write). */
  openFile?: OpenFile;
  /**
   * For tests: the database a new data file (and a reset) starts from; default the demo seed.
   * The store's mechanics do not depend on the data's size, and the demo seed is 12 MB of JSON.
   */
  seed?: () => MockDb;
}

/** A dated name, not taken yet, for data moved aside from `file`, e.g. db.json.damaged-2026-11-23T20-15-03. */
function damagedName(file: string): string {
  const stamp = new Date().toISOString().slice(0, 19).replace(/:/g, '-');
  let name = `${file}.damaged-${stamp}`;
  for (let n = 2; existsSync(name); n += 1) name = `${file}.damaged-${stamp}-${n}`;
  return name;
}

/** Moves every data file into a dated folder beside them; answers the folder. */
function moveAside(paths: DataPaths): string {
  const dir = damagedName(paths.snapshot);
  mkdirSync(dir, { recursive: true });
  for (const file of [paths.snapshot, paths.journal, paths.compacting, paths.blobs]) {
    if (existsSync(file)) renameSync(file, path.join(dir, path.basename(file)));
  }
  syncDirectory(path.dirname(paths.snapshot));
  return dir;
}

/** Writes a snapshot of `db` (containing journal entries up to `seq`) and drops the journal files it replaces. */
function writeSnapshot(paths: DataPaths, db: MockDb, seq: number): number {
  const text = snapshot(db, seq);
  atomicWriteFileSync(paths.snapshot, text);
  rmSync(paths.compacting, { force: true });
  rmSync(paths.journal, { force: true });
  syncDirectory(path.dirname(paths.snapshot));
  return Buffer.byteLength(text);
}

/**
 * The database the data files hold (journal folded into a fresh snapshot, orphan uploads swept),
 * or a fresh seed when there are none; files that do not load are moved aside first.
 */
function loadOrSeed(
  paths: DataPaths,
  snapshotFile: string,
  log: Log,
  seed: () => MockDb,
): { db: MockDb; seq: number; snapshotBytes: number; blobs: DiskBlobStore } {
  // Before anything is created: is there data (or debris of it) to load?
  const found = anyDataExists(paths);
  let blobs: DiskBlobStore | null = null;
  const blobStoreNow = () => (blobs ??= diskBlobStore(paths.blobs));
  const migration = {
    putBlob: (key: string, bytes: Uint8Array) => blobStoreNow().putNow(key, bytes),
    randomKey: randomFileKey,
    log: (message: string) => log(`mock data: ${message}`),
  };
  let loaded = null;
  try {
    loaded = readData(paths, migration);
  } catch (error) {
    const reason = error instanceof Error ? error.message : String(error);
    const dir = moveAside(paths);
    log(`mock data: ${snapshotFile} could not be loaded: ${reason}.`);
    log(`mock data: it was moved, untouched, to ${dir}; starting from a fresh demo database. (npm run mock:reset reseeds on purpose.)`);
    blobs = null;
  }
  if (loaded) {
    if (loaded.tornTail) log('mock data: left out a last journal entry cut short by a crash (it was never acknowledged)');
    // Written (and synced) before the new snapshot replaces the journals they come from.
    for (const part of loaded.setAside) {
      const aside = damagedName(part.file);
      atomicWriteFileSync(aside, part.bytes);
      const lines = `${part.lines} line${part.lines === 1 ? '' : 's'}`;
      const kept = `${loaded.replayed} journal entr${loaded.replayed === 1 ? 'y' : 'ies'}`;
      if (part.reason)
        log(
          `mock data: ${part.reason}: kept the snapshot and the ${kept} before it; moved that line and the rest of ${path.basename(part.file)} (${lines}) to ${aside}`,
        );
      else log(`mock data: moved ${path.basename(part.file)} (${lines}, after the damaged line) to ${aside}`);
    }
    const snapshotBytes = writeSnapshot(paths, loaded.db, loaded.seq);
    const swept = blobStoreNow().sweep(new Set(loaded.db.files.map((row) => row.key)));
    if (swept > 0) log(`mock data: removed ${swept} uploaded file(s) no record refers to`);
    log(`mock data: loaded ${snapshotFile}${loaded.replayed > 0 ? ` (${loaded.replayed} journal entries replayed)` : ''}`);
    return { db: loaded.db, seq: loaded.seq, snapshotBytes, blobs: blobStoreNow() };
  }
  // No snapshot, yet uploads or a journal are there: keep them aside rather than delete them.
  if (found && anyDataExists(paths)) log(`mock data: moved files found without a snapshot to ${moveAside(paths)}`);
  const db = seed();
  blobStoreNow().clear();
  putSeedMedia((key, bytes) => blobStoreNow().putNow(key, bytes));
  const snapshotBytes = writeSnapshot(paths, db, 0);
  log(`mock data: seeded ${snapshotFile}`);
  return { db, seq: 0, snapshotBytes, blobs: blobStoreNow() };
}

export class DataStore {
  failure: Error | null = null;
  private compaction: Promise<void> | null = null;
  /** The journal position of the snapshot file while it is the seed the last reset wrote (null: loaded or compacted since). */
  private seedSnapshotSeq: number | null = null;

  private constructor(
    readonly paths: DataPaths,
    private journal: Journal,
    private seq: number,
    private snapshotBytes: number,
    private readonly blobs: DiskBlobStore,
    private readonly releaseLock: () => void,
    private readonly log: Log,
    private readonly compactAtBytes: number,
    private readonly seed: () => MockDb,
  ) {}

  /** Loads (or seeds) the database in `snapshotFile` and makes it the live one. */
  static async open(snapshotFile: string, options: DataStoreOptions = {}): Promise<DataStore> {
    const log = options.log ?? console.log;
    const paths = dataPaths(path.resolve(snapshotFile));
    mkdirSync(path.dirname(paths.snapshot), { recursive: true });
    const releaseLock = acquireLock(paths.lock, snapshotFile);
    try {
      const seed = options.seed ?? seededDb;
      const { db, seq, snapshotBytes, blobs } = loadOrSeed(paths, snapshotFile, log, seed);
      setBlobStore(blobs);
      installDb(db);
      const journal = await Journal.open(paths.journal, options.openFile);
      return new DataStore(paths, journal, seq, snapshotBytes, blobs, releaseLock, log, options.compactAtBytes ?? COMPACT_AT_BYTES, seed);
    } catch (error) {
      releaseLock();
      throw error;
    }
  }

  /** Writes the database has seen so far; pass it to commit() after the request. */
  writeCount(): number {
    return writeCount(getDb());
  }

  /** True once snapshot and journal together pass MAX_DATA_BYTES: write calls are refused. */
  isFull(): boolean {
    return this.snapshotBytes + this.journal.bytes > MAX_DATA_BYTES;
  }

  /** Makes every change since `since` durable; rejects (and the store stops) when it cannot. */
  async commit(since: number): Promise<void> {
    if (this.failure) throw this.failure;
    const db = getDb();
    if (writeCount(db) === since) return;
    const batch = takeChanges(db);
    if (batch) {
      this.seq += 1;
      void this.journal.append({ seq: this.seq, batch });
    }
    try {
      await this.journal.settled();
    } catch (error) {
      this.failure ??= new Error(`could not save to ${this.paths.journal}: ${error instanceof Error ? error.message : String(error)}`);
      this.log(`mock data: ${this.failure.message}. Every request is refused from now on; restart the server (the last saved state loads).`);
      throw this.failure;
    }
    if (this.journal.bytes > this.compactAtBytes && !this.compaction) {
      this.compaction = this.compact()
        .catch((error: unknown) => this.log(`mock data: compaction failed, the journal keeps every change: ${String(error)}`))
        .finally(() => {
          this.compaction = null;
        });
    }
  }

  /** Folds the journal into a new snapshot in a worker thread. */
  private async compact(): Promise<void> {
    this.seedSnapshotSeq = null;
    if (!existsSync(this.paths.compacting)) await this.journal.rotate(this.paths.compacting);
    this.snapshotBytes = await runCompactionWorker(this.paths);
    await rm(this.paths.compacting, { force: true });
  }

  /**
   * Reseeds: a fresh seed replaces the snapshot, the journal and the uploads. After the first
   * reset the snapshot on disk is that seed, so the next ones (the real-browser tests reset before
   * each test) roll the live database back to it and empty the journal: what the tests wrote is
   * undone in memory, and the 12 MB seed is neither parsed nor written again.
   */
  async reset(): Promise<void> {
    if (this.failure) throw this.failure;
    await this.journal.settled();
    await this.compaction;
    rmSync(this.paths.compacting, { force: true });
    if (this.seedSnapshotSeq !== null && rollBackToSeed()) {
      this.seq = this.seedSnapshotSeq;
    } else {
      const db = this.seed();
      const text = snapshot(db, this.seq);
      atomicWriteFileSync(this.paths.snapshot, text);
      installSeed(db);
      this.seedSnapshotSeq = this.seq;
      this.snapshotBytes = Buffer.byteLength(text);
    }
    await this.journal.truncate();
    this.blobs.clear();
    putSeedMedia((key, bytes) => this.blobs.putNow(key, bytes));
  }

  /** Waits for pending writes, then lets the data file go. */
  async close(): Promise<void> {
    await this.compaction;
    await this.journal.close();
    this.releaseLock();
  }
}

/** Runs compactWorker.ts in a worker thread (tsx loads the TypeScript there too); answers the new snapshot's size. */
function runCompactionWorker(paths: DataPaths): Promise<number> {
  const entry = new URL('./compactWorker.ts', import.meta.url).href;
  const source = `import { register } from 'tsx/esm/api'; register(); await import(${JSON.stringify(entry)});`;
  return new Promise((resolve, reject) => {
    const worker = new Worker(source, { eval: true, workerData: paths });
    worker.once('message', (bytes: number) => resolve(bytes));
    worker.once('error', reject);
    worker.once('exit', (code) => {
      if (code !== 0) reject(new Error(`compaction worker exited with code ${code}`));
    });
  });
}

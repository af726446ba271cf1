/**
 * Folds the rotated journal (db.json.journal.compacting) into a new snapshot. Runs in a worker
 * thread of the server (dataStore.ts), so the server's event loop never serialises the whole
 * database; `compactFiles` is exported for tests.
 */
import path from 'node:path';
import { parentPort, workerData } from 'node:worker_threads';
import { snapshot } from '../db';
import { atomicWriteFileSync } from './atomic';
import { readData, type DataPaths } from './dataFiles';

/** Writes snapshot + compacting journal as the new snapshot; answers its size in bytes. */
export function compactFiles(paths: DataPaths): number {
  const loaded = readData(paths, null, [paths.compacting]);
  if (!loaded) throw new Error(`${paths.snapshot} is missing`);
  // The journal the server rotated between two writes folds whole, or not at all: a damaged or
  // cut line is for the next start to set aside.
  const damaged = loaded.setAside.find((part) => part.reason);
  if (damaged) throw new Error(damaged.reason ?? 'a journal line is damaged');
  if (loaded.tornTail) throw new Error(`${path.basename(paths.compacting)} ends in the middle of an entry`);
  const text = snapshot(loaded.db, loaded.seq);
  atomicWriteFileSync(paths.snapshot, text);
  return Buffer.byteLength(text);
}

if (parentPort && workerData) parentPort.postMessage(compactFiles(workerData as DataPaths));

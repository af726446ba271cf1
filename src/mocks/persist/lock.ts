/**
 * One server per data file: the server writes its pid into db.json.lock and removes it when it
 * stops. A second server, or `npm run mock:reset`, on the same file while the first one runs is
 * refused with a message naming it; a lock left by a process that no longer exists is taken over.
 */
import { readFileSync, rmSync, writeFileSync } from 'node:fs';

function isRunning(pid: number): boolean {
  try {
    process.kill(pid, 0);
    return true;
  } catch (error) {
    return (error as NodeJS.ErrnoException).code === 'EPERM';
  }
}

export class DataFileInUse extends Error {}

/** Takes the lock; returns the function that releases it. */
export function acquireLock(lockFile: string, dataFile: string): () => void {
  try {
    writeFileSync(lockFile, String(process.pid), { flag: 'wx', mode: 0o600 });
  } catch (error) {
    if ((error as NodeJS.ErrnoException).code !== 'EEXIST') throw error;
    const holder = Number(readFileSync(lockFile, 'utf8').trim());
    if (Number.isInteger(holder) && holder > 0 && holder !== process.pid && isRunning(holder)) {
      throw new DataFileInUse(`${dataFile} is in use by another mock server (pid ${holder}); stop that one first (or set MOCK_DATA_FILE to another file)`);
    }
    writeFileSync(lockFile, String(process.pid), { mode: 0o600 });
  }
  return () => {
    try {
      if (readFileSync(lockFile, 'utf8').trim() === String(process.pid)) rmSync(lockFile, { force: true });
    } catch {
      // Already gone.
    }
  };
}

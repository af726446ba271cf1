/**
 * Persistence of the standalone mock server (Node only; never imported by msw/node or a
 * browser bundle). The whole database, uploaded file bytes included (base64 in the `files`
 * table), is one JSON snapshot written atomically: temp file in the same directory, fsync,
 * rename over the old file. A crash mid-write leaves either the old or the new file, never half.
 */
import { closeSync, fsyncSync, mkdirSync, openSync, readFileSync, renameSync, rmSync, writeSync } from 'node:fs';
import path from 'node:path';
import { restore, snapshot } from './db';

export function atomicWriteFileSync(file: string, data: string): void {
  const dir = path.dirname(file);
  mkdirSync(dir, { recursive: true });
  const suffix = `${process.pid}.${Date.now()}.${Math.random().toString(36).slice(2, 8)}`;
  const temp = path.join(dir, `.${path.basename(file)}.${suffix}.tmp`);
  const bytes = Buffer.from(data, 'utf8');
  let fd: number | null = openSync(temp, 'w', 0o600);
  try {
    let written = 0;
    while (written < bytes.length) written += writeSync(fd, bytes, written, bytes.length - written);
    fsyncSync(fd);
    closeSync(fd);
    fd = null;
    renameSync(temp, file);
  } catch (error) {
    if (fd !== null) closeSync(fd);
    rmSync(temp, { force: true });
    throw error;
  }
  syncDirectory(dir);
}

/** Makes the rename itself durable where the platform allows fsync on a directory. */
function syncDirectory(dir: string): void {
  try {
    const fd = openSync(dir, 'r');
    try {
      fsyncSync(fd);
    } finally {
      closeSync(fd);
    }
  } catch {
    // Not supported on every platform (e.g. Windows); the rename is still atomic.
  }
}

export type LoadOutcome = { status: 'restored' } | { status: 'missing' } | { status: 'invalid'; reason: string };

/** Loads the state file into the live database; on anything but 'restored' the state is untouched. */
export function loadDbFile(file: string): LoadOutcome {
  let text: string;
  try {
    text = readFileSync(file, 'utf8');
  } catch (error) {
    if ((error as NodeJS.ErrnoException).code === 'ENOENT') return { status: 'missing' };
    return { status: 'invalid', reason: error instanceof Error ? error.message : String(error) };
  }
  try {
    restore(text);
    return { status: 'restored' };
  } catch (error) {
    return { status: 'invalid', reason: error instanceof Error ? error.message : String(error) };
  }
}

export function saveDbFile(file: string): void {
  atomicWriteFileSync(file, snapshot());
}

export interface DebouncedSaver {
  /** Asks for a save; several asks within the delay give one write. */
  schedule(): void;
  /** Writes now if a save is pending (used on shutdown). */
  flush(): void;
}

export function createDebouncedSaver(file: string, delayMs = 100, onError: (error: unknown) => void = console.error): DebouncedSaver {
  let timer: ReturnType<typeof setTimeout> | null = null;
  const write = () => {
    timer = null;
    try {
      saveDbFile(file);
    } catch (error) {
      onError(error);
    }
  };
  return {
    schedule() {
      if (timer === null) timer = setTimeout(write, delayMs);
    },
    flush() {
      if (timer === null) return;
      clearTimeout(timer);
      write();
    },
  };
}

/**
 * Durable file writes of the standalone mock server (Node only; never imported by msw/node
 * handlers or a browser bundle): temp file in the same directory, fsync, rename over the old
 * file, fsync the directory. A crash mid-write leaves the old file or the new one, never half.
 */
import { closeSync, fsyncSync, mkdirSync, openSync, renameSync, rmSync, writeSync } from 'node:fs';
import { mkdir, open, rename, rm } from 'node:fs/promises';
import path from 'node:path';

function tempNameFor(file: string): string {
  const suffix = `${process.pid}.${Date.now()}.${Math.random().toString(36).slice(2, 8)}`;
  return path.join(path.dirname(file), `.${path.basename(file)}.${suffix}.tmp`);
}

/** Makes a rename or unlink in `dir` durable where the platform allows fsync on a directory. */
export function syncDirectory(dir: string): void {
  try {
    const fd = openSync(dir, 'r');
    try {
      fsyncSync(fd);
    } finally {
      closeSync(fd);
    }
  } catch {
    // Not supported everywhere (e.g. Windows); the rename is still atomic.
  }
}

export function atomicWriteFileSync(file: string, data: string | Uint8Array): void {
  mkdirSync(path.dirname(file), { recursive: true });
  const temp = tempNameFor(file);
  const bytes = typeof data === 'string' ? Buffer.from(data, 'utf8') : data;
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
  syncDirectory(path.dirname(file));
}

/** The same without blocking the event loop (uploaded bytes, snapshots written by the compactor). */
export async function atomicWriteFile(file: string, data: string | Uint8Array): Promise<void> {
  await mkdir(path.dirname(file), { recursive: true });
  const temp = tempNameFor(file);
  const handle = await open(temp, 'w', 0o600);
  try {
    await handle.writeFile(data);
    await handle.sync();
  } catch (error) {
    await handle.close();
    await rm(temp, { force: true });
    throw error;
  }
  await handle.close();
  try {
    await rename(temp, file);
  } catch (error) {
    await rm(temp, { force: true });
    throw error;
  }
  syncDirectory(path.dirname(file));
}

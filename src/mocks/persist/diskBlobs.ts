/**
 * Uploaded bytes as files in a directory beside the data file (db.json.files/<key>), written
 * durably before the upload is answered, with a cap on the total so a careless or hostile user
 * cannot fill the disk.
 */
import { mkdirSync, readdirSync, rmSync, statSync } from 'node:fs';
import { readFile } from 'node:fs/promises';
import path from 'node:path';
import type { BlobStore } from '../db/blobs';
import { MOCK_CODES, MockError } from '../core/errors';
import { atomicWriteFileSync, atomicWriteFile } from './atomic';

/** All uploads together may use this much disk. */
export const MAX_BLOB_BYTES = 2 * 1024 ** 3;

const KEY_RE = /^[0-9a-f]{32}$/;

function sizeOf(dir: string): number {
  let total = 0;
  for (const name of readdirSync(dir)) total += statSync(path.join(dir, name)).size;
  return total;
}

export interface DiskBlobStore extends BlobStore {
  /** Synchronous put, for upgrading a data file at startup. */
  putNow(key: string, bytes: Uint8Array): void;
  /** Deletes every blob whose key is not in `keep` (left by a crash between the bytes and their row), and temp files. */
  sweep(keep: ReadonlySet<string>): number;
}

export function diskBlobStore(dir: string, maxBytes = MAX_BLOB_BYTES): DiskBlobStore {
  mkdirSync(dir, { recursive: true });
  let used = sizeOf(dir);
  const fileOf = (key: string) => {
    if (!KEY_RE.test(key)) throw new Error(`not a file key: ${key}`);
    return path.join(dir, key);
  };
  const reserve = (bytes: number) => {
    if (used + bytes > maxBytes) {
      throw new MockError(MOCK_CODES.storageFull, {
        zh: '模拟服务器的上传空间已满，请运行 npm run mock:reset 重置数据',
        en: 'The mock server has no room left for uploads; run npm run mock:reset to start over',
      });
    }
    used += bytes;
  };
  return {
    async put(key, bytes) {
      reserve(bytes.length);
      try {
        await atomicWriteFile(fileOf(key), bytes);
      } catch (error) {
        used -= bytes.length;
        throw error;
      }
    },
    putNow(key, bytes) {
      reserve(bytes.length);
      atomicWriteFileSync(fileOf(key), bytes);
    },
    async get(key) {
      try {
        return new Uint8Array(await readFile(fileOf(key)));
      } catch (error) {
        if ((error as NodeJS.ErrnoException).code === 'ENOENT') return null;
        throw error;
      }
    },
    remove(key) {
      rmSync(fileOf(key), { force: true });
      used = sizeOf(dir);
    },
    clear() {
      rmSync(dir, { recursive: true, force: true });
      mkdirSync(dir, { recursive: true });
      used = 0;
    },
    sweep(keep) {
      let removed = 0;
      for (const name of readdirSync(dir)) {
        if (keep.has(name)) continue;
        rmSync(path.join(dir, name), { force: true });
        removed += 1;
      }
      used = sizeOf(dir);
      return removed;
    },
  };
}

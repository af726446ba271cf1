/**
 * Uploaded files. The bytes are stored base64-encoded in the `files` table, so they are part
 * of every snapshot: the standalone server's JSON file carries them across restarts, and the
 * same code works in a browser worker (no file system there).
 */
import { config } from '@/config';
import { getDb, nextId, type FileRow } from '../db';

/** Where uploaded files are served (GET), under the API base. Not a client endpoint family. */
export const FILE_ROUTE = '/sys/file';

/** Upload cap from the spec: 102400 KB. */
export const MAX_UPLOAD_KB = 102_400;

const CHUNK = 0x8000;

export function bytesToBase64(bytes: Uint8Array): string {
  let binary = '';
  for (let offset = 0; offset < bytes.length; offset += CHUNK) {
    binary += String.fromCharCode(...bytes.subarray(offset, offset + CHUNK));
  }
  return btoa(binary);
}

export function base64ToBytes(base64: string): Uint8Array<ArrayBuffer> {
  const binary = atob(base64);
  const bytes = new Uint8Array(new ArrayBuffer(binary.length));
  for (let i = 0; i < binary.length; i += 1) bytes[i] = binary.charCodeAt(i);
  return bytes;
}

export function fileUrl(fileId: number): string {
  return `${config.apiBase}${FILE_ROUTE}/${fileId}`;
}

export function storeFile(input: { name: string; mime: string; bytes: Uint8Array; userId: number | null }): FileRow {
  const row: FileRow = {
    fileId: nextId('files'),
    name: input.name,
    mime: input.mime,
    size: input.bytes.length,
    base64: bytesToBase64(input.bytes),
    userId: input.userId,
    createdTime: new Date().toISOString(),
  };
  getDb().files.push(row);
  return row;
}

export function findFile(fileId: number): FileRow | undefined {
  return getDb().files.find((row) => row.fileId === fileId);
}

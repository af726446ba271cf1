/**
 * Uploaded files: what may be uploaded (judged by content), where a file is served, who may read
 * it, and the checks on links to files that records store (photos, avatars, logos).
 *
 * A file is addressed by a random key (/sys/file/<key>), never by its sequential id. Only
 * sessions of the uploader's company may read it, with one exception by design: a photo on an
 * aunt's public resume (portrait, work photos of an aunt not deleted) is readable by anyone,
 * because /resume is a public page shared by link. Identity-card photos never are.
 */
import { config } from '@/config';
import { isImageKind, type FileKind } from '@/domain/fileType';
import { getDb, nextId, type FileRow } from '../db';
import { blobStore } from '../db/blobs';
import { insuranceAdMedia } from '../db/seedInsuranceMedia';
import type { MockSession } from './session';
import { invalid, type Msg } from '../core/errors';

/** Where uploaded files are served (GET), under the API base. Not a client endpoint family. */
export const FILE_ROUTE = '/sys/file';

/** Upload cap from the spec: 102400 KB. */
export const MAX_UPLOAD_KB = 102_400;
export const MAX_UPLOAD_BYTES = MAX_UPLOAD_KB * 1024;

const KEY_RE = /^[0-9a-f]{32}$/;

/** 128 random bits as 32 hex digits. */
export function randomFileKey(): string {
  const bytes = new Uint8Array(16);
  globalThis.crypto.getRandomValues(bytes);
  return Array.from(bytes, (byte) => byte.toString(16).padStart(2, '0')).join('');
}

export function fileUrl(key: string): string {
  return `${config.apiBase}${FILE_ROUTE}/${key}`;
}

/** A file name as sent, reduced to a plain name of at most 100 characters. */
function cleanName(name: string): string {
  const base = name.split(/[\\/]/).pop() ?? '';
  // eslint-disable-next-line no-control-regex -- control characters are exactly what is removed
  const plain = base.replace(/[\u0000-\u001f\u007f"]/g, '').trim();
  return (plain || 'file').slice(0, 100);
}

/** Keeps the bytes (durably, before the row exists) and records the file for the session's company. */
export async function storeFile(input: { name: string; kind: FileKind; bytes: Uint8Array; session: MockSession }): Promise<FileRow> {
  const key = randomFileKey();
  await blobStore().put(key, input.bytes);
  const row: FileRow = {
    fileId: nextId('files'),
    key,
    name: cleanName(input.name),
    kind: input.kind,
    size: input.bytes.length,
    companyId: input.session.company.companyId,
    userId: input.session.user.userId,
    createdTime: new Date().toISOString(),
  };
  getDb().files.push(row);
  return row;
}

/** The rows of a file key: the upload, plus a grant for each company it was copied to with an aunt. */
export function filesWithKey(key: string): FileRow[] {
  return KEY_RE.test(key) ? getDb().files.filter((row) => row.key === key) : [];
}

/** A built-in platform file (an insurance product's banner, db/seedInsuranceMedia.ts): a row of company 0 and its bytes; undefined for any other key. */
export function platformFile(key: string): { row: FileRow; bytes: Uint8Array } | undefined {
  const media = insuranceAdMedia().find((item) => item.key === key);
  if (!media) return undefined;
  return {
    row: { fileId: 0, key, name: media.name, kind: media.kind, size: media.bytes.length, companyId: 0, userId: 0, createdTime: new Date(0).toISOString() },
    bytes: media.bytes,
  };
}

/** The file a link points to, when it is one of ours (`/api/sys/file/<key>`) and readable by `companyId`. */
export function fileOfUrl(url: string, companyId: number): FileRow | undefined {
  const prefix = `${config.apiBase}${FILE_ROUTE}/`;
  return url.startsWith(prefix) ? filesWithKey(url.slice(prefix.length)).find((row) => row.companyId === companyId) : undefined;
}

/**
 * Deletes for good the files of a record deleted for good (an aunt's portrait, identity-card and
 * work photos): their rows of that company, and their bytes once no company holds the key (a copy
 * shared to a partner keeps them). Their addresses answer 404 from then on.
 */
export function deleteFilesForGood(companyId: number, fileIds: readonly number[]): void {
  const db = getDb();
  const gone = db.files.filter((row) => row.companyId === companyId && fileIds.includes(row.fileId));
  if (gone.length === 0) return;
  db.files = db.files.filter((row) => !gone.includes(row));
  for (const key of new Set(gone.map((row) => row.key))) if (!db.files.some((row) => row.key === key)) blobStore().remove(key);
}

/** True for a photo shown on the public resume of an aunt who is not deleted. */
export function isPublicResumePhoto(file: FileRow): boolean {
  if (!isImageKind(file.kind)) return false;
  return getDb().aunts.some(
    (aunt) =>
      aunt.isDeleted === 0 &&
      aunt.companyId === file.companyId &&
      (aunt.portrait?.fileId === file.fileId || aunt.workPhotos.some((photo) => photo.fileId === file.fileId)),
  );
}

/** May this session (or a visitor: null) read the file of these rows? */
export function mayReadFile(rows: readonly FileRow[], session: MockSession | null): boolean {
  if (session && rows.some((row) => row.companyId === session.company.companyId)) return true;
  // A platform file (company 0: platformFile) is for every signed-in session.
  if (session && rows.some((row) => row.companyId === 0)) return true;
  return rows.some(isPublicResumePhoto);
}

/** Lets another company read a file (an aunt copied from a partner brings her photos): a row of its own, same bytes. */
export function grantFile(file: FileRow, companyId: number, userId: number): FileRow {
  const row: FileRow = { ...file, fileId: nextId('files'), companyId, userId, createdTime: new Date().toISOString() };
  getDb().files.push(row);
  return row;
}

/**
 * An image a record may link to: an uploaded jpg/png of this company, by file id (photos) or by
 * its address (avatars, logos). Answers the stored file, or undefined when it is not one.
 */
export function companyImage(companyId: number, ref: { fileId: number } | { url: string }): FileRow | undefined {
  const file = 'fileId' in ref ? getDb().files.find((row) => row.fileId === ref.fileId && row.companyId === companyId) : fileOfUrl(ref.url, companyId);
  return file && isImageKind(file.kind) ? file : undefined;
}

/** A link to an image as a record stores it: '' (none), or the address of an image of this company; throws 40001 otherwise. */
export function readImageUrl(raw: string, companyId: number, label: Msg): string {
  if (raw === '') return '';
  const file = companyImage(companyId, { url: raw });
  if (!file) throw invalid({ zh: `${label.zh}必须是本公司上传的 jpg 或 png 图片`, en: `${label.en} must be a jpg or png image uploaded by this company` });
  return fileUrl(file.key);
}

/** The data upgrade 7 -> 8: uploaded bytes out of the snapshot (one step of migrate/index.ts). */
import { UPLOAD_KINDS, sniffFileType } from '@/domain/fileType';
import { config } from '@/config';
import { FILE_ROUTE } from '../../rules/files';
import { rows, type MigrationContext, type Raw } from './shared';

/**
 * 7 -> 8: uploaded bytes leave the snapshot. Each file row's base64 becomes a blob under a random
 * key, its kind is judged by content, and a file of a kind no longer accepted (html, svg, ...) is
 * dropped. Links to files (photos, avatars, logos) move from /sys/file/<id> to /sys/file/<key>.
 */
export function filesOutOfTheSnapshot(db: Raw, context: MigrationContext): void {
  const companyOfUser = new Map(rows(db, 'users').map((user) => [user.userId, user.companyId]));
  const urlOf = new Map<number, string>();
  let dropped = 0;
  const kept: Raw[] = [];
  for (const row of rows(db, 'files')) {
    const bytes = Uint8Array.from(Buffer.from(String(row.base64 ?? ''), 'base64'));
    const kind = sniffFileType(bytes.subarray(0, 16));
    if (!kind || !UPLOAD_KINDS.includes(kind)) {
      dropped += 1;
      continue;
    }
    const key = context.randomKey();
    context.putBlob(key, bytes);
    urlOf.set(Number(row.fileId), `${config.apiBase}${FILE_ROUTE}/${key}`);
    kept.push({
      fileId: row.fileId,
      key,
      name: String(row.name ?? 'file').slice(0, 100),
      kind,
      size: bytes.length,
      companyId: Number(companyOfUser.get(row.userId) ?? 0),
      userId: Number(row.userId ?? 0),
      createdTime: row.createdTime,
    });
  }
  db.files = kept;
  if (dropped > 0) context.log(`dropped ${dropped} uploaded file(s) that are not images, PDFs or voice recordings`);

  const linkedUrl = (value: unknown): string => {
    const match = typeof value === 'string' ? /\/sys\/file\/(\d+)$/.exec(value) : null;
    if (!match) return typeof value === 'string' ? value : '';
    return urlOf.get(Number(match[1])) ?? '';
  };
  const photo = (value: unknown): Raw | null => {
    if (typeof value !== 'object' || value === null) return null;
    const url = urlOf.get(Number((value as Raw).fileId));
    return url ? { fileId: (value as Raw).fileId, filePath: url } : null;
  };
  const photos = (value: unknown): Raw[] => (Array.isArray(value) ? value.map(photo).filter((item): item is Raw => item !== null) : []);
  for (const aunt of rows(db, 'aunts')) {
    aunt.portrait = photo(aunt.portrait);
    aunt.idCardPhotos = photos(aunt.idCardPhotos);
    aunt.workPhotos = photos(aunt.workPhotos);
  }
  for (const user of rows(db, 'users')) user.avatarUrl = linkedUrl(user.avatarUrl);
  for (const employer of rows(db, 'employers')) employer.avatarUrl = linkedUrl(employer.avatarUrl);
  for (const company of rows(db, 'companies')) company.companyLogo = linkedUrl(company.companyLogo);
}

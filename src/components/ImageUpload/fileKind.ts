import { SNIFF_BYTES, sniffFileType, type FileKind } from '@/domain/fileType';

/** What a chosen file is, read from its first SNIFF_BYTES bytes (see domain/fileType.ts). */
export async function readFileKind(file: Blob): Promise<FileKind | null> {
  try {
    return sniffFileType(await file.slice(0, SNIFF_BYTES).arrayBuffer());
  } catch {
    // An unreadable file (gone from disk, no permission) is of no known kind.
    return null;
  }
}

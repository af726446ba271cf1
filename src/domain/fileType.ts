/**
 * What a file is, judged by its first bytes (magic numbers), never by its name or the type a
 * browser declares. Shared by the upload widget (a quick check before sending) and the mock
 * server (the check that counts).
 *
 * @example
 *   sniffFileType(await file.slice(0, SNIFF_BYTES).arrayBuffer()) // 'png' | 'jpg' | ... | null
 */

/** Enough leading bytes to recognise every kind below. */
export const SNIFF_BYTES = 16;

/** The kinds of file the product accepts anywhere. Everything else (html, svg, scripts, executables, ...) is refused. */
export type FileKind = 'jpg' | 'png' | 'pdf' | 'mp3' | 'wav' | 'amr' | 'm4a';

export const IMAGE_KINDS: readonly FileKind[] = ['jpg', 'png'];
export const UPLOAD_KINDS: readonly FileKind[] = ['jpg', 'png', 'pdf', 'mp3', 'wav', 'amr', 'm4a'];

/** The content type a kind is served with. */
export const MIME_OF_KIND: Readonly<Record<FileKind, string>> = {
  jpg: 'image/jpeg',
  png: 'image/png',
  pdf: 'application/pdf',
  mp3: 'audio/mpeg',
  wav: 'audio/wav',
  amr: 'audio/amr',
  m4a: 'audio/mp4',
};

function startsWith(bytes: Uint8Array, signature: readonly number[], offset = 0): boolean {
  if (bytes.length < offset + signature.length) return false;
  return signature.every((value, index) => bytes[offset + index] === value);
}

const ascii = (text: string): number[] => Array.from(text, (char) => char.charCodeAt(0));

/** The kind of a file from its leading bytes, or null when it is none of the accepted kinds. */
export function sniffFileType(input: ArrayBuffer | Uint8Array): FileKind | null {
  const bytes = input instanceof Uint8Array ? input : new Uint8Array(input);
  if (startsWith(bytes, [0xff, 0xd8, 0xff])) return 'jpg';
  if (startsWith(bytes, [0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a])) return 'png';
  if (startsWith(bytes, ascii('%PDF-'))) return 'pdf';
  if (startsWith(bytes, ascii('RIFF')) && startsWith(bytes, ascii('WAVE'), 8)) return 'wav';
  if (startsWith(bytes, ascii('#!AMR'))) return 'amr';
  if (
    startsWith(bytes, ascii('ftyp'), 4) &&
    (startsWith(bytes, ascii('M4A '), 8) || startsWith(bytes, ascii('mp42'), 8) || startsWith(bytes, ascii('isom'), 8))
  )
    return 'm4a';
  if (startsWith(bytes, ascii('ID3'))) return 'mp3';
  // An MPEG audio frame: 11 sync bits, layer III.
  if (bytes.length >= 2 && bytes[0] === 0xff && ((bytes[1] ?? 0) & 0xe6) === 0xe2) return 'mp3';
  return null;
}

export function isImageKind(kind: FileKind | null): kind is 'jpg' | 'png' {
  return kind === 'jpg' || kind === 'png';
}

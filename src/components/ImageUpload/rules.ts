/**
 * The upload widget's rules as pure functions (second document, sections 5 and 9):
 * size cap (default 102400 KB), the optional type list, the output format (jpg or png only,
 * anything else jpg), the default crop (200x200) and the crop's minimum pixel size.
 *
 * A file's type is its content's: the kind `sniffFileType` reads from its first bytes
 * (domain/fileType.ts), never its name or the type the browser declares. So an HTML page
 * renamed photo.png is refused and a real PNG named notes.txt is a PNG.
 */
import { IMAGE_KINDS, MIME_OF_KIND, isImageKind, type FileKind } from '@/domain/fileType';

export interface CropSize {
  width: number;
  height: number;
}

export type OutputFormat = 'jpg' | 'png';

/** Default size cap in KB. */
export const DEFAULT_MAX_SIZE_KB = 102_400;
/** Default crop output in pixels. */
export const DEFAULT_CROP: CropSize = { width: 200, height: 200 };

/** What is wrong with a chosen file, as an i18n key (namespace `upload`) and its values. */
export type FileProblem = { key: 'upload.tooLarge'; values: { limit: number } } | { key: 'upload.formatError'; values?: undefined };

/** True when the file is larger than the cap. */
export function isOverSize(sizeBytes: number, maxSizeKb: number): boolean {
  return sizeBytes > maxSizeKb * 1024;
}

/** The type names a kind answers to: its MIME type, its own name, and for jpg `image/jpg`. */
export function typeNamesOf(kind: FileKind): string[] {
  const names = [MIME_OF_KIND[kind], kind];
  if (kind === 'jpg') names.push('image/jpg');
  return names;
}

/**
 * True when no type list is configured, or when one of the sniffed kind's type names contains
 * one of the entries (case-insensitive; a leading dot of an entry is ignored). So `image/`,
 * `png`, `.png`, `image/png` accept a PNG; `jpeg`, `jpg`, `image/jpeg`, `image/jpg` a JPEG;
 * `pdf` or `application/pdf` a PDF. A file of no known kind fails a configured list.
 */
export function matchesAccept(kind: FileKind | null, accept: readonly string[] | undefined): boolean {
  const entries = (accept ?? []).map((entry) => entry.trim().replace(/^\./, '').toLowerCase()).filter(Boolean);
  if (entries.length === 0) return true;
  if (!kind) return false;
  const names = typeNamesOf(kind);
  return entries.some((entry) => names.some((name) => name.includes(entry)));
}

export interface FileRules {
  maxSizeKb: number;
  /** The configured type list, matched against the sniffed kind. */
  accept?: readonly string[];
  /** An image field (crop mode): only jpg and png. */
  imageOnly?: boolean;
}

/**
 * The first problem of a chosen file whose leading bytes sniffed as `kind` (null: none of the
 * kinds the product accepts, e.g. HTML, SVG, a script, an executable). The type is checked
 * before the size; every type problem is the spec's "file format error".
 */
export function checkFile(file: { size: number }, kind: FileKind | null, rules: FileRules): FileProblem | null {
  if (kind === null || (rules.imageOnly && !isImageKind(kind)) || !matchesAccept(kind, rules.accept)) return { key: 'upload.formatError' };
  if (isOverSize(file.size, rules.maxSizeKb)) return { key: 'upload.tooLarge', values: { limit: rules.maxSizeKb } };
  return null;
}

/** The kinds an image field accepts (jpg, png), as an `accept` attribute for the file picker. */
export const IMAGE_PICKER_ACCEPT = IMAGE_KINDS.map((kind) => MIME_OF_KIND[kind]).join(',');

/** Output format of a crop: png stays png, every other value (jpeg, gif, webp, empty) becomes jpg. */
export function normalizeFormat(format: string | undefined): OutputFormat {
  return format?.trim().toLowerCase() === 'png' ? 'png' : 'jpg';
}

export function formatMime(format: OutputFormat): 'image/png' | 'image/jpeg' {
  return format === 'png' ? 'image/png' : 'image/jpeg';
}

/** The file name with the extension of the output format or kind (`photo.webp` -> `photo.jpg`). */
export function withExtension(name: string, format: OutputFormat | FileKind): string {
  const base = name.replace(/\.[^./\\]*$/, '') || 'image';
  return `${base}.${format}`;
}

/** The crop mode of the `crop` prop: an explicit size, the default size (true), or off. */
export function resolveCrop(crop: CropSize | boolean | undefined): CropSize | null {
  if (crop === true) return DEFAULT_CROP;
  if (!crop) return null;
  const width = Math.round(crop.width);
  const height = Math.round(crop.height);
  return width > 0 && height > 0 ? { width, height } : DEFAULT_CROP;
}

/** An image can be cropped to the target only when it is at least as large in both directions. */
export function meetsMinimumPixels(image: { width: number; height: number }, target: CropSize): boolean {
  return image.width >= target.width && image.height >= target.height;
}

/**
 * The formats of a type list as a person reads them: `['image/png', 'image/jpeg', 'image/jpg']`
 * -> `['PNG', 'JPG']` (an entry like `image/` means the images the widget takes: JPG and PNG).
 */
export function formatNames(accept: readonly string[]): string[] {
  const names = accept.flatMap((entry) => {
    const name = entry.trim().replace(/^\./, '').split('/').pop()?.toUpperCase() ?? '';
    if (name === '') return ['JPG', 'PNG'];
    return [name === 'JPEG' ? 'JPG' : name];
  });
  return [...new Set(names)];
}

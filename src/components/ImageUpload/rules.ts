/**
 * The upload widget's rules as pure functions (second document, sections 5 and 9):
 * size cap (default 102400 KB), the optional type list, the output format (jpg or png only,
 * anything else jpg), the default crop (200x200) and the crop's minimum pixel size.
 */

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

/**
 * True when no type list is configured, or when the file's MIME type contains one of the
 * entries (case-insensitive; a leading dot of an entry is ignored, so `.png` and `png` both
 * accept `image/png`). A file with no type fails a configured list.
 */
export function matchesAccept(fileType: string, accept: readonly string[] | undefined): boolean {
  const entries = (accept ?? []).map((entry) => entry.trim().replace(/^\./, '').toLowerCase()).filter(Boolean);
  if (entries.length === 0) return true;
  const type = fileType.toLowerCase();
  return type !== '' && entries.some((entry) => type.includes(entry));
}

/** The first problem of a chosen file: the type list is checked before the size. */
export function checkFile(file: { size: number; type: string }, rules: { maxSizeKb: number; accept?: readonly string[] }): FileProblem | null {
  if (!matchesAccept(file.type, rules.accept)) return { key: 'upload.formatError' };
  if (isOverSize(file.size, rules.maxSizeKb)) return { key: 'upload.tooLarge', values: { limit: rules.maxSizeKb } };
  return null;
}

/** Output format of a crop: png stays png, every other value (jpeg, gif, webp, empty) becomes jpg. */
export function normalizeFormat(format: string | undefined): OutputFormat {
  return format?.trim().toLowerCase() === 'png' ? 'png' : 'jpg';
}

export function formatMime(format: OutputFormat): 'image/png' | 'image/jpeg' {
  return format === 'png' ? 'image/png' : 'image/jpeg';
}

/** The file name with the extension of the output format (`photo.webp` -> `photo.jpg`). */
export function withExtension(name: string, format: OutputFormat): string {
  const base = name.replace(/\.[^./\\]*$/, '') || 'image';
  return `${base}.${format}`;
}

export function isImageType(type: string): boolean {
  return type.toLowerCase().startsWith('image/');
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

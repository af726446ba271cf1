/** The upload widget's pure rules (size, type, format, crop size) and the cropper's geometry. */
import { describe, expect, it } from 'vitest';
import {
  DEFAULT_CROP,
  DEFAULT_MAX_SIZE_KB,
  IMAGE_PICKER_ACCEPT,
  checkFile,
  formatNames,
  isOverSize,
  matchesAccept,
  meetsMinimumPixels,
  normalizeFormat,
  formatMime,
  resolveCrop,
  typeNamesOf,
  withExtension,
} from '@/components/ImageUpload/rules';
import { readFileKind } from '@/components/ImageUpload/fileKind';
import { MAX_ZOOM_FACTOR, clampOffset, fitBox, initialView, moveBy, scaleAt, scaleRange, sourceRect, zoomTo } from '@/components/ImageUpload/cropGeometry';

describe('size rule', () => {
  it('defaults to 102400 KB and allows exactly the cap', () => {
    expect(DEFAULT_MAX_SIZE_KB).toBe(102400);
    expect(isOverSize(102400 * 1024, DEFAULT_MAX_SIZE_KB)).toBe(false);
    expect(isOverSize(102400 * 1024 + 1, DEFAULT_MAX_SIZE_KB)).toBe(true);
    expect(isOverSize(1025, 1)).toBe(true);
  });

  it('reports the limit in KB', () => {
    expect(checkFile({ size: 2048 }, 'png', { maxSizeKb: 1 })).toEqual({ key: 'upload.tooLarge', values: { limit: 1 } });
    expect(checkFile({ size: 1024 }, 'png', { maxSizeKb: 1 })).toBeNull();
  });
});

describe('type rule (by the kind the content sniffed as)', () => {
  it('accepts every known kind when no list is configured', () => {
    for (const kind of ['jpg', 'png', 'pdf', 'mp3', 'wav', 'amr', 'm4a'] as const) expect(matchesAccept(kind, undefined)).toBe(true);
    expect(matchesAccept('pdf', [])).toBe(true);
    expect(matchesAccept('pdf', ['  '])).toBe(true);
  });

  it("matches an entry contained in the kind's MIME type or name, case-insensitively, with or without a dot", () => {
    expect(matchesAccept('png', ['png'])).toBe(true);
    expect(matchesAccept('png', ['.PNG'])).toBe(true);
    expect(matchesAccept('jpg', ['image/'])).toBe(true);
    expect(matchesAccept('jpg', ['jpeg'])).toBe(true);
    expect(matchesAccept('jpg', ['jpg'])).toBe(true);
    expect(matchesAccept('jpg', ['image/png', 'image/jpeg', 'image/jpg'])).toBe(true);
    expect(matchesAccept('pdf', ['application/pdf'])).toBe(true);
    expect(matchesAccept('mp3', ['audio/'])).toBe(true);
    expect(matchesAccept('pdf', ['png', 'jpeg'])).toBe(false);
    expect(matchesAccept('pdf', ['image/'])).toBe(false);
    expect(typeNamesOf('jpg')).toEqual(['image/jpeg', 'jpg', 'image/jpg']);
  });

  it('refuses content of no known kind, with or without a list', () => {
    expect(matchesAccept(null, ['png'])).toBe(false);
    expect(checkFile({ size: 10 }, null, { maxSizeKb: 1 })).toEqual({ key: 'upload.formatError' });
  });

  it('an image field (crop mode) takes jpg and png only', () => {
    expect(checkFile({ size: 10 }, 'png', { maxSizeKb: 1, imageOnly: true })).toBeNull();
    expect(checkFile({ size: 10 }, 'jpg', { maxSizeKb: 1, imageOnly: true })).toBeNull();
    expect(checkFile({ size: 10 }, 'pdf', { maxSizeKb: 1, imageOnly: true })).toEqual({ key: 'upload.formatError' });
    expect(IMAGE_PICKER_ACCEPT).toBe('image/jpeg,image/png');
  });

  it('reports a format error before the size', () => {
    expect(checkFile({ size: 10 ** 9 }, 'pdf', { maxSizeKb: 1, accept: ['png'] })).toEqual({ key: 'upload.formatError' });
    expect(checkFile({ size: 10 ** 9 }, null, { maxSizeKb: 1 })).toEqual({ key: 'upload.formatError' });
  });
});

describe('reading the kind from a chosen file', () => {
  const PNG_HEAD = [0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a, 0, 0, 0, 13, 0x49, 0x48, 0x44, 0x52];
  const JPEG_HEAD = [0xff, 0xd8, 0xff, 0xe0, 0, 16, 0x4a, 0x46, 0x49, 0x46, 0];

  it('goes by the leading bytes, not the name or the declared type', async () => {
    const html = new File(['<!doctype html><script>alert(1)</script>'], 'photo.png', { type: 'image/png' });
    const png = new File([new Uint8Array([...PNG_HEAD, 1, 2, 3])], 'notes.txt', { type: 'text/plain' });
    const jpeg = new File([new Uint8Array(JPEG_HEAD)], 'face', { type: '' });
    const svg = new File(['<svg xmlns="http://www.w3.org/2000/svg"/>'], 'logo.jpg', { type: 'image/jpeg' });
    expect(await readFileKind(html)).toBeNull();
    expect(await readFileKind(png)).toBe('png');
    expect(await readFileKind(jpeg)).toBe('jpg');
    expect(await readFileKind(svg)).toBeNull();
    expect(await readFileKind(new File([], 'empty.png', { type: 'image/png' }))).toBeNull();
  });
});

describe('output format', () => {
  it('is png or jpg only, anything else jpg', () => {
    expect(normalizeFormat('png')).toBe('png');
    expect(normalizeFormat(' PNG ')).toBe('png');
    for (const other of ['jpg', 'jpeg', 'gif', 'webp', '', undefined]) expect(normalizeFormat(other)).toBe('jpg');
    expect(formatMime('png')).toBe('image/png');
    expect(formatMime('jpg')).toBe('image/jpeg');
  });

  it('renames the file to the output extension', () => {
    expect(withExtension('photo.webp', 'jpg')).toBe('photo.jpg');
    expect(withExtension('my.face.png', 'png')).toBe('my.face.png');
    expect(withExtension('noext', 'png')).toBe('noext.png');
    expect(withExtension('.hidden', 'jpg')).toBe('image.jpg');
    expect(withExtension('notes.txt', 'pdf')).toBe('notes.pdf');
  });
});

describe('crop size', () => {
  it('defaults to 200x200 with true, is off when absent or false', () => {
    expect(DEFAULT_CROP).toEqual({ width: 200, height: 200 });
    expect(resolveCrop(true)).toEqual({ width: 200, height: 200 });
    expect(resolveCrop(undefined)).toBeNull();
    expect(resolveCrop(false)).toBeNull();
    expect(resolveCrop({ width: 300.4, height: 100 })).toEqual({ width: 300, height: 100 });
    expect(resolveCrop({ width: 0, height: 100 })).toEqual(DEFAULT_CROP);
  });

  it('needs an image at least as large as the target in both directions', () => {
    expect(meetsMinimumPixels({ width: 200, height: 200 }, DEFAULT_CROP)).toBe(true);
    expect(meetsMinimumPixels({ width: 199, height: 800 }, DEFAULT_CROP)).toBe(false);
    expect(meetsMinimumPixels({ width: 800, height: 199 }, DEFAULT_CROP)).toBe(false);
  });
});

describe('crop geometry', () => {
  const image = { width: 800, height: 400 };

  it('shows the box with the output aspect', () => {
    expect(fitBox({ width: 200, height: 200 }, 260)).toEqual({ width: 260, height: 260 });
    expect(fitBox({ width: 400, height: 200 }, 260)).toEqual({ width: 260, height: 130 });
    expect(fitBox({ width: 100, height: 300 }, 260)).toEqual({ width: 87, height: 260 });
  });

  it('starts at the smallest covering scale, centred', () => {
    const box = { width: 200, height: 200 };
    const view = initialView(image, box);
    expect(view.zoom).toBe(0);
    expect(view.scale).toBe(0.5); // 400 px tall image -> 200 px box
    expect(view.x).toBe(-100); // 400 px wide at this scale, centred in 200
    expect(view.y).toBe(0);
    expect(sourceRect(view, box)).toEqual({ sx: 200, sy: 0, sw: 400, sh: 400 });
  });

  it('maps zoom 0..100 linearly onto [min, MAX_ZOOM_FACTOR x min] and clamps it', () => {
    const range = scaleRange(image, { width: 200, height: 200 });
    expect(range).toEqual({ min: 0.5, max: 0.5 * MAX_ZOOM_FACTOR });
    expect(scaleAt(0, range)).toBe(0.5);
    expect(scaleAt(100, range)).toBe(1.5);
    expect(scaleAt(50, range)).toBe(1);
    expect(scaleAt(150, range)).toBe(1.5);
    expect(scaleAt(-5, range)).toBe(0.5);
  });

  it('keeps the box covered when dragging', () => {
    const box = { width: 200, height: 200 };
    const start = initialView(image, box);
    expect(moveBy(start, 500, 500, image, box)).toMatchObject({ x: 0, y: 0 });
    expect(moveBy(start, -500, -500, image, box)).toMatchObject({ x: -200, y: 0 });
    expect(moveBy(start, 30, 0, image, box)).toMatchObject({ x: -70, y: 0 });
    expect(clampOffset({ zoom: 0, scale: 1, x: 10, y: -1000 }, image, box)).toMatchObject({ x: 0, y: -200 });
  });

  it('zooms around the centre of the box', () => {
    const box = { width: 200, height: 200 };
    const zoomed = zoomTo(initialView(image, box), 50, image, box);
    expect(zoomed.scale).toBe(1);
    // The image point under the centre (400, 200) stays there.
    const rect = sourceRect(zoomed, box);
    expect(rect.sx + rect.sw / 2).toBeCloseTo(400);
    expect(rect.sy + rect.sh / 2).toBeCloseTo(200);
    expect(rect.sw).toBe(200);
    // Back to 0: covering again.
    expect(zoomTo(zoomed, 0, image, box)).toMatchObject({ scale: 0.5, x: -100, y: 0 });
  });

  it('crops the output aspect for non-square targets', () => {
    const box = fitBox({ width: 400, height: 200 }, 260);
    const view = initialView({ width: 1000, height: 1000 }, box);
    const rect = sourceRect(view, box);
    expect(rect.sw / rect.sh).toBeCloseTo(2);
    expect(rect.sw).toBeCloseTo(1000);
  });
});

describe('formatNames', () => {
  it('names the formats of a type list as a person reads them, once each', () => {
    expect(formatNames(['image/png', 'image/jpeg', 'image/jpg'])).toEqual(['PNG', 'JPG']);
    expect(formatNames(['.pdf', 'png'])).toEqual(['PDF', 'PNG']);
    expect(formatNames(['image/'])).toEqual(['JPG', 'PNG']);
  });
});

/** The upload widget's pure rules (size, type, format, crop size) and the cropper's geometry. */
import { describe, expect, it } from 'vitest';
import {
  DEFAULT_CROP,
  DEFAULT_MAX_SIZE_KB,
  checkFile,
  isOverSize,
  matchesAccept,
  meetsMinimumPixels,
  normalizeFormat,
  formatMime,
  resolveCrop,
  withExtension,
} from '@/components/ImageUpload/rules';
import {
  MAX_ZOOM_FACTOR,
  clampOffset,
  fitBox,
  initialView,
  moveBy,
  scaleAt,
  scaleRange,
  sourceRect,
  zoomTo,
} from '@/components/ImageUpload/cropGeometry';

describe('size rule', () => {
  it('defaults to 102400 KB and allows exactly the cap', () => {
    expect(DEFAULT_MAX_SIZE_KB).toBe(102400);
    expect(isOverSize(102400 * 1024, DEFAULT_MAX_SIZE_KB)).toBe(false);
    expect(isOverSize(102400 * 1024 + 1, DEFAULT_MAX_SIZE_KB)).toBe(true);
    expect(isOverSize(1025, 1)).toBe(true);
  });

  it('reports the limit in KB', () => {
    expect(checkFile({ size: 2048, type: 'image/png' }, { maxSizeKb: 1 })).toEqual({ key: 'upload.tooLarge', values: { limit: 1 } });
    expect(checkFile({ size: 1024, type: 'image/png' }, { maxSizeKb: 1 })).toBeNull();
  });
});

describe('type rule', () => {
  it('accepts everything when no list is configured', () => {
    expect(matchesAccept('text/plain', undefined)).toBe(true);
    expect(matchesAccept('', [])).toBe(true);
    expect(matchesAccept('', ['  '])).toBe(true);
  });

  it('accepts a type that contains an entry, case-insensitively, with or without a dot', () => {
    expect(matchesAccept('image/png', ['png'])).toBe(true);
    expect(matchesAccept('image/PNG', ['.png'])).toBe(true);
    expect(matchesAccept('image/jpeg', ['image/'])).toBe(true);
    expect(matchesAccept('application/pdf', ['png', 'jpeg'])).toBe(false);
    // "jpg" is not contained in image/jpeg: the rule is containment, as the spec says.
    expect(matchesAccept('image/jpeg', ['jpg'])).toBe(false);
  });

  it('refuses a file without a type when a list is configured', () => {
    expect(matchesAccept('', ['png'])).toBe(false);
  });

  it('reports a format error before the size', () => {
    expect(checkFile({ size: 10 ** 9, type: 'text/plain' }, { maxSizeKb: 1, accept: ['png'] })).toEqual({ key: 'upload.formatError' });
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

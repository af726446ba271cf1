/**
 * Geometry of the cropper as pure functions. The crop box is shown at a display size with the
 * aspect of the output; the image is drawn behind it at `scale` (display px per image px) and
 * offset (x, y) = where the image's top-left corner sits relative to the box's top-left corner.
 * The image always covers the box: x in [box.width - image.width * scale, 0], same for y.
 * Zoom 0..100 maps linearly from the smallest covering scale to MAX_ZOOM_FACTOR times it.
 */
import type { CropSize } from './rules';

export interface Size {
  width: number;
  height: number;
}

export interface CropView {
  /** 0..100 (the slider). */
  zoom: number;
  scale: number;
  x: number;
  y: number;
}

export interface SourceRect {
  sx: number;
  sy: number;
  sw: number;
  sh: number;
}

/** The largest zoom is this many times the smallest covering scale. */
export const MAX_ZOOM_FACTOR = 3;
export const ZOOM_MIN = 0;
export const ZOOM_MAX = 100;

/** The crop box on screen: the output's aspect, the longer side `maxSide` px. */
export function fitBox(crop: CropSize, maxSide: number): Size {
  if (crop.width >= crop.height) return { width: maxSide, height: Math.max(1, Math.round((maxSide * crop.height) / crop.width)) };
  return { width: Math.max(1, Math.round((maxSide * crop.width) / crop.height)), height: maxSide };
}

/** Smallest scale at which the image covers the box, and the largest allowed. */
export function scaleRange(image: Size, box: Size): { min: number; max: number } {
  const min = Math.max(box.width / image.width, box.height / image.height);
  return { min, max: min * MAX_ZOOM_FACTOR };
}

export function clampZoom(zoom: number): number {
  if (!Number.isFinite(zoom)) return ZOOM_MIN;
  return Math.min(ZOOM_MAX, Math.max(ZOOM_MIN, zoom));
}

export function scaleAt(zoom: number, range: { min: number; max: number }): number {
  return range.min + ((range.max - range.min) * clampZoom(zoom)) / ZOOM_MAX;
}

function clamp(value: number, low: number, high: number): number {
  return Math.min(high, Math.max(low, value));
}

/** Keeps the box covered: the image may not leave a gap on any side. */
export function clampOffset(view: CropView, image: Size, box: Size): CropView {
  const minX = Math.min(0, box.width - image.width * view.scale);
  const minY = Math.min(0, box.height - image.height * view.scale);
  return { ...view, x: clamp(view.x, minX, 0), y: clamp(view.y, minY, 0) };
}

/** The starting view: smallest covering scale, image centred in the box. */
export function initialView(image: Size, box: Size): CropView {
  const scale = scaleRange(image, box).min;
  return clampOffset({ zoom: ZOOM_MIN, scale, x: (box.width - image.width * scale) / 2, y: (box.height - image.height * scale) / 2 }, image, box);
}

/** Drag: moves the image by (dx, dy) display px, staying within bounds. */
export function moveBy(view: CropView, dx: number, dy: number, image: Size, box: Size): CropView {
  return clampOffset({ ...view, x: view.x + dx, y: view.y + dy }, image, box);
}

/** Zoom: the image point under the box centre stays under it. */
export function zoomTo(view: CropView, zoom: number, image: Size, box: Size): CropView {
  const nextZoom = clampZoom(zoom);
  const scale = scaleAt(nextZoom, scaleRange(image, box));
  const cx = box.width / 2;
  const cy = box.height / 2;
  const ratio = scale / view.scale;
  return clampOffset({ zoom: nextZoom, scale, x: cx - (cx - view.x) * ratio, y: cy - (cy - view.y) * ratio }, image, box);
}

/** The part of the image (in image pixels) inside the box: what is drawn into the output. */
export function sourceRect(view: CropView, box: Size): SourceRect {
  return { sx: (0 - view.x) / view.scale, sy: (0 - view.y) / view.scale, sw: box.width / view.scale, sh: box.height / view.scale };
}

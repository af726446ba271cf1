/**
 * Browser pieces of the cropper: feature detection, loading a chosen file as an image, and
 * drawing the crop into a Blob. Where canvas is missing (jsdom, very old browsers) the widget
 * uploads the file as chosen instead of cropping it.
 */
import { sourceRect, type CropView, type Size } from './cropGeometry';
import { formatMime, type CropSize, type OutputFormat } from './rules';

/** True when a 2D canvas is available (feature detection, not user-agent sniffing). */
export function canvasSupported(): boolean {
  try {
    return typeof document !== 'undefined' && document.createElement('canvas').getContext('2d') !== null;
  } catch {
    return false;
  }
}

export interface LoadedImage {
  image: HTMLImageElement;
  url: string;
  size: Size;
}

/** Decodes a file as an image; rejects when it is not one. Revoke `url` when done. */
export function loadImage(file: Blob): Promise<LoadedImage> {
  const url = URL.createObjectURL(file);
  return new Promise((resolve, reject) => {
    const image = new Image();
    image.onload = () => resolve({ image, url, size: { width: image.naturalWidth, height: image.naturalHeight } });
    image.onerror = () => {
      URL.revokeObjectURL(url);
      reject(new Error('not an image'));
    };
    image.src = url;
  });
}

/** Draws the part of the image inside the box at the output size and encodes it. */
export function cropToBlob(image: HTMLImageElement, view: CropView, box: Size, output: CropSize, format: OutputFormat): Promise<Blob> {
  const canvas = document.createElement('canvas');
  canvas.width = output.width;
  canvas.height = output.height;
  const context = canvas.getContext('2d');
  if (!context) return Promise.reject(new Error('canvas unavailable'));
  if (format === 'jpg') {
    // JPEG has no transparency: transparent pixels would turn black.
    context.fillStyle = '#fff';
    context.fillRect(0, 0, output.width, output.height);
  }
  context.imageSmoothingQuality = 'high';
  const { sx, sy, sw, sh } = sourceRect(view, box);
  context.drawImage(image, sx, sy, sw, sh, 0, 0, output.width, output.height);
  return new Promise((resolve, reject) => {
    canvas.toBlob((blob) => (blob ? resolve(blob) : reject(new Error('encoding failed'))), formatMime(format), 0.92);
  });
}

/**
 * Saving a QR code drawn as SVG (antd's QRCode type="svg") as a file: a PNG with a white margin
 * (what people print or send on), or the SVG itself when this browser cannot draw on a canvas.
 */

/** Starts the browser's download of `blob` as `fileName`. */
export function saveBlob(blob: Blob, fileName: string): void {
  const url = URL.createObjectURL(blob);
  const link = document.createElement('a');
  link.href = url;
  link.download = fileName;
  document.body.appendChild(link);
  link.click();
  link.remove();
  setTimeout(() => URL.revokeObjectURL(url), 0);
}

function svgBlob(svg: SVGSVGElement): Blob {
  const text = new XMLSerializer().serializeToString(svg);
  return new Blob([text], { type: 'image/svg+xml' });
}

/** The SVG drawn on a `size`-pixel white square with a margin, as PNG bytes; null when there is no canvas. */
async function pngOf(svg: SVGSVGElement, size: number): Promise<Blob | null> {
  const canvas = document.createElement('canvas');
  canvas.width = size;
  canvas.height = size;
  const context = canvas.getContext('2d');
  if (!context) return null;
  const url = URL.createObjectURL(svgBlob(svg));
  try {
    const image = new Image();
    await new Promise<void>((resolve, reject) => {
      image.onload = () => resolve();
      image.onerror = () => reject(new Error('the QR code could not be drawn'));
      image.src = url;
    });
    const margin = Math.round(size / 16);
    context.fillStyle = '#fff';
    context.fillRect(0, 0, size, size);
    context.drawImage(image, margin, margin, size - margin * 2, size - margin * 2);
    return await new Promise<Blob | null>((resolve) => canvas.toBlob(resolve, 'image/png'));
  } finally {
    URL.revokeObjectURL(url);
  }
}

/** Downloads the QR code inside `container` as `<baseName>.png` (or .svg without a canvas). */
export async function downloadQr(container: HTMLElement, baseName: string, size = 512): Promise<void> {
  const svg = container.querySelector('svg');
  if (!svg) throw new Error('no QR code on the page');
  const png = await pngOf(svg, size).catch(() => null);
  if (png) saveBlob(png, `${baseName}.png`);
  else saveBlob(svgBlob(svg), `${baseName}.svg`);
}

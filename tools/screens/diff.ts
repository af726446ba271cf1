/**
 * Pixel comparison of two screenshots inside Chromium itself (no image library): both PNGs are
 * drawn to canvases, a pixel differs when one of its channels differs by more than `threshold`
 * (0–255), and the diff image is the after shot faded to grey with every differing pixel red
 * (a pixel that only one of two differently sized shots has counts as differing).
 */
import { readFileSync, writeFileSync } from 'node:fs';
import type { Browser } from 'playwright-core';

export interface PixelDiff {
  beforeSize: { width: number; height: number };
  afterSize: { width: number; height: number };
  differing: number;
  total: number;
  /** differing / total × 100 */
  percent: number;
}

interface InPage {
  differing: number;
  total: number;
  beforeSize: { width: number; height: number };
  afterSize: { width: number; height: number };
  diffPng: string;
}

/**
 * What runs in the page, as text: tsx's transform would name its inner functions with a helper
 * the page does not have. Called with ({ before, after, threshold }) (two data URLs); answers an InPage.
 */
const IN_PAGE = `async ({ before, after, threshold }) => {
  const load = (src) => new Promise((resolve, reject) => {
    const image = new Image();
    image.onload = () => resolve(image);
    image.onerror = () => reject(new Error('image failed to load'));
    image.src = src;
  });
  const [a, b] = await Promise.all([load(before), load(after)]);
  const width = Math.max(a.width, b.width);
  const height = Math.max(a.height, b.height);
  const pixels = (image) => {
    const canvas = document.createElement('canvas');
    canvas.width = width;
    canvas.height = height;
    const context = canvas.getContext('2d');
    context.drawImage(image, 0, 0);
    return context.getImageData(0, 0, width, height).data;
  };
  const pa = pixels(a);
  const pb = pixels(b);
  const out = document.createElement('canvas');
  out.width = width;
  out.height = height;
  const outContext = out.getContext('2d');
  const diff = outContext.createImageData(width, height);
  let differing = 0;
  for (let y = 0; y < height; y += 1) {
    for (let x = 0; x < width; x += 1) {
      const i = (y * width + x) * 4;
      const inBoth = x < a.width && y < a.height && x < b.width && y < b.height;
      const differs = !inBoth
        || Math.abs(pa[i] - pb[i]) > threshold
        || Math.abs(pa[i + 1] - pb[i + 1]) > threshold
        || Math.abs(pa[i + 2] - pb[i + 2]) > threshold;
      if (differs) {
        differing += 1;
        diff.data.set([255, 0, 0, 255], i);
      } else {
        const grey = 200 + Math.round(((pb[i] + pb[i + 1] + pb[i + 2]) / 3 / 255) * 55);
        diff.data.set([grey, grey, grey, 255], i);
      }
    }
  }
  outContext.putImageData(diff, 0, 0);
  return {
    differing,
    total: width * height,
    beforeSize: { width: a.width, height: a.height },
    afterSize: { width: b.width, height: b.height },
    diffPng: out.toDataURL('image/png'),
  };
}`;

/** Compares two PNG files and writes the diff image to `diffPath`. */
export async function diffPngs(browser: Browser, beforePath: string, afterPath: string, diffPath: string, threshold = 16): Promise<PixelDiff> {
  const page = await browser.newPage();
  try {
    const dataUrl = (file: string) => `data:image/png;base64,${readFileSync(file).toString('base64')}`;
    const args = { before: dataUrl(beforePath), after: dataUrl(afterPath), threshold };
    const result = (await page.evaluate(`(${IN_PAGE})(${JSON.stringify(args)})`)) as InPage;
    writeFileSync(diffPath, Buffer.from(result.diffPng.slice(result.diffPng.indexOf(',') + 1), 'base64'));
    return {
      beforeSize: result.beforeSize,
      afterSize: result.afterSize,
      differing: result.differing,
      total: result.total,
      percent: result.total ? (result.differing / result.total) * 100 : 0,
    };
  } finally {
    await page.close();
  }
}

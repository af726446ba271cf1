/** Gzip sizes of the built JavaScript, as a browser on a compressing server would fetch it. */
import { readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { gzipSync } from 'node:zlib';

export interface ChunkSize {
  file: string;
  gzipBytes: number;
}

export function gzipSize(file: string): number {
  return gzipSync(readFileSync(file), { level: 9 }).length;
}

export function jsChunks(distDir: string): ChunkSize[] {
  const assets = path.join(distDir, 'assets');
  return readdirSync(assets)
    .filter((name) => name.endsWith('.js'))
    .map((name) => ({ file: `assets/${name}`, gzipBytes: gzipSize(path.join(assets, name)) }))
    .sort((a, b) => b.gzipBytes - a.gzipBytes);
}

export const kB = (bytes: number) => (bytes / 1000).toFixed(1);

/** Gzip bytes of the scripts a page fetched (URL paths under the build's root). */
export function scriptBytes(distDir: string, scriptPaths: Iterable<string>): number {
  let sum = 0;
  for (const scriptPath of scriptPaths) sum += gzipSize(path.join(distDir, scriptPath));
  return sum;
}

/**
 * `vite preview`'s hashed files (those under `dirs` of the build: dist/assets/* for this app) from
 * memory, gzipped once, as a production static server serves them: vite's own preview compresses
 * every response again and builds a new file server per request, a few milliseconds each, and a
 * cold page load asks for over a hundred chunks through the browser's six connections. Used by
 * this app's preview (vite.config.ts) and by the bench's serving of the Vue template
 * (staticPreview.config.ts), so both are served alike.
 */
import { readFile } from 'node:fs/promises';
import path from 'node:path';
import { gzipSync } from 'node:zlib';
import type { Plugin } from 'vite';

const TYPES: Record<string, string> = {
  '.js': 'text/javascript; charset=utf-8',
  '.mjs': 'text/javascript; charset=utf-8',
  '.css': 'text/css; charset=utf-8',
  '.json': 'application/json; charset=utf-8',
  '.svg': 'image/svg+xml',
  '.png': 'image/png',
  '.jpg': 'image/jpeg',
  '.gif': 'image/gif',
  '.webp': 'image/webp',
  '.woff': 'font/woff',
  '.woff2': 'font/woff2',
  '.ttf': 'font/ttf',
  '.eot': 'application/vnd.ms-fontobject',
};
// Compressing these again gains nothing.
const COMPRESSED = new Set(['.png', '.jpg', '.gif', '.webp', '.woff', '.woff2']);

interface Asset {
  type: string;
  raw: Buffer;
  gzip: Buffer | null;
}

export function precompressedAssets(dirs: readonly string[]): Plugin {
  const served = new RegExp(`^/((?:${dirs.map((dir) => dir.replace(/[^\w-]/g, '')).join('|')})/(?:[\\w.-]+/)*[\\w.-]+)$`);
  return {
    name: 'precompressed-assets',
    configurePreviewServer(server) {
      const outDir = path.resolve(server.config.root, server.config.build.outDir);
      const cache = new Map<string, Promise<Asset | null>>();
      const load = async (name: string): Promise<Asset | null> => {
        const extension = path.extname(name);
        const type = TYPES[extension];
        if (!type) return null;
        const raw = await readFile(path.join(outDir, name)).catch(() => null);
        if (!raw) return null;
        return { type, raw, gzip: COMPRESSED.has(extension) || raw.length < 1024 ? null : gzipSync(raw) };
      };
      server.middlewares.use((request, response, next) => {
        const match = served.exec((request.url ?? '').split('?')[0]!);
        // A path with a '..' segment is left to vite's own server, which keeps to dist/.
        if (!match || match[1]!.split('/').some((segment) => /^\.+$/.test(segment)) || (request.method !== 'GET' && request.method !== 'HEAD')) return next();
        const name = match[1]!;
        if (!cache.has(name)) cache.set(name, load(name));
        void cache.get(name)!.then((asset) => {
          if (!asset) {
            cache.delete(name);
            return next();
          }
          const gzip = asset.gzip && /\bgzip\b/.test(String(request.headers['accept-encoding'] ?? '')) ? asset.gzip : null;
          const body = gzip ?? asset.raw;
          response.statusCode = 200;
          response.setHeader('Content-Type', asset.type);
          response.setHeader('Content-Length', body.length);
          // Hashed names: a file's content never changes under its name.
          response.setHeader('Cache-Control', 'public, max-age=31536000, immutable');
          response.setHeader('Vary', 'Accept-Encoding');
          if (gzip) response.setHeader('Content-Encoding', 'gzip');
          response.end(request.method === 'HEAD' ? undefined : body);
        });
      });
    },
  };
}

/**
 * The preview's hashed files from memory (tests/tooling/precompressedAssets.ts): gzipped for a
 * browser that takes gzip, plain otherwise, immutable; anything else (index.html, a missing file,
 * a path that climbs out) is left to vite's own server.
 */
import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { gunzipSync } from 'node:zlib';
import { afterAll, describe, expect, it } from 'vitest';
import type { PreviewServer } from 'vite';
import { precompressedAssets } from '../tooling/precompressedAssets';

type Middleware = (request: { url: string; method: string; headers: Record<string, string> }, response: FakeResponse, next: () => void) => void;

interface FakeResponse {
  statusCode: number;
  headers: Record<string, string | number>;
  body: Buffer | undefined;
  setHeader: (name: string, value: string | number) => void;
  end: (body?: Buffer) => void;
}

const root = mkdtempSync(path.join(os.tmpdir(), 'precompressed-'));
const script = `console.log(${JSON.stringify('阿姨'.repeat(400))});`;
mkdirSync(path.join(root, 'dist', 'assets'), { recursive: true });
writeFileSync(path.join(root, 'dist', 'assets', 'index-abc123.js'), script);
writeFileSync(path.join(root, 'dist', 'index.html'), '<!doctype html>');
// Outside dist/: never to be served.
writeFileSync(path.join(root, 'secret.js'), 'secret');
afterAll(() => rmSync(root, { recursive: true, force: true }));

let middleware: Middleware | undefined;
const plugin = precompressedAssets(['assets']);
(plugin.configurePreviewServer as (server: PreviewServer) => void)({
  config: { root, build: { outDir: 'dist' } },
  middlewares: { use: (handler: Middleware) => (middleware = handler) },
} as unknown as PreviewServer);

/** What the middleware answers, or 'next' when it leaves the request to the next one. */
function ask(url: string, headers: Record<string, string> = {}, method = 'GET'): Promise<FakeResponse | 'next'> {
  return new Promise((resolve) => {
    const response: FakeResponse = {
      statusCode: 0,
      headers: {},
      body: undefined,
      setHeader: (name, value) => (response.headers[name.toLowerCase()] = value),
      end: (body) => {
        response.body = body;
        resolve(response);
      },
    };
    middleware!({ url, method, headers }, response, () => resolve('next'));
  });
}

describe('the preview serving hashed files from memory', () => {
  it('answers gzip to a browser that takes it and the plain file otherwise, immutable, as UTF-8 script', async () => {
    const zipped = await ask('/assets/index-abc123.js?v=1', { 'accept-encoding': 'gzip, deflate, br' });
    expect(zipped).not.toBe('next');
    const answer = zipped as FakeResponse;
    expect(answer.statusCode).toBe(200);
    expect(answer.headers['content-encoding']).toBe('gzip');
    expect(answer.headers['content-type']).toBe('text/javascript; charset=utf-8');
    expect(answer.headers['cache-control']).toBe('public, max-age=31536000, immutable');
    expect(gunzipSync(answer.body!).toString()).toBe(script);
    expect(answer.headers['content-length']).toBe(answer.body!.length);

    const plain = (await ask('/assets/index-abc123.js')) as FakeResponse;
    expect(plain.headers['content-encoding']).toBeUndefined();
    expect(plain.body!.toString()).toBe(script);
  });

  it('leaves everything else to vite: pages, missing files, other methods and paths that climb out', async () => {
    expect(await ask('/')).toBe('next');
    expect(await ask('/index.html')).toBe('next');
    expect(await ask('/assets/missing-000.js')).toBe('next');
    expect(await ask('/assets/../index.html')).toBe('next');
    expect(await ask('/assets/../../secret.js')).toBe('next');
    expect(await ask('/assets/index-abc123.js', {}, 'POST')).toBe('next');
  });
});

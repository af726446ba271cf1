/**
 * Standalone mock backend: the same msw handlers as the tests, served over plain HTTP on
 * 127.0.0.1:MOCK_PORT (default 3300) for `npm run dev`, `vite preview` and the browser tests.
 *
 *   npm run mock               start (state from MOCK_DATA_FILE; seeded when there is none)
 *   npm run mock:reset         reseed, write the data file and exit (--reset-only)
 *
 * - Every change is journaled and fsynced before its request is answered (persist/dataStore.ts):
 *   an answered write survives kill -9. A failed save is answered as an error, never dropped.
 * - Bodies are capped while they stream in: JSON at 1 MiB, uploads at the spec's 102400 KB;
 *   a larger one is refused with 413 and an envelope error before it is read whole.
 * - Control routes (/__mock__/reset, /__mock__/expire-sessions) are not under the API base, so
 *   the app's origin cannot reach them through the dev/preview proxy; they answer only when the
 *   server was started with MOCK_CONTROL_SECRET and the request carries it in `x-mock-control`,
 *   and never to a request from a browser page (one that has an Origin header).
 */
// First: the env files, before any module below reads a setting.
import './loadEnvFiles';
import http, { type IncomingMessage, type ServerResponse } from 'node:http';
import { timingSafeEqual } from 'node:crypto';
import { rmSync } from 'node:fs';
import path from 'node:path';
import { getResponse } from 'msw';
import { config } from '@/config';
import { sysPaths } from '@/api/sys';
import { seededDb, snapshot } from './db';
import { mockEnv } from './env';
import { handlers } from './handlers';
import { MAX_JSON_BODY_BYTES, MOCK_CODES, failureResponse, isWriteCall, successResponse } from './handlers/kit';
import { expireAllSessions } from './rules/session';
import { MAX_UPLOAD_BYTES } from './rules/files';
import { atomicWriteFileSync } from './persist/atomic';
import { dataPaths } from './persist/dataFiles';
import { DataStore } from './persist/dataStore';
import { DataFileInUse, acquireLock } from './persist/lock';

const port = mockEnv.port();
const dataFile = path.resolve(process.cwd(), mockEnv.dataFile());

/** Multipart room around the file itself (boundaries, part headers). */
const MULTIPART_OVERHEAD = 64 * 1024;
const UPLOAD_PATHS = new Set([sysPaths.uploadFile, sysPaths.uploadFileMP].map((call) => `${config.apiBase}${call}`));

class BodyTooLarge extends Error {}

/** The most a body may carry here, in bytes, and the cap a person is told (KB). */
function bodyLimit(req: IncomingMessage, pathname: string): { bytes: number; kb: number } {
  const multipart = (req.headers['content-type'] ?? '').includes('multipart/form-data');
  if (multipart && UPLOAD_PATHS.has(pathname)) return { bytes: MAX_UPLOAD_BYTES + MULTIPART_OVERHEAD, kb: MAX_UPLOAD_BYTES / 1024 };
  return { bytes: MAX_JSON_BODY_BYTES, kb: MAX_JSON_BODY_BYTES / 1024 };
}

/** The body, refused as soon as it passes `limit` (declared or streamed): never read whole. */
function readBody(req: IncomingMessage, limit: number): Promise<Buffer> {
  return new Promise((resolve, reject) => {
    const declared = Number(req.headers['content-length'] ?? NaN);
    if (Number.isFinite(declared) && declared > limit) {
      reject(new BodyTooLarge());
      return;
    }
    const chunks: Buffer[] = [];
    let size = 0;
    const onData = (chunk: Buffer) => {
      size += chunk.length;
      if (size > limit) {
        req.off('data', onData);
        req.pause();
        reject(new BodyTooLarge());
        return;
      }
      chunks.push(chunk);
    };
    req.on('data', onData);
    req.on('end', () => resolve(Buffer.concat(chunks)));
    req.on('error', reject);
  });
}

function toRequest(req: IncomingMessage, url: URL, body: Buffer | undefined): Request {
  const headers = new Headers();
  for (const [name, value] of Object.entries(req.headers)) {
    if (Array.isArray(value)) for (const item of value) headers.append(name, item);
    else if (value !== undefined) headers.set(name, value);
  }
  return new Request(url, { method: req.method ?? 'GET', headers, body: body ? new Uint8Array(body) : undefined });
}

async function send(res: ServerResponse, response: Response): Promise<void> {
  res.statusCode = response.status;
  response.headers.forEach((value, name) => {
    if (name !== 'set-cookie') res.setHeader(name, value);
  });
  const cookies = response.headers.getSetCookie();
  if (cookies.length > 0) res.setHeader('set-cookie', cookies);
  res.end(Buffer.from(await response.arrayBuffer()));
}

function english(req: IncomingMessage): boolean {
  return /^\s*en\b/i.test(req.headers['accept-language'] ?? '');
}

const text = (req: IncomingMessage, zh: string, en: string) => (english(req) ? en : zh);

/** How long the rest of a refused body is drained (thrown away, never kept) so the client can read the 413. */
const DRAIN_GRACE_MS = 2_000;

/**
 * Answers 413 at once. The rest of the body is thrown away as it arrives (a client still sending
 * would otherwise see a reset instead of the answer); a client that is still sending after a
 * short grace is cut off.
 */
async function refuseTooLarge(req: IncomingMessage, res: ServerResponse, kb: number): Promise<void> {
  req.removeAllListeners('data');
  req.resume();
  await send(res, failureResponse(MOCK_CODES.tooLarge, text(req, `请求内容过大（上限 ${kb}KB）`, `The request is too large (limit ${kb} KB)`), 413));
  setTimeout(() => {
    if (!req.complete) req.destroy();
  }, DRAIN_GRACE_MS).unref();
}

function secretMatches(given: string | string[] | undefined, secret: string): boolean {
  if (typeof given !== 'string') return false;
  const a = Buffer.from(given);
  const b = Buffer.from(secret);
  return a.length === b.length && timingSafeEqual(a, b);
}

/** The harness's control routes; answers false when the path is not one of them. */
async function control(req: IncomingMessage, res: ServerResponse, pathname: string, store: DataStore): Promise<boolean> {
  if (!pathname.startsWith('/__mock__/')) return false;
  if (pathname === '/__mock__/health' && req.method === 'GET') {
    // Who this server is, so a dev server finding it on its port can tell whether it is the one
    // it wants (tests/tooling/mockBackendPlugin.ts). Loopback only, like every answer here.
    await send(res, successResponse({ ok: true, pid: process.pid, dataFile, apiBase: config.apiBase }));
    return true;
  }
  const secret = process.env.MOCK_CONTROL_SECRET ?? '';
  const actions: Record<string, () => Promise<unknown>> = {
    '/__mock__/reset': async () => {
      await store.reset();
      return { reset: true };
    },
    '/__mock__/expire-sessions': async () => {
      const since = store.writeCount();
      const expired = expireAllSessions();
      await store.commit(since);
      return { expired };
    },
  };
  const action = actions[pathname];
  if (!action || secret === '' || req.method !== 'POST') {
    await send(res, failureResponse(MOCK_CODES.notFound, 'Not found', 404));
  } else if (req.headers.origin !== undefined || !secretMatches(req.headers['x-mock-control'], secret)) {
    // A page in a browser always sends Origin with a POST; the test harness never does.
    await send(res, failureResponse(MOCK_CODES.forbidden, 'Control routes need the secret of the test harness', 403));
  } else {
    await send(res, successResponse(await action()));
  }
  return true;
}

async function handle(req: IncomingMessage, res: ServerResponse, store: DataStore): Promise<void> {
  const url = new URL(req.url ?? '/', `http://127.0.0.1:${port}`);
  try {
    if (await control(req, res, url.pathname, store)) return;
    if (store.failure) {
      const message = text(req, `模拟服务器无法保存数据（${store.failure.message}），请重启它`, `The mock server cannot save (${store.failure.message}); restart it`);
      await send(res, failureResponse(500, message, 503));
      return;
    }
    if (store.isFull() && isWriteCall(url.pathname)) {
      const message = text(req, '模拟服务器的数据已满，请运行 npm run mock:reset 重置', 'The mock database is full; run npm run mock:reset to start over');
      await send(res, failureResponse(MOCK_CODES.storageFull, message, 507));
      return;
    }
    const limit = bodyLimit(req, url.pathname);
    const hasBody = req.method !== 'GET' && req.method !== 'HEAD';
    let body: Buffer | undefined;
    try {
      body = hasBody ? await readBody(req, limit.bytes) : undefined;
    } catch (error) {
      if (error instanceof BodyTooLarge) return await refuseTooLarge(req, res, limit.kb);
      throw error;
    }
    const since = store.writeCount();
    const request = toRequest(req, url, body);
    const response = await getResponse(handlers, request);
    try {
      await store.commit(since);
    } catch (error) {
      const reason = error instanceof Error ? error.message : String(error);
      await send(res, failureResponse(500, text(req, `未能保存：${reason}`, `Not saved: ${reason}`), 500));
      return;
    }
    await send(res, response ?? failureResponse(MOCK_CODES.notFound, `Not found: ${req.method} ${url.pathname}`, 404));
  } catch (error) {
    console.error('[mock] request failed', req.method, url.pathname, error);
    if (!res.headersSent) await send(res, failureResponse(500, text(req, '模拟服务器内部错误，请查看其日志', 'The mock server failed; see its log'), 500));
    else res.end();
  }
}

/** npm run mock:reset: a fresh seed over the data files, refused while a server uses them. */
function resetOnly(): void {
  const paths = dataPaths(dataFile);
  const release = acquireLock(paths.lock, mockEnv.dataFile());
  try {
    atomicWriteFileSync(paths.snapshot, snapshot(seededDb()));
    for (const file of [paths.journal, paths.compacting, paths.blobs]) rmSync(file, { recursive: true, force: true });
    console.log(`mock state reseeded into ${dataFile}`);
  } finally {
    release();
  }
}

async function main(): Promise<void> {
  if (process.argv.includes('--reset-only')) return resetOnly();
  const store = await DataStore.open(dataFile, { compactAtBytes: mockEnv.compactAtBytes() ?? undefined });
  const server = http.createServer((req, res) => void handle(req, res, store));
  // Slow or stalled clients are cut off instead of holding sockets forever.
  server.requestTimeout = 120_000;
  server.headersTimeout = 30_000;
  server.listen(port, '127.0.0.1', () => console.log(`mock server listening on http://127.0.0.1:${port} (API ${config.apiBase}, data file ${dataFile}, pid ${process.pid})`));

  let stopping = false;
  const shutdown = (signal: NodeJS.Signals) => {
    if (stopping) return;
    stopping = true;
    server.close();
    server.closeAllConnections();
    void store.close().finally(() => process.exit(signal === 'SIGINT' ? 130 : 0));
  };
  process.once('SIGINT', shutdown);
  process.once('SIGTERM', shutdown);
}

main().catch((error: unknown) => {
  console.error(error instanceof DataFileInUse ? `mock server: ${error.message}` : error);
  process.exit(1);
});

/**
 * Standalone mock backend: the same msw handlers as the tests, served over plain HTTP on
 * 127.0.0.1:MOCK_PORT (default 3300) for `npm run dev`, `vite preview` and the browser tests.
 *
 *   npm run mock               start (state from MOCK_DATA_FILE, seeded when absent or unreadable)
 *   npm run mock:reset         reseed, write the state file and exit (--reset-only)
 *
 * Every successful write call schedules an atomic save (debounced 100 ms); SIGINT/SIGTERM
 * flush a pending save before exiting. Uploaded bytes live inside the snapshot (base64).
 */
import http, { type IncomingMessage, type ServerResponse } from 'node:http';
import path from 'node:path';
import { getResponse } from 'msw';
import { resetDb } from './db';
import { mockEnv } from './env';
import { handlers } from './handlers';
import { failureResponse, registerOnWrite } from './handlers/kit';
import { createDebouncedSaver, loadDbFile, saveDbFile } from './persist';

const port = mockEnv.port();
const dataFile = path.resolve(process.cwd(), mockEnv.dataFile());

function readBody(req: IncomingMessage): Promise<Buffer> {
  return new Promise((resolve, reject) => {
    const chunks: Buffer[] = [];
    req.on('data', (chunk: Buffer) => chunks.push(chunk));
    req.on('end', () => resolve(Buffer.concat(chunks)));
    req.on('error', reject);
  });
}

/** node:http request -> WHATWG Request (full URL, method, headers, body bytes). */
async function toRequest(req: IncomingMessage): Promise<Request> {
  const method = req.method ?? 'GET';
  const url = new URL(req.url ?? '/', `http://${req.headers.host ?? `127.0.0.1:${port}`}`);
  const headers = new Headers();
  for (const [name, value] of Object.entries(req.headers)) {
    if (Array.isArray(value)) for (const item of value) headers.append(name, item);
    else if (value !== undefined) headers.set(name, value);
  }
  const hasBody = method !== 'GET' && method !== 'HEAD';
  const body = hasBody ? new Uint8Array(await readBody(req)) : undefined;
  return new Request(url, { method, headers, body });
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

async function handle(req: IncomingMessage, res: ServerResponse): Promise<void> {
  try {
    const request = await toRequest(req);
    const response = await getResponse(handlers, request);
    const { pathname } = new URL(request.url);
    await send(res, response ?? failureResponse(404, `Not found: ${request.method} ${pathname}`, 404));
  } catch (error) {
    console.error('[mock] request failed', req.method, req.url, error);
    if (!res.headersSent) await send(res, failureResponse(500, 'Mock server error', 500));
    else res.end();
  }
}

function loadOrSeed(): void {
  const outcome = loadDbFile(dataFile);
  if (outcome.status === 'restored') {
    console.log(`mock state loaded from ${dataFile}`);
    return;
  }
  if (outcome.status === 'invalid') console.warn(`mock state in ${dataFile} is unreadable (${outcome.reason}); reseeding`);
  resetDb();
  saveDbFile(dataFile);
  console.log(`mock state seeded into ${dataFile}`);
}

function main(): void {
  if (process.argv.includes('--reset-only')) {
    resetDb();
    saveDbFile(dataFile);
    console.log(`mock state reseeded into ${dataFile}`);
    return;
  }
  loadOrSeed();
  const saver = createDebouncedSaver(dataFile, 100);
  registerOnWrite(saver.schedule);

  const server = http.createServer((req, res) => void handle(req, res));
  server.listen(port, '127.0.0.1', () => console.log(`mock server listening on http://127.0.0.1:${port}`));

  const shutdown = (signal: NodeJS.Signals) => {
    saver.flush();
    server.close();
    server.closeAllConnections();
    process.exit(signal === 'SIGINT' ? 130 : 0);
  };
  process.once('SIGINT', shutdown);
  process.once('SIGTERM', shutdown);
}

main();

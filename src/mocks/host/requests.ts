/**
 * How a mock host answers HTTP requests with msw handlers, shared by the API server (server.ts)
 * and the chat service (chat/service.ts):
 * - bodies are capped while they stream in: JSON at 1 MiB, uploads at the spec's 102400 KB for
 *   the file (its part of the multipart body, followed as it streams: multipartParts.ts) and a
 *   little room for the rest; a larger one is refused with 413 and an envelope error as soon as
 *   the bytes read (or the declared Content-Length) pass the cap, before it is read whole;
 * - a store that failed to save refuses everything (503), a full one refuses write calls (507);
 * - the request becomes a fetch `Request` for msw's `getResponse(handlers, request)`, and the
 *   answer is sent only once every change it made is committed (journaled and fsynced): a commit
 *   that fails is answered as an error, never as done;
 * - a fault of the host is logged and answered 500 without internals.
 */
import type { IncomingMessage, ServerResponse } from 'node:http';
import { getResponse, type RequestHandler } from 'msw';
import { config } from '@/config';
import { sysPaths } from '@/api/sys';
import { MAX_JSON_BODY_BYTES, MOCK_CODES, failureResponse, isWriteCall } from '../handlers/kit';
import { MAX_UPLOAD_BYTES } from '../rules/files';
import { MultipartParts, multipartBoundary } from './multipartParts';

/** What a host needs of the durable store (persist/dataStore.ts's DataStore). */
export interface CommitStore {
  readonly failure: Error | null;
  writeCount(): number;
  commit(since: number): Promise<void>;
  isFull(): boolean;
}

/** Multipart room around the file itself (boundaries, part headers). */
const MULTIPART_OVERHEAD = 64 * 1024;
const UPLOAD_PATHS = new Set([sysPaths.uploadFile, sysPaths.uploadFileMP].map((call) => `${config.apiBase}${call}`));

export class BodyTooLarge extends Error {}

export interface BodyLimit {
  /** The most the whole body may carry, in bytes. */
  bytes: number;
  /** The cap a person is told, in KB. */
  kb: number;
  /** A multipart body: its boundary and the most one part's content may carry, in bytes. */
  part?: { boundary: string; bytes: number };
}

/** The caps of a request's body here. */
function bodyLimit(req: IncomingMessage, pathname: string): BodyLimit {
  const multipart = (req.headers['content-type'] ?? '').includes('multipart/form-data');
  if (multipart && UPLOAD_PATHS.has(pathname)) {
    const boundary = multipartBoundary(req.headers['content-type']);
    return { bytes: MAX_UPLOAD_BYTES + MULTIPART_OVERHEAD, kb: MAX_UPLOAD_BYTES / 1024, ...(boundary ? { part: { boundary, bytes: MAX_UPLOAD_BYTES } } : {}) };
  }
  return { bytes: MAX_JSON_BODY_BYTES, kb: MAX_JSON_BODY_BYTES / 1024 };
}

/**
 * The body, refused as soon as it passes `limit.bytes` (declared or streamed) or one of its
 * parts passes `limit.part.bytes`: never read whole. Once refused, nothing more is read here.
 */
export function readBody(req: IncomingMessage, limit: Pick<BodyLimit, 'bytes' | 'part'>): Promise<Buffer> {
  return new Promise((resolve, reject) => {
    const declared = Number(req.headers['content-length'] ?? NaN);
    if (Number.isFinite(declared) && declared > limit.bytes) {
      reject(new BodyTooLarge());
      return;
    }
    const parts = limit.part ? new MultipartParts(limit.part.boundary) : null;
    let chunks: Buffer[] = [];
    let size = 0;
    const onData = (chunk: Buffer) => {
      size += chunk.length;
      if (size > limit.bytes || (parts && limit.part && parts.push(chunk) > limit.part.bytes)) {
        req.off('data', onData);
        req.pause();
        // What was read goes at once, not when the request does.
        chunks = [];
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

export function toRequest(req: IncomingMessage, url: URL, body: Buffer | undefined): Request {
  const headers = new Headers();
  for (const [name, value] of Object.entries(req.headers)) {
    if (Array.isArray(value)) for (const item of value) headers.append(name, item);
    else if (value !== undefined) headers.set(name, value);
  }
  // A view of the body's bytes, not a copy (an upload is up to 100 MiB).
  return new Request(url, {
    method: req.method ?? 'GET',
    headers,
    body: body ? new Uint8Array(body.buffer as ArrayBuffer, body.byteOffset, body.byteLength) : undefined,
  });
}

export async function send(res: ServerResponse, response: Response): Promise<void> {
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

/** The message in the request's language (Accept-Language en, else zh). */
export const text = (req: IncomingMessage, zh: string, en: string) => (english(req) ? en : zh);

/** How long the rest of a refused body is drained (thrown away, never kept) so the client can read the 413. */
const DRAIN_GRACE_MS = 2_000;

/**
 * Answers 413 at once. The rest of the body is thrown away as it arrives (a client still sending
 * would otherwise see a reset instead of the answer); a client that is still sending after a
 * short grace is cut off.
 */
export async function refuseTooLarge(req: IncomingMessage, res: ServerResponse, kb: number): Promise<void> {
  req.removeAllListeners('data');
  req.resume();
  await send(res, failureResponse(MOCK_CODES.tooLarge, text(req, `请求内容过大（上限 ${kb}KB）`, `The request is too large (limit ${kb} KB)`), 413));
  setTimeout(() => {
    if (!req.complete) req.destroy();
  }, DRAIN_GRACE_MS).unref();
}

/** The refusal of a store that failed to save (503), or of a write call while it is full (507); null when it may go on. */
export function storeRefusal(req: IncomingMessage, store: CommitStore, pathname: string): Response | null {
  if (store.failure) {
    const message = text(
      req,
      `模拟服务器无法保存数据（${store.failure.message}），请重启它`,
      `The mock server cannot save (${store.failure.message}); restart it`,
    );
    return failureResponse(500, message, 503);
  }
  if (store.isFull() && isWriteCall(pathname)) {
    const message = text(req, '模拟服务器的数据已满，请运行 npm run mock:reset 重置', 'The mock database is full; run npm run mock:reset to start over');
    return failureResponse(MOCK_CODES.storageFull, message, 507);
  }
  return null;
}

/** Commits what was written since `since`; answers the 500 to send instead when it could not be saved. */
export async function commitOrRefuse(req: IncomingMessage, store: CommitStore, since: number): Promise<Response | null> {
  try {
    await store.commit(since);
    return null;
  } catch (error) {
    const reason = error instanceof Error ? error.message : String(error);
    return failureResponse(500, text(req, `未能保存：${reason}`, `Not saved: ${reason}`), 500);
  }
}

export interface HostOptions {
  store: CommitStore;
  handlers: RequestHandler[];
  /** The origin request URLs are resolved against (http://127.0.0.1:<port>). */
  origin: () => string;
  /** Routes answered before the handlers (the API server's control routes): true when it answered. */
  before?: (req: IncomingMessage, res: ServerResponse, url: URL) => Promise<boolean>;
}

/** A node:http request listener that answers with the handlers as described above. */
export function requestHost(options: HostOptions): (req: IncomingMessage, res: ServerResponse) => Promise<void> {
  const { store, handlers } = options;
  return async (req, res) => {
    const url = new URL(req.url ?? '/', options.origin());
    try {
      if (options.before && (await options.before(req, res, url))) return;
      const refusal = storeRefusal(req, store, url.pathname);
      if (refusal) return await send(res, refusal);
      const limit = bodyLimit(req, url.pathname);
      const hasBody = req.method !== 'GET' && req.method !== 'HEAD';
      let body: Buffer | undefined;
      try {
        body = hasBody ? await readBody(req, limit) : undefined;
      } catch (error) {
        if (error instanceof BodyTooLarge) return await refuseTooLarge(req, res, limit.kb);
        throw error;
      }
      const since = store.writeCount();
      const response = await getResponse(handlers, toRequest(req, url, body));
      const unsaved = await commitOrRefuse(req, store, since);
      await send(res, unsaved ?? response ?? failureResponse(MOCK_CODES.notFound, `Not found: ${req.method} ${url.pathname}`, 404));
    } catch (error) {
      console.error('[mock] request failed', req.method, url.pathname, error);
      if (!res.headersSent) await send(res, failureResponse(500, text(req, '模拟服务器内部错误，请查看其日志', 'The mock server failed; see its log'), 500));
      else res.end();
    }
  };
}

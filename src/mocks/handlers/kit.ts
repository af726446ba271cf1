/**
 * The kit every handler family is written with.
 *
 * `apiPost(path, handler)` registers a POST under the API base on any origin. The handler gets
 * {body, query, session, lang, request} and returns data (answered as the success envelope),
 * `listResult(list, total)` / `paginate(...)` (answered with `total`), or throws a MockError
 * (answered as the failure envelope with HTTP 200: business errors live in the body).
 * A call registered with `{ write: true }` (or through `apiWrite`) notifies the write listener
 * after it succeeds; the standalone server uses that to save its state.
 *
 * @example
 *   apiWrite(userPaths.setTheme, (ctx) => { const session = requireSession(ctx); ... return theme; })
 */
import { http, HttpResponse, type HttpHandler } from 'msw';
import { config } from '@/config';
import { MOCK_BACKEND_MARKER } from '../db';
import { resolveSession, type MockSession } from '../rules/session';
import { MockError, invalid, sessionExpired, type Lang } from './errors';

export * from './errors';
export * from './validate';
export type { MockSession } from '../rules/session';

export interface MockContext {
  /** Parsed JSON body ({} when empty) or FormData for multipart requests. */
  body: unknown;
  query: URLSearchParams;
  /** From the `token` query parameter or the token header; null when missing, unknown or expired. */
  session: MockSession | null;
  lang: Lang;
  request: Request;
}

export type MockHandler = (ctx: MockContext) => unknown;

/** A list answer: `list` goes to data, `total` to the envelope's total. */
export class MockList<T> {
  constructor(
    readonly list: T[],
    readonly total: number,
  ) {}
}

export function listResult<T>(list: T[], total: number = list.length): MockList<T> {
  return new MockList(list, total);
}

/** One page of rows (page 1-based) with the total across pages. */
export function paginate<T>(rows: readonly T[], paging: { page?: number; pageSize?: number }, defaultPageSize = 10): MockList<T> {
  const page = paging.page ?? 1;
  const pageSize = paging.pageSize ?? defaultPageSize;
  return new MockList(rows.slice((page - 1) * pageSize, page * pageSize), rows.length);
}

let writeListener: (() => void) | null = null;

/** Registers the callback run after every successful write call (null to remove it). */
export function registerOnWrite(listener: (() => void) | null): void {
  writeListener = listener;
}

export function notifyWrite(): void {
  writeListener?.();
}

const HEADERS = { 'x-mock-backend': MOCK_BACKEND_MARKER };

export function successResponse(data: unknown): Response {
  const body =
    data instanceof MockList
      ? { code: 200, success: true, data: data.list, total: data.total, error: null }
      : { code: 200, success: true, data: data === undefined ? null : data, error: null };
  return HttpResponse.json(body, { headers: HEADERS });
}

export function failureResponse(code: number, message: string, status = 200): Response {
  return HttpResponse.json({ code, success: false, data: null, error: message }, { status, headers: HEADERS });
}

function languageOf(request: Request): Lang {
  return /^\s*en\b/i.test(request.headers.get('accept-language') ?? '') ? 'en' : 'zh';
}

function tokenOf(request: Request, query: URLSearchParams): string | null {
  const fromQuery = query.get('token');
  if (fromQuery) return fromQuery;
  const header = request.headers.get(config.tokenHeader);
  return header ? header.replace(/^Bearer\s+/i, '').trim() || null : null;
}

async function readBody(request: Request): Promise<unknown> {
  const type = request.headers.get('content-type') ?? '';
  if (type.includes('multipart/form-data')) {
    try {
      return await request.formData();
    } catch {
      throw invalid({ zh: '上传内容格式不正确', en: 'The upload is not valid form data' });
    }
  }
  const text = await request.text();
  if (text.trim() === '') return {};
  try {
    return JSON.parse(text) as unknown;
  } catch {
    throw invalid({ zh: '请求体不是有效的 JSON', en: 'The request body is not valid JSON' });
  }
}

/** Runs a handler and turns its outcome into a response. */
export async function runHandler(request: Request, handler: MockHandler, write: boolean): Promise<Response> {
  const lang = languageOf(request);
  try {
    const query = new URL(request.url).searchParams;
    const body = await readBody(request);
    const ctx: MockContext = { body, query, session: resolveSession(tokenOf(request, query)), lang, request };
    const result: unknown = await handler(ctx);
    if (write) notifyWrite();
    return successResponse(result);
  } catch (error) {
    if (error instanceof MockError) return failureResponse(error.code, error.messages[lang]);
    console.error('[mock] handler failed', request.method, request.url, error);
    const detail = error instanceof Error ? error.message : String(error);
    return failureResponse(500, `Mock server error: ${detail}`, 500);
  }
}

/** URL pattern of an API path on any origin. */
export function apiPattern(path: string): string {
  return `*${config.apiBase}${path}`;
}

export function apiPost(path: string, handler: MockHandler, options: { write?: boolean } = {}): HttpHandler {
  return http.post(apiPattern(path), ({ request }) => runHandler(request, handler, options.write === true));
}

/** apiPost for a call that changes state. */
export function apiWrite(path: string, handler: MockHandler): HttpHandler {
  return apiPost(path, handler, { write: true });
}

/** The session, or 50008 when the token is missing, unknown or expired. */
export function requireSession(ctx: MockContext): MockSession {
  if (!ctx.session) throw sessionExpired();
  return ctx.session;
}

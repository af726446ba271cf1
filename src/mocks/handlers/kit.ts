/**
 * The kit every handler family is written with.
 *
 * `apiPost(path, handler)` registers a POST under the API base on any origin. The handler gets
 * {body, query, session, lang, request} and returns data (answered as the success envelope),
 * `listResult(list, total)` / `paginate(...)` (answered with `total`), or throws a MockError
 * (answered as the failure envelope with HTTP 200: business errors live in the body).
 * The handler's answer is typed by the contract (api/contract.ts): a call's `res`, a list call's
 * `MockList<Row>`; a handler answering another shape fails the type check.
 * Every call's request and answer pass the mock's dialect (dialect.ts: ours, or MOCK_DIALECT=b's).
 * `apiWrite` marks a call that changes state (for the reader: the store notices every change by
 * itself, see db/tracking.ts). The token is read from the token header only. Errors and field rules
 * live below every layer (core/errors.ts, core/validate.ts); the kit re-exports them for handlers.
 *
 * @example
 *   apiWrite(userPaths.setTheme, (ctx) => { const session = requireSession(ctx); ... return theme; })
 */
import { http, HttpResponse, type HttpHandler, type RequestHandler } from 'msw';
import { config } from '@/config';
import type { CallPath, ContractPath, ListPath, ProjectedPath, ResOf, RowOf, SummaryOf, UploadPath } from '@/api/contract';
import { MOCK_BACKEND_MARKER } from '../db';
import { envelopeInDialect, inDialect, mockDialect } from '../dialect';
import { resolveSession, touchSession, type MockSession } from '../rules/session';
import { MOCK_CODES, MockError, invalid, type Lang } from '../core/errors';

export * from '../core/errors';
export * from '../core/validate';
export { requireSession, type MockSession } from '../rules/session';

export interface MockContext {
  /** Parsed JSON body ({} when empty) or FormData for multipart requests. */
  body: unknown;
  query: URLSearchParams;
  /** From the token header (or, for a call registered with `tokenInQuery`, the `token` query parameter); null when missing, unknown or expired. */
  session: MockSession | null;
  lang: Lang;
  request: Request;
}

/** What a handler of path P answers: the contract's `res`, or `MockList<Row>` for a list call. */
export type MockAnswer<P extends ContractPath> = P extends ListPath
  ? MockList<P extends ProjectedPath ? Partial<RowOf<P>> : RowOf<P>, SummaryOf<P>>
  : P extends CallPath | UploadPath
    ? ResOf<P>
    : never;

export type MockHandler<P extends ContractPath = ContractPath> = (ctx: MockContext) => MockAnswer<P> | Promise<MockAnswer<P>>;

/** A list answer: `list` goes to data, `total` to the envelope's total, `summary` (when given) to its summary. */
export class MockList<T, S = unknown> {
  constructor(
    readonly list: T[],
    readonly total: number,
    readonly summary?: S,
  ) {}
}

export function listResult<T, S = unknown>(list: T[], total: number = list.length, summary?: S): MockList<T, S> {
  return new MockList(list, total, summary);
}

/** One page of rows (page 1-based) with the total across pages. */
export function paginate<T>(rows: readonly T[], paging: { page?: number; pageSize?: number }, defaultPageSize = 10): MockList<T> {
  const page = paging.page ?? 1;
  const pageSize = paging.pageSize ?? defaultPageSize;
  return new MockList(rows.slice((page - 1) * pageSize, page * pageSize), rows.length);
}

const HEADERS = { 'x-mock-backend': MOCK_BACKEND_MARKER };

export function successResponse(data: unknown): Response {
  const body =
    data instanceof MockList
      ? { code: 200, success: true, data: data.list, total: data.total, ...(data.summary === undefined ? {} : { summary: data.summary }), error: null }
      : { code: 200, success: true, data: data === undefined ? null : data, error: null };
  return HttpResponse.json(body, { headers: HEADERS });
}

export function failureResponse(code: number, message: string, status = 200, fields: readonly string[] = []): Response {
  const body = { code, success: false, data: null, error: message, ...(fields.length > 0 ? { fields } : {}) };
  return HttpResponse.json(mockDialect() === 'ours' ? body : envelopeInDialect(body, '', 'zh'), { status, headers: HEADERS });
}

function languageOf(request: Request): Lang {
  return /^\s*en\b/i.test(request.headers.get('accept-language') ?? '') ? 'en' : 'zh';
}

/** The token of the token header (a `Bearer ` prefix is allowed); null without one. */
export function headerToken(request: Request): string | null {
  const header = request.headers.get(config.tokenHeader);
  return header ? header.replace(/^Bearer\s+/i, '').trim() || null : null;
}

/** JSON bodies are capped (the standalone server refuses a longer one while it streams in). */
export const MAX_JSON_BODY_BYTES = 1024 * 1024;

export const bodyTooLarge = (): MockError => new MockError(MOCK_CODES.tooLarge, { zh: '请求内容过大', en: 'The request is too large' });

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
  if (text.length > MAX_JSON_BODY_BYTES) throw bodyTooLarge();
  if (text.trim() === '') return {};
  try {
    return JSON.parse(text) as unknown;
  } catch {
    throw invalid({ zh: '请求体不是有效的 JSON', en: 'The request body is not valid JSON' });
  }
}

export interface HandlerOptions {
  /** The spec sends this call's token as a query parameter (getUserInfo); every other call reads the header only. */
  tokenInQuery?: boolean;
  /** The base the path is under: config.apiBase unless given (the chat service's calls: config.chatBase). */
  base?: string;
}

/** Runs a handler and turns its outcome into a response. */
export async function runHandler(request: Request, handler: (ctx: MockContext) => unknown, options: HandlerOptions = {}): Promise<Response> {
  const lang = languageOf(request);
  try {
    const query = new URL(request.url).searchParams;
    const body = await readBody(request);
    const token = (options.tokenInQuery ? query.get('token') : null) || headerToken(request);
    const ctx: MockContext = { body, query, session: resolveSession(token), lang, request };
    if (ctx.session) touchSession(ctx.session.token);
    const result: unknown = await handler(ctx);
    return successResponse(result);
  } catch (error) {
    if (error instanceof MockError) return failureResponse(error.code, error.messages[lang], error.code === MOCK_CODES.tooLarge ? 413 : 200, error.fields);
    return internalErrorResponse(request, error, lang);
  }
}

/** A fault of the mock itself: logged in full, answered without internals. */
export function internalErrorResponse(request: Request, error: unknown, lang: Lang): Response {
  const reference = Math.random().toString(36).slice(2, 8);
  console.error(`[mock] handler failed (ref ${reference})`, request.method, new URL(request.url).pathname, error);
  const message = lang === 'en' ? `The mock server failed (ref ${reference}); see its log` : `模拟服务器内部错误（编号 ${reference}），请查看其日志`;
  return failureResponse(500, message, 500);
}

/** URL pattern of an API path (under `base`, the API's by default) on any origin. */
export function apiPattern(path: string, base: string = config.apiBase): string {
  return `*${base}${path}`;
}

export function apiPost<P extends ContractPath>(path: P, handler: MockHandler<P>, options: HandlerOptions = {}): HttpHandler {
  const answer = inDialect(options.base ?? config.apiBase, (request: Request) => runHandler(request, handler, options));
  const made = http.post(apiPattern(path, options.base), ({ request }) => answer(request));
  postRoutes.set(made, { path: routeKey(`${options.base ?? config.apiBase}${path}`), answer });
  return made;
}

/** What apiPost made: the handler's exact path and its answer, for routed(). */
const postRoutes = new WeakMap<RequestHandler, { path: string; answer: (request: Request) => Promise<Response> }>();

/** msw's matching of a path without parameters: any case, an optional trailing slash. */
const routeKey = (pathname: string) => pathname.toLowerCase().replace(/(.)\/$/, '$1');

/**
 * The handlers as msw is given them: the POSTs apiPost made answered by one handler that finds
 * the call by its path in a table, then the others in order. msw tries its handlers one by one,
 * matching the URL and parsing the request's cookies for each: with some four hundred calls that
 * was a tenth of the mock server's time and ~5% of the unit tests'. Same answers: first
 * registration of a path wins, as it did in the list; a path not in the table goes on to the rest.
 */
export function routed(handlers: readonly RequestHandler[]): RequestHandler[] {
  const table = new Map<string, (request: Request) => Promise<Response>>();
  const others: RequestHandler[] = [];
  for (const handler of handlers) {
    const route = postRoutes.get(handler);
    if (!route) others.push(handler);
    else if (!table.has(route.path)) table.set(route.path, route.answer);
  }
  const byPath = http.post('*', ({ request }) => table.get(routeKey(new URL(request.url).pathname))?.(request));
  return [byPath, ...others];
}

/**
 * apiPost for a call that changes state. Persistence does not depend on it (the store sees every
 * write itself); it says to the reader which calls are expected to write.
 */
export function apiWrite<P extends ContractPath>(path: P, handler: MockHandler<P>, options: Pick<HandlerOptions, 'base'> = {}): HttpHandler {
  writePaths.add(`${options.base ?? config.apiBase}${path}`);
  return apiPost(path, handler, options);
}

const writePaths = new Set<string>();

/** True for the path of a call registered with apiWrite (the server refuses them while its storage is full). */
export function isWriteCall(pathname: string): boolean {
  return writePaths.has(pathname);
}

/**
 * The one axios instance every endpoint module goes through.
 *
 * - base URL from the environment, 60 s timeout, POST with a JSON body;
 * - the token header only when a token exists (and never on an `anonymous` call);
 * - every body goes out through api/boundary.ts's encodeRequest and every answer comes in through
 *   its decodeAnswer (the server's names → ours, per the runtime configuration);
 * - the envelope {code, success, data, total, error} unwrapped once: `post` resolves to data,
 *   `postList` to {list, total};
 * - every failure (business code, HTTP status, network, timeout, a body that is not a JSON
 *   envelope, cancellation) becomes one ApiError, shown as errors.ts decides unless the call
 *   passes `silent`, and the promise rejects;
 * - code 200 with `success: false` is not an error (section 8 counts only a code other than
 *   200): nothing is shown, `post` rejects with kind `unsuccessful` (the caller keeps its
 *   failure state) and `postList` resolves to an empty list;
 * - HTTP 404 on a call of ours (api/optional.ts) rejects with kind `unavailable` (nothing shown)
 *   and is remembered: the session's later calls to that path reject the same way at once.
 */
import axios, { AxiosError, type AxiosRequestConfig, type AxiosResponse } from 'axios';
import { config } from '@/config';
import { getToken } from '@/auth/token';
import { i18n } from '@/i18n';
import { decodeAnswer, encodeRequest } from './boundary';
import { ApiError, presentApiError } from './errors';
import { isCallUnavailable, isOptionalCall, markCallUnavailable } from './optional';
import { SUCCESS_CODE, type Envelope, type ListResult } from './types';
import type { CallPath, ListPath, ReqOf, ResOf, RowOf, SummaryOf, UploadPath } from './contract';

export interface RequestOptions {
  /** Opt out of the default error display; the promise still rejects with the ApiError. */
  silent?: boolean;
  /** Cancel the request (a cancelled request shows nothing and rejects with kind `cancelled`). */
  signal?: AbortSignal;
  /** Query-string parameters (getUserInfo's token, insurance print). */
  params?: Record<string, string | number | boolean | undefined>;
  /** Override the 60 s timeout. */
  timeoutMs?: number;
  /** Override the base URL (the joint-hall chat service lives elsewhere). */
  baseURL?: string;
  /** Extra headers (e.g. the chat service's own token). */
  headers?: Record<string, string>;
  /**
   * Send no token header even when this browser holds a session (the public resume: a shared
   * link always gets the public view).
   */
  anonymous?: boolean;
}

declare module 'axios' {
  interface AxiosRequestConfig {
    /** See RequestOptions.anonymous: the interceptor adds no token header. */
    anonymous?: boolean;
  }
}

export const httpClient = axios.create({
  timeout: config.requestTimeoutMs,
  headers: { 'Content-Type': 'application/json' },
  // Parse JSON ourselves so that a body that is not JSON is seen, never passed on as data.
  transformResponse: [(raw: unknown) => raw],
  responseType: 'text',
});

httpClient.interceptors.request.use((request) => {
  // Read per request: config.json sets the base after this module has loaded (app/runtimeConfig).
  request.baseURL ??= config.apiBase;
  const token = request.anonymous ? undefined : getToken();
  if (token && !request.headers.has(config.tokenHeader)) request.headers.set(config.tokenHeader, token);
  request.headers.set('Accept-Language', i18n.language === 'en' ? 'en' : 'zh-CN');
  return request;
});

/** Turns any axios outcome into an envelope or an ApiError (the transport's only judgement). */
export function toApiError(error: unknown, path: string): ApiError {
  if (error instanceof ApiError) return error;
  if (axios.isCancel(error) || (error instanceof AxiosError && error.code === AxiosError.ERR_CANCELED)) {
    return new ApiError({ kind: 'cancelled', path });
  }
  if (error instanceof AxiosError) {
    if (error.code === AxiosError.ECONNABORTED || error.code === AxiosError.ETIMEDOUT) {
      return new ApiError({ kind: 'timeout', path, message: error.message });
    }
    if (error.response) {
      if (error.response.status === 404 && isOptionalCall(path)) return new ApiError({ kind: 'unavailable', code: 404, path });
      const envelope = decodeAnswer(path, error.response.data);
      return new ApiError({ kind: 'http', code: error.response.status, serverMessage: envelope?.error ?? null, path });
    }
    return new ApiError({ kind: 'network', path, message: error.message });
  }
  return new ApiError({ kind: 'network', path, message: error instanceof Error ? error.message : String(error) });
}

function unwrap(response: AxiosResponse<unknown>, path: string, list = false): Envelope<unknown> {
  const envelope = decodeAnswer(path, response.data, { list });
  if (!envelope) throw new ApiError({ kind: 'malformed', code: response.status, path });
  if (envelope.code !== SUCCESS_CODE) {
    throw new ApiError({ kind: 'business', code: envelope.code, serverMessage: envelope.error ?? null, path, fields: envelope.fields });
  }
  if (envelope.success === false) {
    throw new ApiError({ kind: 'unsuccessful', code: envelope.code, serverMessage: envelope.error ?? null, path });
  }
  // Diagnostics (development, or config.json's switch): the answer checked against the contract
  // after it is delivered, by a chunk that is never loaded otherwise.
  if (config.diagnostics) void import('./contractCheck').then((check) => check.checkAnswer(path, envelope.data));
  return envelope;
}

/**
 * Aborts after `timeoutMs` and when the caller's signal aborts. The timer is ours rather than
 * axios's own option so the timeout holds whatever adapter or interceptor carries the request.
 */
function timeoutSignal(timeoutMs: number, callerSignal: AbortSignal | undefined) {
  const controller = new AbortController();
  let timedOut = false;
  const timer = setTimeout(() => {
    timedOut = true;
    controller.abort();
  }, timeoutMs);
  const onCallerAbort = () => controller.abort();
  if (callerSignal?.aborted) controller.abort();
  else callerSignal?.addEventListener('abort', onCallerAbort, { once: true });
  return {
    signal: controller.signal,
    timedOut: () => timedOut,
    dispose() {
      clearTimeout(timer);
      callerSignal?.removeEventListener('abort', onCallerAbort);
    },
  };
}

/** One request: the body out through the boundary (a list call's paging too), the answer read by `read` (the envelope by default). */
async function send<R = Envelope<unknown>>(
  path: string,
  data: unknown,
  options: RequestOptions,
  extra: AxiosRequestConfig = {},
  read: (response: AxiosResponse<unknown>, path: string, list: boolean) => R | Promise<R> = unwrap as (
    response: AxiosResponse<unknown>,
    path: string,
    list: boolean,
  ) => R,
  list = false,
): Promise<R> {
  // This server said it lacks this call of ours: not asked again this session.
  if (isCallUnavailable(path)) throw new ApiError({ kind: 'unavailable', code: 404, path });
  const timeoutMs = options.timeoutMs ?? config.requestTimeoutMs;
  const deadline = timeoutSignal(timeoutMs, options.signal);
  try {
    const response = await httpClient.request<unknown>({
      url: path,
      method: 'POST',
      data: encodeRequest(path, data ?? {}, { list }),
      params: options.params,
      signal: deadline.signal,
      timeout: timeoutMs,
      baseURL: options.baseURL,
      headers: options.headers,
      anonymous: options.anonymous,
      ...extra,
    });
    return await read(response, path, list);
  } catch (caught) {
    const apiError = deadline.timedOut() ? new ApiError({ kind: 'timeout', path }) : toApiError(caught, path);
    if (apiError.kind === 'unavailable') markCallUnavailable(path);
    if (!options.silent) presentApiError(apiError);
    throw apiError;
  } finally {
    deadline.dispose();
  }
}

/** POST a JSON body; resolves to the envelope's data. Body and answer types come from the path (api/contract.ts). */
export async function post<P extends CallPath>(path: P, body: ReqOf<P>, options: RequestOptions = {}): Promise<ResOf<P>> {
  const envelope = await send(path, body, options);
  return envelope.data as ResOf<P>;
}

/**
 * POST a JSON body to a list call; resolves to this page's rows and the total across pages.
 * Code 200 with `success: false` resolves to an empty list (the spec's rule for the recycle-bin
 * and insurance lists, applied to every list); every other failure rejects.
 */
export async function postList<P extends ListPath>(
  path: P,
  body: ReqOf<P>,
  options: RequestOptions = {},
): Promise<ListResult<RowOf<P>> & { summary?: SummaryOf<P> }> {
  type T = RowOf<P>;
  let envelope: Envelope<unknown>;
  try {
    envelope = await send(path, body, options, {}, unwrap, true);
  } catch (error) {
    if (error instanceof ApiError && error.kind === 'unsuccessful') return { list: [], total: 0 };
    throw error;
  }
  const list = Array.isArray(envelope.data) ? (envelope.data as T[]) : [];
  const total = typeof envelope.total === 'number' ? envelope.total : list.length;
  return envelope.summary === undefined ? { list, total } : { list, total, summary: envelope.summary as SummaryOf<P> };
}

/**
 * POST whose answer may be the document itself (application/pdf or text/html, e.g. a print)
 * instead of an envelope: a document resolves to `{ document }`; any other body is read as `post`
 * reads it (an envelope error rejects with its message).
 */
export async function postDocument<P extends CallPath>(
  path: P,
  body: ReqOf<P>,
  options: RequestOptions = {},
): Promise<{ data: ResOf<P> } | { document: Blob }> {
  return send(path, body, options, { responseType: 'arraybuffer' }, (response, called) => {
    const bytes = response.data instanceof ArrayBuffer ? response.data : new TextEncoder().encode(String(response.data ?? ''));
    const type = String(response.headers['content-type'] ?? '');
    if (/^\s*(application\/pdf|text\/html)\b/i.test(type)) return { document: new Blob([bytes], { type }) };
    return { data: unwrap({ ...response, data: new TextDecoder().decode(bytes) }, called).data as ResOf<P> };
  });
}

/** Multipart upload with the file in field `file`; resolves to the envelope's data (its type from the path). */
export async function upload<P extends UploadPath>(path: P, file: Blob, fileName?: string, options: RequestOptions = {}): Promise<ResOf<P>> {
  const form = new FormData();
  if (fileName !== undefined) form.append('file', file, fileName);
  else form.append('file', file);
  const envelope = await send(path, form, options, { headers: { ...options.headers, 'Content-Type': 'multipart/form-data' } });
  return envelope.data as ResOf<P>;
}

/**
 * `post` / `postList` outside the contract: any path, any body, the answer as the caller says. For
 * tests and probes that send what the contract does not allow (a refusal test's wrong body, a
 * table test's own path); the app's calls go through the typed ones.
 */
export const postUnchecked = <T = unknown>(path: string, body?: unknown, options?: RequestOptions): Promise<T> =>
  post(path as CallPath, body as never, options) as Promise<T>;
export const postListUnchecked = <T = unknown>(path: string, body?: unknown, options?: RequestOptions): Promise<ListResult<T>> =>
  postList(path as ListPath, body as never, options) as Promise<ListResult<T>>;

/** Absolute URL of a path under the API base (for links opened by the browser, e.g. print). */
export function apiUrl(path: string, params?: Record<string, string | number | boolean | undefined>): string {
  const query = new URLSearchParams();
  for (const [key, value] of Object.entries(params ?? {})) if (value !== undefined) query.set(key, String(value));
  const qs = query.toString();
  return `${config.apiBase}${path}${qs ? `?${qs}` : ''}`;
}

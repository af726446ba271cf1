/**
 * The mock's second dialect (MOCK_DIALECT=b; `speakMockDialect('b')` in tests): the same handlers
 * and rules, answering as another plausible server (a RuoYi-style back end) would. A layer at
 * the HTTP boundary (kit.ts apiPost and failureResponse) translates each request into ours and
 * each answer into the dialect's:
 * - list bodies page with `pageNum` (and `pageSize`); a list answers {code, msg, rows, total};
 * - the envelope's message is `msg`, its `code` a string ("200"), and there is no `success`;
 * - the pages table names its components Vue-style (`views/<page>/index`, parents `Layout`), the
 *   aunt pages as `views/worker/…`, and mounts the aunt list at /worker/list and the aunt
 *   detail, add and edit pages under /worker/ (dialectPagePath);
 * - the employer family (/employer/*) names its fields otherwise, both ways and at any depth:
 *   employerId → customerId, employerName → customerName, mobile → phone.
 * The app meets this server with deploy/dialect-b.config.json alone (README "Deployment").
 * The default dialect ('ours') costs nothing: requests and answers pass untouched.
 */
import { renameFields } from '@/api/boundary';

export type MockDialect = 'ours' | 'b';

function dialectOfEnv(): MockDialect {
  const raw = typeof process !== 'undefined' && process.env ? process.env.MOCK_DIALECT?.trim() : undefined;
  if (!raw || raw === 'ours' || raw === 'a') return 'ours';
  if (raw === 'b') return 'b';
  console.error(`MOCK_DIALECT=${raw} is not a dialect of the mock (b, or unset for ours); ours is spoken`);
  return 'ours';
}

let current: MockDialect = dialectOfEnv();

/** The dialect the mock answers in now. */
export const mockDialect = (): MockDialect => current;

/** Switches the dialect (tests: testing.ts speakMockDialect). */
export function setMockDialect(dialect: MockDialect): void {
  current = dialect;
}

/** What dialect b differs in (its runtime configuration is deploy/dialect-b.config.json). */
export const DIALECT_B = {
  pageParam: 'pageNum',
  rows: 'rows',
  message: 'msg',
  renamedFamily: 'employer',
  fieldNames: { employerId: 'customerId', employerName: 'customerName', mobile: 'phone' } as Readonly<Record<string, string>>,
} as const;

const SERVER_TO_OURS = Object.fromEntries(Object.entries(DIALECT_B.fieldNames).map(([ours, theirs]) => [theirs, ours]));

/** Our page modules the dialect names after its "worker" views. */
const WORKER_VIEWS: Readonly<Record<string, string>> = {
  'aunt/list': 'views/worker/index',
  'aunt/detail': 'views/worker/detail',
  'aunt/form': 'views/worker/form',
};

/** Route paths the dialect mounts elsewhere (the other pages keep ours). */
const WORKER_PATHS: Readonly<Record<string, string>> = {
  '/aunt/all': '/worker/list',
  '/aunt/detail/:auntId': '/worker/detail/:auntId',
  '/aunt/add': '/worker/add',
  '/aunt/edit/:auntId': '/worker/edit/:auntId',
};

/** A page's component as dialect b names it; a name already Vue-style (or a container) stays. */
export function dialectComponent(component: string): string {
  if (component === '' || component === 'Layout' || component.startsWith('views/')) return component;
  const name = component.replace(/^\/+|\/+$/g, '').replace(/\/index$/, '');
  return WORKER_VIEWS[name] ?? `views/${name}/index`;
}

/** A page's route path as dialect b mounts it. */
export const dialectPagePath = (path: string): string => WORKER_PATHS[path] ?? path;

const isObject = (value: unknown): value is Record<string, unknown> => typeof value === 'object' && value !== null && !Array.isArray(value);

/** Every page row (pageId, component, routePath) in an answer, as dialect b's pages table holds it. */
function pagesInDialect(value: unknown): unknown {
  if (Array.isArray(value)) return value.map(pagesInDialect);
  if (!isObject(value)) return value;
  const page = 'pageId' in value && typeof value.component === 'string' && typeof value.routePath === 'string';
  const out: Record<string, unknown> = {};
  for (const [key, item] of Object.entries(value)) out[key] = pagesInDialect(item);
  if (!page) return out;
  out.component = dialectComponent(value.component as string);
  out.routePath = dialectPagePath(value.routePath as string);
  if (typeof value.redirectPath === 'string') out.redirectPath = dialectPagePath(value.redirectPath);
  return out;
}

const familyOfPath = (pathname: string, base: string) => pathname.slice(base.length).split('/')[1] ?? '';

/** A request body of dialect b → ours: `pageNum` is our `page`; the renamed family's fields get our names. */
export function bodyFromDialect(body: unknown, family: string): unknown {
  if (!isObject(body)) return body;
  let ours: Record<string, unknown> = body;
  if (Object.hasOwn(ours, DIALECT_B.pageParam)) {
    const { [DIALECT_B.pageParam]: page, ...rest } = ours;
    ours = { ...rest, page };
  }
  if (family === DIALECT_B.renamedFamily) {
    ours = renameFields(ours, SERVER_TO_OURS) as Record<string, unknown>;
    if (typeof ours.sortField === 'string' && Object.hasOwn(SERVER_TO_OURS, ours.sortField)) ours.sortField = SERVER_TO_OURS[ours.sortField];
  }
  return ours;
}

const successText = (lang: 'zh' | 'en') => (lang === 'en' ? 'OK' : '操作成功');

/**
 * Our envelope → dialect b's: {code: "200", msg, data} or, for a list, {code, msg, rows, total};
 * the renamed family's fields and every page row as the dialect has them. An envelope already in
 * the dialect (a string code) is left as it is.
 */
export function envelopeInDialect(envelope: Record<string, unknown>, family: string, lang: 'zh' | 'en'): Record<string, unknown> {
  if (typeof envelope.code !== 'number') return envelope;
  const { code, success: _success, error, data, total, ...rest } = envelope;
  const translated = family === DIALECT_B.renamedFamily ? renameFields(data, DIALECT_B.fieldNames) : data;
  const body = pagesInDialect(translated);
  const msg = typeof error === 'string' ? error : code === 200 ? successText(lang) : '';
  const restInDialect = family === DIALECT_B.renamedFamily ? (renameFields(rest, DIALECT_B.fieldNames) as Record<string, unknown>) : rest;
  return total === undefined
    ? { code: String(code), [DIALECT_B.message]: msg, data: body, ...restInDialect }
    : { code: String(code), [DIALECT_B.message]: msg, [DIALECT_B.rows]: body, total, ...restInDialect };
}

const english = (request: Request) => /^\s*en\b/i.test(request.headers.get('accept-language') ?? '');

/** The request as the handlers read it (a JSON body of dialect b in our names). */
async function requestFromDialect(request: Request, family: string): Promise<Request> {
  if (request.method === 'GET' || (request.headers.get('content-type') ?? '').includes('multipart/form-data')) return request;
  const text = await request.clone().text();
  let body: unknown;
  try {
    body = JSON.parse(text);
  } catch {
    return request; // not JSON: the handler answers that as it always does
  }
  const headers = new Headers(request.headers);
  headers.delete('content-length');
  return new Request(request.url, { method: request.method, headers, body: JSON.stringify(bodyFromDialect(body, family)), signal: request.signal });
}

/** The answer as dialect b sends it (a JSON envelope translated; anything else as it is). */
async function responseInDialect(response: Response, family: string, lang: 'zh' | 'en'): Promise<Response> {
  if (!(response.headers.get('content-type') ?? '').includes('application/json')) return response;
  const envelope: unknown = await response
    .clone()
    .json()
    .catch(() => null);
  if (!isObject(envelope) || typeof envelope.code !== 'number') return response;
  const headers = new Headers(response.headers);
  headers.delete('content-length');
  return new Response(JSON.stringify(envelopeInDialect(envelope, family, lang)), { status: response.status, statusText: response.statusText, headers });
}

/**
 * `answer` of a call under `base` spoken in the current dialect: with ours, `answer` itself; with
 * b, the request is translated into ours before it and its answer into b's after it.
 */
export function inDialect(base: string, answer: (request: Request) => Promise<Response>): (request: Request) => Promise<Response> {
  return async (request) => {
    if (current === 'ours') return answer(request);
    const family = familyOfPath(new URL(request.url).pathname, base);
    const response = await answer(await requestFromDialect(request, family));
    return responseInDialect(response, family, english(request) ? 'en' : 'zh');
  };
}

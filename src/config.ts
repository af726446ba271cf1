/**
 * Runtime configuration read once from the environment.
 * Works in the browser (Vite's import.meta.env) and in Node (the mock server and tests run
 * under tsx/vitest, where import.meta.env may be absent and process.env holds the values).
 */
type EnvBag = Record<string, string | undefined>;

function readEnv(): EnvBag {
  const viteEnv = (import.meta as { env?: EnvBag }).env ?? {};
  const nodeEnv: EnvBag = typeof process !== 'undefined' && process.env ? process.env : {};
  return { ...nodeEnv, ...viteEnv };
}

const env = readEnv();

function optionalId(value: string | undefined, fallback: number | null): number | null {
  if (value === undefined || value === '') return fallback;
  const id = Number(value);
  return Number.isInteger(id) && id > 0 ? id : null;
}

/** A JSON object of strings, or {} when absent; a malformed value is reported and ignored. */
function stringMap(name: string, value: string | undefined): Record<string, string> {
  if (!value) return {};
  try {
    const parsed: unknown = JSON.parse(value);
    if (parsed && typeof parsed === 'object' && !Array.isArray(parsed) && Object.values(parsed).every((item) => typeof item === 'string')) {
      return parsed as Record<string, string>;
    }
  } catch {
    // reported below
  }
  console.error(`${name} is not a JSON object of strings; it is ignored`);
  return {};
}

function trimSlash(value: string): string {
  return value.endsWith('/') ? value.slice(0, -1) : value;
}

export const config = {
  /** Base path of the API, e.g. `/api`; every endpoint path is appended to it. */
  apiBase: trimSlash(env.VITE_API_BASE || '/api'),
  /** Base of the joint-hall chat service (REST and socket.io). */
  chatBase: trimSlash(env.VITE_CHAT_BASE || '/chat-api'),
  /** Header that carries the token, sent only when a token exists. */
  tokenHeader: env.VITE_TOKEN_HEADER || 'Authorization',
  /** Request timeout from the spec (second document, section 9). */
  requestTimeoutMs: 60_000,
  /** A lazy page module that has not loaded by then fails to the route's error screen (first document, section 9). */
  lazyPageTimeoutMs: 120_000,
  /** Toast duration from the spec: 5000 ms. */
  toastSeconds: 5,
  /** Delay before the reload after a 1000403 "logged in elsewhere" answer. */
  kickedReloadDelayMs: 1_500,
  /** Token cookie lifetime in days. */
  tokenCookieDays: 30,
  tokenCookieName: 'Admin-Token',
  /** Finance management is hidden for this company id (VITE_FINANCE_HIDDEN_COMPANY_ID; empty = none). */
  financeHiddenCompanyId: optionalId(env.VITE_FINANCE_HIDDEN_COMPANY_ID, 2),
  /** The staff statistic entry shows only for this company id (VITE_STAFF_STATISTIC_COMPANY_ID; empty = all). */
  staffStatisticCompanyId: optionalId(env.VITE_STAFF_STATISTIC_COMPANY_ID, 1),
  /**
   * The server's names of our permissions where they differ (VITE_PERMISSION_NAMES, JSON
   * `{"aunt.others": "AUNT_EDIT_OTHERS"}`); see domain/permissions.ts and the README.
   */
  permissionNames: stringMap('VITE_PERMISSION_NAMES', env.VITE_PERMISSION_NAMES),
  /** Technical support phone shown in the sidebar. */
  supportPhone: env.VITE_SUPPORT_PHONE || '400-820-1234',
  /** Customer-service link shown in the sidebar (a chat page or a mailto:). */
  customerServiceUrl: env.VITE_CUSTOMER_SERVICE_URL || 'mailto:service@example.com',
  /**
   * The maps service's key (VITE_MAP_KEY, AMap web service; never in the repository). Empty: no
   * map, the address picker is the region picker alone (api/maps.ts).
   */
  mapKey: (env.VITE_MAP_KEY ?? '').trim(),
  /** Where the maps service is reached: `/map-api` (dev and preview proxy it to VITE_MAP_TARGET), or its absolute URL. */
  mapBase: trimSlash(env.VITE_MAP_BASE || '/map-api'),
  /**
   * The server's component names (a role page's `component`) → our page key or route path, for a
   * server whose pages table names pages otherwise (runtime configuration `pageAliases`).
   */
  pageAliases: {} as Record<string, string>,
  /** Feature switches (runtime configuration `features`): a feature switched off is hidden as if its call answered 404. */
  features: {} as Record<string, boolean>,
  /** The server's names for paging in list bodies and for the rows and total of a list answer (envelope level). */
  list: { page: 'page', pageSize: 'pageSize', rows: 'data', total: 'total' },
  /** The envelope's names: the message field, and whether `code` comes as a string ("200"). */
  envelope: { message: 'error', stringCode: false },
  /** Per endpoint family, our field name → the server's (runtime configuration `fieldNames`), applied both ways at the boundary. */
  fieldNames: {} as Record<string, Record<string, string>>,
  /** The joint-hall chat protocol (api/chat adapters): `socketio-v1` (ours) or `off`. */
  chatProtocol: 'socketio-v1' as string,
  /** Check every answer against the contract's schema and say what differs (always on in development). */
  diagnostics: false,
  /** Link to the agency's service agreement (runtime configuration `contractUrl`); empty: not shown. */
  contractUrl: '',
};

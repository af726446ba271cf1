/**
 * The configuration: defaults from the build-time environment (VITE_*), then, in the browser,
 * the deployment's runtime configuration file `config.json` beside index.html (RUNTIME_KEYS;
 * README, "Deployment"), applied by app/runtimeConfig before the app starts. Nothing may read a
 * runtime key while modules load: read `config.x` when it is used.
 * Works in the browser (Vite's import.meta.env) and in Node (the mock server and tests run
 * under tsx/vitest, where import.meta.env may be absent and process.env holds the values).
 */
export type EnvBag = Record<string, string | undefined>;

function readEnv(): EnvBag {
  const viteEnv = (import.meta as { env?: EnvBag }).env ?? {};
  const nodeEnv: EnvBag = typeof process !== 'undefined' && process.env ? process.env : {};
  return { ...nodeEnv, ...viteEnv };
}

function optionalId(value: string | undefined): number | null {
  if (value === undefined || value === '') return null;
  const id = Number(value);
  return Number.isInteger(id) && id > 0 ? id : null;
}

/** A JSON object of strings, or {} when absent; a malformed value is reported and ignored. */
function stringMap(name: string, value: string | undefined): Record<string, string> {
  if (!value) return {};
  let malformed = false;
  try {
    const parsed = read(NAMES, JSON.parse(value), name, {}, () => (malformed = true));
    if (!malformed) return parsed as Record<string, string>;
  } catch {
    // reported below
  }
  console.error(`${name} is not a JSON object of strings; it is ignored`);
  return {};
}

function trimSlash(value: string): string {
  return value.endsWith('/') ? value.slice(0, -1) : value;
}

/**
 * The configuration with its defaults from the build-time variables (VITE_*): the app's before
 * config.json is applied, and what a build writes to dist/config.json (vite.config.ts).
 */
export function configDefaults(env: EnvBag) {
  return {
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
    financeHiddenCompanyId: optionalId(env.VITE_FINANCE_HIDDEN_COMPANY_ID),
    /** The staff statistic entry shows only for this company id (VITE_STAFF_STATISTIC_COMPANY_ID; empty = all). */
    staffStatisticCompanyId: optionalId(env.VITE_STAFF_STATISTIC_COMPANY_ID),
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
}

export type AppConfig = ReturnType<typeof configDefaults>;

/** The feature switches `features` may name; api/optional.ts knows each one's calls. */
export const FEATURES = ['chat', 'roleDelete', 'suggestionReply', 'templateDelete', 'fundLedger', 'tasks'] as const;
export type Feature = (typeof FEATURES)[number];

/** A value's rule: what it must be, the test, and how an accepted value is stored. */
interface Rule {
  need: string;
  ok: (value: unknown) => boolean;
  fix?: (value: string) => string;
}
/** A rule, an object of named fields (merged over the default), or a map whose every value has one shape. */
type Shape = Rule | { fields: Record<string, Shape> } | { each: Shape; keys?: readonly string[] };

const NAME: Rule = { need: 'a non-empty string', ok: (value) => typeof value === 'string' && value.trim() !== '' };
const TEXT: Rule = { need: 'a string', ok: (value) => typeof value === 'string' };
const FLAG: Rule = { need: 'true or false', ok: (value) => typeof value === 'boolean' };
const ID: Rule = { need: 'a company id (a whole number above 0) or null', ok: (value) => value === null || (Number.isInteger(value) && (value as number) > 0) };
const BASE: Rule = { ...NAME, fix: trimSlash };
const NAMES: Shape = { each: NAME };

/** What config.json may set (README, "Deployment", in this order), and the shape of each. */
const SHAPES = {
  apiBase: BASE,
  chatBase: BASE,
  tokenHeader: NAME,
  tokenCookieName: NAME,
  financeHiddenCompanyId: ID,
  staffStatisticCompanyId: ID,
  permissionNames: NAMES,
  supportPhone: TEXT,
  customerServiceUrl: TEXT,
  contractUrl: TEXT,
  pageAliases: NAMES,
  features: { each: FLAG, keys: FEATURES },
  list: { fields: { page: NAME, pageSize: NAME, rows: NAME, total: NAME } },
  envelope: { fields: { message: NAME, stringCode: FLAG } },
  fieldNames: { each: NAMES },
  chatProtocol: NAME,
  diagnostics: FLAG,
} satisfies Partial<Record<keyof AppConfig, Shape>>;

export type RuntimeConfig = Pick<AppConfig, keyof typeof SHAPES>;
export const RUNTIME_KEYS = Object.keys(SHAPES) as (keyof RuntimeConfig)[];

const SKIP = Symbol('skip');
type Report = (key: string, problem: string) => void;

/** The value to store for `key` (fields merged over `current`), or SKIP; each value it rejects is reported. */
function read(shape: Shape, value: unknown, key: string, current: unknown, report: Report): unknown {
  if ('ok' in shape) {
    if (shape.ok(value)) return shape.fix ? shape.fix(value as string) : value;
    report(key, `must be ${shape.need}`);
    return SKIP;
  }
  if (!value || typeof value !== 'object' || Array.isArray(value)) {
    report(key, 'must be an object');
    return SKIP;
  }
  const fields = 'fields' in shape ? shape.fields : null;
  const known = fields ? Object.keys(fields) : (shape as { keys?: readonly string[] }).keys;
  const accepted: [string, unknown][] = [];
  for (const [name, item] of Object.entries(value)) {
    const at = `${key}.${name}`;
    if (known && !known.includes(name)) report(at, `is not a setting (known: ${known.join(', ')})`);
    else {
      const got = fields ? read(fields[name], item, at, (current as Record<string, unknown>)[name], report) : read((shape as { each: Shape }).each, item, at, undefined, report);
      if (got !== SKIP) accepted.push([name, got]);
    }
  }
  // Own properties only, whatever the names (a "__proto__" in the file stays a plain key).
  return { ...(fields ? (current as object) : {}), ...Object.fromEntries(accepted) };
}

/**
 * Applies a parsed config.json to `target`: each valid key replaces its default (objects of named
 * fields are merged). An unknown key and a value of the wrong type are reported on the console,
 * one error each naming the key, and ignored: the default stays. Answers the problems.
 */
export function applyRuntimeConfig(file: unknown, target: AppConfig = config): string[] {
  const problems: string[] = [];
  const report: Report = (key, problem) => {
    const message = `config.json: "${key}" ${problem}; ignored (README, "Deployment")`;
    problems.push(message);
    console.error(message);
  };
  if (!file || typeof file !== 'object' || Array.isArray(file)) {
    report('(the file)', 'must be a JSON object');
    return problems;
  }
  for (const [key, value] of Object.entries(file)) {
    if (!Object.hasOwn(SHAPES, key)) {
      report(key, 'is not a setting');
      continue;
    }
    const name = key as keyof RuntimeConfig;
    const accepted = read(SHAPES[name] as Shape, value, key, target[name], report);
    if (accepted !== SKIP) Object.assign(target, { [name]: accepted });
  }
  return problems;
}

/** The runtime keys of a configuration: the contents of a config.json that changes nothing. */
export function runtimeConfigOf(source: AppConfig): RuntimeConfig {
  return Object.fromEntries(RUNTIME_KEYS.map((key) => [key, source[key]])) as RuntimeConfig;
}

/** The configuration in force (after app/runtimeConfig, the deployment's config.json applied). */
export const config: AppConfig = configDefaults(readEnv());

/**
 * Fetches the deployment's config.json and applies it. A missing file (404) leaves the defaults
 * quietly; one that cannot be fetched or is not JSON is reported on the console and the defaults
 * apply: the app still starts (docs/DECISIONS.md).
 */
export async function loadRuntimeConfig(url: string, target: AppConfig = config): Promise<void> {
  let text: string;
  try {
    const response = await fetch(url, { signal: AbortSignal.timeout(15_000) });
    if (response.status === 404) return;
    if (!response.ok) throw new Error(`HTTP ${response.status}`);
    text = await response.text();
  } catch (error) {
    console.error(`config.json could not be loaded (${String(error)}); the built-in defaults apply`);
    return;
  }
  let file: unknown;
  try {
    file = JSON.parse(text);
  } catch (error) {
    console.error(`config.json is not JSON (${String(error)}); the built-in defaults apply`);
    return;
  }
  applyRuntimeConfig(file, target);
}

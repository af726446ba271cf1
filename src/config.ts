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
    const parsed = fit(JSON.parse(value), {}, {}, name, () => {
      malformed = true;
      return SKIP;
    });
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
    /** Check every answer against the contract and say what differs: on under the dev server (mode development); config.json may switch it on in production. */
    diagnostics: env.MODE === 'development',
    /** Link to the agency's service agreement (runtime configuration `contractUrl`); empty: not shown. */
    contractUrl: '',
  };
}

export type AppConfig = ReturnType<typeof configDefaults>;

/** What config.json may set (README, "Deployment", in this order). */
export const RUNTIME_KEYS = [
  'apiBase',
  'chatBase',
  'tokenHeader',
  'tokenCookieName',
  'financeHiddenCompanyId',
  'staffStatisticCompanyId',
  'permissionNames',
  'supportPhone',
  'customerServiceUrl',
  'contractUrl',
  'pageAliases',
  'features',
  'list',
  'envelope',
  'fieldNames',
  'chatProtocol',
  'diagnostics',
] as const satisfies readonly (keyof AppConfig)[];

export type RuntimeConfig = Pick<AppConfig, (typeof RUNTIME_KEYS)[number]>;

/** The feature switches `features` may name; api/optional.ts knows each one's calls. */
export const FEATURES = [
  'chat',
  'roleDelete',
  'suggestionReply',
  'templateDelete',
  'fundLedger',
  'tasks',
  'resumeLinks',
  'auntConsent',
  'privacyReveal',
  'bulkImport',
  'notices',
  'sessions',
  'recyclePurge',
  'search',
  'watermark',
] as const;
export type Feature = (typeof FEATURES)[number];

const SKIP = Symbol('skip');
type Report = (key: string, problem: string) => typeof SKIP;

/** The shape of each setting: its default with no build-time variable set. */
const MODELS: Record<string, unknown> = configDefaults({});
/** The value of each entry of the maps among them; the other maps' values are non-empty strings. */
const MAP_VALUES: Record<string, unknown> = { features: false, fieldNames: {} };

const isObject = (value: unknown): value is Record<string, unknown> => !!value && typeof value === 'object' && !Array.isArray(value);

/**
 * `value` checked against `model`, a setting's default: a string like it (not empty unless it is),
 * true or false, a company id (whole, above 0) or null where it is null, the same fields (merged
 * over `current`), or for an empty object a map of MAP_VALUES' kind. Answers what to store, or
 * SKIP once each value that does not fit is reported.
 */
function fit(value: unknown, model: unknown, current: unknown, key: string, report: Report): unknown {
  if (isObject(model)) {
    if (!isObject(value)) return report(key, 'must be an object');
    const fields = Object.keys(model);
    const known: readonly string[] | null = fields.length ? fields : key === 'features' ? FEATURES : null;
    const accepted: [string, unknown][] = [];
    for (const [name, item] of Object.entries(value)) {
      const at = `${key}.${name}`;
      const got =
        known && !known.includes(name)
          ? report(at, `is not a setting (known: ${known.join(', ')})`)
          : fields.length
            ? fit(item, model[name], (current as Record<string, unknown>)[name], at, report)
            : fit(item, MAP_VALUES[key] ?? '-', undefined, at, report);
      if (got !== SKIP) accepted.push([name, got]);
    }
    // Own properties only, whatever the names (a "__proto__" in the file stays a plain key).
    return { ...(fields.length ? (current as object) : {}), ...Object.fromEntries(accepted) };
  }
  if (model === null)
    return value === null || (Number.isInteger(value) && (value as number) > 0) ? value : report(key, 'must be a company id (a whole number above 0) or null');
  if (typeof value !== typeof model || (model !== '' && String(value).trim() === '')) {
    return report(key, `must be ${typeof model === 'string' ? (model ? 'a non-empty string' : 'a string') : 'true or false'}`);
  }
  return key.endsWith('Base') ? trimSlash(value as string) : value;
}

/**
 * Applies a parsed config.json to `target`: each valid key replaces its default (objects of named
 * fields are merged). An unknown key and a value of the wrong type are reported on the console,
 * one error each naming the key, and ignored: the default stays. Answers the problems.
 */
export function applyRuntimeConfig(file: unknown, target: AppConfig = config): string[] {
  const problems: string[] = [];
  const report: Report = (key, problem) => {
    problems.push(`config.json: "${key}" ${problem}; ignored (README, "Deployment")`);
    console.error(problems.at(-1));
    return SKIP;
  };
  if (!isObject(file)) report('(the file)', 'must be a JSON object');
  else {
    for (const [key, value] of Object.entries(file)) {
      const name = key as keyof RuntimeConfig;
      const got = RUNTIME_KEYS.includes(name) ? fit(value, MODELS[key], target[name], key, report) : report(key, 'is not a setting');
      if (got !== SKIP) Object.assign(target, { [key]: got });
    }
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
  try {
    const response = await fetch(url, { signal: AbortSignal.timeout(15_000) });
    if (response.status === 404) return;
    if (!response.ok) throw new Error(`HTTP ${response.status}`);
    applyRuntimeConfig(JSON.parse(await response.text()), target);
  } catch (error) {
    console.error(`config.json could not be read (${String(error)}); the built-in defaults apply`);
  }
}

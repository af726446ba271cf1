/**
 * The client's boundary with the server: the one place where our names become the server's and
 * back. http.ts sends every request body through `encodeRequest` and reads every answer through
 * `decodeAnswer`, once each. What it applies comes from the runtime configuration (config.ts):
 * - `list`: the paging names of a list call's body (`page`/`pageSize` → e.g. `pageNum`/`pageSize`)
 *   and where a list answer carries its rows and total (`data`/`total` → e.g. `rows`/`total`);
 * - `envelope`: the name of the message field (`error` → e.g. `msg`), and `stringCode` (a code
 *   sent as a string, "200", is read as the number; without it such an answer is malformed);
 * - `fieldNames[family]`: our field name → the server's, for the calls of that family (the first
 *   segment of the path: `/employer/createEmployer` → `employer`), through nested objects and
 *   arrays, in request bodies and answers alike (and a list body's `sortField` value);
 * - the family's mapping module (api/mapping) for what is not a rename: its `encode` after the
 *   renames, its `decode` before them (each nearest the server).
 * With the default configuration nothing is copied or walked: the body goes out as given and the
 * parsed answer comes back as it was.
 */
import { config } from '@/config';
import { familyMappings, type FamilyMapping } from './mapping';
import type { Envelope } from './types';

type Renames = Readonly<Record<string, string>>;
type JsonObject = Record<string, unknown>;

/** The family of a call: the first segment of its path (`/insurance/order/list` → `insurance`). */
export function familyOf(path: string): string {
  const start = path.startsWith('/') ? 1 : 0;
  const end = path.indexOf('/', start);
  return end === -1 ? path.slice(start) : path.slice(start, end);
}

function isPlainObject(value: unknown): value is JsonObject {
  if (typeof value !== 'object' || value === null) return false;
  const proto: unknown = Object.getPrototypeOf(value);
  return proto === Object.prototype || proto === null;
}

/** Sets a key, `__proto__` included (a JSON answer may carry one as a plain field). */
function setKey(target: JsonObject, key: string, value: unknown): void {
  if (key === '__proto__') Object.defineProperty(target, key, { value, enumerable: true, writable: true, configurable: true });
  else target[key] = value;
}

/** A copy of `value` with every object key found in `renames` renamed, at any depth. */
export function renameFields(value: unknown, renames: Renames): unknown {
  if (Array.isArray(value)) return value.map((item) => renameFields(item, renames));
  if (!isPlainObject(value)) return value;
  const renamed: JsonObject = {};
  for (const [key, item] of Object.entries(value)) setKey(renamed, Object.hasOwn(renames, key) ? renames[key]! : key, renameFields(item, renames));
  return renamed;
}

const inverses = new WeakMap<Renames, Renames>();

/** The server's name → ours, for a family's configured renames (built once per map). */
function inverseOf(renames: Renames): Renames {
  let inverse = inverses.get(renames);
  if (!inverse) {
    inverse = Object.fromEntries(Object.entries(renames).map(([ours, theirs]) => [theirs, ours]));
    inverses.set(renames, inverse);
  }
  return inverse;
}

/** The family's configured renames, or null when it has none. */
function renamesOf(family: string): Renames | null {
  const renames = Object.hasOwn(config.fieldNames, family) ? config.fieldNames[family] : undefined;
  return renames && Object.keys(renames).length > 0 ? renames : null;
}

function mappingOf(family: string): FamilyMapping | null {
  return (Object.hasOwn(familyMappings, family) ? familyMappings[family] : undefined) ?? null;
}

function renameKey(body: JsonObject, ours: string, theirs: string): JsonObject {
  if (ours === theirs || !Object.hasOwn(body, ours)) return body;
  const { [ours]: value, ...rest } = body;
  return { ...rest, [theirs]: value };
}

export interface BoundaryOptions {
  /** A list call: its body carries the paging and its answer the rows and total (config.list). */
  list?: boolean;
}

/** Our request body → the server's (see the file's comment). FormData and the like go as given. */
export function encodeRequest(path: string, body: unknown, { list = false }: BoundaryOptions = {}): unknown {
  const family = familyOf(path);
  const renames = renamesOf(family);
  const mapping = mappingOf(family);
  const paging = list && isPlainObject(body) && (config.list.page !== 'page' || config.list.pageSize !== 'pageSize');
  if (!paging && !renames && !mapping?.encode) return body;
  let encoded = body;
  if (paging) encoded = renameKey(renameKey(body, 'page', config.list.page), 'pageSize', config.list.pageSize);
  if (renames) {
    encoded = renameFields(encoded, renames);
    const sortField = isPlainObject(encoded) ? encoded.sortField : undefined;
    if (typeof sortField === 'string' && Object.hasOwn(renames, sortField)) encoded = { ...(encoded as JsonObject), sortField: renames[sortField] };
  }
  return mapping?.encode ? mapping.encode(path, encoded) : encoded;
}

function parseObject(raw: unknown): JsonObject | null {
  if (isPlainObject(raw)) return raw;
  if (typeof raw !== 'string' || raw.trim() === '') return null;
  try {
    const parsed: unknown = JSON.parse(raw);
    return isPlainObject(parsed) ? parsed : null;
  } catch {
    return null;
  }
}

/** The envelope's code as a number; a string of digits only when the configuration says codes come as strings. */
function codeOf(code: unknown): number | null {
  if (typeof code === 'number') return code;
  if (config.envelope.stringCode && typeof code === 'string' && /^-?\d+$/.test(code.trim())) return Number(code);
  return null;
}

const isDefaultEnvelope = () =>
  config.envelope.message === 'error' && !config.envelope.stringCode && config.list.rows === 'data' && config.list.total === 'total';

/** A refusal's `fields` (strings only) in our names, each dotted segment renamed back; undefined when none. */
function fieldsOf(raw: unknown, renames: Renames | null): string[] | undefined {
  if (!Array.isArray(raw)) return undefined;
  const back = renames ? inverseOf(renames) : null;
  const fields = raw
    .filter((name): name is string => typeof name === 'string' && name.trim() !== '')
    .map((name) =>
      back
        ? name
            .split('.')
            .map((part) => back[part] ?? part)
            .join('.')
        : name,
    );
  return fields.length > 0 ? fields : undefined;
}

/**
 * The server's answer (a body as text or parsed) → our envelope {code, success, data, total,
 * error, summary, fields}, its data (a list's rows) in our names; null when it is not a JSON object with
 * a code (a malformed answer).
 */
export function decodeAnswer(path: string, raw: unknown, { list = false }: BoundaryOptions = {}): Envelope<unknown> | null {
  const parsed = parseObject(raw);
  if (!parsed) return null;
  const code = codeOf(parsed.code);
  if (code === null) return null;
  const family = familyOf(path);
  const renames = renamesOf(family);
  const mapping = mappingOf(family);
  if (isDefaultEnvelope() && !renames && !mapping?.decode) {
    if (parsed.fields !== undefined) parsed.fields = fieldsOf(parsed.fields, null);
    return parsed as unknown as Envelope<unknown>;
  }
  const message = parsed[config.envelope.message];
  const total = parsed[list ? config.list.total : 'total'];
  // A call we read as one value that this server answers as a list (rows, no data) is read from its rows.
  let data = list || (!Object.hasOwn(parsed, 'data') && Object.hasOwn(parsed, config.list.rows)) ? parsed[config.list.rows] : parsed.data;
  if (mapping?.decode) data = mapping.decode(path, data, { list });
  if (renames) data = renameFields(data, inverseOf(renames));
  const envelope: Envelope<unknown> = {
    code,
    success: parsed.success !== false,
    data,
    error: typeof message === 'string' ? message : null,
  };
  if (typeof total === 'number') envelope.total = total;
  const fields = fieldsOf(parsed.fields, renames);
  if (fields) envelope.fields = fields;
  if (parsed.summary !== undefined) envelope.summary = renames ? renameFields(parsed.summary, inverseOf(renames)) : parsed.summary;
  return envelope;
}

/**
 * Checks loaded data against the schema of the mock database: the JSON Schema generated from
 * the row types (schema.generated.json, `npm run mock:schema`). A data file that was edited by
 * hand, truncated into other valid JSON, or written by other code is refused with the first
 * place that does not fit, instead of being served and failing call after call.
 *
 * Only the part of JSON Schema the generator emits is read: type, enum, properties, required,
 * additionalProperties, items, anyOf and local $ref. Bounds the types cannot say (how many rows,
 * how long a text) are checked after it for the tables that declare them (the chat's CHAT_LIMITS,
 * the catalogues' CATALOGUE_LIMITS and TEMPLATE_LIMITS).
 */
import { CATALOGUE_LIMITS } from '@/domain/catalogues';
import { TEMPLATE_LIMITS } from '@/domain/templates';
import generated from './schema.generated.json';
import { CHAT_LIMITS } from './schemaChat';
import { COMPANY_APP_BOUNDS, COMPANY_APP_TABLE_NAMES } from './schemaCompanyApp';

interface Schema {
  type?: string | string[];
  enum?: unknown[];
  const?: unknown;
  properties?: Record<string, Schema>;
  required?: string[];
  additionalProperties?: boolean | Schema;
  items?: Schema;
  anyOf?: Schema[];
  $ref?: string;
}

const root = generated as unknown as Schema & { definitions: Record<string, Schema> };

function resolve(schema: Schema): Schema {
  let current = schema;
  while (current.$ref) {
    const name = current.$ref.replace('#/definitions/', '');
    const next = root.definitions[name];
    if (!next) throw new Error(`schema: unknown $ref ${current.$ref}`);
    current = next;
  }
  return current;
}

function jsonType(value: unknown): string {
  if (value === null) return 'null';
  if (Array.isArray(value)) return 'array';
  return typeof value;
}

const describe = (value: unknown) => {
  const text = JSON.stringify(value);
  return text === undefined ? String(value) : text.length > 40 ? `${text.slice(0, 40)}…` : text;
};

/** The first place `value` does not fit `schema`, or null. */
function problemOf(value: unknown, schema: Schema, at: string): string | null {
  const rule = resolve(schema);
  if (rule.anyOf) {
    const fits = rule.anyOf.some((option) => problemOf(value, option, at) === null);
    return fits ? null : `${at}: ${describe(value)} is not an allowed value`;
  }
  const type = jsonType(value);
  if (rule.type !== undefined) {
    const allowed = Array.isArray(rule.type) ? rule.type : [rule.type];
    const fits = allowed.includes(type) || (type === 'number' && allowed.includes('integer') && Number.isInteger(value));
    if (!fits) return `${at}: expected ${allowed.join(' or ')}, found ${type}`;
  }
  if (type === 'number' && !Number.isFinite(value)) return `${at}: not a finite number`;
  if (rule.enum && !rule.enum.includes(value)) return `${at}: ${describe(value)} is not one of ${describe(rule.enum)}`;
  if ('const' in rule && rule.const !== value) return `${at}: expected ${describe(rule.const)}`;
  if (type === 'array' && rule.items) {
    const list = value as unknown[];
    for (let index = 0; index < list.length; index += 1) {
      const problem = problemOf(list[index], rule.items, `${at}[${index}]`);
      if (problem) return problem;
    }
  }
  if (type === 'object') {
    const record = value as Record<string, unknown>;
    for (const key of rule.required ?? []) if (!(key in record)) return `${at}: field ${key} is missing`;
    for (const [key, item] of Object.entries(record)) {
      const property = rule.properties?.[key];
      const where = at === '' ? key : `${at}.${key}`;
      if (property) {
        const problem = problemOf(item, property, where);
        if (problem) return problem;
      } else if (rule.additionalProperties === false) {
        return `${where}: unknown field`;
      } else if (typeof rule.additionalProperties === 'object') {
        const problem = problemOf(item, rule.additionalProperties, where);
        if (problem) return problem;
      }
    }
  }
  return null;
}

type Rows = readonly Record<string, unknown>[];

/** The first row of `table` whose `field` is longer than `max` characters, as a problem. */
function tooLong(rows: Rows, table: string, field: string, max: number): string | null {
  const index = rows.findIndex((row) => String(row[field]).length > max);
  return index < 0 ? null : `${table}[${index}].${field}: longer than ${max} characters`;
}

/** The chat tables' bounds (rows, text lengths) on a database that fits the schema. */
function chatBoundsProblem(db: Record<string, Rows>): string | null {
  const messages = db.chatMessages ?? [];
  const sessions = db.chatSessions ?? [];
  if (messages.length > CHAT_LIMITS.maxMessages) return `chatMessages: more than ${CHAT_LIMITS.maxMessages} rows`;
  if (sessions.length > CHAT_LIMITS.maxSessions) return `chatSessions: more than ${CHAT_LIMITS.maxSessions} rows`;
  return (
    tooLong(messages, 'chatMessages', 'clientId', CHAT_LIMITS.clientIdLength) ??
    tooLong(messages, 'chatMessages', 'message', CHAT_LIMITS.messageLength) ??
    tooLong(sessions, 'chatSessions', 'token', CHAT_LIMITS.tokenLength) ??
    tooLong(sessions, 'chatSessions', 'backOfficeToken', CHAT_LIMITS.tokenLength)
  );
}

/** The catalogue tables' text bounds (data version 15) on a database that fits the schema. */
function catalogueBoundsProblem(db: Record<string, Rows>): string | null {
  const templates = db.templates ?? [];
  return (
    tooLong(db.attributeValues ?? [], 'attributeValues', 'value', CATALOGUE_LIMITS.attributeValue) ??
    tooLong(templates, 'templates', 'title', TEMPLATE_LIMITS.title) ??
    tooLong(templates, 'templates', 'content', TEMPLATE_LIMITS.resumeContent)
  );
}

/** Texts of the mini-program's tables that may be long (the rest are short by their writers' rules). */
const COMPANY_APP_TEXTS: readonly (readonly [string, string])[] = [
  ['appDynamics', 'content'],
  ['appRequests', 'remarks'],
  ['appSuggestions', 'content'],
  ['appSuggestions', 'reply'],
  ['trainingItems', 'description'],
  ['marryApplies', 'introduction'],
];

/** The mini-program tables' bounds (rows, long texts, images of a post) on a database that fits the schema. */
function companyAppBoundsProblem(db: Record<string, Rows>): string | null {
  for (const table of COMPANY_APP_TABLE_NAMES) {
    if ((db[table] ?? []).length > COMPANY_APP_BOUNDS.maxRows) return `${table}: more than ${COMPANY_APP_BOUNDS.maxRows} rows`;
  }
  for (const [table, field] of COMPANY_APP_TEXTS) {
    const problem = tooLong(db[table] ?? [], table, field, COMPANY_APP_BOUNDS.textLength);
    if (problem) return problem;
  }
  const posts = db.appDynamics ?? [];
  const crowded = posts.findIndex((row) => Array.isArray(row.images) && row.images.length > COMPANY_APP_BOUNDS.imagesPerPost);
  return crowded < 0 ? null : `appDynamics[${crowded}].images: more than ${COMPANY_APP_BOUNDS.imagesPerPost}`;
}

/** The first place the database does not match its schema (e.g. "aunts[12].auntName: expected string, found number"), or null. */
export function checkDb(db: unknown): string | null {
  return (
    problemOf(db, root, '') ??
    chatBoundsProblem(db as Record<string, Rows>) ??
    catalogueBoundsProblem(db as Record<string, Rows>) ??
    companyAppBoundsProblem(db as Record<string, Rows>)
  );
}

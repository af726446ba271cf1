/**
 * The contract kit: logs in to a server, sends every read-only call of the contract with the
 * bodies the app sends, and says for each what the answer has that the contract does not
 * (contract/schema.json): the envelope first (code, the rows and total of a list, under the names
 * the runtime configuration gives), then the data, field by field. Requests and answers go
 * through the app's own boundary (api/boundary.ts), so with the server's configuration file
 * applied the kit sees what the app sees: the differences left are the ones a mapping must still
 * take care of. Runs under Node (tools/contract/cli.ts) and in tests against the mock.
 */
import { config } from '@/config';
import { decodeAnswer, encodeRequest } from '@/api/boundary';
import { isOptionalCall } from '@/api/optional';
import { checkValue, formatFinding, jsonType, type Finding, type Schema } from '@/api/schemaCheck';
import { relevantFindings, type CallShapes, type ContractSchema } from '@/api/contractShapes';
import { KIT_CALLS, type KitCall } from './calls';

export type KitResult = 'ok' | 'differs' | 'failed' | 'not offered' | 'not permitted' | 'skipped';

export interface CallReport {
  path: string;
  result: KitResult;
  /** A call of ours (api/optional.ts): a server may lack it; it never fails the run. */
  optional: boolean;
  /** Why it failed or was skipped (an error code and message, an HTTP status...). */
  message?: string;
  findings: Finding[];
}

export interface KitReport {
  target: string;
  /** True when a call the app needs failed or answers another shape. */
  failed: boolean;
  calls: CallReport[];
}

export interface KitOptions {
  /** The API base URL, e.g. `https://agency.example.com/api`. */
  target: string;
  mobile: string;
  password: string;
  schema: ContractSchema;
  fetchImpl?: typeof fetch;
  /** Only these calls (paths); all when absent. */
  only?: readonly string[];
}

type Ids = Map<string, number>;

/** Every `<name>Id` of a positive integer in an answer, first seen kept (`family:name` and `name`). */
function harvestIds(value: unknown, family: string, ids: Ids, depth = 0): void {
  if (depth > 6 || value === null || typeof value !== 'object') return;
  if (Array.isArray(value)) {
    for (const item of value.slice(0, 5)) harvestIds(item, family, ids, depth + 1);
    return;
  }
  for (const [key, item] of Object.entries(value)) {
    if (/Id$/.test(key) && typeof item === 'number' && Number.isInteger(item) && item > 0) {
      if (!ids.has(`${family}:${key}`)) ids.set(`${family}:${key}`, item);
      if (!ids.has(key)) ids.set(key, item);
    } else harvestIds(item, family, ids, depth + 1);
  }
}

class NeedsId extends Error {}

/** A body from the request schema: its required fields, ids from earlier answers, the first page. */
function buildBody(schema: ContractSchema, request: Schema | null, family: string, ids: Ids): Record<string, unknown> {
  let node = request === null ? null : schema.resolve(request);
  // Several accepted bodies (getAunt's staff or public one): the first.
  while (node && typeof node === 'object' && (node.anyOf ?? node.oneOf)?.length) node = schema.resolve((node.anyOf ?? node.oneOf)![0]!);
  if (!node || typeof node !== 'object') return {};
  const body: Record<string, unknown> = {};
  const properties = node.properties ?? {};
  if ('page' in properties) body.page = 1;
  if ('pageSize' in properties) body.pageSize = 20;
  for (const key of node.required ?? []) {
    const field = schema.resolve(properties[key] ?? true);
    body[key] = sample(schema, field, key, family, ids);
  }
  return body;
}

function sample(schema: ContractSchema, field: Schema, key: string, family: string, ids: Ids): unknown {
  if (typeof field !== 'object') return null;
  if ('const' in field) return field.const;
  if (field.enum?.length) return field.enum[0];
  const alternatives = field.anyOf ?? field.oneOf;
  if (alternatives?.length) return sample(schema, schema.resolve(alternatives[0]!), key, family, ids);
  const type = [field.type].flat()[0];
  if (type === 'number' || type === 'integer') {
    if (!/Id$/.test(key)) return 1;
    const id = ids.get(`${family}:${key}`) ?? ids.get(key);
    if (id === undefined) throw new NeedsId(key);
    return id;
  }
  if (type === 'string') return '';
  if (type === 'boolean') return false;
  if (type === 'array') return [];
  if (type === 'object') {
    const body: Record<string, unknown> = {};
    for (const name of field.required ?? []) body[name] = sample(schema, schema.resolve(field.properties?.[name] ?? true), name, family, ids);
    return body;
  }
  return null;
}

/** What the envelope itself has that the configuration's names do not say. */
function envelopeFindings(raw: unknown, list: boolean): Finding[] {
  if (raw === null || typeof raw !== 'object' || Array.isArray(raw))
    return [{ field: '(envelope)', kind: 'type', expected: 'object', actual: jsonType(raw), count: 1 }];
  const envelope = raw as Record<string, unknown>;
  const findings: Finding[] = [];
  const expectedCode = config.envelope.stringCode ? 'string' : 'number';
  if (envelope.code === undefined) findings.push({ field: 'code', kind: 'missing', expected: expectedCode, count: 1 });
  else if (jsonType(envelope.code) !== expectedCode)
    findings.push({ field: 'code', kind: 'type', expected: expectedCode, actual: jsonType(envelope.code), count: 1 });
  const rows = list ? config.list.rows : 'data';
  if (list && !Array.isArray(envelope[rows])) {
    findings.push({
      field: rows,
      kind: envelope[rows] === undefined ? 'missing' : 'type',
      expected: 'array',
      actual: envelope[rows] === undefined ? undefined : jsonType(envelope[rows]),
      count: 1,
    });
  }
  if (list && typeof envelope[config.list.total] !== 'number') findings.push({ field: config.list.total, kind: 'missing', expected: 'number', count: 1 });
  const known = new Set(['code', 'success', 'data', rows, config.list.total, config.envelope.message, 'summary']);
  for (const key of Object.keys(envelope)) if (!known.has(key)) findings.push({ field: key, kind: 'extra', actual: jsonType(envelope[key]), count: 1 });
  return findings;
}

/** What the data (a list's rows) has that the contract does not, named from the envelope down (`rows[].mobile`). */
function answerFindings(schema: ContractSchema, shapes: CallShapes, data: unknown): Finding[] {
  const where = shapes.list ? config.list.rows : 'data';
  return relevantFindings(shapes, checkValue(schema.root, shapes.answer, data)).map((finding) => ({
    ...finding,
    field: `${where}${finding.field === '' ? '' : finding.field.startsWith('[') ? finding.field : `.${finding.field}`}`,
  }));
}

/** A difference that breaks the app (extra fields do not). */
const breaks = (finding: Finding) => finding.kind !== 'extra';

async function request(options: KitOptions, call: KitCall, body: unknown, token: string | null, list: boolean) {
  const url = new URL(`${options.target.replace(/\/$/, '')}${call.path}`);
  if (call.tokenInQuery && token) url.searchParams.set('token', token);
  const headers: Record<string, string> = { 'Content-Type': 'application/json', 'Accept-Language': 'zh-CN' };
  if (token && !call.tokenInQuery) headers[config.tokenHeader] = token;
  const response = await (options.fetchImpl ?? fetch)(url, { method: 'POST', headers, body: JSON.stringify(encodeRequest(call.path, body, { list })) });
  const text = await response.text();
  let parsed: unknown;
  try {
    parsed = JSON.parse(text);
  } catch {
    parsed = text;
  }
  return { status: response.status, parsed, envelope: response.ok ? decodeAnswer(call.path, text, { list }) : null };
}

/**
 * Logs in; answers the token and the login's own report. An answer the configuration cannot read
 * still lends its token when it carries one where ours does (data.token), so the run goes on and
 * reports every call, not only the first difference.
 */
async function logIn(options: KitOptions): Promise<{ token: string; report: CallReport }> {
  const call: KitCall = { path: '/user/loginClient' };
  const answer = await request(options, call, { mobile: options.mobile, password: options.password }, null, false);
  const findings = envelopeFindings(answer.parsed, false);
  const raw = answer.parsed as { data?: { token?: unknown } } | null;
  const token = answer.envelope ? (answer.envelope.data as { token?: unknown } | null)?.token : raw?.data?.token;
  const report: CallReport = { path: call.path, result: findings.some(breaks) ? 'differs' : 'ok', optional: false, findings };
  if ((answer.envelope && answer.envelope.code !== 200) || typeof token !== 'string') {
    throw new Error(
      `login failed: HTTP ${answer.status}, ${answer.envelope ? `code ${answer.envelope.code} ${answer.envelope.error ?? ''}` : `not an envelope the configuration reads (${findings.map(formatFinding).join('; ')})`}`,
    );
  }
  return { token, report };
}

/** The permission code: the signed-in account may not make this call (the app would not offer it). */
const NOT_PERMITTED = 40301;

async function runCall(options: KitOptions, call: KitCall, token: string, ids: Ids): Promise<CallReport> {
  const optional = isOptionalCall(call.path);
  const shapes = options.schema.call(call.path);
  if (!shapes) return { path: call.path, result: 'failed', optional, message: 'not in the contract', findings: [] };
  const family = call.path.split('/')[1] ?? '';
  for (const [name, source] of Object.entries(call.idFrom ?? {})) {
    const id = ids.get(source);
    if (id !== undefined && !ids.has(`${family}:${name}`)) ids.set(`${family}:${name}`, id);
  }
  let body: Record<string, unknown>;
  try {
    body = { ...buildBody(options.schema, shapes.request, family, ids), ...call.body };
  } catch (error) {
    if (error instanceof NeedsId)
      return { path: call.path, result: 'skipped', optional, message: `needs a ${error.message}: no answer before it had one`, findings: [] };
    throw error;
  }
  const answer = await request(options, call, body, token, shapes.list);
  if (answer.status === 404 && optional) return { path: call.path, result: 'not offered', optional, message: 'HTTP 404', findings: [] };
  if (answer.status < 200 || answer.status >= 300) return { path: call.path, result: 'failed', optional, message: `HTTP ${answer.status}`, findings: [] };
  const envelope = envelopeFindings(answer.parsed, shapes.list);
  if (!answer.envelope) {
    // Read on as far as one can (the rows under another common name), so the data's differences show too.
    const raw = answer.parsed as Record<string, unknown> | null;
    const data = raw && typeof raw === 'object' ? (raw[shapes.list ? config.list.rows : 'data'] ?? raw.data ?? raw.rows) : undefined;
    if (data !== undefined) harvestIds(data, family, ids);
    const dataFindings = data === undefined ? [] : answerFindings(options.schema, shapes, data);
    return { path: call.path, result: 'failed', optional, message: 'not an envelope the configuration reads', findings: [...envelope, ...dataFindings] };
  }
  if (answer.envelope.code === NOT_PERMITTED) {
    return { path: call.path, result: 'not permitted', optional, message: `code ${NOT_PERMITTED}: log in as an account that may make it`, findings: [] };
  }
  if (answer.envelope.code !== 200 || answer.envelope.success === false) {
    return { path: call.path, result: 'failed', optional, message: `code ${answer.envelope.code}: ${answer.envelope.error ?? ''}`, findings: [] };
  }
  harvestIds(answer.envelope.data, family, ids);
  const data = answerFindings(options.schema, shapes, answer.envelope.data);
  const findings = [...envelope, ...data];
  return { path: call.path, result: findings.some(breaks) ? 'differs' : 'ok', optional, findings };
}

export async function runKit(options: KitOptions): Promise<KitReport> {
  const { token, report: login } = await logIn(options);
  const ids: Ids = new Map();
  const calls: CallReport[] = [login];
  for (const call of KIT_CALLS) {
    if (options.only && !options.only.includes(call.path)) continue;
    calls.push(await runCall(options, call, token, ids));
  }
  const failed = calls.some((call) => !call.optional && (call.result === 'failed' || call.result === 'differs'));
  return { target: options.target, failed, calls };
}

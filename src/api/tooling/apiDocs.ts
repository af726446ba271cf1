/**
 * docs/API.md, generated from the contract (src/api/contract.ts, through its JSON Schema) and the
 * hand-written parts in docs/api/: conventions.md first, then the coverage, then per family its
 * notes (docs/api/families/<family>.md; the calls go where it says `<!-- calls -->`) with one
 * table per call (request and answer fields: name, type, spec or our choice) and the types the
 * family's calls name, listed once; appendix.md last.
 *
 *   npm run docs:api             regenerate after changing the contract, a type or a template
 *   npm run docs:api -- --check  fail when docs/API.md is not current (CI)
 */
import { readFileSync } from 'node:fs';
import path from 'node:path';
import { buildContractSchema, writeOrCheck, type ContractCall, type ContractSchema } from './contractSchema';

const root = path.resolve(import.meta.dirname, '..', '..', '..');
const templates = path.join(root, 'docs', 'api');
export const API_DOC_FILE = path.join(root, 'docs', 'API.md');

/** Families in the order the document gives them (the rest, if any, after them). */
const FAMILY_ORDER = [
  'user',
  'sys',
  'company',
  'statistics',
  'aunt',
  'united',
  'order',
  'recyclebin',
  'platform',
  'jobMsg',
  'chat',
  'employer',
  'insurance',
  'finance',
  'office',
  'custom',
  'companyApp',
  'app',
];

interface Schema {
  $ref?: string;
  type?: string | string[];
  properties?: Record<string, Schema>;
  required?: string[];
  items?: Schema;
  anyOf?: Schema[];
  allOf?: Schema[];
  enum?: unknown[];
  const?: unknown;
  additionalProperties?: Schema | boolean;
  description?: string;
  spec?: boolean;
}

const REF = '#/definitions/';
/** Text for a table cell: one line, pipes escaped. */
const cell = (text: string) => text.replace(/\s*\n\s*/g, ' ').replace(/\|/g, '\\|');

class Renderer {
  constructor(private readonly schema: ContractSchema) {}

  definition(ref: string): Schema {
    return this.schema.definitions[ref.slice(REF.length)] as Schema;
  }

  /** A named type worth its own entry: an object with fields (or a union/intersection of such). */
  isNamedObject(name: string): boolean {
    const definition = this.schema.definitions[name] as Schema | undefined;
    return !!definition && Object.keys(this.fields(definition)).length > 0;
  }

  /** The fields of an object schema, through $ref, allOf and anyOf (one level). */
  fields(node: Schema): Record<string, { schema: Schema; required: boolean }> {
    if (node.$ref) return this.fields(this.definition(node.$ref));
    const own = Object.fromEntries(
      Object.entries(node.properties ?? {}).map(([name, schema]) => [name, { schema, required: node.required?.includes(name) ?? false }]),
    );
    const merged = [...(node.allOf ?? []), ...(node.anyOf ?? [])].map((part) => this.fields(part));
    const fromAnyOf = node.anyOf ? merged : [];
    const result = Object.assign({}, ...merged, own) as Record<string, { schema: Schema; required: boolean }>;
    // A field some members of a union lack is optional.
    for (const name of Object.keys(result)) if (fromAnyOf.some((member) => !(name in member))) result[name] = { ...result[name], required: false };
    return result;
  }

  /** A type as TypeScript would write it, naming object types and spelling aliases of literals. */
  typeText(node: Schema): string {
    if (node.$ref) {
      const name = node.$ref.slice(REF.length);
      if (this.isNamedObject(name) || /^\w[\w.<>, -]*$/.test(name) === false) return name;
      const target = this.definition(node.$ref);
      return target.anyOf || target.enum || target.const !== undefined || target.type ? this.typeText(target) : name;
    }
    if (node.anyOf) return node.anyOf.map((part) => this.typeText(part)).join(' | ');
    if (node.allOf) return node.allOf.map((part) => this.typeText(part)).join(' & ');
    if (node.const !== undefined) return JSON.stringify(node.const);
    if (node.enum) return node.enum.map((value) => JSON.stringify(value)).join(' | ');
    if (Array.isArray(node.type)) return node.type.map((type) => this.typeText({ ...node, type })).join(' | ');
    if (node.type === 'array') return node.items ? `${this.wrap(this.typeText(node.items))}[]` : 'unknown[]';
    if (node.type === 'object' || node.properties) {
      const names = Object.keys(node.properties ?? {});
      if (names.length > 0) return `{${names.map((name) => (node.required?.includes(name) ? name : `${name}?`)).join(', ')}}`;
      if (
        node.additionalProperties &&
        typeof node.additionalProperties === 'object' &&
        Object.keys(node.additionalProperties).length > 0 &&
        !('not' in node.additionalProperties)
      ) {
        return `Record<string, ${this.typeText(node.additionalProperties)}>`;
      }
      return '{}';
    }
    return node.type ?? 'unknown';
  }

  private wrap(text: string) {
    return text.includes(' ') ? `(${text})` : text;
  }

  /** Named object types a schema refers to at its top (not inside fields). */
  topNames(node: Schema): string[] {
    if (node.$ref) {
      const name = node.$ref.slice(REF.length);
      return this.isNamedObject(name) ? [name] : [];
    }
    return [...(node.anyOf ?? []), ...(node.allOf ?? []), ...(node.items ? [node.items] : [])].flatMap((part) => this.topNames(part));
  }

  fieldRows(node: Schema): string[] {
    return Object.entries(this.fields(node)).map(
      ([name, { schema, required }]) =>
        `| ${required ? name : `${name}?`} | \`${cell(this.typeText(schema))}\` | ${schema.spec ? '**spec**' : 'our choice'} | ${cell(schema.description ?? '')} |`,
    );
  }

  /** Named object types the fields of `name` refer to. */
  fieldNames(name: string): string[] {
    return Object.values(this.fields({ $ref: `${REF}${name}` })).flatMap(({ schema }) => this.topNames(schema));
  }
}

/** A type with more fields than this is listed under Types even when one call uses it. */
const INLINE_FIELDS = 12;

const FIELD_HEAD = ['| Field | Type | Source | Notes |', '|---|---|---|---|'];

function renderCall(renderer: Renderer, callPath: string, call: ContractCall, expand: (name: string) => boolean): string[] {
  const out = [`#### \`${callPath}\`${call.optional ? ' — optional (ours)' : ''}`, ''];
  if (call.description) out.push(...call.description.split('\n').flatMap((line) => [line.trim(), '']));
  const facts: string[] = [];
  if (call.optional) facts.push('a call of ours: a server may lack it (HTTP 404 hides the feature, api/optional.ts)');
  if (call.upload) facts.push('multipart/form-data upload');
  if (call.query) facts.push(`query string: \`${renderer.typeText(call.query as Schema)}\``);
  if (call.list) facts.push('list: `data` = the rows, the envelope `total` = rows of all pages');
  if (call.projected) facts.push("a row carries only the request's `fields` when it names some");
  if (call.summary) facts.push(`envelope \`summary\`: \`${renderer.typeText(call.summary as Schema)}\``);
  if (facts.length) out.push(`*${facts.join('; ')}.*`, '');
  for (const part of ['req', 'res'] as const) {
    const node = renderer.definition(call[part].$ref);
    const text = renderer.typeText(node);
    const label = part === 'req' ? 'Request' : call.list ? 'Answer row' : 'Answer';
    const names = renderer.topNames(node);
    const inline = names.length === 1 && node.$ref !== undefined && expand(names[0]);
    const isEmpty = text === '{}';
    if (inline) {
      out.push(`${label} \`${text}\`:`, '', ...FIELD_HEAD, ...renderer.fieldRows(node), '');
    } else if (names.length === 0 && Object.keys(renderer.fields(node)).length > 0) {
      out.push(`${label}:`, '', ...FIELD_HEAD, ...renderer.fieldRows(node), '');
    } else {
      const see = names.length > 0 ? ' (fields under Types)' : '';
      out.push(`${label}: \`${text}\`${isEmpty && part === 'req' ? ' (no body)' : ''}${see}`, '');
    }
  }
  return out;
}

function renderFamily(renderer: Renderer, family: string, calls: [string, ContractCall][]): string {
  const notesFile = path.join(templates, 'families', `${family}.md`);
  let notes = `## ${family} (\`${family}Paths\`)\n\n<!-- calls -->\n`;
  try {
    notes = readFileSync(notesFile, 'utf8');
  } catch {
    // a family without notes gets a plain heading
  }
  // A small named type one call uses is shown in that call; the others once under Types.
  const uses = new Map<string, number>();
  for (const [, call] of calls) {
    for (const part of [call.req, call.res]) for (const name of renderer.topNames(renderer.definition(part.$ref))) uses.set(name, (uses.get(name) ?? 0) + 1);
  }
  const expand = (name: string) => uses.get(name) === 1 && Object.keys(renderer.fields({ $ref: `${REF}${name}` })).length <= INLINE_FIELDS;
  const body = calls.flatMap(([callPath, call]) => renderCall(renderer, callPath, call, expand));
  const listed = new Set<string>();
  const queue = [...uses.keys()].filter((name) => !expand(name));
  for (const [, call] of calls) {
    for (const part of [call.req, call.res]) {
      const node = renderer.definition(part.$ref);
      for (const name of renderer.topNames(node)) if (expand(name)) queue.push(...renderer.fieldNames(name));
      if (!node.$ref) queue.push(...Object.values(renderer.fields(node)).flatMap(({ schema }) => renderer.topNames(schema)));
    }
  }
  const types: string[] = [];
  while (queue.length > 0) {
    const name = queue.shift() as string;
    if (listed.has(name)) continue;
    listed.add(name);
    const definition = renderer.definition(`${REF}${name}`);
    const doc = definition.description ? ` — ${cell(definition.description)}` : '';
    types.push(`**${name}**${doc}`, '', ...FIELD_HEAD, ...renderer.fieldRows({ $ref: `${REF}${name}` }), '');
    queue.push(...renderer.fieldNames(name));
  }
  const generated = ['### Calls', '', ...body];
  if (types.length) generated.push('<details><summary>Types of this family</summary>', '', ...types, '</details>', '');
  const [before, after = ''] = notes.split('<!-- calls -->');
  return `${before.trimEnd()}\n\n${generated.join('\n').trimEnd()}\n\n${after.trim()}`.trimEnd() + '\n';
}

function renderCoverage(families: [string, [string, ContractCall][]][]): string {
  const rows = families.map(([family, calls]) => {
    const ours = calls.filter(([, call]) => call.optional).length;
    return `| ${family} | ${calls.length}${ours ? ` (${calls.length - ours} + ${ours} of ours)` : ''} |`;
  });
  const total = families.reduce((sum, [, calls]) => sum + calls.length, 0);
  return [
    '## Coverage',
    '',
    '| Family | Paths |',
    '|---|---|',
    ...rows,
    `| **total** | **${total}** |`,
    '',
    "`tests/unit/api-coverage.test.ts` holds the spec's list of paths and checks that every one has a client function that sends exactly one request to it.",
    '',
  ].join('\n');
}

export function buildApiDoc(schema: ContractSchema = buildContractSchema()): string {
  const renderer = new Renderer(schema);
  const byFamily = new Map<string, [string, ContractCall][]>();
  for (const entry of Object.entries(schema.calls)) byFamily.set(entry[1].family, [...(byFamily.get(entry[1].family) ?? []), entry]);
  const rank = (family: string) => (FAMILY_ORDER.includes(family) ? FAMILY_ORDER.indexOf(family) : FAMILY_ORDER.length);
  const families = [...byFamily.entries()].sort(([a], [b]) => rank(a) - rank(b) || a.localeCompare(b));
  const parts = [
    '<!-- Generated by npm run docs:api from src/api/contract.ts and docs/api/*.md: edit those, not this file. -->',
    '',
    readFileSync(path.join(templates, 'conventions.md'), 'utf8').trim(),
    '',
    renderCoverage(families),
    ...families.map(([family, calls]) => renderFamily(renderer, family, calls)),
    readFileSync(path.join(templates, 'appendix.md'), 'utf8').trim(),
  ];
  return `${parts
    .join('\n')
    .replace(/\n{3,}/g, '\n\n')
    .trim()}\n`;
}

if (process.argv[1] && path.resolve(process.argv[1]) === path.resolve(import.meta.filename)) {
  if (!writeOrCheck(API_DOC_FILE, buildApiDoc(), process.argv.includes('--check'), 'npm run docs:api')) process.exit(1);
}

/**
 * JSON Schema (draft-07) of the contract (src/api/contract.ts: `Contract`, joining the families'
 * entries in src/api/<family>.contract.ts), written to contract/schema.json.
 *
 *   npm run contract:schema             regenerate after changing the contract or a type it names
 *   npm run contract:schema -- --check  fail when the committed file is not current (CI)
 *
 * Layout (what a small validator walks):
 *   {
 *     "$schema": draft-07,
 *     "calls": {
 *       "<path>": {
 *         "description": the call in one line,
 *         "family": the path's first segment ("aunt"),
 *         "optional": true when the call is ours (api/optional.ts: a server may lack it),
 *         "req": { "$ref": "#/definitions/<family>.<rest>.req" }   the JSON body (or the multipart form),
 *         "res": { "$ref": "#/definitions/<family>.<rest>.res" }   the envelope's `data`,
 *         "list": true        `data` is an array of `res` rows, the envelope's `total` the rows of all pages,
 *         "projected": true   a row carries only the request's `fields` when it names some,
 *         "summary": schema   the envelope's `summary` of a list call,
 *         "query": schema     what the call carries in its query string,
 *         "upload": true      a multipart/form-data upload
 *       }
 *     },
 *     "definitions": { "<family>.<rest>.req" / ".res" for every path (path segments joined by
 *       dots: /insurance/order/list -> insurance.order.list), and the named types they use }
 *   }
 * A property with `"spec": true` is a field the spec names (JSDoc `@spec`); every other is our
 * choice. Objects are closed (`additionalProperties: false`): a field the contract does not name
 * is "extra". Made with ts-json-schema-generator (docs/DECISIONS.md, "Contract").
 */
import { readFileSync, readdirSync, writeFileSync, mkdirSync } from 'node:fs';
import path from 'node:path';
import { createGenerator, type Definition } from 'ts-json-schema-generator';

const root = path.resolve(import.meta.dirname, '..', '..', '..');
const apiDir = path.join(root, 'src', 'api');
export const SCHEMA_FILE = path.join(root, 'contract', 'schema.json');

type Json = Definition & Record<string, unknown>;

export interface ContractCall {
  description?: string;
  family: string;
  optional: boolean;
  req: { $ref: string };
  res: { $ref: string };
  list?: true;
  projected?: true;
  summary?: Json;
  query?: Json;
  upload?: true;
}

export interface ContractSchema {
  $schema: string;
  $comment: string;
  calls: Record<string, ContractCall>;
  definitions: Record<string, Json>;
}

/** The paths the families declare with optionalPath('/…') (read from the source: the modules need a browser). */
function optionalPaths(): Set<string> {
  const found = new Set<string>();
  for (const file of readdirSync(apiDir).filter((name) => name.endsWith('.ts'))) {
    for (const match of readFileSync(path.join(apiDir, file), 'utf8').matchAll(/optionalPath\('([^']+)'\)/g)) found.add(match[1]);
  }
  return found;
}

/**
 * The family contract files (src/api/<family>.contract.ts) in the order contract.ts's
 * `interface Contract extends …` names their interfaces.
 */
export function contractFiles(): string[] {
  const declaring = new Map<string, string>();
  for (const file of readdirSync(apiDir).filter((name) => name.endsWith('.contract.ts'))) {
    for (const match of readFileSync(path.join(apiDir, file), 'utf8').matchAll(/^export interface (\w+) \{/gm)) declaring.set(match[1], file);
  }
  const clause = /^export interface Contract\s+extends\s+([\w,\s]+?)\s*\{/m.exec(readFileSync(path.join(apiDir, 'contract.ts'), 'utf8'));
  if (!clause) throw new Error('src/api/contract.ts: no `export interface Contract extends …`');
  return clause[1]
    .split(',')
    .map((name) => name.trim())
    .filter(Boolean)
    .map((name) => {
      const file = declaring.get(name.trim());
      if (!file) throw new Error(`src/api/contract.ts extends ${name.trim()}: no src/api/*.contract.ts declares it`);
      return file;
    });
}

/** The contract's keys as written: each family file's entries, the files in contractFiles() order (no compiler needed). */
export const readContractPaths = (): string[] =>
  contractFiles().flatMap((file) => [...readFileSync(path.join(apiDir, file), 'utf8').matchAll(/^ {2}'(\/[^']+)': \{/gm)].map((match) => match[1]));

/** Definition name of a path's request or answer: /insurance/order/list -> insurance.order.list.req */
export const callDefinition = (callPath: string, part: 'req' | 'res') => `${callPath.slice(1).split('/').join('.')}.${part}`;

const REF = '#/definitions/';

/** Anonymous structures get generated names (`ListQuery<structure-123-…>`): inline them. */
function inlineAnonymous(definitions: Record<string, Json>): Record<string, Json> {
  const anonymous = (name: string) => name.includes('structure-');
  const resolve = (node: unknown): unknown => {
    if (Array.isArray(node)) return node.map(resolve);
    if (!node || typeof node !== 'object') return node;
    const record = node as Record<string, unknown>;
    const ref = record.$ref;
    if (typeof ref === 'string' && ref.startsWith(REF) && anonymous(ref.slice(REF.length))) {
      const { $ref: _ref, ...rest } = record;
      return { ...(resolve(definitions[ref.slice(REF.length)]) as object), ...(resolve(rest) as object) };
    }
    return Object.fromEntries(Object.entries(record).map(([key, value]) => [key, resolve(value)]));
  };
  return Object.fromEntries(
    Object.entries(definitions)
      .filter(([name]) => !anonymous(name))
      .map(([name, definition]) => [name, resolve(definition) as Json]),
  );
}

export function buildContractSchema(): ContractSchema {
  const generated = createGenerator({
    path: path.join(apiDir, 'contract.ts'),
    tsconfig: path.join(root, 'tsconfig.json'),
    type: 'Contract',
    skipTypeCheck: true,
    additionalProperties: false,
    jsDoc: 'extended',
    extraTags: ['spec'],
    encodeRefs: false,
    sortProps: false,
  }).createSchema('Contract');
  const all = inlineAnonymous(generated.definitions as Record<string, Json>);
  const { Contract: contract, ...named } = all;
  const optional = optionalPaths();
  const calls: Record<string, ContractCall> = {};
  const perCall: Record<string, Json> = {};
  // The calls in the order written (the generator lists an extended interface's bases last to first).
  const written = new Map(readContractPaths().map((callPath, index) => [callPath, index]));
  const rank = (callPath: string) => written.get(callPath) ?? written.size;
  const entries = Object.entries(contract.properties as Record<string, Json>).sort(([a], [b]) => rank(a) - rank(b));
  for (const [callPath, entryDefinition] of entries) {
    const entry = entryDefinition.properties as Record<string, Json>;
    perCall[callDefinition(callPath, 'req')] = entry.req;
    perCall[callDefinition(callPath, 'res')] = entry.res ?? entry.list;
    calls[callPath] = {
      ...(entryDefinition.description ? { description: entryDefinition.description } : {}),
      family: callPath.split('/')[1],
      optional: optional.has(callPath),
      req: { $ref: `${REF}${callDefinition(callPath, 'req')}` },
      res: { $ref: `${REF}${callDefinition(callPath, 'res')}` },
      ...(entry.list ? { list: true as const } : {}),
      ...(entry.projected ? { projected: true as const } : {}),
      ...(entry.summary ? { summary: entry.summary } : {}),
      ...(entry.query ? { query: entry.query } : {}),
      ...(entry.upload ? { upload: true as const } : {}),
    };
  }
  const definitions = Object.fromEntries(Object.entries({ ...perCall, ...named }).sort(([a], [b]) => (a < b ? -1 : a > b ? 1 : 0)));
  return {
    $schema: 'http://json-schema.org/draft-07/schema#',
    $comment: 'Generated from src/api/contract.ts by npm run contract:schema; layout: src/api/tooling/contractSchema.ts. Do not edit.',
    calls,
    definitions,
  };
}

export const schemaText = (schema: ContractSchema) => `${JSON.stringify(schema, null, 1)}\n`;

/** Writes the file, or with `check` compares it; returns false when the committed file is not current. */
export function writeOrCheck(file: string, text: string, check: boolean, command: string): boolean {
  const relative = path.relative(root, file);
  if (check) {
    let committed = '';
    try {
      committed = readFileSync(file, 'utf8');
    } catch {
      // missing: not current
    }
    if (committed !== text) {
      console.error(`${relative} is not current with the contract: run ${command}`);
      return false;
    }
    console.log(`${relative} is current`);
    return true;
  }
  mkdirSync(path.dirname(file), { recursive: true });
  writeFileSync(file, text);
  console.log(`wrote ${relative}`);
  return true;
}

if (process.argv[1] && path.resolve(process.argv[1]) === path.resolve(import.meta.filename)) {
  const ok = writeOrCheck(SCHEMA_FILE, schemaText(buildContractSchema()), process.argv.includes('--check'), 'npm run contract:schema');
  if (!ok) process.exit(1);
}

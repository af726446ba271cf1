/**
 * Checks a value against a JSON Schema (draft-07, the subset contract/schema.json uses: $ref into
 * `definitions`, type, properties, required, additionalProperties, items, enum, const, anyOf /
 * oneOf / allOf) and says what differs, field by field, in the terms an integrator needs:
 * a field missing, a field we do not know (extra), a field of another type, a value outside its
 * list. No code generation (the app's CSP forbids eval), so the same function runs in the
 * browser's diagnostics and in the contract kit under Node.
 *
 * Rows of an array are reported once per field (`list[].mobile`), with how many rows differ.
 */
export type FindingKind = 'missing' | 'extra' | 'type' | 'value';

export interface Finding {
  /** Dotted path from the answer's root, arrays as `[]`; '' is the answer itself. */
  field: string;
  kind: FindingKind;
  /** What the contract says (a type, a list of values). */
  expected?: string;
  /** What came (a JSON type, or the value). */
  actual?: string;
  /** Rows of an array that differ this way (1 outside arrays). */
  count: number;
}

export interface SchemaNode {
  $ref?: string;
  type?: string | string[];
  properties?: Record<string, Schema>;
  required?: string[];
  additionalProperties?: Schema;
  items?: Schema | Schema[];
  enum?: unknown[];
  const?: unknown;
  anyOf?: Schema[];
  oneOf?: Schema[];
  allOf?: Schema[];
  definitions?: Record<string, Schema>;
  [keyword: string]: unknown;
}

export type Schema = boolean | SchemaNode;

/** The JSON type of a value as JSON Schema names it ('integer' only when asked for). */
export function jsonType(value: unknown): string {
  if (value === null) return 'null';
  if (Array.isArray(value)) return 'array';
  return typeof value === 'number' ? 'number' : typeof value;
}

function typeMatches(expected: string, value: unknown): boolean {
  if (expected === 'integer') return typeof value === 'number' && Number.isInteger(value);
  return jsonType(value) === expected;
}

function show(value: unknown): string {
  const text = JSON.stringify(value);
  return text === undefined ? String(value) : text.length > 40 ? `${text.slice(0, 37)}...` : text;
}

function join(field: string, key: string): string {
  return field === '' ? key : `${field}.${key}`;
}

class Walker {
  readonly findings = new Map<string, Finding>();

  constructor(private readonly root: SchemaNode) {}

  add(finding: Omit<Finding, 'count'>) {
    const key = `${finding.field}\u0000${finding.kind}`;
    const seen = this.findings.get(key);
    if (seen) seen.count += 1;
    else this.findings.set(key, { ...finding, count: 1 });
  }

  resolve(schema: Schema): Schema {
    return resolveSchema(this.root, schema);
  }

  check(schema: Schema, value: unknown, field: string): void {
    const node = this.resolve(schema);
    if (node === true) return;
    if (node === false) {
      this.add({ field, kind: 'extra', actual: jsonType(value) });
      return;
    }
    const alternatives = node.anyOf ?? node.oneOf;
    if (alternatives) {
      this.checkOneOf(alternatives, value, field);
      return;
    }
    for (const part of node.allOf ?? []) this.check(part, value, field);
    if (node.type !== undefined) {
      const types = Array.isArray(node.type) ? node.type : [node.type];
      if (!types.some((type) => typeMatches(type, value))) {
        this.add({ field, kind: 'type', expected: types.join(' | '), actual: jsonType(value) });
        return;
      }
    }
    if ('const' in node && node.const !== value) {
      this.add({ field, kind: 'value', expected: show(node.const), actual: show(value) });
      return;
    }
    if (node.enum && !node.enum.includes(value)) {
      this.add({ field, kind: 'value', expected: node.enum.map(show).join(', '), actual: show(value) });
      return;
    }
    if (Array.isArray(value)) this.checkItems(node, value, field);
    else if (jsonType(value) === 'object' && (node.properties || node.additionalProperties !== undefined || node.required)) {
      this.checkObject(node, value as Record<string, unknown>, field);
    }
  }

  private checkItems(node: SchemaNode, value: unknown[], field: string) {
    if (node.items === undefined) return;
    const items = node.items;
    value.forEach((item, index) => {
      const schema = Array.isArray(items) ? (items[index] ?? true) : items;
      this.check(schema, item, `${field}[]`);
    });
  }

  private checkObject(node: SchemaNode, value: Record<string, unknown>, field: string) {
    const properties = node.properties ?? {};
    for (const key of node.required ?? []) {
      if (value[key] === undefined) this.add({ field: join(field, key), kind: 'missing', expected: describe(this.resolve(properties[key] ?? true)) });
    }
    for (const [key, item] of Object.entries(value)) {
      if (item === undefined) continue;
      const schema = properties[key];
      if (schema !== undefined) this.check(schema, item, join(field, key));
      else if (node.additionalProperties === false) this.add({ field: join(field, key), kind: 'extra', actual: jsonType(item) });
      else if (node.additionalProperties !== undefined) this.check(node.additionalProperties, item, join(field, key));
    }
  }

  /** The value must match one alternative; if none does, the nearest one's differences are reported. */
  private checkOneOf(alternatives: Schema[], value: unknown, field: string) {
    let best: Map<string, Finding> | null = null;
    let bestScore = Infinity;
    for (const alternative of alternatives) {
      const walker = new Walker(this.root);
      walker.check(alternative, value, field);
      if (walker.findings.size === 0) return;
      // An alternative of the value's own type is nearer than one of another type.
      const resolved = this.resolve(alternative);
      const sameType = typeof resolved === 'object' && resolved.type !== undefined && [resolved.type].flat().some((type) => typeMatches(String(type), value));
      const score = walker.findings.size + (sameType ? 0 : 1000);
      if (score < bestScore) {
        best = walker.findings;
        bestScore = score;
      }
    }
    for (const finding of best?.values() ?? []) {
      const key = `${finding.field}\u0000${finding.kind}`;
      const seen = this.findings.get(key);
      if (seen) seen.count += finding.count;
      else this.findings.set(key, { ...finding });
    }
  }
}

/** Follows `$ref`s (local ones, `#/definitions/...`) to the schema they name. */
export function resolveSchema(root: SchemaNode, schema: Schema): Schema {
  let node = schema;
  for (let depth = 0; typeof node === 'object' && node.$ref !== undefined && depth < 32; depth += 1) {
    const ref: string = node.$ref;
    if (!ref.startsWith('#/')) throw new Error(`schemaCheck: only local references are supported (${ref})`);
    let target: unknown = root;
    for (const part of ref.slice(2).split('/')) {
      const key = decodeURIComponent(part.replace(/~1/g, '/').replace(/~0/g, '~'));
      target = (target as Record<string, unknown> | undefined)?.[key];
    }
    if (target === undefined) throw new Error(`schemaCheck: ${ref} is not in the schema`);
    node = target as Schema;
  }
  return node;
}

/** A short description of what a schema expects ('string', 'object', 'Aunt'...). */
export function describe(schema: Schema): string {
  if (typeof schema === 'boolean') return schema ? 'any' : 'nothing';
  if (schema.type !== undefined) return [schema.type].flat().join(' | ');
  if (schema.enum) return schema.enum.map(show).join(', ');
  if (schema.anyOf || schema.oneOf) return 'one of several shapes';
  return 'any';
}

/**
 * What differs between `value` and `schema` (resolved against `root`, the whole schema document
 * holding `definitions`); empty when the value conforms.
 */
export function checkValue(root: SchemaNode, schema: Schema, value: unknown): Finding[] {
  const walker = new Walker(root);
  walker.check(schema, value, '');
  return [...walker.findings.values()];
}

/** One finding as a line of text: `list[].mobile: missing (string), 20 rows`. */
export function formatFinding(finding: Finding): string {
  const name = finding.field === '' ? '(answer)' : finding.field;
  const detail =
    finding.kind === 'missing'
      ? `missing (${finding.expected ?? 'any'})`
      : finding.kind === 'extra'
        ? `extra (${finding.actual ?? ''})`
        : `${finding.kind === 'type' ? 'type' : 'value'} ${finding.actual ?? ''}, expected ${finding.expected ?? ''}`;
  return `${name}: ${detail}${finding.count > 1 ? ` ×${finding.count}` : ''}`;
}

/**
 * contract/schema.json read by call: what a call sends and what it answers, as schemas the
 * answer check (schemaCheck.ts) walks. The layout is the generator's (src/api/tooling/contractSchema.ts).
 */
import { resolveSchema, type Finding, type Schema, type SchemaNode } from './schemaCheck';

export interface CallShapes {
  /** The JSON body's schema (null for an upload's form). */
  request: Schema | null;
  /** The envelope's data: for a list call, the array of its rows. */
  answer: Schema;
  list: boolean;
  /** A list whose rows carry only the fields the request named: a row field not there is not missing. */
  projected: boolean;
  /** A call of ours: a server may lack it. */
  optional: boolean;
}

export interface ContractSchema {
  root: SchemaNode;
  resolve(schema: Schema): Schema;
  call(path: string): CallShapes | null;
}

interface CallEntry {
  req: Schema;
  res: Schema;
  list?: boolean;
  projected?: boolean;
  optional?: boolean;
  upload?: boolean;
}

export function contractSchema(file: unknown): ContractSchema {
  const root = file as SchemaNode & { calls?: Record<string, CallEntry> };
  if (!root || typeof root !== 'object' || !root.calls || !root.definitions) throw new Error('contract schema: not a schema with calls and definitions');
  const calls = root.calls;
  return {
    root,
    resolve: (schema) => resolveSchema(root, schema),
    call(path) {
      const entry = Object.hasOwn(calls, path) ? calls[path] : undefined;
      if (!entry) return null;
      const list = entry.list === true;
      return {
        request: entry.upload ? null : entry.req,
        answer: list ? { type: 'array', items: entry.res } : entry.res,
        list,
        projected: entry.projected === true,
        optional: entry.optional === true,
      };
    },
  };
}

/** The findings that matter for a call: a projected list's rows may leave out any field. */
export function relevantFindings(shapes: CallShapes, findings: Finding[]): Finding[] {
  return shapes.projected ? findings.filter((finding) => !(finding.kind === 'missing' && /^\[\]\.[^.[]+$/.test(finding.field))) : findings;
}

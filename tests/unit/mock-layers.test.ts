// @vitest-environment node
/**
 * The mock's layers run one way: handlers → seed → rules → db, with core/ (errors and field rules)
 * under all. A lower layer never imports a higher one (rules/ or db/ nothing of handlers/, db/
 * nothing of rules/; the seeding plays the rules, so it sits above them), and no
 * src/mocks module takes part in a run-time import cycle. Type-only imports (`import type`,
 * `export type`, or every named binding marked `type`) are erased and do not count; a dynamic
 * `import()` runs later and does not count either.
 */
import { readdirSync, readFileSync, statSync } from 'node:fs';
import path from 'node:path';
import ts from 'typescript';
import { describe, expect, it } from 'vitest';

const SRC = path.resolve(__dirname, '../../src');
const MOCKS = path.join(SRC, 'mocks');

function tsFiles(dir: string): string[] {
  return readdirSync(dir).flatMap((name) => {
    const full = path.join(dir, name);
    if (statSync(full).isDirectory()) return tsFiles(full);
    return /\.tsx?$/.test(name) && !name.endsWith('.d.ts') ? [full] : [];
  });
}

/** True when every binding of the import/export is a type (erased at build time). */
function typeOnly(node: ts.ImportDeclaration | ts.ExportDeclaration): boolean {
  if (ts.isExportDeclaration(node)) {
    if (node.isTypeOnly) return true;
    const clause = node.exportClause;
    return !!clause && ts.isNamedExports(clause) && clause.elements.length > 0 && clause.elements.every((e) => e.isTypeOnly);
  }
  const clause = node.importClause;
  if (!clause) return false; // `import 'x'`: a side effect
  if (clause.isTypeOnly) return true;
  if (clause.name) return false;
  const bindings = clause.namedBindings;
  return !!bindings && ts.isNamedImports(bindings) && bindings.elements.length > 0 && bindings.elements.every((e) => e.isTypeOnly);
}

/** The file a specifier names inside src/mocks, or null (a package, or a module outside the mock). */
function resolve(from: string, specifier: string): string | null {
  let base: string;
  if (specifier.startsWith('@/')) base = path.join(SRC, specifier.slice(2));
  else if (specifier.startsWith('.')) base = path.resolve(path.dirname(from), specifier);
  else return null;
  if (!base.startsWith(MOCKS + path.sep)) return null;
  const candidates = [base, `${base}.ts`, `${base}.tsx`, path.join(base, 'index.ts')];
  return candidates.find((file) => /\.tsx?$/.test(file) && safeIsFile(file)) ?? null;
}

function safeIsFile(file: string): boolean {
  try {
    return statSync(file).isFile();
  } catch {
    return false;
  }
}

/** The src/mocks modules a file imports: every one, or only those it imports at run time. */
function importsOf(file: string, runtimeOnly: boolean): string[] {
  const source = ts.createSourceFile(file, readFileSync(file, 'utf8'), ts.ScriptTarget.Latest, false);
  return source.statements.flatMap((statement) => {
    if (!ts.isImportDeclaration(statement) && !ts.isExportDeclaration(statement)) return [];
    const specifier = statement.moduleSpecifier;
    if (!specifier || !ts.isStringLiteral(specifier) || (runtimeOnly && typeOnly(statement))) return [];
    const target = resolve(file, specifier.text);
    return target ? [target] : [];
  });
}

/** Every src/mocks module with the src/mocks modules it imports at run time. */
function runtimeImports(): Map<string, string[]> {
  return new Map(tsFiles(MOCKS).map((file) => [file, importsOf(file, true)]));
}

/** The strongly connected groups of more than one module (or a module importing itself): Tarjan. */
function importCycles(graph: Map<string, string[]>): string[][] {
  let next = 0;
  const index = new Map<string, number>();
  const low = new Map<string, number>();
  const stack: string[] = [];
  const onStack = new Set<string>();
  const groups: string[][] = [];
  const visit = (node: string) => {
    index.set(node, next);
    low.set(node, next);
    next += 1;
    stack.push(node);
    onStack.add(node);
    for (const to of graph.get(node) ?? []) {
      if (!index.has(to)) {
        visit(to);
        low.set(node, Math.min(low.get(node)!, low.get(to)!));
      } else if (onStack.has(to)) low.set(node, Math.min(low.get(node)!, index.get(to)!));
    }
    if (low.get(node) !== index.get(node)) return;
    const group: string[] = [];
    let member: string;
    do {
      member = stack.pop()!;
      onStack.delete(member);
      group.push(member);
    } while (member !== node);
    if (group.length > 1 || (graph.get(node) ?? []).includes(node)) groups.push(group.map((f) => path.relative(MOCKS, f)).sort());
  };
  for (const node of graph.keys()) if (!index.has(node)) visit(node);
  return groups;
}

const layerOf = (file: string) => path.relative(MOCKS, file).split(path.sep)[0];

describe('the mock’s layers', () => {
  it('reads the mock’s modules (the walker finds the imports it judges)', () => {
    const graph = runtimeImports();
    const kit = path.join(MOCKS, 'handlers/kit.ts');
    expect(graph.has(kit)).toBe(true);
    expect(graph.get(path.join(MOCKS, 'handlers/index.ts'))!.length).toBeGreaterThan(10);
  });

  it('finds a cycle and ignores a type-only import (the checker itself)', () => {
    const a = path.join(MOCKS, 'a.ts');
    const b = path.join(MOCKS, 'b.ts');
    const c = path.join(MOCKS, 'c.ts');
    expect(
      importCycles(
        new Map([
          [a, [b]],
          [b, [c]],
          [c, [a]],
        ]),
      ),
    ).toEqual([['a.ts', 'b.ts', 'c.ts']]);
    expect(
      importCycles(
        new Map([
          [a, [b]],
          [b, []],
          [c, [a]],
        ]),
      ),
    ).toEqual([]);
    const parse = (text: string) => ts.createSourceFile('x.ts', text, ts.ScriptTarget.Latest, false).statements[0] as ts.ImportDeclaration;
    expect(typeOnly(parse("import type { A } from './a';"))).toBe(true);
    expect(typeOnly(parse("import { type A, type B } from './a';"))).toBe(true);
    expect(typeOnly(parse("import { type A, b } from './a';"))).toBe(false);
    expect(typeOnly(parse("import './a';"))).toBe(false);
  });

  it('no rules/ or db/ module imports handlers/, and no db/ module imports rules/', () => {
    const below: Record<string, string[]> = {
      seed: ['handlers'],
      rules: ['handlers', 'seed'],
      db: ['handlers', 'seed', 'rules'],
      core: ['handlers', 'seed', 'rules', 'db'],
    };
    const wrong: string[] = [];
    for (const file of tsFiles(MOCKS)) {
      const forbidden = below[layerOf(file)];
      if (!forbidden) continue;
      // Types too: the layering holds for them as well.
      for (const target of importsOf(file, false)) {
        if (forbidden.includes(layerOf(target))) wrong.push(`${path.relative(MOCKS, file)} → ${path.relative(MOCKS, target)}`);
      }
    }
    expect(wrong).toEqual([]);
  });

  it('no run-time import cycle among the mock’s modules', () => {
    expect(importCycles(runtimeImports())).toEqual([]);
  });
});

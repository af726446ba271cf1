/**
 * The wording of every destructive confirmation (docs/UI-PATTERNS.md "Confirm a destructive
 * action"), where the source lets it be checked: each `confirm: { … }` of a mutation with a red OK
 * (`danger`) and each row action's Popconfirm (`onConfirm`) has a title that is a question (？ / ?)
 * and an OK that says the action (never a bare 确定 / OK); a cancel, when given, is 取消 / Cancel.
 * Texts are found through their i18n keys: `t('a.b')`, a ternary of keys, a template key
 * (`steps.${step}.title`: every key it can be), or a page's prefix helper (`const d = (key) =>
 * t(\`departments.${key}\`)`).
 */
import { readFileSync, readdirSync } from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';

const ROOT = path.resolve(import.meta.dirname, '../..');
const I18N = path.join(ROOT, 'src/i18n');
const GENERIC_OK = new Set(['确定', '确认', '好的', '是', 'OK', 'Yes', 'Confirm']);

type Texts = Map<string, string>;
const flatten = (node: unknown, prefix: string, into: Texts) => {
  if (typeof node === 'string') into.set(prefix, node);
  else if (node && typeof node === 'object') for (const [key, value] of Object.entries(node)) flatten(value, prefix ? `${prefix}.${key}` : key, into);
};
const textsOf = (lang: 'zh' | 'en'): Texts => {
  const texts: Texts = new Map();
  flatten(JSON.parse(readFileSync(path.join(I18N, `${lang}.json`), 'utf8')), '', texts);
  for (const file of readdirSync(path.join(I18N, lang)))
    flatten(JSON.parse(readFileSync(path.join(I18N, lang, file), 'utf8')), file.replace(/\.json$/, ''), texts);
  return texts;
};
const TEXTS = { zh: textsOf('zh'), en: textsOf('en') };

const sourcesUnder = (dir: string): string[] =>
  readdirSync(dir, { withFileTypes: true }).flatMap((entry) => {
    const full = path.join(dir, entry.name);
    return entry.isDirectory() ? sourcesUnder(full) : /\.tsx?$/.test(entry.name) ? [full] : [];
  });

/** The `{ … }` following `start` (balanced braces; strings are short and brace-free here). */
function blockAt(text: string, start: number): string {
  let depth = 0;
  for (let index = start; index < text.length; index += 1) {
    if (text[index] === '{') depth += 1;
    else if (text[index] === '}' && --depth === 0) return text.slice(start, index + 1);
  }
  return text.slice(start);
}

/** The block's top-level properties (name → source of its value). */
function propsOf(block: string): Map<string, string> {
  const props = new Map<string, string>();
  let depth = 0;
  let part = '';
  const flush = () => {
    const match = /^\s*(\w+)\s*:\s*([\s\S]*)$/.exec(part);
    if (match) props.set(match[1], match[2].trim());
    part = '';
  };
  for (const char of block.slice(1, -1)) {
    if ('([{'.includes(char)) depth += 1;
    if (')]}'.includes(char)) depth -= 1;
    if (char === ',' && depth === 0) flush();
    else part += char;
  }
  flush();
  return props;
}

/** The i18n keys an expression can show. */
function keysOf(expression: string, prefixes: Map<string, string>): string[] {
  const keys = new Set<string>();
  for (const call of expression.matchAll(/\b(\w+)\(\s*((?:[^()]|\([^()]*\))*)\)/g)) {
    const prefix = call[1] === 't' ? '' : prefixes.get(call[1]);
    if (prefix === undefined) continue;
    for (const literal of call[2].matchAll(/(['`])((?:(?!\1).)*)\1/g)) {
      const pattern = new RegExp(
        `^${(prefix + literal[2])
          .split(/\$\{[^}]*\}/)
          .map((piece) => piece.replace(/[.*+?^()|[\]\\]/g, '\\$&'))
          .join('[^.]+')}$`,
      );
      for (const key of TEXTS.zh.keys()) if (pattern.test(key)) keys.add(key);
    }
  }
  return [...keys];
}

interface Finding {
  where: string;
  problem: string;
}

function check(file: string): { count: number; findings: Finding[] } {
  const text = readFileSync(file, 'utf8');
  const prefixes = new Map([...text.matchAll(/const (\w+) = \(key: string[^)]*\) => t\(`([\w.]+)\$\{key\}`/g)].map((match) => [match[1], match[2]]));
  const findings: Finding[] = [];
  let count = 0;
  for (const match of text.matchAll(/\bconfirm: \{/g)) {
    if (/^\s*\*/.test(text.slice(text.lastIndexOf('\n', match.index) + 1, match.index))) continue; // a doc comment's example
    const props = propsOf(blockAt(text, match.index + match[0].length - 1));
    const rowAction = props.has('onConfirm');
    if (!rowAction && (!props.has('danger') || props.get('danger') === 'false')) continue;
    count += 1;
    const where = `${path.relative(ROOT, file)}:${text.slice(0, match.index).split('\n').length}`;
    const texts = (prop: string) => {
      const keys = keysOf(props.get(prop) ?? '', prefixes);
      if (keys.length === 0) findings.push({ where, problem: `${prop}: no i18n key found` });
      return keys.flatMap((key) => [
        { key, lang: 'zh', text: TEXTS.zh.get(key) ?? '' },
        { key, lang: 'en', text: TEXTS.en.get(key) ?? '' },
      ]);
    };
    for (const { key, lang, text: title } of texts('title'))
      if (!(lang === 'zh' ? /？$/ : /\?$/).test(title)) findings.push({ where, problem: `title ${key} (${lang}) is not a question: ${title}` });
    for (const { key, lang, text: ok } of texts('okText'))
      if (ok === '' || GENERIC_OK.has(ok)) findings.push({ where, problem: `okText ${key} (${lang}) does not say the action: ${ok}` });
    if (props.has('cancelText'))
      for (const { key, lang, text: cancel } of texts('cancelText'))
        if (cancel !== (lang === 'zh' ? '取消' : 'Cancel')) findings.push({ where, problem: `cancelText ${key} (${lang}) is not 取消 / Cancel: ${cancel}` });
  }
  return { count, findings };
}

describe('destructive confirmations', () => {
  it('name the action in a question, say it on the red OK, and cancel with 取消', () => {
    const results = [...sourcesUnder(path.join(ROOT, 'src/pages')), ...sourcesUnder(path.join(ROOT, 'src/components'))].map(check);
    expect(results.flatMap((result) => result.findings)).toEqual([]);
    // The scan finds the confirmations (it would pass vacuously if the pattern stopped matching).
    expect(results.reduce((sum, result) => sum + result.count, 0)).toBeGreaterThan(15);
  });
});

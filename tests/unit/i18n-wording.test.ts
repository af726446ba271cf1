/**
 * One English wording per thing (issue 10): the same action or record is never called two
 * names ("Add aunt" on the button, "New aunt" on the form). Every English text (core, every
 * namespace file, the menu labels) is checked against the wordings we chose not to use;
 * docs/DECISIONS.md lists the choices. Issue 37: each Chinese term of the glossary (src/i18n/glossary.ts)
 * has its one English word, and the Chinese texts carry no English beyond names and spec texts.
 */
import { describe, expect, it } from 'vitest';
import coreEn from '@/i18n/en.json';
import coreZh from '@/i18n/zh.json';
import { GLOSSARY, type GlossaryTerm } from '@/i18n/glossary';
import { menuLabels } from '@/i18n/menu';

type Tree = { [key: string]: string | Tree };

const enFiles = import.meta.glob<Tree>('../../src/i18n/en/*.json', { eager: true, import: 'default' });
const zhFiles = import.meta.glob<Tree>('../../src/i18n/zh/*.json', { eager: true, import: 'default' });
const byNamespace = (files: Record<string, Tree>) =>
  Object.fromEntries(Object.entries(files).map(([file, tree]) => [file.split('/').at(-1)!.replace('.json', ''), tree]));
const en: Tree = { ...(coreEn as Tree), ...byNamespace(enFiles), menu: menuLabels.en };
const zh: Tree = { ...(coreZh as Tree), ...byNamespace(zhFiles), menu: menuLabels.zh };

/** Every text with its key path. */
function textsOf(tree: Tree, prefix = ''): [string, string][] {
  return Object.entries(tree).flatMap(([key, value]): [string, string][] => {
    return typeof value === 'string' ? [[`${prefix}${key}`, value]] : textsOf(value, `${prefix}${key}.`);
  });
}

const RECORDS = '(?:aunt|employer|job|order|recruitment order|follow-up)';

interface WordingRule {
  thing: string;
  /** The wording we use. */
  use: string;
  /** Texts that name the thing otherwise. */
  avoid: RegExp;
  /** Only texts under keys like this (default: all). */
  keys?: RegExp;
}

const RULES: WordingRule[] = [
  { thing: 'making a record', use: 'Add <record> ("Add aunt", "Add order")', avoid: new RegExp(`\\b(?:New|Create|Post)\\s+(?:an?\\s+)?${RECORDS}\\b`) },
  { thing: 'making a record', use: 'Add <record>, without an article ("Add job")', avoid: new RegExp(`\\bAdd\\s+an?\\s+${RECORDS}\\b`, 'i') },
  { thing: 'the household an agency recruits for', use: 'employer', avoid: /\bcustomers?\b(?!\s+service)/i },
  { thing: 'giving a record to another staff member', use: 'Transfer', avoid: /\bhand(?:ed|ing|s)?\s+over\b/i },
  { thing: 'opening a record from its row', use: 'View', avoid: /^(?!View$)/, keys: /\.actions\.(?:view|detail|details)$/ },
];

describe('English wording', () => {
  it('reads every English text', () => {
    expect(textsOf(en).length).toBeGreaterThan(500);
  });

  it.each(RULES.map((rule) => [rule.thing, rule.use, rule] as const))('%s is called %s everywhere', (_thing, _use, { avoid, keys }) => {
    const offending = textsOf(en).filter(([key, text]) => (!keys || keys.test(key)) && avoid.test(text));
    expect(offending).toEqual([]);
  });
});

/** Latin words a Chinese text may carry: key names, units, file types, the spec's own English texts. */
const ZH_LATIN_WORDS = new Set([
  'TA',
  'VIP',
  'Logo',
  'Excel',
  'Enter',
  'Shift',
  'Esc',
  'KB',
  'MB',
  'cm',
  'jpg',
  'png',
  'xlsx',
  'csv',
  'CSV',
  'HTTP',
  'IP',
  'ID',
  'yyyy',
  'MM',
  'dd',
  'DD',
  'YYYY',
]);
/** Texts whose English the spec writes (first document: 'Has Error', 'getInfo: roles must…', the generic 'Error'), and the developer-facing diagnostics and page management's configuration values. */
const ZH_ENGLISH_KEYS =
  /^(?:errors\.generic|session\.hasError|session\.rolesRequired|diagnostics\..*|pageManage\.form\.(?:layoutOption|pageTitleHelp|routePathHelp|locationLeft))$/;

describe('the glossary', () => {
  const zhTexts = new Map(textsOf(zh));
  const pairs = textsOf(en).flatMap(([key, text]) => {
    const chinese = zhTexts.get(key);
    return chinese === undefined ? [] : [{ key, en: text, zh: chinese }];
  });

  it('pairs the Chinese and English texts', () => {
    expect(pairs.length).toBeGreaterThan(500);
  });

  const translatingOf = (term: GlossaryTerm) =>
    pairs.filter((pair) => (term.except ? pair.zh.replace(term.except, '') : pair.zh).includes(term.zh) && (!term.keys || term.keys.test(pair.key)));

  it.each(GLOSSARY.map((term) => [term.zh, term.en.source, term] as const))('%s is written %s in English', (_zh, _en, term) => {
    const translating = translatingOf(term);
    expect(translating.length).toBeGreaterThan(0);
    const missing = term.strict === false ? [] : translating.filter((pair) => !term.en.test(pair.en) && !term.omitted?.[pair.key]);
    const avoided = translating.filter((pair) => term.avoid?.test(pair.en));
    expect({ missing, avoided }).toEqual({ missing: [], avoided: [] });
    // An omission listed for a text that now uses the word, or that no longer has the term, is stale.
    const stale = Object.keys(term.omitted ?? {}).filter((key) => !translating.some((pair) => pair.key === key && !term.en.test(pair.en)));
    expect(stale).toEqual([]);
  });

  it('places every text of a term that names several things (`keys`) under one of them', () => {
    const scoped = GLOSSARY.filter((term) => term.keys);
    const unplaced = [...new Set(scoped.map((term) => term.zh))].flatMap((zh) => {
      const placed = new Set(scoped.filter((term) => term.zh === zh).flatMap((term) => translatingOf(term).map((pair) => pair.key)));
      return pairs.filter((pair) => pair.zh.includes(zh) && !placed.has(pair.key)).map((pair) => `${pair.key}: ${pair.zh}`);
    });
    expect(unplaced).toEqual([]);
  });

  it("leaves no English in the Chinese texts beyond names and the spec's own", () => {
    const leftovers = textsOf(zh).flatMap(([key, text]) => {
      if (ZH_ENGLISH_KEYS.test(key)) return [];
      const words = text
        .replace(/\{\{[^}]*\}\}/g, '')
        .replace(/#[0-9A-Fa-f]{3,6}\b/g, '')
        .match(/[A-Za-z]{2,}/g);
      const foreign = (words ?? []).filter((word) => !ZH_LATIN_WORDS.has(word));
      return foreign.length > 0 ? [`${key}: ${text}`] : [];
    });
    expect(leftovers).toEqual([]);
  });
});

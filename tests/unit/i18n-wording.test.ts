/**
 * One English wording per thing (issue 10): the same action or record is never called two
 * names ("Add aunt" on the button, "New aunt" on the form). Every English text (core, every
 * namespace file, the menu labels) is checked against the wordings we chose not to use;
 * docs/DECISIONS.md lists the choices.
 */
import { describe, expect, it } from 'vitest';
import coreEn from '@/i18n/en.json';
import { menuLabels } from '@/i18n/menu';

type Tree = { [key: string]: string | Tree };

const enFiles = import.meta.glob<Tree>('../../src/i18n/en/*.json', { eager: true, import: 'default' });
const namespaces = Object.fromEntries(Object.entries(enFiles).map(([file, tree]) => [file.split('/').at(-1)!.replace('.json', ''), tree]));
const en: Tree = { ...(coreEn as Tree), ...namespaces, menu: menuLabels.en };

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

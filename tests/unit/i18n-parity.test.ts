import { describe, expect, it } from 'vitest';
import coreZh from '@/i18n/zh.json';
import coreEn from '@/i18n/en.json';
import { menuLabels } from '@/i18n/menu';
import { featureTextsZh } from '@/i18n/features';
import { featureTextsEn } from '@/i18n/featuresEn';

type Tree = { [key: string]: string | Tree };

// Every namespace file, whichever module registers it (features.ts or i18n/texts/*).
const zhFiles = import.meta.glob<Tree>('../../src/i18n/zh/*.json', { eager: true, import: 'default' });
const enFiles = import.meta.glob<Tree>('../../src/i18n/en/*.json', { eager: true, import: 'default' });
const byNamespace = (files: Record<string, Tree>) =>
  Object.fromEntries(Object.entries(files).map(([file, tree]) => [file.split('/').at(-1)!.replace('.json', ''), tree]));

const zh: Tree = { ...(coreZh as Tree), ...byNamespace(zhFiles), menu: menuLabels.zh };
const en: Tree = { ...(coreEn as Tree), ...byNamespace(enFiles), menu: menuLabels.en };

function keysOf(tree: Tree, prefix = ''): string[] {
  return Object.entries(tree).flatMap(([key, value]) => (typeof value === 'string' ? [`${prefix}${key}`] : keysOf(value, `${prefix}${key}.`)));
}

describe('i18n resources', () => {
  it('have the same namespace files in zh and en', () => {
    expect(Object.keys(byNamespace(enFiles)).sort()).toEqual(Object.keys(byNamespace(zhFiles)).sort());
    expect(Object.keys(zhFiles).length).toBeGreaterThan(15);
  });

  it("have the layout's texts in English for every one in Chinese (the English pack carries them: i18n/featuresEn)", () => {
    expect(keysOf(featureTextsEn as unknown as Tree).sort()).toEqual(keysOf(featureTextsZh as unknown as Tree).sort());
  });

  it('have the same keys in zh and en (menu labels included), none empty', () => {
    expect(Object.keys(zh.menu as Tree).length).toBeGreaterThan(40);
    const zhKeys = keysOf(zh).sort();
    const enKeys = keysOf(en).sort();
    expect(enKeys).toEqual(zhKeys);
    for (const key of zhKeys) {
      const read = (tree: Tree) => key.split('.').reduce<string | Tree>((node, part) => (node as Tree)[part], tree);
      expect(read(zh), `zh ${key}`).not.toBe('');
      expect(read(en), `en ${key}`).not.toBe('');
    }
  });
});

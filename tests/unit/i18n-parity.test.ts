import { describe, expect, it } from 'vitest';
import coreZh from '@/i18n/zh.json';
import coreEn from '@/i18n/en.json';
import { featureResources } from '@/i18n/features';

const zh = { ...coreZh, ...featureResources.zh };
const en = { ...coreEn, ...featureResources.en };

type Tree = { [key: string]: string | Tree };

function keysOf(tree: Tree, prefix = ''): string[] {
  return Object.entries(tree).flatMap(([key, value]) =>
    typeof value === 'string' ? [`${prefix}${key}`] : keysOf(value, `${prefix}${key}.`),
  );
}

describe('i18n resources', () => {
  it('have the same keys in zh and en (menu labels included), none empty', () => {
    expect(Object.keys(zh.menu).length).toBeGreaterThan(40);
    const zhKeys = keysOf(zh as Tree).sort();
    const enKeys = keysOf(en as Tree).sort();
    expect(enKeys).toEqual(zhKeys);
    for (const key of zhKeys) {
      const read = (tree: Tree) => key.split('.').reduce<string | Tree>((node, part) => (node as Tree)[part], tree);
      expect(read(zh as Tree), `zh ${key}`).not.toBe('');
      expect(read(en as Tree), `en ${key}`).not.toBe('');
    }
  });
});

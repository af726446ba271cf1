import { describe, expect, it } from 'vitest';
import zh from '@/i18n/zh.json';
import en from '@/i18n/en.json';

type Tree = { [key: string]: string | Tree };

function keysOf(tree: Tree, prefix = ''): string[] {
  return Object.entries(tree).flatMap(([key, value]) =>
    typeof value === 'string' ? [`${prefix}${key}`] : keysOf(value, `${prefix}${key}.`),
  );
}

describe('i18n resources', () => {
  it('have the same keys in zh and en, none empty', () => {
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

/**
 * antd v6 props only: the v5 names still work but warn in the console
 * ("[antd: Modal] `maskClosable` is deprecated. Please use `mask.closable` instead.").
 */
import { describe, expect, it } from 'vitest';

const sources = import.meta.glob<string>('../../src/**/*.{ts,tsx}', { eager: true, query: '?raw', import: 'default' });

describe('antd props', () => {
  it('uses mask={{ closable }} instead of the deprecated maskClosable', () => {
    expect(Object.keys(sources).length).toBeGreaterThan(100);
    const offenders = Object.entries(sources)
      .filter(([, text]) => /\bmaskClosable\b/.test(text))
      .map(([file]) => file);
    expect(offenders).toEqual([]);
  });
});

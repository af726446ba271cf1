/**
 * The contract (src/api/contract.ts) names every path the client knows, and nothing else: each
 * `<family>Paths` value (the chat service's and the optional calls of ours included) has exactly
 * one entry, and each entry is some family's path.
 */
import { describe, expect, it } from 'vitest';
import * as api from '@/api';
import { readContractPaths } from '@/api/tooling/contractSchema';

const contractKeys = readContractPaths();

const familyPaths = Object.entries(api)
  .filter(([name]) => name.endsWith('Paths'))
  .flatMap(([family, paths]) => Object.values(paths as Record<string, string>).map((value) => ({ family, value })));

describe('the contract map', () => {
  it('has one entry for every <family>Paths value', () => {
    expect(familyPaths.length).toBeGreaterThan(200);
    const keys = new Set(contractKeys);
    expect(familyPaths.filter(({ value }) => !keys.has(value))).toEqual([]);
  });

  it('names no path that no family declares, and none twice', () => {
    const values = new Set(familyPaths.map(({ value }) => value));
    expect(contractKeys.filter((key) => !values.has(key))).toEqual([]);
    expect(contractKeys.length).toBe(new Set(contractKeys).size);
    expect(contractKeys.length).toBe(values.size);
  });
});

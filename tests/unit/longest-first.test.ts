/** The order npm test runs its files in (tests/tooling/longestFirst.ts). */
import path from 'node:path';
import { readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import type { TestSpecification, Vitest } from 'vitest/node';
import { LongestFirst } from '../tooling/longestFirst';

const root = path.resolve(import.meta.dirname, '../..');
const seconds = JSON.parse(readFileSync(path.join(root, 'tests/durations.json'), 'utf8')) as Record<string, number>;
const spec = (file: string) => ({ moduleId: path.join(root, file) }) as TestSpecification;
const names = (files: TestSpecification[]) => files.map((file) => path.relative(root, file.moduleId));
const sequencer = (shard?: { index: number; count: number }) => new LongestFirst({ config: { shard } } as unknown as Vitest);

describe('the test files’ order', () => {
  it('runs the listed files longest first and files not listed yet before them', () => {
    const listed = Object.keys(seconds);
    const [longest, middle, shortest] = [listed[0]!, listed[Math.floor(listed.length / 2)]!, listed.at(-1)!];
    expect(seconds[longest]!).toBeGreaterThan(seconds[shortest]!);
    const sorted = sequencer().sort([spec(shortest), spec('tests/unit/a-new-file.test.ts'), spec(middle), spec(longest)]);
    expect(names(sorted)).toEqual(['tests/unit/a-new-file.test.ts', longest, middle, shortest]);
  });

  it('lists every test file of the suite, each with a time', () => {
    expect(Object.keys(seconds).length).toBeGreaterThan(150);
    expect(Object.values(seconds).every((value) => Number.isFinite(value) && value >= 0)).toBe(true);
  });

  it('shards by path into equal slices that together hold every file once', () => {
    const files = ['c', 'a', 'e', 'b', 'd'].map((name) => spec(`tests/unit/${name}.test.ts`));
    const slices = [1, 2].map((index) => names(sequencer({ index, count: 2 }).shard(files)));
    expect(slices).toEqual([
      ['tests/unit/a.test.ts', 'tests/unit/b.test.ts', 'tests/unit/c.test.ts'],
      ['tests/unit/d.test.ts', 'tests/unit/e.test.ts'],
    ]);
  });
});

/**
 * The order `npm test` runs its files in: longest first, by tests/durations.json (written by
 * `npm run test:durations`); files it does not list yet (new ones) first of all.
 *
 * Why not vitest's own order: vitest orders by the durations it cached from the last run, but a
 * fresh clone (CI) has no cache, and its fallback order took 588 s where this one took 555
 * (its own cached order 501 s; 2-core machine, docs/DECISIONS.md). The workers share their modules between files
 * (isolate: false), so a worker's heap grows with every file it runs (from about 250 to 500 MB)
 * and garbage collection costs the later files more: the page tests, which allocate most, are
 * better run early, and the long files are not to be left for one worker to finish alone.
 *
 * Types only from vitest: vite.config.ts imports this, and `vite build` should not load vitest.
 */
import { readFileSync } from 'node:fs';
import path from 'node:path';
import type { TestSequencer, TestSpecification, Vitest } from 'vitest/node';

const root = path.resolve(import.meta.dirname, '../..');
const relativePath = (file: TestSpecification) => path.relative(root, file.moduleId).split(path.sep).join('/');

export class LongestFirst implements TestSequencer {
  constructor(private readonly vitest: Vitest) {}

  /** `--shard=i/n`: the i-th of n equal slices of the files in path order. */
  shard(files: TestSpecification[]): TestSpecification[] {
    const { index, count } = this.vitest.config.shard!;
    const byPath = [...files].sort((a, b) => relativePath(a).localeCompare(relativePath(b)));
    const size = Math.ceil(byPath.length / count);
    return byPath.slice((index - 1) * size, index * size);
  }

  sort(files: TestSpecification[]): TestSpecification[] {
    // Read here, not at import: vite.config.ts imports this module for every vite command.
    const seconds = JSON.parse(readFileSync(path.join(root, 'tests/durations.json'), 'utf8')) as Record<string, number>;
    const durationOf = (file: TestSpecification) => seconds[relativePath(file)] ?? Number.MAX_VALUE;
    return [...files].sort((a, b) => durationOf(b) - durationOf(a));
  }
}

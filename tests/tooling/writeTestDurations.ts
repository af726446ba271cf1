/**
 * `npm run test:durations`: after a full `npm test`, writes how long each test file took
 * (vitest's own record, rounded to tenths of a second) to tests/durations.json, which
 * tests/tooling/longestFirst.ts orders the files by.
 */
import { readdirSync, readFileSync, writeFileSync } from 'node:fs';
import path from 'node:path';

const root = path.resolve(import.meta.dirname, '../..');
const cacheDir = path.join(root, 'node_modules/.vite/vitest');
const records = readdirSync(cacheDir).map(
  (dir) => JSON.parse(readFileSync(path.join(cacheDir, dir, 'results.json'), 'utf8')) as { results: [string, { duration?: number }][] },
);
const seconds: [string, number][] = records
  .flatMap((record) => record.results)
  .map(([key, result]) => [key.slice(key.indexOf(':') + 1), Math.round((result.duration ?? 0) / 100) / 10] as [string, number])
  .filter(([file]) => /^tests\/(unit|integration)\//.test(file));
if (seconds.length === 0) throw new Error('vitest has no record of a run here: run npm test first');
seconds.sort((a, b) => b[1] - a[1] || a[0].localeCompare(b[0]));
writeFileSync(path.join(root, 'tests/durations.json'), `${JSON.stringify(Object.fromEntries(seconds), null, 1)}\n`);
console.log(`tests/durations.json: ${seconds.length} files`);

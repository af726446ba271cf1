/** `npm run test:dates` (tests/tooling/dateRuns.ts): its clocks, and every test file that reads the date is in its list. */
import { existsSync, readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { DATE_SENSITIVE_FILES, READS_THE_DATE, dateRunClocks } from '../tooling/dateRuns';
import { testNow } from '../clock';

const root = path.resolve(import.meta.dirname, '../..');
const testFiles = (dir: string) =>
  readdirSync(path.join(root, dir))
    .filter((name) => /\.test\.tsx?$/.test(name))
    .map((name) => `${dir}/${name}`);

describe('the date runs', () => {
  it.each([
    ['in December: next year’s first of January, and this 31 December', '2026-12-06T05:00:00Z', ['2027-01-01T00:30:00+08:00', '2026-12-31T23:30:00+08:00']],
    ['already April in China while March in UTC', '2026-03-31T20:00:00Z', ['2026-05-01T00:30:00+08:00', '2026-12-31T23:30:00+08:00']],
    ['in a month of 30 days', '2027-06-15T12:00:00Z', ['2027-07-01T00:30:00+08:00', '2027-12-31T23:30:00+08:00']],
  ])('run %s', (_, now, clocks) => {
    expect(dateRunClocks(Date.parse(now))).toEqual(clocks);
    for (const clock of clocks) expect(testNow(clock)).toBe(Date.parse(clock));
  });

  it('list every test file that reads the date, and only files that exist', () => {
    for (const file of DATE_SENSITIVE_FILES) expect(existsSync(path.join(root, file)), file).toBe(true);
    const reading = [...testFiles('tests/unit'), ...testFiles('tests/integration')].filter((file) =>
      READS_THE_DATE.test(readFileSync(path.join(root, file), 'utf8')),
    );
    expect(reading.length).toBeGreaterThan(20);
    expect(reading.filter((file) => !DATE_SENSITIVE_FILES.includes(file))).toEqual([]);
  });

  it('TEST_NOW must be a time', () => {
    expect(testNow('')).toBeNull();
    expect(() => testNow('the first of May')).toThrow('TEST_NOW is not a time: the first of May');
  });
});

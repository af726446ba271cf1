/**
 * `npm run test:dates`: the test files that read the date run once more on each of two clocks
 * (TEST_NOW, tests/clock.ts; the in-process mock seeds from the same clock): the first of next
 * month at 00:30 China time (16:30 UTC the day before: a new month, and a day that differs
 * between China and UTC) and 31 December of this year at 23:30 China time (the year's last
 * hour). `npm run test:dates -- <ISO time> …` runs them on the times given instead.
 *
 * A test file that reads the date belongs in DATE_SENSITIVE_FILES; tests/unit/date-runs.test.ts
 * fails for one that READS_THE_DATE and is not listed.
 */
import { spawnSync } from 'node:child_process';
import path from 'node:path';
import { fileURLToPath } from 'node:url';

export const DATE_SENSITIVE_FILES: readonly string[] = [
  // The seed's clock and what it seeds relative to it.
  'tests/unit/seed-clock.test.ts',
  'tests/unit/office-seed.test.ts',
  'tests/unit/mock-aunt-seed.test.ts',
  'tests/unit/mock-employer-seed.test.ts',
  'tests/unit/mock-order-seed.test.ts',
  'tests/unit/chat-seed.test.ts',
  'tests/unit/jobmsg-seed.test.ts',
  'tests/unit/finance-seed.test.ts',
  // Today, this week, this month of now: the dashboard, the office, finance, created-date filters.
  'tests/integration/mock-dashboard.test.ts',
  'tests/integration/dashboard.test.tsx',
  'tests/integration/mock-office-achievement.test.ts',
  'tests/integration/mock-office-stats.test.ts',
  'tests/integration/office-pages.test.tsx',
  'tests/integration/mock-finance-fees.test.ts',
  'tests/integration/finance-records.test.tsx',
  'tests/integration/mock-employer-followups.test.ts',
  'tests/integration/mock-employer-list.test.ts',
  'tests/integration/mock-aunt-list.test.ts',
  'tests/integration/mock-custom-tabs.test.ts',
  'tests/integration/custom-settings.test.tsx',
  'tests/integration/mock-companyapp-members.test.ts',
  'tests/integration/mock-companyapp-content.test.ts',
  'tests/integration/mock-insurance-orders.test.ts',
  'tests/integration/mock-insurance-payments.test.ts',
  // Reminders of the seed's day, folded into a day's digest.
  'tests/integration/mock-notice-seed.test.ts',
  'tests/integration/chat-service.test.ts',
  // Writes dated today (fees, targets of this month, courses a week ahead, an aunt's leaving day).
  'tests/integration/mock-money-amounts.test.ts',
  'tests/integration/mock-permission-table.test.ts',
  // Today's date in a text or a file name.
  'tests/integration/catalogue-templates.test.tsx',
  'tests/unit/export-file-name.test.ts',
];

/**
 * How a test reads the calendar of now: the seed's clock, or today's day or month (chinaDay of
 * now, the office helpers' today() and thisMonth(), dayjs().format). A time used as a moment
 * (a created time, a reminder in two hours) does not depend on the day and is not looked for.
 */
export const READS_THE_DATE = /\bSEED_NOW\b|\bSEED_MONTH\b|chinaDay\((Date\.now\(\)|new Date\(\))\)|\bthisMonth\(\)|\btoday\(\)|dayjs\(\)\.format\(/;

/** ISO time of a China wall-clock time. */
const chinaTime = (year: number, month: number, day: number, time: string) =>
  `${year}-${String(month).padStart(2, '0')}-${String(day).padStart(2, '0')}T${time}:00+08:00`;

/** The two clocks of a date run made at `now`: the first of next month, 00:30, and 31 December, 23:30 (China time). */
export function dateRunClocks(now: number): [string, string] {
  const china = new Date(now + 8 * 3_600_000);
  const [year, month] = [china.getUTCFullYear(), china.getUTCMonth() + 1];
  const [nextYear, nextMonth] = month === 12 ? [year + 1, 1] : [year, month + 1];
  return [chinaTime(nextYear, nextMonth, 1, '00:30'), chinaTime(year, 12, 31, '23:30')];
}

function run(clocks: readonly string[]): number {
  const root = path.resolve(import.meta.dirname, '../..');
  let failed = 0;
  for (const clock of clocks) {
    if (!Number.isFinite(Date.parse(clock))) throw new Error(`not a time: ${clock}`);
    console.log(`\n=== ${DATE_SENSITIVE_FILES.length} date-sensitive test files with TEST_NOW=${clock}`);
    const result = spawnSync('npx', ['vitest', 'run', ...DATE_SENSITIVE_FILES], { cwd: root, stdio: 'inherit', env: { ...process.env, TEST_NOW: clock } });
    if (result.status !== 0) failed += 1;
  }
  console.log(`\ntest:dates: ${failed === 0 ? 'PASS' : 'FAIL'} (${clocks.join(', ')})`);
  return failed === 0 ? 0 : 1;
}

if (process.argv[1] && path.resolve(process.argv[1]) === fileURLToPath(import.meta.url)) {
  const given = process.argv.slice(2);
  process.exitCode = run(given.length > 0 ? given : dateRunClocks(Date.now()));
}

/**
 * `npx tsx tools/screens/compare.ts --before <checkout> --after <checkout> [--out <dir>]
 *  [--only /aunt/all,/dashboard] [--languages zh,en] [--dark] [--threshold 16] [--seed 2026-12-01T01:00:00Z]`
 * (also `npm run screens:compare -- …`)
 *
 * Do two builds look the same? Each checkout's dist/ (run `npm run build` in it first) is served
 * by vite preview as a deployment (tests/tooling/servers.ts startDeployedBuild), both against ONE
 * mock server of this checkout with a pinned seed clock (MOCK_SEED_NOW) and reset before each
 * build's run, so both show the same data; the browser's clock is fixed too. Every page of the
 * admin's menu and an aunt, order and employer detail page are shot full page at 1440×900 in each
 * language (capture.ts; with --dark in dark mode, into <lang>-dark/), then each pair is compared in Chromium (diff.ts).
 *
 * Writes into --out (default .artifacts/screens, not committed): before/<lang>/<page>.png,
 * after/<lang>/<page>.png, diff/<lang>/<page>.png (differing pixels red), report.json and
 * report.md (page, language, % of pixels differing, sizes, failed calls), the pairs above 0.5%
 * first. Exits 0 whatever the differences: a person looks at the pairs the report lists.
 */
import { mkdirSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { parseArgs } from 'node:util';
import { config } from '@/config';
import { isLanguage, LANGUAGES, type Language } from '@/i18n';
import { launchChromium } from '../../tests/tooling/chromium';
import { mockControl, startDeployedBuild, startMock } from '../../tests/tooling/servers';
import { capture, pagesToShoot, type ShotResult } from './capture';
import { diffPngs, type PixelDiff } from './diff';

const NOTABLE_PERCENT = 0.5;

interface Row {
  page: string;
  language: Language;
  diff: PixelDiff;
  files: { before: string; after: string; diff: string };
  failedCalls: { before: string[]; after: string[] };
  unsettled: { before: string[]; after: string[] };
}

function markdown(rows: Row[], threshold: number): string {
  const size = (s: { width: number; height: number }) => `${s.width}×${s.height}`;
  const sorted = [...rows].sort((a, b) => b.diff.percent - a.diff.percent);
  const lines = [
    `# Screens compared: ${rows.length} pairs (pixel threshold ${threshold}, notable above ${NOTABLE_PERCENT}%)`,
    '',
    '| page | lang | % differing | before | after | notes |',
    '| --- | --- | ---: | --- | --- | --- |',
    ...sorted.map((row) => {
      const notes = [
        ...row.failedCalls.before.map((call) => `before: ${call}`),
        ...row.failedCalls.after.map((call) => `after: ${call}`),
        ...row.unsettled.before.map((what) => `before unsettled: ${what}`),
        ...row.unsettled.after.map((what) => `after unsettled: ${what}`),
      ].join('; ');
      const mark = row.diff.percent > NOTABLE_PERCENT ? ' **' : '';
      return `| ${row.page}${mark} | ${row.language} | ${row.diff.percent.toFixed(3)} | ${size(row.diff.beforeSize)} | ${size(row.diff.afterSize)} | ${notes} |`;
    }),
  ];
  return `${lines.join('\n')}\n`;
}

async function main() {
  const { values } = parseArgs({
    options: {
      before: { type: 'string' },
      after: { type: 'string' },
      out: { type: 'string', default: path.resolve(import.meta.dirname, '..', '..', '.artifacts', 'screens') },
      only: { type: 'string' },
      languages: { type: 'string', default: LANGUAGES.join(',') },
      dark: { type: 'boolean', default: false },
      threshold: { type: 'string', default: '16' },
      seed: { type: 'string', default: '2026-12-01T01:00:00Z' },
    },
  });
  if (!values.before || !values.after) {
    console.error(
      'usage: npx tsx tools/screens/compare.ts --before <checkout> --after <checkout> [--out dir] [--only /path,/path] [--languages zh,en] [--dark] [--threshold 16] [--seed ISO]',
    );
    process.exit(2);
  }
  const checkouts = { before: path.resolve(values.before), after: path.resolve(values.after) };
  const languages = values.languages.split(',').map((entry) => entry.trim());
  if (!languages.every(isLanguage)) throw new Error(`--languages: one of ${LANGUAGES.join(', ')}`);
  const threshold = Number(values.threshold);
  const seedNow = Date.parse(values.seed);
  if (Number.isNaN(seedNow)) throw new Error('--seed: an ISO time');
  // The browser's clock: three hours after the seed's, so the seed's records read as of this morning.
  const clockAt = seedNow + 3 * 3_600_000;
  const out = path.resolve(values.out);

  const mock = await startMock({ MOCK_SEED_NOW: new Date(seedNow).toISOString() });
  const browser = await launchChromium({ localOnly: true });
  try {
    const only = values.only?.split(',').map((entry) => entry.trim());
    const shots = (await pagesToShoot(mock.mockUrl)).filter((shot) => !only || only.includes(shot.path));
    if (shots.length === 0) throw new Error(`no page to shoot (--only ${values.only ?? ''})`);
    console.log(`${shots.length} pages × ${languages.length} languages: ${shots.map((shot) => shot.path).join(' ')}`);
    const backend = { api: `${mock.mockUrl}${config.apiBase}`, chat: `${mock.chatUrl}${config.chatBase}` };
    const runs: Record<'before' | 'after', ShotResult[]> = { before: [], after: [] };
    for (const side of ['before', 'after'] as const) {
      await mockControl(mock.mockUrl, mock.mockSecret, 'reset');
      const site = await startDeployedBuild({ apiBase: config.apiBase, chatBase: config.chatBase }, backend, checkouts[side]);
      try {
        runs[side] = await capture({
          browser,
          appUrl: site.url,
          mockUrl: mock.mockUrl,
          clockAt,
          outDir: path.join(out, side),
          shots,
          languages,
          dark: values.dark,
          onShot: (shot) => console.log(`${side} ${shot.language} ${shot.path}${shot.unsettled.length ? ` (unsettled: ${shot.unsettled.join(', ')})` : ''}`),
        });
      } finally {
        await site.stop();
      }
    }
    const rows: Row[] = [];
    for (const before of runs.before) {
      const after = runs.after.find((shot) => shot.path === before.path && shot.language === before.language)!;
      const diffFile = path.join(out, 'diff', path.basename(path.dirname(before.file)), `${before.name}.png`);
      mkdirSync(path.dirname(diffFile), { recursive: true });
      const diff = await diffPngs(browser, before.file, after.file, diffFile, threshold);
      rows.push({
        page: before.path,
        language: before.language,
        diff,
        files: { before: before.file, after: after.file, diff: diffFile },
        failedCalls: { before: before.failedCalls, after: after.failedCalls },
        unsettled: { before: before.unsettled, after: after.unsettled },
      });
    }
    writeFileSync(path.join(out, 'report.json'), `${JSON.stringify(rows, null, 2)}\n`);
    writeFileSync(path.join(out, 'report.md'), markdown(rows, threshold));
    const notable = rows.filter((row) => row.diff.percent > NOTABLE_PERCENT);
    console.log(`${rows.length} pairs compared, ${notable.length} above ${NOTABLE_PERCENT}%; report: ${path.join(out, 'report.md')}`);
    for (const row of notable) console.log(`  ${row.diff.percent.toFixed(2)}% ${row.language} ${row.page}`);
  } finally {
    await browser.close();
    await mock.stop();
  }
}

await main();

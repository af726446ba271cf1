/**
 * Lighthouse's mobile performance score of /login and /dashboard, ours and the template's (issue 40:
 * aims 90 and 75), when asked: `npm run bench -- --lighthouse` (beside the other figures) or
 * `--only lighthouse` (alone). Never in `--budgets` (CI): a score is an aim, not a gate.
 *
 * Lighthouse is not a devDependency (185 MB for a figure outside CI): the pinned version runs
 * through `npx --yes` (npm's npx cache; the first run fetches it, later runs reuse it). 12.x since
 * 13 needs Node 22. Its CLI defaults are the mobile run: Moto G Power screen, simulated slow 4G and
 * 4× CPU (throttlingMethod 'simulate', so the score moves little with the machine's load).
 *
 * The browser is ours (Debian's Chromium, the bench's switches), started with a debugging port
 * Lighthouse attaches to; before each run its cookies become the page's own (ours and the
 * template's token cookies share a name and the host 127.0.0.1: only one can be there at a time;
 * Lighthouse clears the cache and service workers before a run, never the cookies). Runs are
 * interleaved: each round loads ours and the template's page one after the other.
 */
import { spawn } from 'node:child_process';
import { mkdtempSync, readFileSync, rmSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { chromium, type BrowserContext } from 'playwright-core';
import { chromiumArgs, CHROMIUM_PATH } from '../tooling/chromium';
import { freePort } from '../tooling/servers';
import { median, type LoadTarget } from './pageLoad';
import { aim, ms } from './report';

export const LIGHTHOUSE_PACKAGE = 'lighthouse@12.8.2';
export const LIGHTHOUSE_RUNS = 3;
export const LIGHTHOUSE_AIM = { login: 90, dashboard: 75 } as const;
const RUN_TIMEOUT_MS = 180_000;

export type LighthousePage = keyof typeof LIGHTHOUSE_AIM;

/** One run's score (0–100) and the metrics it is made of (ms; CLS unitless). */
export interface LighthouseRun {
  score: number;
  fcpMs: number;
  lcpMs: number;
  tbtMs: number;
  siMs: number;
  cls: number;
  /** Lighthouse's measure of the machine's speed during the run (its CPU check warns under about 1000): what the load left. */
  benchmarkIndex: number;
}

/** An opportunity or diagnostic: what it would save (the metrics' savings, ms) and Lighthouse's own figure. */
export interface LighthouseCost {
  id: string;
  savingsMs: number;
  display: string;
}

/** The parts of Lighthouse's JSON report (LH.Result) read here. */
export interface LighthouseReport {
  finalDisplayedUrl?: string;
  runtimeError?: { code: string; message: string };
  environment?: { benchmarkIndex?: number };
  categories: { performance: { score: number | null } };
  audits: Record<
    string,
    {
      score: number | null;
      numericValue?: number;
      displayValue?: string;
      metricSavings?: Partial<Record<string, number>>;
      details?: { type?: string; items?: { url?: string; duration?: number }[] };
    }
  >;
}

const METRICS = {
  fcpMs: 'first-contentful-paint',
  lcpMs: 'largest-contentful-paint',
  tbtMs: 'total-blocking-time',
  siMs: 'speed-index',
  cls: 'cumulative-layout-shift',
} as const;

/** A run's figures from its report; a run Lighthouse could not score is an error naming why. */
export function readRun(report: LighthouseReport): LighthouseRun {
  const { score } = report.categories.performance;
  if (report.runtimeError || score === null) throw new Error(`lighthouse: no score (${report.runtimeError?.message ?? 'a metric is missing'})`);
  const metric = (id: string) => {
    const value = report.audits[id]?.numericValue;
    if (value === undefined) throw new Error(`lighthouse: the report has no ${id}`);
    return value;
  };
  return {
    score: Math.round(score * 100),
    fcpMs: metric(METRICS.fcpMs),
    lcpMs: metric(METRICS.lcpMs),
    tbtMs: metric(METRICS.tbtMs),
    siMs: metric(METRICS.siMs),
    cls: metric(METRICS.cls),
    benchmarkIndex: report.environment?.benchmarkIndex ?? Number.NaN,
  };
}

/** Each figure's median over the runs (so the score and the metrics may come from different runs). */
export function medianRun(runs: LighthouseRun[]): LighthouseRun {
  const of = (key: keyof LighthouseRun) => median(runs.map((run) => run[key]));
  return {
    score: of('score'),
    fcpMs: of('fcpMs'),
    lcpMs: of('lcpMs'),
    tbtMs: of('tbtMs'),
    siMs: of('siMs'),
    cls: of('cls'),
    benchmarkIndex: of('benchmarkIndex'),
  };
}

/**
 * What costs the points: the failing audits (score under 0.9) that name savings of the scored
 * metrics (summed over FCP, LCP and TBT), largest first.
 */
export function topCosts(report: LighthouseReport, count = 3): LighthouseCost[] {
  return (
    Object.entries(report.audits)
      // 12.x's "-insight" audits repeat the classic ones (render-blocking-insight = render-blocking-resources).
      .filter(([id, audit]) => !id.endsWith('-insight') && audit.score !== null && audit.score < 0.9 && audit.metricSavings)
      .map(([id, audit]) => ({
        id,
        savingsMs: Object.entries(audit.metricSavings ?? {}).reduce((sum, [metric, value]) => sum + (metric === 'CLS' ? 0 : (value ?? 0)), 0),
        display: audit.displayValue ?? '',
      }))
      .filter((cost) => cost.savingsMs > 0)
      .sort((a, b) => b.savingsMs - a.savingsMs)
      .slice(0, count)
  );
}

/** A main-thread task over 50 ms (simulated time) and what Lighthouse attributes it to: a file, or the page. */
export interface LighthouseTask {
  what: string;
  durationMs: number;
}

/**
 * The longest main-thread tasks of a run (the long-tasks audit, simulated time): what TBT is made
 * of. A task is named by its file (a stylesheet's parse shows as the sheet), "the page" when
 * Lighthouse names the document, "unattributed" when it names nothing.
 */
export function longestTasks(report: LighthouseReport, count = 3): LighthouseTask[] {
  const page = report.finalDisplayedUrl ? new URL(report.finalDisplayedUrl).pathname : null;
  return (report.audits['long-tasks']?.details?.items ?? [])
    .flatMap(({ url, duration }) => {
      if (duration === undefined) return [];
      const where = url && URL.canParse(url) ? new URL(url).pathname : null;
      const what = !where ? 'unattributed' : where === page ? 'the page' : (where.split('/').pop() ?? where);
      return [{ what, durationMs: duration }];
    })
    .sort((a, b) => b.durationMs - a.durationMs)
    .slice(0, count);
}

const metricsText = (run: LighthouseRun) => `fcp=${ms(run.fcpMs)} lcp=${ms(run.lcpMs)} tbt=${ms(run.tbtMs)} si=${ms(run.siMs)} cls=${run.cls.toFixed(3)}`;

/** The report line: `lighthouse-login=NN vs template NN (aim 90 met|missed; ours fcp=… ; template fcp=…)`. */
export function lighthouseFigure(page: LighthousePage, ours: LighthouseRun, template: LighthouseRun): string {
  const target = LIGHTHOUSE_AIM[page];
  const score = Math.round(ours.score);
  return (
    `lighthouse-${page}=${score} vs template ${Math.round(template.score)} (aim ${target} ${aim(score >= target)}; ` +
    `ours ${metricsText(ours)}; template ${metricsText(template)})`
  );
}

export interface LighthouseSide {
  runs: LighthouseRun[];
  median: LighthouseRun;
  /** The costs named by the run whose score is the median. */
  costs: LighthouseCost[];
  /** That run's longest main-thread tasks. */
  tasks: LighthouseTask[];
}

export type LighthouseFigures = Record<LighthousePage, { ours: LighthouseSide; template: LighthouseSide }>;

/** The pages (their URL and, logged in, their cookie; the ready selectors are not used here). */
export type LighthouseTargets = Record<LighthousePage, { ours: LoadTarget; template: LoadTarget }>;

/** LIGHTHOUSE_RUNS rounds over the four pages (ours then the template's, per page) in one Chromium. */
export async function lighthouseScores(targets: LighthouseTargets): Promise<LighthouseFigures> {
  const port = await freePort();
  const profile = mkdtempSync(path.join(os.tmpdir(), 'bench-lighthouse-'));
  let context: BrowserContext | null = null;
  try {
    context = await chromium.launchPersistentContext(profile, {
      executablePath: CHROMIUM_PATH,
      headless: true,
      args: [...chromiumArgs({ localOnly: true }), `--remote-debugging-port=${port}`],
    });
    const reports: Record<string, LighthouseReport[]> = {};
    for (let round = 0; round < LIGHTHOUSE_RUNS; round += 1)
      for (const page of ['login', 'dashboard'] as const)
        for (const side of ['ours', 'template'] as const) {
          const target = targets[page][side];
          await context.clearCookies();
          if (target.cookie) await context.addCookies([target.cookie]);
          (reports[`${page}-${side}`] ??= []).push(await runLighthouse(target.url, port, profile));
        }
    const sideOf = (key: string): LighthouseSide => {
      const runs = reports[key].map(readRun);
      const med = medianRun(runs);
      const medianReport = reports[key][runs.findIndex((run) => run.score === med.score)] ?? reports[key][0];
      return { runs, median: med, costs: topCosts(medianReport), tasks: longestTasks(medianReport) };
    };
    return {
      login: { ours: sideOf('login-ours'), template: sideOf('login-template') },
      dashboard: { ours: sideOf('dashboard-ours'), template: sideOf('dashboard-template') },
    };
  } finally {
    await context?.close();
    rmSync(profile, { recursive: true, force: true });
  }
}

/** One Lighthouse run of `url` in the browser on `port`, through the pinned npx version; its JSON report. */
function runLighthouse(url: string, port: number, profile: string): Promise<LighthouseReport> {
  const output = path.join(profile, 'lighthouse-report.json');
  const args = [
    '--yes',
    LIGHTHOUSE_PACKAGE,
    url,
    `--port=${port}`,
    '--output=json',
    `--output-path=${output}`,
    '--only-categories=performance',
    '--form-factor=mobile',
    '--throttling-method=simulate',
    '--quiet',
  ];
  return new Promise((resolve, reject) => {
    const child = spawn('npx', args, { stdio: ['ignore', 'ignore', 'pipe'] });
    let stderr = '';
    child.stderr.on('data', (chunk: Buffer) => (stderr = (stderr + chunk.toString()).slice(-2000)));
    const timer = setTimeout(() => child.kill('SIGTERM'), RUN_TIMEOUT_MS);
    child.once('error', (error) => (clearTimeout(timer), reject(new Error(`lighthouse: npx did not start (${error.message})`))));
    child.once('exit', (code, signal) => {
      clearTimeout(timer);
      if (code !== 0)
        return reject(
          new Error(
            `lighthouse: npx ${LIGHTHOUSE_PACKAGE} failed on ${url} (${signal ?? `exit ${code}`}); it needs npm's registry once (then its npx cache): ${stderr.trim()}`,
          ),
        );
      try {
        resolve(JSON.parse(readFileSync(output, 'utf8')) as LighthouseReport);
      } catch (error) {
        reject(error instanceof Error ? error : new Error(String(error)));
      }
    });
  });
}

/**
 * The closing words: what ran, and how loaded the machine was (simulated throttling scales the
 * main thread's observed work by 4, so a busy machine still costs TBT and so points).
 */
export function lighthouseMachine(figures: LighthouseFigures, loadAverage: number): string {
  const indexes = (['login', 'dashboard'] as const)
    .flatMap((page) => [...figures[page].ours.runs, ...figures[page].template.runs])
    .map((run) => run.benchmarkIndex);
  return (
    `(lighthouse: ${LIGHTHOUSE_PACKAGE} mobile, simulated throttling, medians of ${LIGHTHOUSE_RUNS}; ` +
    `load average ${loadAverage.toFixed(1)}, benchmark index ${median(indexes).toFixed(0)})`
  );
}

/** The runs behind the medians and what costs the points, for the lines above the report. */
export function describeLighthouse(figures: LighthouseFigures): string[] {
  return (['login', 'dashboard'] as const).flatMap((page) =>
    (['ours', 'template'] as const).map((side) => {
      const { runs, costs, tasks } = figures[page][side];
      const where = side === 'ours' ? page : `template ${page}`;
      const costText = costs.map((cost) => `${cost.id} ${ms(cost.savingsMs)}${cost.display ? ` (${cost.display})` : ''}`).join(', ');
      return `lighthouse ${where} runs (score fcp/lcp/tbt ms): ${runs.map((run) => `${run.score} ${run.fcpMs.toFixed(0)}/${run.lcpMs.toFixed(0)}/${run.tbtMs.toFixed(0)}`).join(', ')}; costs: ${costText || 'none'}; longest tasks: ${tasks.map((task) => `${task.what} ${ms(task.durationMs)}`).join(', ') || 'none'}`;
    }),
  );
}

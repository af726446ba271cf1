/** The Lighthouse bench's pure parts (tests/bench/lighthouse.ts): reading a report, the medians, what costs the points, the report line. */
import { describe, expect, it } from 'vitest';
import {
  describeLighthouse,
  lighthouseFigure,
  longestTasks,
  lighthouseMachine,
  medianRun,
  readRun,
  topCosts,
  type LighthouseFigures,
  type LighthouseReport,
  type LighthouseRun,
} from '../bench/lighthouse';

type Audit = LighthouseReport['audits'][string];

const report = (score: number | null, audits: Record<string, Audit> = {}, runtimeError?: LighthouseReport['runtimeError']): LighthouseReport => ({
  runtimeError,
  environment: { benchmarkIndex: 812.5 },
  categories: { performance: { score } },
  audits: {
    'first-contentful-paint': { score: 0.9, numericValue: 1210.4 },
    'largest-contentful-paint': { score: 0.7, numericValue: 2890.6 },
    'total-blocking-time': { score: 0.95, numericValue: 120 },
    'speed-index': { score: 0.8, numericValue: 2200 },
    'cumulative-layout-shift': { score: 1, numericValue: 0.0123 },
    ...audits,
  },
});

const run = (score: number, fcpMs: number, lcpMs: number, tbtMs = 0, siMs = 0, cls = 0, benchmarkIndex = 1000): LighthouseRun => ({
  score,
  fcpMs,
  lcpMs,
  tbtMs,
  siMs,
  cls,
  benchmarkIndex,
});

describe('reading a Lighthouse report', () => {
  it('takes the performance score out of 100 and the five metrics behind it', () => {
    expect(readRun(report(0.874))).toEqual({ score: 87, fcpMs: 1210.4, lcpMs: 2890.6, tbtMs: 120, siMs: 2200, cls: 0.0123, benchmarkIndex: 812.5 });
  });

  it('refuses a run Lighthouse could not score, naming why', () => {
    expect(() => readRun(report(null, {}, { code: 'NO_LCP', message: 'The page did not display content' }))).toThrow(
      'lighthouse: no score (The page did not display content)',
    );
    expect(() => readRun(report(null))).toThrow('a metric is missing');
    expect(() => readRun(report(0.5, { 'speed-index': { score: null } }))).toThrow('the report has no speed-index');
  });
});

describe('the medians of the runs', () => {
  it('takes each figure’s median on its own, odd and even counts', () => {
    expect(medianRun([run(80, 1000, 3000, 0, 0, 0, 700), run(90, 900, 3500, 0, 0, 0, 900), run(85, 1200, 2500, 0, 0, 0, 600)])).toEqual(
      run(85, 1000, 3000, 0, 0, 0, 700),
    );
    expect(medianRun([run(80, 1000, 3000, 100), run(90, 900, 3500, 300)])).toEqual(run(85, 950, 3250, 200));
  });
});

describe('what costs the points', () => {
  it('names the failing audits with metric savings, largest saving first, CLS savings left out of the sum, insights not twice', () => {
    const costs = topCosts(
      report(0.5, {
        'unused-javascript': { score: 0.3, displayValue: 'Est savings of 120 KiB', metricSavings: { FCP: 300, LCP: 900 } },
        'render-blocking-resources': { score: 0.5, displayValue: 'Est savings of 40 ms', metricSavings: { FCP: 40, LCP: 40 } },
        'render-blocking-insight': { score: 0, metricSavings: { FCP: 40, LCP: 40 } }, // the same, as an insight: not listed twice
        'bootup-time': { score: 0, displayValue: '2.1 s', metricSavings: { TBT: 1500 } },
        'layout-shifts': { score: 0.2, metricSavings: { CLS: 0.2 } }, // no time saved: not listed
        'unminified-css': { score: 1, metricSavings: { LCP: 5000 } }, // passed: not listed
        'dom-size': { score: null, metricSavings: { TBT: 4000 } }, // informative: not listed
      }),
    );
    expect(costs).toEqual([
      { id: 'bootup-time', savingsMs: 1500, display: '2.1 s' },
      { id: 'unused-javascript', savingsMs: 1200, display: 'Est savings of 120 KiB' },
      { id: 'render-blocking-resources', savingsMs: 80, display: 'Est savings of 40 ms' },
    ]);
    expect(topCosts(report(1))).toEqual([]);
  });
});

describe('the longest tasks', () => {
  it('names each by its file, the page or nothing, longest first', () => {
    const items = [
      { url: 'http://127.0.0.1:4173/assets/vendor-core-abc.js', duration: 639.2, startTime: 3760 },
      { url: 'http://127.0.0.1:4173/dashboard', duration: 953, startTime: 2807 },
      { url: 'http://127.0.0.1:4173/assets/antd-xyz.css', duration: 930, startTime: 2846 },
      { url: 'Unattributable', duration: 234, startTime: 777 },
      { url: '', duration: 120, startTime: 900 },
    ];
    const withTasks = {
      ...report(0.4, { 'long-tasks': { score: null, details: { type: 'table', items } } }),
      finalDisplayedUrl: 'http://127.0.0.1:4173/dashboard',
    };
    expect(longestTasks(withTasks)).toEqual([
      { what: 'the page', durationMs: 953 },
      { what: 'antd-xyz.css', durationMs: 930 },
      { what: 'vendor-core-abc.js', durationMs: 639.2 },
    ]);
    expect(longestTasks(withTasks, 5).slice(3)).toEqual([
      { what: 'unattributed', durationMs: 234 },
      { what: 'unattributed', durationMs: 120 },
    ]);
    expect(longestTasks(report(1))).toEqual([]);
  });

  it('prints them after the costs of each side', () => {
    const side = (tasks: { what: string; durationMs: number }[]) => ({
      runs: [run(45, 2700, 6200, 2100)],
      median: run(45, 2700, 6200, 2100),
      costs: [],
      tasks,
    });
    const figures: LighthouseFigures = {
      login: { ours: side([]), template: side([]) },
      dashboard: { ours: side([{ what: 'antd-xyz.css', durationMs: 930.4 }]), template: side([]) },
    };
    expect(describeLighthouse(figures)[2]).toBe(
      'lighthouse dashboard runs (score fcp/lcp/tbt ms): 45 2700/6200/2100; costs: none; longest tasks: antd-xyz.css 930ms',
    );
    expect(describeLighthouse(figures)[0]).toMatch(/longest tasks: none$/);
  });
});

describe('the report line', () => {
  it('gives ours against the template and the aim, with the metrics of both', () => {
    const ours = run(91, 900.4, 1500, 20, 1100, 0.0004);
    const template = run(85, 1500, 1600, 0, 1800, 0.1);
    expect(lighthouseFigure('login', ours, template)).toBe(
      'lighthouse-login=91 vs template 85 (aim 90 met; ours fcp=900ms lcp=1500ms tbt=20ms si=1100ms cls=0.000; ' +
        'template fcp=1500ms lcp=1600ms tbt=0ms si=1800ms cls=0.100)',
    );
    expect(lighthouseFigure('dashboard', { ...ours, score: 74 }, template)).toMatch(/^lighthouse-dashboard=74 vs template 85 \(aim 75 missed;/);
  });
});

describe('the machine the scores were taken on', () => {
  it('names the version, the runs, the load average and the median benchmark index of all runs', () => {
    const side = (...indexes: number[]) => {
      const runs = indexes.map((index) => run(90, 1000, 2000, 0, 0, 0, index));
      return { runs, median: medianRun(runs), costs: [], tasks: [] };
    };
    const figures: LighthouseFigures = {
      login: { ours: side(500, 600, 700), template: side(800, 900, 1000) },
      dashboard: { ours: side(400, 450, 1100), template: side(650, 660, 670) },
    };
    // The twelve indexes sorted: 400 450 500 600 650 660 | 670 700 800 900 1000 1100 → (660 + 670) / 2.
    expect(lighthouseMachine(figures, 7.456)).toBe(
      '(lighthouse: lighthouse@12.8.2 mobile, simulated throttling, medians of 3; load average 7.5, benchmark index 665)',
    );
  });
});

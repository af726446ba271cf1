/**
 * npm run bench: builds, serves the build (with the mock server behind it) and prints the
 * figures, the last line holding them all. Budgets named by issues are checked here and make
 * the run fail when exceeded.
 *
 * Budgets: /login loads at most 250 kB of gzipped JavaScript; /dashboard after login at most
 * 450 kB (the Vue template this replaces loads 644 kB there).
 */
import { spawnSync } from 'node:child_process';
import { readFileSync } from 'node:fs';
import path from 'node:path';
import { launchChromium } from '../tooling/chromium';
import { startStack } from '../tooling/servers';
import { gzipSize, jsChunks, kB } from './bundle';
import { coldLoad, median, type ColdLoad, type SessionCookie } from './pageLoad';
import { auntListRun, recruitmentRun, type AuntListRun, type RecruitmentRun } from './listTimings';
import { writeBurst } from './mockWrites';
import { config } from '@/config';
import { DEFAULT_PAGE_SIZE } from '@/hooks/listPaging';
import { userPaths } from '@/api/user';
import { ADMIN_ACCOUNT } from '@/mocks/db/demoAccounts';
import { createSeededDb } from '@/mocks/db';

const root = path.resolve(import.meta.dirname, '..', '..');
const dist = path.join(root, 'dist');
const LOGIN_JS_BUDGET_BYTES = 250_000;
const DASHBOARD_JS_BUDGET_BYTES = 450_000;
const COLD_LOADS = 5;
const MOCK_MARKER = 'mock-backend-7f3a';

function build(): void {
  const result = spawnSync(path.join(root, 'node_modules', '.bin', 'vite'), ['build'], { cwd: root, stdio: 'inherit' });
  if (result.status !== 0) throw new Error('vite build failed');
}

function assertNoMockCode(files: string[]): void {
  for (const file of files) {
    const text = readFileSync(path.join(dist, file), 'utf8');
    if (text.includes(MOCK_MARKER)) throw new Error(`the production build contains mock code (${file})`);
    if (text.includes(ADMIN_ACCOUNT.password)) throw new Error(`the production build contains the demo accounts (${file})`);
  }
}

async function main(): Promise<void> {
  build();
  const chunks = jsChunks(dist);
  assertNoMockCode(chunks.map((chunk) => chunk.file));
  const totalJs = chunks.reduce((sum, chunk) => sum + chunk.gzipBytes, 0);
  const largest = chunks[0];

  const stack = await startStack();
  const browser = await launchChromium();
  try {
    const login = await measure(() => coldLoad(browser, `${stack.appUrl}/login`, 'input[autocomplete="username"]'));
    const cookie = await sessionCookie(stack.mockUrl, stack.appUrl);
    const dashboard = await measure(() => coldLoad(browser, `${stack.appUrl}/dashboard`, '[data-testid="current-user"]', cookie));

    const auntRuns: AuntListRun[] = [];
    for (let i = 0; i < COLD_LOADS; i += 1) auntRuns.push(await auntListRun(browser, stack.appUrl, cookie));
    const auntOpen = median(auntRuns.map((run) => run.openMs));
    const auntFilter = median(auntRuns.map((run) => run.filterMs));
    const auntJs = auntRuns[0].addedScripts.reduce((sum, scriptPath) => sum + gzipSize(path.join(dist, scriptPath)), 0);
    const recruitmentRuns: RecruitmentRun[] = [];
    for (let i = 0; i < COLD_LOADS; i += 1) recruitmentRuns.push(await recruitmentRun(browser, stack.appUrl, cookie));
    const recruitmentOpen = median(recruitmentRuns.map((run) => run.openMs));
    const recruitmentJs = recruitmentRuns[0].addedScripts.reduce((sum, scriptPath) => sum + gzipSize(path.join(dist, scriptPath)), 0);

    const burst = await writeBurst(stack.mockUrl, cookie.value);
    const seedMs = timeSeed();

    console.log(`login scripts: ${describeScripts(login.loads[0])}`);
    console.log(
      `mock write burst (20 clients, ${burst.writes} creates, each fsynced before its answer): write p50 ${burst.writeP50.toFixed(0)} ms, p99 ${burst.writeP99.toFixed(0)} ms; ` +
        `reads meanwhile p50 ${burst.readP50.toFixed(0)} ms, p99 ${burst.readP99.toFixed(0)} ms`,
    );
    console.log(`mock seed (${seedMs.length} draws in this process, ms): ${seedMs.map((ms) => ms.toFixed(0)).join(', ')}`);
    console.log(`aunt list runs (ms): open ${auntRuns.map((run) => run.openMs.toFixed(0)).join(', ')}; filter ${auntRuns.map((run) => run.filterMs.toFixed(0)).join(', ')}`);
    console.log(`recruitment page runs (ms): open ${recruitmentRuns.map((run) => run.openMs.toFixed(0)).join(', ')}`);
    console.log(`dashboard scripts: ${describeScripts(dashboard.loads[0])}`);
    console.log(`largest chunks: ${chunks.slice(0, 5).map((chunk) => `${chunk.file} ${kB(chunk.gzipBytes)} kB`).join(', ')}`);
    console.log(`FCP runs (ms): login ${fcpList(login.loads)}; dashboard ${fcpList(dashboard.loads)}`);
    const loginOk = login.jsBytes <= LOGIN_JS_BUDGET_BYTES;
    const dashboardOk = dashboard.jsBytes <= DASHBOARD_JS_BUDGET_BYTES;
    console.log(
      `bench: login-js-gzip=${kB(login.jsBytes)}kB (budget ${kB(LOGIN_JS_BUDGET_BYTES)}kB ${verdict(loginOk)}) ` +
        `dashboard-js-gzip=${kB(dashboard.jsBytes)}kB (budget ${kB(DASHBOARD_JS_BUDGET_BYTES)}kB ${verdict(dashboardOk)}) ` +
        `total-js-gzip=${kB(totalJs)}kB largest-chunk=${largest.file}:${kB(largest.gzipBytes)}kB ` +
        `login-fcp-median=${login.fcpMedian.toFixed(0)}ms dashboard-fcp-median=${dashboard.fcpMedian.toFixed(0)}ms ` +
        `aunt-list-open-to-${DEFAULT_PAGE_SIZE}-rows=${auntOpen.toFixed(0)}ms aunt-list-filter-to-rows=${auntFilter.toFixed(0)}ms (aim 300ms) ` +
        `aunt-list-js-added=${kB(auntJs)}kB recruitment-open-to-first-rows=${recruitmentOpen.toFixed(0)}ms ` +
        `recruitment-js-added=${kB(recruitmentJs)}kB (${COLD_LOADS} runs each, medians) ` +
        `mock-write-p99=${burst.writeP99.toFixed(0)}ms mock-read-p99-during-writes=${burst.readP99.toFixed(0)}ms ` +
        `mock-seed-median=${median(seedMs).toFixed(0)}ms`,
    );
    if (!loginOk || !dashboardOk) process.exitCode = 1;
  } finally {
    await browser.close();
    await stack.stop();
  }
}

/** How long drawing the mock's seed database takes (what a reset or a first start costs). */
function timeSeed(): number[] {
  const runs: number[] = [];
  for (let i = 0; i < COLD_LOADS; i += 1) {
    const started = performance.now();
    createSeededDb();
    runs.push(performance.now() - started);
  }
  return runs;
}

async function measure(load: () => Promise<ColdLoad>) {
  const loads: ColdLoad[] = [];
  for (let i = 0; i < COLD_LOADS; i += 1) loads.push(await load());
  const jsBytes = loads[0].scriptPaths.reduce((sum, scriptPath) => sum + gzipSize(path.join(dist, scriptPath)), 0);
  return { loads, jsBytes, fcpMedian: median(loads.map((entry) => entry.firstContentfulPaintMs)) };
}

/** Logs the admin demo account in against the mock and returns its token cookie. */
async function sessionCookie(mockUrl: string, appUrl: string): Promise<SessionCookie> {
  const response = await fetch(`${mockUrl}${config.apiBase}${userPaths.loginClient}`, {
    method: 'POST',
    headers: { 'Content-Type': 'application/json' },
    body: JSON.stringify({ mobile: ADMIN_ACCOUNT.mobile, password: ADMIN_ACCOUNT.password }),
  });
  const body = (await response.json()) as { data?: { token?: string } };
  if (!body.data?.token) throw new Error('bench: demo login failed');
  return { name: config.tokenCookieName, value: body.data.token, url: appUrl };
}

function describeScripts(load: ColdLoad): string {
  return `${load.scriptPaths.length} files: ${load.scriptPaths.map((scriptPath) => `${path.basename(scriptPath)} ${kB(gzipSize(path.join(dist, scriptPath)))}`).join(', ')}`;
}

const fcpList = (loads: ColdLoad[]) => loads.map((load) => load.firstContentfulPaintMs.toFixed(0)).join(', ');
const verdict = (ok: boolean) => (ok ? 'ok' : 'EXCEEDED');

main().catch((error: unknown) => {
  console.error(error);
  process.exitCode = 1;
});

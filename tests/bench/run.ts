/**
 * npm run bench: builds, serves the build (with the mock server behind it) and prints the
 * figures, the last line holding them all. Budgets named by issues are checked here and make
 * the run fail when exceeded.
 *
 * Budgets: /login loads at most 250 kB of gzipped JavaScript.
 */
import { spawnSync } from 'node:child_process';
import { readFileSync } from 'node:fs';
import path from 'node:path';
import { launchChromium } from '../tooling/chromium';
import { startStack } from '../tooling/servers';
import { gzipSize, jsChunks, kB } from './bundle';
import { coldLoad, median } from './pageLoad';

const root = path.resolve(import.meta.dirname, '..', '..');
const dist = path.join(root, 'dist');
const LOGIN_JS_BUDGET_BYTES = 250_000;
const COLD_LOADS = 5;
const MOCK_MARKER = 'mock-backend-7f3a';

function build(): void {
  const result = spawnSync(path.join(root, 'node_modules', '.bin', 'vite'), ['build'], { cwd: root, stdio: 'inherit' });
  if (result.status !== 0) throw new Error('vite build failed');
}

function assertNoMockCode(files: string[]): void {
  for (const file of files) {
    if (readFileSync(path.join(dist, file), 'utf8').includes(MOCK_MARKER)) throw new Error(`the production build contains mock code (${file})`);
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
    const loads = [];
    for (let i = 0; i < COLD_LOADS; i += 1) loads.push(await coldLoad(browser, `${stack.appUrl}/login`, 'input[autocomplete="username"]'));
    const loginScripts = loads[0].scriptPaths;
    const loginJs = loginScripts.reduce((sum, scriptPath) => sum + gzipSize(path.join(dist, scriptPath)), 0);
    const fcp = median(loads.map((load) => load.firstContentfulPaintMs));

    console.log(`login scripts: ${loginScripts.map((scriptPath) => `${path.basename(scriptPath)} ${kB(gzipSize(path.join(dist, scriptPath)))} kB`).join(', ')}`);
    console.log(`largest chunks: ${chunks.slice(0, 5).map((chunk) => `${chunk.file} ${kB(chunk.gzipBytes)} kB`).join(', ')}`);
    console.log(`login FCP runs (ms): ${loads.map((load) => load.firstContentfulPaintMs.toFixed(0)).join(', ')}`);
    const withinBudget = loginJs <= LOGIN_JS_BUDGET_BYTES;
    console.log(
      `bench: login-js-gzip=${kB(loginJs)}kB (budget ${kB(LOGIN_JS_BUDGET_BYTES)}kB ${withinBudget ? 'ok' : 'EXCEEDED'}) total-js-gzip=${kB(totalJs)}kB ` +
        `largest-chunk=${largest.file}:${kB(largest.gzipBytes)}kB login-fcp-median=${fcp.toFixed(0)}ms (${COLD_LOADS} cold loads)`,
    );
    if (!withinBudget) process.exitCode = 1;
  } finally {
    await browser.close();
    await stack.stop();
  }
}

main().catch((error: unknown) => {
  console.error(error);
  process.exitCode = 1;
});

import { defineConfig } from 'vitest/config';
import { fileURLToPath, URL } from 'node:url';
import { E2E_WORKERS } from './workers';

export default defineConfig({
  resolve: { alias: { '@': fileURLToPath(new URL('../../src', import.meta.url)) } },
  test: {
    root: fileURLToPath(new URL('../..', import.meta.url)),
    include: ['tests/e2e/**/*.e2e.ts'],
    environment: 'node',
    globalSetup: ['tests/e2e/globalSetup.ts'],
    // Files run E2E_WORKERS at a time, each worker on its own stack (globalSetup).
    maxWorkers: E2E_WORKERS,
    // Files share their worker's modules (playwright-core, the API paths), loaded once rather
    // than once a file: about a second a file. Their only state at module level is the worker's
    // Chromium, which its files share (support.ts).
    isolate: false,
    // A cap for a stuck test, not a speed check: the recruitment journey (dozens of steps) took
    // over 2 minutes on a 2-core machine running other work beside it.
    testTimeout: 300_000,
    hookTimeout: 180_000,
    // A browser on a busy machine is slow: polls wait for their condition up to 30 s (not vitest's 1 s).
    expect: { poll: { timeout: 30_000, interval: 100 } },
  },
});

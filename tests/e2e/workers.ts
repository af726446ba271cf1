/**
 * How many test files run at once. A browser test spends much of its time waiting on the page, so
 * two files side by side keep a 2-core machine busy; each worker has its own app and mock server
 * (globalSetup), so their data never mix. E2E_WORKERS=1 runs them one by one (to debug a flake).
 */
export const E2E_WORKERS = Math.max(1, Number(process.env.E2E_WORKERS) || 2);

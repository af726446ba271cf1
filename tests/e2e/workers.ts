/**
 * How many test files run at once, each worker on its own app and mock server (globalSetup), so
 * their data never mix. One by default: measured on an idle 2-core machine, two workers took as
 * long as one (784 s for the 22 files; each file ran about twice as slowly beside another, the
 * browser and the app being CPU-bound), and a busy machine made them flakier. E2E_WORKERS=2 on a
 * machine with more cores.
 */
export const E2E_WORKERS = Math.max(1, Number(process.env.E2E_WORKERS) || 1);

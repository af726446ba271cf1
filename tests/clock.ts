/**
 * The test run's clock: TEST_NOW (an ISO time, e.g. `2027-03-01T00:30:00+08:00`) sets "now" for a
 * whole unit/integration run, so the files that read the date can be run on chosen days
 * (`npm run test:dates`: the first of a month just after midnight, 31 December just before it).
 * Unset, the clock is the machine's.
 *
 * The first setup file (vite.config.ts `setupFiles`), before anything imports the mock: the seed's
 * clock (src/mocks/db/seedTime.ts) is taken from this clock when the mock is first imported, so the
 * seed and every test agree on today. Only Date is moved, and it keeps running (TEST_NOW plus the
 * time since the run began): timers, waits and performance.now are the machine's. A test that
 * fakes timers itself starts from this clock, and gets it back after vi.useRealTimers().
 */
import { afterEach, beforeEach } from 'vitest';

const SHIFTED = Symbol.for('agency-tests.shiftedDate');

interface Shifted {
  [SHIFTED]?: { native: DateConstructor; shifted: DateConstructor };
}

/** The TEST_NOW instant, or null when it is unset; a value that is not a time stops the run. */
export function testNow(raw = process.env.TEST_NOW): number | null {
  if (raw === undefined || raw.trim() === '') return null;
  const at = Date.parse(raw);
  if (!Number.isFinite(at)) throw new Error(`TEST_NOW is not a time: ${raw}`);
  return at;
}

/** A Date whose "now" is `at` when it is made and runs on from there; everything else is Date's own. */
function shiftedDate(native: DateConstructor, at: number): DateConstructor {
  const offset = at - native.now();
  class ShiftedDate extends native {
    constructor(...args: unknown[]) {
      if (args.length === 0) super(native.now() + offset);
      else super(...(args as [string | number | Date]));
    }

    static override now(): number {
      return native.now() + offset;
    }
  }
  return ShiftedDate as DateConstructor;
}

const at = testNow();
if (at !== null) {
  const global = globalThis as typeof globalThis & Shifted;
  // Test files share their worker (isolate: false): install once per worker.
  global[SHIFTED] ??= { native: Date, shifted: shiftedDate(Date, at) };
  const { native, shifted } = global[SHIFTED];
  const keep = () => {
    // vi.setSystemTime without fake timers puts the machine's Date back when it is undone.
    if (globalThis.Date === native) globalThis.Date = shifted;
  };
  keep();
  beforeEach(keep);
  afterEach(keep);
}

/**
 * Runs work that can wait until the page has settled: SETTLE_MS after the load event (the page's
 * own data requests and first renders come first; a plain idle callback fired while the dashboard
 * was still loading its figures), then in an idle period (at the latest IDLE_TIMEOUT_MS later).
 * Used by the joint-hall chat's start and the dashboard's tasks card (its code; its data is asked
 * for at once).
 */
import { useEffect, useState } from 'react';

/** Runs `run` once the page has settled; answers its cancel. */
export type WhenSettled = (run: () => void) => () => void;

const SETTLE_MS = 2_000;
const IDLE_TIMEOUT_MS = 5_000;

export const afterSettled: WhenSettled = (run) => {
  let cancel = () => undefined as void;
  const idle = () => {
    if ('requestIdleCallback' in window) {
      const id = window.requestIdleCallback(run, { timeout: IDLE_TIMEOUT_MS });
      cancel = () => window.cancelIdleCallback(id);
    } else {
      const timer = setTimeout(run, 0);
      cancel = () => clearTimeout(timer);
    }
  };
  const settle = () => {
    const timer = setTimeout(idle, SETTLE_MS);
    cancel = () => clearTimeout(timer);
  };
  if (document.readyState === 'complete') settle();
  else {
    window.addEventListener('load', settle, { once: true });
    cancel = () => window.removeEventListener('load', settle);
  }
  return () => cancel();
};

let settledOnce = false;

/** Tests: the page has not settled yet, as in a fresh process (tests/setup.ts, for each file). */
export function forgetSettled(): void {
  settledOnce = false;
}

/**
 * False until the page has settled once in this session (afterSettled), then true at once on
 * every later mount: for parts of a page that may come a moment after its first paint.
 */
export function useAfterSettled(): boolean {
  const [settled, setSettled] = useState(settledOnce);
  useEffect(() => {
    if (settled) return undefined;
    return afterSettled(() => {
      settledOnce = true;
      setSettled(true);
    });
  }, [settled]);
  return settled;
}

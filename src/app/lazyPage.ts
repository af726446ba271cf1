/**
 * Lazy route modules. A page module default-exports its component.
 *
 * - A chunk that fails to load (typically a stale chunk after a deploy) reloads the page once
 *   to fetch the new build; a failure within RELOAD_WINDOW_MS of that reload is shown by the
 *   route's error boundary instead of looping. The window is time, not "until a chunk loads":
 *   the layout's chunk loads before its page's, and re-armed the reload of a page whose chunk is
 *   broken for good, which reloaded without end.
 * - A module that has not loaded within 120 s (the spec's lazy-page timeout) rejects with
 *   LazyPageTimeoutError; the route's error boundary (RouteError) shows it with a retry.
 */
import type { ComponentType } from 'react';
import type { RouteObject } from 'react-router-dom';
import { config } from '@/config';
import { antdStylesReady } from './antdStylesheet';

/**
 * A page module: its component, and optionally `prefetch(pathname)`, the route loader's start of
 * the page's first data (`prefetchList(...)`, `queryClient.prefetchQuery(...)`): it runs when the
 * page opens afresh (no tab of it open) and the user may open it, while the page's code loads and
 * renders; it never waits.
 */
export type PageModule = { default: ComponentType; prefetch?: (pathname: string) => void };

const RELOAD_FLAG = 'agency-chunk-reload';
export const RELOAD_WINDOW_MS = 60_000;

/** A lazy page that did not load in time. */
export class LazyPageTimeoutError extends Error {
  readonly timeoutMs: number;
  constructor(timeoutMs: number) {
    super(`The page did not load within ${Math.round(timeoutMs / 1000)} s`);
    this.name = 'LazyPageTimeoutError';
    this.timeoutMs = timeoutMs;
  }
}

export function isLazyPageTimeout(error: unknown): error is LazyPageTimeoutError {
  return error instanceof LazyPageTimeoutError;
}

export async function loadWithChunkRecovery<T>(load: () => Promise<T>): Promise<T> {
  try {
    return await load();
  } catch (error) {
    const reloadedAt = Number(sessionStorage.getItem(RELOAD_FLAG));
    if (!(Date.now() - reloadedAt < RELOAD_WINDOW_MS)) {
      sessionStorage.setItem(RELOAD_FLAG, String(Date.now()));
      window.location.reload();
      // Keep the router waiting while the page reloads.
      return new Promise<T>(() => undefined);
    }
    throw error;
  }
}

/** `load()`, or a LazyPageTimeoutError when it has not settled within `timeoutMs`. */
export function loadWithTimeout<T>(load: () => Promise<T>, timeoutMs: number = config.lazyPageTimeoutMs): Promise<T> {
  return new Promise<T>((resolve, reject) => {
    const timer = setTimeout(() => reject(new LazyPageTimeoutError(timeoutMs)), timeoutMs);
    load().then(
      (value) => {
        clearTimeout(timer);
        resolve(value);
      },
      (error: unknown) => {
        clearTimeout(timer);
        reject(error);
      },
    );
  });
}

/**
 * Wraps a page import as a lazy route, ready once antd's stylesheet is applied too
 * (app/antdStylesheet.ts). The timeout sits outside the chunk recovery: a slow chunk is shown as
 * an error with a retry, not reloaded behind the user's back.
 */
export function page(load: () => Promise<PageModule>, timeoutMs: number = config.lazyPageTimeoutMs): RouteObject['lazy'] {
  return lazyRoute(() => Promise.all([load(), antdStylesReady]).then(([module]) => module), timeoutMs);
}

/** A page that draws no antd component (/login, with its own CSS): it does not wait for antd's stylesheet. */
export function plainPage(load: () => Promise<PageModule>): RouteObject['lazy'] {
  return lazyRoute(load, config.lazyPageTimeoutMs);
}

function lazyRoute(load: () => Promise<PageModule>, timeoutMs: number): RouteObject['lazy'] {
  return async () => ({ Component: (await loadWithTimeout(() => loadWithChunkRecovery(load), timeoutMs)).default });
}

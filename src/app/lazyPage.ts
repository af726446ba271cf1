/**
 * Lazy route modules. A page module default-exports its component. When a chunk fails to load
 * (typically a stale chunk after a deploy), the page reloads once to fetch the new build; a
 * second failure in a row is shown by the route's error boundary instead of looping.
 */
import type { ComponentType } from 'react';
import type { RouteObject } from 'react-router-dom';

export type PageModule = { default: ComponentType };

const RELOAD_FLAG = 'agency-chunk-reload';

export async function loadWithChunkRecovery<T>(load: () => Promise<T>): Promise<T> {
  try {
    const loaded = await load();
    sessionStorage.removeItem(RELOAD_FLAG);
    return loaded;
  } catch (error) {
    if (!sessionStorage.getItem(RELOAD_FLAG)) {
      sessionStorage.setItem(RELOAD_FLAG, '1');
      window.location.reload();
      // Keep the router waiting while the page reloads.
      return new Promise<T>(() => undefined);
    }
    throw error;
  }
}

/** Wraps a page import as a lazy route. */
export function page(load: () => Promise<PageModule>): RouteObject['lazy'] {
  return async () => ({ Component: (await loadWithChunkRecovery(load)).default });
}

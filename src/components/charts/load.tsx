/**
 * The charts' code (its own chunk): asked for by the panels that draw them, and early by the
 * dashboard (pages/dashboard/early).
 */
import { lazy, useEffect, useState, type ComponentType } from 'react';
import type * as Charts from './charts';

let loaded: typeof Charts | undefined;
let loading: Promise<typeof Charts> | undefined;

/** Loads the charts' code once; a failed load is tried again by the next call. */
export function loadCharts(): Promise<typeof Charts> {
  loading ??= import('./charts').then(
    (module) => (loaded = module),
    (error: unknown) => {
      loading = undefined;
      throw error;
    },
  );
  return loading;
}

/** Loads the charts' code as a page mounts, beside its figures: the charts then draw as the figures come. */
export function usePreloadCharts(): void {
  useEffect(() => void loadCharts().catch(() => undefined), []);
}

/**
 * One chart as a component. Once the charts' code is here (the dashboard asks for it early, and
 * as it mounts), it draws at once; before, it suspends (React.lazy) and its Suspense boundary
 * shows the fallback. Suspending always, a chart whose code was already here came 300 ms late:
 * React reveals a boundary's content no sooner than 300 ms after the last fallback it showed.
 * The choice is made once per mounted chart, so a chart is never swapped for another component.
 */
export function chartComponent<P extends object>(pick: (charts: typeof Charts) => ComponentType<P>): ComponentType<P> {
  const Lazy = lazy(async () => ({ default: pick(await loadCharts()) }));
  return function Chart(props: P) {
    const [Component] = useState<ComponentType<P>>(() => (loaded ? pick(loaded) : Lazy));
    return <Component {...props} />;
  };
}

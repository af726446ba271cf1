/**
 * antd's dark algorithm, loaded the first time dark mode is wanted rather than on every page:
 * most staff never turn it on, and it is about 0.5 kB gzip of /login's entry. The entry waits for
 * it when the saved preference is dark (main.tsx), so that first paint is already dark; a switch
 * in the settings drawer applies as soon as it has arrived.
 */
import { useEffect, useSyncExternalStore } from 'react';
import type { MappingAlgorithm } from 'antd';
import { loadDarkAlgorithm as loadAntdDarkAlgorithm } from '@/patches/antdInternals';
import { useSettings } from '@/stores/settings';

let dark: MappingAlgorithm | undefined;
let loading: Promise<void> | undefined;
const listeners = new Set<() => void>();

function loadDarkAlgorithm(): Promise<void> {
  loading ??= loadAntdDarkAlgorithm().then(
    (algorithm) => {
      dark = algorithm;
      for (const listener of listeners) listener();
    },
    () => {
      // The chunk did not arrive (network): the theme stays light, and the next switch asks again.
      loading = undefined;
    },
  );
  return loading;
}

function subscribe(listener: () => void): () => void {
  listeners.add(listener);
  return () => listeners.delete(listener);
}

/** Settles when the saved preference's algorithm is in (at once unless it is dark). */
export const darkAlgorithmReady: Promise<void> = useSettings.getState().darkMode ? loadDarkAlgorithm() : Promise.resolve();

/** The dark algorithm when dark mode is on and it has loaded; undefined otherwise (asks for it when wanted). */
export function useDarkAlgorithm(wanted: boolean): MappingAlgorithm | undefined {
  const loaded = useSyncExternalStore(subscribe, () => dark);
  useEffect(() => {
    if (wanted) void loadDarkAlgorithm();
  }, [wanted]);
  return wanted ? loaded : undefined;
}

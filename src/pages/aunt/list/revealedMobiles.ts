/**
 * The full mobile numbers revealed in this visit of an aunt list, by aunt id. A row subscribes to
 * its own entry (useRevealedMobile), so revealing one number re-renders that row only, not every
 * cell that reads the list's actions.
 */
import { useCallback, useSyncExternalStore } from 'react';

export interface RevealedMobiles {
  get: (auntId: number) => string | undefined;
  set: (auntId: number, mobile: string) => void;
  subscribe: (listener: () => void) => () => void;
}

export function createRevealedMobiles(): RevealedMobiles {
  const numbers = new Map<number, string>();
  const listeners = new Set<() => void>();
  return {
    get: (auntId) => numbers.get(auntId),
    set(auntId, mobile) {
      numbers.set(auntId, mobile);
      for (const listener of listeners) listener();
    },
    subscribe(listener) {
      listeners.add(listener);
      return () => listeners.delete(listener);
    },
  };
}

/** Her full mobile once revealed in this visit, else undefined. */
export function useRevealedMobile(revealed: RevealedMobiles, auntId: number): string | undefined {
  const read = useCallback(() => revealed.get(auntId), [revealed, auntId]);
  return useSyncExternalStore(revealed.subscribe, read);
}

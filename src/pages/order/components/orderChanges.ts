/**
 * A signal that orders changed somewhere (created, a flow step, edited, deleted), so pages kept
 * alive in other tabs (the order list, an employer's orders) refetch when shown again instead of
 * waiting for their rows to go stale.
 *
 * @example
 *   announceOrderChange();                                  // after a successful change
 *   useOnOrderChange(() => { table.refresh(); counts.reload(); });
 */
import { useEffect, useEffectEvent, useRef } from 'react';
import { create } from 'zustand';

const useOrderChanges = create<{ version: number }>()(() => ({ version: 0 }));

export function announceOrderChange(): void {
  useOrderChanges.setState((state) => ({ version: state.version + 1 }));
}

/** Calls `onChange` after each change announced since the component mounted. */
export function useOnOrderChange(onChange: () => void): void {
  const version = useOrderChanges((state) => state.version);
  const seen = useRef(version);
  const handle = useEffectEvent(onChange);
  useEffect(() => {
    if (seen.current === version) return;
    seen.current = version;
    handle();
  }, [version]);
}

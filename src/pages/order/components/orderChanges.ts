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
import { usePageMemory } from '@/hooks/pageMemory';

const useOrderChanges = create<{ version: number }>()(() => ({ version: 0 }));

export function announceOrderChange(): void {
  useOrderChanges.setState((state) => ({ version: state.version + 1 }));
}

/**
 * Calls `onChange` after each change announced since the component mounted, or, on a page
 * mounted again from its memory (hooks/pageMemory), since the page last saw the signal: its
 * restored rows are then asked again.
 */
export function useOnOrderChange(onChange: () => void): void {
  const version = useOrderChanges((state) => state.version);
  const memory = usePageMemory();
  const seen = useRef(memory?.read<number>(SEEN_SLOT) ?? version);
  const handle = useEffectEvent(onChange);
  useEffect(() => {
    // Shared by the page's listeners; a slot left behind only costs one extra refresh.
    memory?.write(SEEN_SLOT, version);
    if (seen.current === version) return;
    seen.current = version;
    handle();
  }, [memory, version]);
}

const SEEN_SLOT = 'orderChanges.seen';

/**
 * Page memory: the state a person expects to find in a tab (filters, typed text, page, sort,
 * selection, scroll), kept outside the page so that the page itself can be unmounted.
 *
 * KeepAliveOutlet keeps only the last few pages mounted (memory: a mounted list holds megabytes of
 * fibers and DOM) and gives every tab's page one PageMemory (per tab key `path#refresh`, so a
 * Refresh starts from nothing). Hooks write their state into it under a slot name while the
 * page is on screen, and read it back when the page mounts again after it left the live set.
 *
 * - A slot is released when its component unmounts while the page is shown (a dialog closed):
 *   state a person threw away is not brought back. Unmounts of a hidden or evicted page keep it.
 * - Writes happen in passive effects: the outlet marks pages shown or hidden in a layout effect,
 *   which runs before the passive cleanups of the commit that hides or evicts a page.
 * - Slot names are unique within a page (a page with two lists names them apart).
 * - Outside the outlet (tests, noCache pages, dialogs rendered elsewhere) there is no memory and
 *   the hooks behave as plain React state.
 */
import { createContext, useContext, useEffect, useState, type Dispatch, type SetStateAction } from 'react';
import { registerStoreReset } from '@/stores/resetRegistry';

export class PageMemory {
  private readonly slots = new Map<string, unknown>();
  /** The page is on screen (set by KeepAliveOutlet). */
  shown = true;
  /** The window's vertical scroll while the page was shown last. */
  scrollY = 0;

  has(slot: string): boolean {
    return this.slots.has(slot);
  }

  read<T>(slot: string): T | undefined {
    return this.slots.get(slot) as T | undefined;
  }

  write(slot: string, value: unknown): void {
    this.slots.set(slot, value);
  }

  /** The slot's component unmounted: forgotten when the page is shown, kept when it is hidden or evicted. */
  release(slot: string): void {
    if (this.shown) this.slots.delete(slot);
  }
}

const memories = new Map<string, PageMemory>();

/** The memory of the page with this tab key, created on first use. */
export function pageMemoryFor(key: string): PageMemory {
  let memory = memories.get(key);
  if (!memory) {
    memory = new PageMemory();
    memories.set(key, memory);
  }
  return memory;
}

/** Forgets the memory of every page whose key `keep` refuses (closed or refreshed tabs). */
export function forgetPageMemories(keep: (key: string) => boolean): void {
  for (const key of [...memories.keys()]) if (!keep(key)) memories.delete(key);
}

/** A tab of this path is open (kept alive or with its state kept): its page decides what to ask. */
export function tabIsOpen(path: string): boolean {
  for (const key of memories.keys()) if (key.slice(0, key.lastIndexOf('#')) === path) return true;
  return false;
}

/** Every page memory, shown or not, by tab key (KeepAliveOutlet marks which one is shown). */
export function allPageMemories(): ReadonlyMap<string, PageMemory> {
  return memories;
}

// Logout: nothing of one user's tabs survives into the next login.
registerStoreReset(() => memories.clear());

export const PageMemoryContext = createContext<PageMemory | null>(null);

/** The memory of the page this component belongs to, or null outside kept pages. */
export function usePageMemory(): PageMemory | null {
  return useContext(PageMemoryContext);
}

/**
 * Writes `value` into the page's memory under `slot` whenever it changes (false: not kept).
 * Read it back with `memory.read(slot)` in a state initializer.
 */
export function useRemember(memory: PageMemory | null, slot: string | false, value: unknown): void {
  useEffect(() => {
    if (!memory || slot === false) return;
    memory.write(slot, value);
    return () => memory.release(slot);
  }, [memory, slot, value]);
}

/**
 * useState that a page gets back after it was unmounted to save memory: the value is kept in the
 * page's memory under `slot` and restored when the page mounts again.
 *
 * @example
 *   const [filter, setFilter] = usePageState('dashboard.filter', DEFAULT_DASHBOARD_FILTER);
 */
export function usePageState<T>(slot: string, initial: T | (() => T)): [T, Dispatch<SetStateAction<T>>] {
  const memory = usePageMemory();
  const [state, setState] = useState<T>(() => {
    if (memory?.has(slot)) return memory.read<T>(slot) as T;
    return typeof initial === 'function' ? (initial as () => T)() : initial;
  });
  useRemember(memory, slot, state);
  return [state, setState];
}

/**
 * Event storage keyed by event name (second document, section 3, "Other records"): what changed
 * in the company's data, by name, so screens kept alive elsewhere follow without a reload. Each
 * name holds how many times it was announced in this page's life and when last; a screen reads
 * the count into a data key (useEventVersion) or runs a handler on each new announcement
 * (useOnEvent). Names are fixed below, one per kind of change:
 * - `orders`: an order created, stepped through its flow, edited or deleted (the order list, an employer's orders);
 * - `catalogues`: a catalogue of the company changed (service types, skills, labels, certificates, attribute values, templates, fee names, pay styles);
 * - `customTabs`: an admin changed a list's custom tabs (the aunt and order lists read their tabs again).
 *
 * @example
 *   announceEvent('orders');                                   // after a successful change
 *   useOnEvent('orders', () => table.refresh());               // a list kept alive refetches
 *   const version = useEventVersion('catalogues');             // part of a data key
 */
import { useEffect, useEffectEvent, useRef } from 'react';
import { create } from 'zustand';
import { usePageMemory } from '@/hooks/pageMemory';

export const APP_EVENT_NAMES = ['orders', 'catalogues', 'customTabs'] as const;
export type AppEventName = (typeof APP_EVENT_NAMES)[number];

export interface StoredEvent {
  /** Announcements since the page loaded. */
  version: number;
  /** When it was last announced (ms since the epoch). */
  at: number;
}

const NEVER: StoredEvent = { version: 0, at: 0 };

const useEvents = create<{ events: Partial<Record<AppEventName, StoredEvent>> }>()(() => ({ events: {} }));

export function announceEvent(name: AppEventName): void {
  useEvents.setState((state) => ({ events: { ...state.events, [name]: { version: (state.events[name]?.version ?? 0) + 1, at: Date.now() } } }));
}

/** The event as stored (version 0 until first announced). */
export function storedEvent(name: AppEventName): StoredEvent {
  return useEvents.getState().events[name] ?? NEVER;
}

/** A number that changes with every announcement of `name` (for data keys). */
export function useEventVersion(name: AppEventName): number {
  return useEvents((state) => state.events[name]?.version ?? 0);
}

/**
 * Calls `handler` after each announcement of `name` since the component mounted, or, on a page
 * mounted again from its memory (hooks/pageMemory), since the page last saw it: its restored rows
 * are then asked again.
 */
export function useOnEvent(name: AppEventName, handler: () => void): void {
  const version = useEventVersion(name);
  const memory = usePageMemory();
  const slot = `events.seen.${name}`;
  const seen = useRef(memory?.read<number>(slot) ?? version);
  const handle = useEffectEvent(handler);
  useEffect(() => {
    // Shared by the page's listeners; a slot left behind only costs one extra refresh.
    memory?.write(slot, version);
    if (seen.current === version) return;
    seen.current = version;
    handle();
  }, [memory, slot, version]);
}

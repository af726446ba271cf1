/**
 * A page's first request sent while the page is still rendering rather than once it has
 * committed: a page takes a few hundred ms to render, and the answer travels meanwhile (issue 11).
 * The effect that would have sent it takes it over with `take(key)`; a request for another key
 * (the state changed before the effect ran) is aborted then.
 *
 * @example
 *   const early = useEarlyRequest(() => (cached ? null : { key, send: (signal) => load(signal) }));
 *   useEffect(() => { const pending = early.take(key); const controller = pending?.controller ?? new AbortController(); ... }, [key]);
 */
import { useCallback, useMemo, useRef } from 'react';

export interface EarlyRequest<T> {
  controller: AbortController;
  promise: Promise<T>;
}

interface Started<T> extends EarlyRequest<T> {
  key: string;
}

export interface EarlyRequestHandle<T> {
  /** The early request if it was for `key` (once: the caller owns it from then on). */
  take: (key: string) => EarlyRequest<T> | null;
}

function send<T>(request: { key: string; send: (signal: AbortSignal) => Promise<T> } | null): Started<T> | null {
  if (!request) return null;
  const controller = new AbortController();
  const promise = request.send(controller.signal);
  // Handled by the effect that takes it over; a render React threw away leaves it unhandled.
  promise.catch(() => undefined);
  return { key: request.key, controller, promise };
}

/** `first` runs on the first render only; null sends nothing (e.g. data restored from memory). */
export function useEarlyRequest<T>(first: () => { key: string; send: (signal: AbortSignal) => Promise<T> } | null): EarlyRequestHandle<T> {
  const started = useRef<Started<T> | null | undefined>(undefined);
  if (started.current === undefined) started.current = send(first());
  const take = useCallback((key: string) => {
    const early = started.current;
    started.current = null;
    if (!early) return null;
    if (early.key === key) return early;
    early.controller.abort();
    return null;
  }, []);
  return useMemo(() => ({ take }), [take]);
}

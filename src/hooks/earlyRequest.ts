/**
 * A page's first request sent while the page is still rendering rather than once it has
 * committed: a page takes a few hundred ms to render, and the answer travels meanwhile (issue 11).
 * The effect that would have sent it takes it over with `take(key)`; a request for another key
 * (the state changed before the effect ran) is aborted then.
 *
 * A render can be thrown away before it commits: when a store the page reads changes while React
 * renders it in a transition, React renders it again from scratch, and the new render has none of
 * the old one's refs. So a request is also kept here, per `owner` (one object per list: its fetch
 * function) and key, until an effect takes it: the render that commits finds the request the
 * thrown-away one sent, instead of sending it again. One that no effect takes is forgotten
 * UNCLAIMED_MS after its answer.
 *
 * @example
 *   const early = useEarlyRequest(fetchPage, () => (cached ? null : { key, send: (signal) => fetchPage(query, signal) }));
 *   useEffect(() => {
 *     const controller = answerOf(early.take(key), (signal) => fetchPage(query, signal), show, showError);
 *     return () => early.release(controller);
 *   }, [key]);
 */
import { useCallback, useMemo, useRef, useState } from 'react';
import { registerStoreReset } from '@/stores/resetRegistry';

export interface EarlyRequest<T> {
  controller: AbortController;
  promise: Promise<T>;
  /** Its answer once it has landed (the taker can use it at once instead of a promise turn later). */
  landed?: { ok: true; value: T } | { ok: false; error: unknown };
}

interface Started<T> extends EarlyRequest<T> {
  key: string;
}

export interface EarlyRequestHandle<T> {
  /** The early request if it was for `key` (once: the caller owns it from then on). */
  take: (key: string) => EarlyRequest<T> | null;
  /**
   * The effect's cleanup: aborts `controller` — a microtask later when it is the early
   * request's, which an effect run again at once for the same key (StrictMode's mount, unmount,
   * mount on the dev server) takes back instead of sending it a second time.
   */
  release: (controller: AbortController) => void;
}

export const UNCLAIMED_MS = 5_000;

/** Requests sent by a render and not yet taken by an effect, per owner and key. */
let unclaimed = new WeakMap<object, Map<string, Started<unknown>>>();

/** Forgets every request no effect has taken: at logout (one user's answer is never the next one's) and between tests. */
export function forgetEarlyRequests(): void {
  unclaimed = new WeakMap();
}
registerStoreReset(forgetEarlyRequests);

function forget(owner: object, started: Started<unknown>): void {
  const requests = unclaimed.get(owner);
  if (requests?.get(started.key) === started) requests.delete(started.key);
}

function send<T>(owner: object, request: { key: string; send: (signal: AbortSignal) => Promise<T> } | null): Started<T> | null {
  if (!request) return null;
  const requests = unclaimed.get(owner) ?? new Map<string, Started<unknown>>();
  unclaimed.set(owner, requests);
  const sent = requests.get(request.key) as Started<T> | undefined;
  if (sent) return sent;
  const controller = new AbortController();
  const promise = request.send(controller.signal);
  const started: Started<T> = { key: request.key, controller, promise };
  promise.then(
    (value) => (started.landed = { ok: true, value }),
    (error: unknown) => (started.landed = { ok: false, error }),
  );
  requests.set(request.key, started);
  // Handled by the effect that takes it over; one no render commits is dropped a while after.
  promise.catch(() => undefined).finally(() => setTimeout(() => forget(owner, started), UNCLAIMED_MS));
  return started;
}

/**
 * What an effect does with the request it took (or null: it sends its own): `onValue` / `onError`
 * run at once when the answer has already landed, so it renders together with whatever else this
 * commit's effects publish (one render instead of two), else when it lands; neither runs once the
 * request is aborted. Answers the request's controller: abort it when the effect is cleaned up.
 */
export function answerOf<T>(
  early: EarlyRequest<T> | null,
  send: (signal: AbortSignal) => Promise<T>,
  onValue: (value: T) => void,
  onError: (error: unknown) => void,
): AbortController {
  const controller = early?.controller ?? new AbortController();
  const live =
    <A>(run: (arg: A) => void) =>
    (arg: A) => {
      if (!controller.signal.aborted) run(arg);
    };
  const landed = early?.landed;
  if (landed?.ok) onValue(landed.value);
  else if (landed) onError(landed.error);
  else (early?.promise ?? send(controller.signal)).then(live(onValue), live(onError));
  return controller;
}

/** `first` runs on the first render only; null sends nothing (e.g. data restored from memory). */
export function useEarlyRequest<T>(owner: object, first: () => { key: string; send: (signal: AbortSignal) => Promise<T> } | null): EarlyRequestHandle<T> {
  // The owner of the first render: a list whose fetch is made anew on each render keeps one handle.
  const [firstOwner] = useState(() => owner);
  const started = useRef<Started<T> | null | undefined>(undefined);
  if (started.current === undefined) started.current = send(firstOwner, first());
  const taken = useRef<Started<T> | null>(null);
  const take = useCallback(
    (key: string) => {
      const early = started.current;
      started.current = null;
      if (!early) return null;
      forget(firstOwner, early);
      if (early.key === key) {
        taken.current = early;
        return early;
      }
      early.controller.abort();
      return null;
    },
    [firstOwner],
  );
  const release = useCallback((controller: AbortController) => {
    const early = taken.current;
    taken.current = null;
    // Only a request still travelling is handed back: a landed one was shown already.
    if (early?.controller !== controller || early.landed) return controller.abort();
    started.current = early;
    queueMicrotask(() => {
      if (started.current !== early) return;
      started.current = null;
      controller.abort();
    });
  }, []);
  return useMemo(() => ({ take, release }), [take, release]);
}

/**
 * Answers a page asked for while it rendered (a prefetch), kept out of their store until a
 * screen's effect loads them (issue 11). A store that changes while a page renders makes React
 * throw that render away and do it again (useSyncExternalStore); published from an effect, the
 * answer comes in a render after the page's first commit. A screen that loads while the answer
 * still travels is noted as waiting rather than given a 'loading' entry, which would render it
 * again for nothing. Used by the keyed stores (custom form fields, column layouts); the aunt
 * options follow the same rule for their single answer (components/aunt/optionsStore.ts).
 *
 * @example
 *   const held = heldAnswers<FormName, Field[]>((name) => useStore.getState()[name] !== undefined);
 *   // the answer lands: held.goesToStore(name) ? publish(fields) : held.hold(name, fields);
 *   // a screen's load: const early = held.take(name); if (early) publish(early);
 */
export interface HeldAnswers<K, V> {
  /** A screen waits for `key`, or the store has it already: its answer goes straight in. */
  goesToStore: (key: K) => boolean;
  /** Keeps an answer no screen waited for. */
  hold: (key: K, value: V) => void;
  has: (key: K) => boolean;
  /** The held answer, once: the caller publishes it. */
  take: (key: K) => V | undefined;
  /** A screen waits for the answer still travelling. */
  wait: (key: K) => void;
  /** The request for `key` settled: nobody waits any more. */
  settled: (key: K) => void;
  /** Forgets everything (logout, tests). */
  clear: () => void;
}

export function heldAnswers<K, V>(inStore: (key: K) => boolean): HeldAnswers<K, V> {
  const landed = new Map<K, V>();
  const waiting = new Set<K>();
  return {
    goesToStore: (key) => waiting.has(key) || inStore(key),
    hold: (key, value) => void landed.set(key, value),
    has: (key) => landed.has(key),
    take: (key) => {
      const value = landed.get(key);
      landed.delete(key);
      return value;
    },
    wait: (key) => void waiting.add(key),
    settled: (key) => void waiting.delete(key),
    clear: () => {
      landed.clear();
      waiting.clear();
    },
  };
}

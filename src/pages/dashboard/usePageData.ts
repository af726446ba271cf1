/**
 * The dashboard's own loader (its charts and tasks), kept off the query cache (api/queryClient):
 * the library would add ~9.6 kB gzip to /dashboard's first load, which has 0.4 kB to spare
 * (DECISIONS, "Server state"). Same rule as useQueryData: when the page is shown again nothing is
 * fetched unless `key` changed or the data is older than `staleMs`; a new key or `reload()`
 * cancels the request still running; failures are kept as text; loaded data is kept in the page
 * memory (slot `fresh:<key>`) so the dashboard mounted again shows it at once.
 */
import { useCallback, useEffect, useEffectEvent, useMemo, useRef, useState } from 'react';
import { isCancelled, loadErrorText } from '@/hooks/loadError';
import { usePageMemory, useRemember } from '@/hooks/pageMemory';
import type { QueryData } from '@/hooks/useQueryData';
import { STALE_AFTER_MS } from '@/hooks/listPaging';
import { takeEarly } from '@/app/earlyRequests';

export function usePageData<T>(key: string, load: (signal: AbortSignal) => Promise<T>, options: { staleMs?: number; enabled?: boolean } = {}): QueryData<T> {
  const { staleMs = STALE_AFTER_MS, enabled = true } = options;
  const [attempt, setAttempt] = useState(0);
  const fullKey = `${key}#${attempt}`;
  const memory = usePageMemory();
  const [saved] = useState(() => memory?.read<{ data: T; at: number }>(`fresh:${key}`));
  const [outcome, setOutcome] = useState<{ key: string; data: T | null; error: string | null } | null>(
    saved ? { key: fullKey, data: saved.data, error: null } : null,
  );
  const [loadedAt, setLoadedAt] = useState<number | null>(saved?.at ?? null);
  const landed = useRef<{ key: string; at: number; ok: boolean } | null>(saved ? { key: fullKey, at: saved.at, ok: true } : null);
  // The first load takes the answer of a request started early (app/earlyRequests), if any.
  const run = useEffectEvent((signal: AbortSignal) => (attempt === 0 ? takeEarly<T>(key) : undefined) ?? load(signal));

  useEffect(() => {
    if (!enabled) return;
    const last = landed.current;
    if (last && last.key === fullKey && last.ok && Date.now() - last.at < staleMs) return;
    const controller = new AbortController();
    run(controller.signal).then(
      (data) => {
        if (controller.signal.aborted) return;
        const at = Date.now();
        landed.current = { key: fullKey, at, ok: true };
        setOutcome({ key: fullKey, data, error: null });
        setLoadedAt(at);
      },
      (error: unknown) => {
        if (controller.signal.aborted || isCancelled(error)) return;
        landed.current = { key: fullKey, at: Date.now(), ok: false };
        setOutcome({ key: fullKey, data: null, error: loadErrorText(error) });
      },
    );
    return () => controller.abort();
  }, [enabled, fullKey, staleMs]);

  // What the page's memory keeps: the data of the key in force once it loaded.
  const current = outcome?.key === fullKey ? outcome : null;
  const remembered = useMemo(() => (current?.data != null && loadedAt !== null ? { data: current.data, at: loadedAt } : null), [current, loadedAt]);
  useRemember(memory, remembered ? `fresh:${key}` : false, remembered);

  const reload = useCallback(() => setAttempt((count) => count + 1), []);
  return {
    // The previous data stays while a new key or a reload loads (no flicker of counts or options).
    data: outcome?.data ?? null,
    error: current?.error ?? null,
    loading: enabled && !current,
    reload,
  };
}

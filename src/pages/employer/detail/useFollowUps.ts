import { useCallback, useEffect, useMemo, useRef, useState } from 'react';
import { getFollowUpByFilter } from '@/api/employer';
import type { EmployerFollowUp } from '@/api/employer.types';
import { isCancelled, loadErrorText } from '@/hooks/loadError';
import { usePageMemory, useRemember } from '@/hooks/pageMemory';
import { STALE_AFTER_MS } from '@/hooks/listPaging';

export const FOLLOW_UP_PAGE_SIZE = 10;

interface Loaded {
  /** employerId:version the entries belong to. */
  key: string;
  items: EmployerFollowUp[];
  total: number;
  /** Pages loaded so far (0 when the first one failed). */
  page: number;
  error: string | null;
  loadingMore: boolean;
}

interface Remembered {
  loaded: Loaded;
  /** When page 1 landed. */
  at: number;
}

/**
 * An employer's follow-ups, newest first, a page at a time ("load more"). `version` reloads from
 * the first page (after a transfer wrote an entry); `prepend` shows an entry just written.
 * Like useTable, a kept-alive page shown again, or one mounted again from its page memory, keeps
 * what it loaded ("load more" included) unless page 1 is older than STALE_AFTER_MS.
 */
export function useFollowUps(employerId: number, version: number) {
  const key = `${employerId}:${version}`;
  // What was loaded ("load more" included) comes back with the page (hooks/pageMemory).
  const memory = usePageMemory();
  const slot = `followUps:${employerId}`;
  const [saved] = useState(() => memory?.read<Remembered>(slot));
  const [loaded, setLoaded] = useState<Loaded | null>(saved ? { ...saved.loaded, key } : null);
  const controller = useRef<AbortController | null>(null);
  /** When page 1 of which key last landed. */
  const landed = useRef<{ key: string; at: number } | null>(saved ? { key, at: saved.at } : null);
  const [pageOneAt, setPageOneAt] = useState<number | null>(saved?.at ?? null);
  const remembered = useMemo(
    () => (loaded?.key === key && !loaded.error && !loaded.loadingMore && pageOneAt !== null ? { loaded, at: pageOneAt } : null),
    [key, loaded, pageOneAt],
  );
  useRemember(memory, remembered ? slot : false, remembered);

  const fetchPage = useCallback(
    (forKey: string, page: number) => {
      controller.current?.abort();
      const current = new AbortController();
      controller.current = current;
      getFollowUpByFilter({ employerId, page, pageSize: FOLLOW_UP_PAGE_SIZE }, { signal: current.signal, silent: true }).then(
        (answer) => {
          if (current.signal.aborted) return;
          if (page === 1) {
            landed.current = { key: forKey, at: Date.now() };
            setPageOneAt(landed.current.at);
          }
          setLoaded((previous) => {
            const before = page === 1 || previous?.key !== forKey ? [] : previous.items;
            // Entries written here since page 1 shift the pages: skip the ones already shown.
            const known = new Set(before.map((item) => item.followUpId));
            const items = [...before, ...answer.list.filter((item) => !known.has(item.followUpId))];
            return { key: forKey, items, total: answer.total, page, error: null, loadingMore: false };
          });
        },
        (error: unknown) => {
          if (current.signal.aborted || isCancelled(error)) return;
          setLoaded((previous) => ({
            ...(previous?.key === forKey ? previous : { items: [], total: 0, page: 0 }),
            key: forKey,
            error: loadErrorText(error),
            loadingMore: false,
          }));
        },
      );
      return current;
    },
    [employerId],
  );

  useEffect(() => {
    if (landed.current?.key === key && Date.now() - landed.current.at < STALE_AFTER_MS) return;
    const current = fetchPage(key, 1);
    return () => current.abort();
  }, [fetchPage, key]);

  const shown = loaded?.key === key ? loaded : null;
  const next = (shown?.page ?? 0) + 1;
  const more = () => {
    setLoaded((previous) => previous && { ...previous, error: null, loadingMore: true });
    fetchPage(key, next);
  };
  const prepend = useCallback(
    (item: EmployerFollowUp) =>
      setLoaded(
        (previous) =>
          previous && { ...previous, items: [item, ...previous.items.filter((known) => known.followUpId !== item.followUpId)], total: previous.total + 1 },
      ),
    [],
  );

  const items = shown?.items ?? [];
  return {
    items,
    total: shown?.total ?? 0,
    loading: !shown || shown.loadingMore,
    error: shown?.error ?? null,
    hasMore: shown !== null && items.length < shown.total,
    loadMore: more,
    /** After a failure: the page that failed again. */
    retry: more,
    prepend,
  };
}

/**
 * The signed-in staff member's threads: page 1 through useQueryData (kept with the tab, refreshed
 * when stale), the next pages as the list is scrolled to its end (until `count` threads are
 * there), and the threads changed in this session (read, answered; shared by the panel and the
 * page: changedThreads) laid over them.
 */
import { useCallback, useMemo, useRef, useState } from 'react';
import { getJobMsg, msgRead, type JobMsgPage, type JobMsgThread } from '@/api/jobMsg';
import { jobMsgQueries } from '@/api/jobMsg.queries';
import { refreshUnreadMessages } from '@/app/unreadMessages';
import { isCancelled, loadErrorText } from '@/hooks/loadError';
import { useQueryData } from '@/hooks/useQueryData';
import { useSession } from '@/stores/session';
import { useChangedThreads } from './changedThreads';
import { markedRead, mergeThreads, unreadOf } from './threads';

/** The only filter the spec names: all the staff member's threads. */
const ALL_THREADS = 1;

export interface Threads {
  threads: JobMsgThread[];
  loading: boolean;
  error: string | null;
  reload: () => void;
  hasMore: boolean;
  loadingMore: boolean;
  moreError: string | null;
  loadMore: () => void;
  /** Marks a thread's messages read (msgRead with its msgId), then the sidebar's count is asked again. */
  markRead: (thread: JobMsgThread) => void;
  /** The thread as addJobMsg answered it. */
  replace: (thread: JobMsgThread) => void;
}

export function useThreads(): Threads {
  const user = useSession((state) => state.user);
  const teacherId = user?.userId ?? 0;
  const tchCompanyId = user?.company?.companyId ?? 0;
  const ask = useCallback(
    (page: number, signal?: AbortSignal) => getJobMsg({ page, filter: ALL_THREADS, teacherId, tchCompanyId }, { signal, silent: true }),
    [teacherId, tchCompanyId],
  );
  const first = useQueryData(jobMsgQueries.threads({ page: 1, filter: ALL_THREADS, teacherId, tchCompanyId }), { enabled: teacherId > 0 });
  const [more, setMore] = useState<{ first: JobMsgPage; pages: JobMsgPage[] } | null>(null);
  const [loadingMore, setLoadingMore] = useState(false);
  const [moreError, setMoreError] = useState<string | null>(null);
  const changed = useChangedThreads((state) => state.byId);
  const putChanged = useChangedThreads((state) => state.put);
  const asking = useRef(false);

  // Later pages belong to the page 1 they followed; a new page 1 starts the list again.
  const laterPages = useMemo(() => (more && more.first === first.data ? more.pages : []), [more, first.data]);
  const threads = useMemo(
    () => (first.data ? mergeThreads([first.data.rows, ...laterPages.map((page) => page.rows)], changed) : []),
    [first.data, laterPages, changed],
  );
  const count = laterPages.at(-1)?.count ?? first.data?.count ?? 0;
  const pagesLoaded = first.data ? 1 + laterPages.length : 0;
  const hasMore = pagesLoaded > 0 && threads.length < count && (laterPages.at(-1)?.rows.length ?? 1) > 0;

  const loadMore = useCallback(() => {
    const base = first.data;
    if (!base || !hasMore || asking.current) return;
    asking.current = true;
    setLoadingMore(true);
    setMoreError(null);
    ask(pagesLoaded + 1)
      .then(
        (page) => setMore((current) => ({ first: base, pages: [...(current?.first === base ? current.pages : []), page] })),
        (error: unknown) => {
          if (!isCancelled(error)) setMoreError(loadErrorText(error));
        },
      )
      .finally(() => {
        asking.current = false;
        setLoadingMore(false);
      });
  }, [ask, first.data, hasMore, pagesLoaded]);

  const replace = useCallback(
    (thread: JobMsgThread) => {
      putChanged(thread.msgId, () => thread);
      void refreshUnreadMessages();
    },
    [putChanged],
  );

  const markRead = useCallback(
    (thread: JobMsgThread) => {
      msgRead({ teacherId, read: true, msgId: thread.msgId }, { silent: true }).then(
        () => {
          if (unreadOf(thread) > 0) putChanged(thread.msgId, (last) => markedRead(last ?? thread));
          void refreshUnreadMessages();
        },
        // Quiet: the badge stays, and opening the thread again tries again.
        () => undefined,
      );
    },
    [putChanged, teacherId],
  );

  return {
    threads,
    loading: first.loading && !first.data,
    error: first.data ? null : first.error,
    reload: first.reload,
    hasMore,
    loadingMore,
    moreError,
    loadMore,
    markRead,
    replace,
  };
}

/**
 * The data of "my tasks" on the dashboard: the page of tasks shown (to do or done, five a page) and
 * the to-do count of the badge. The dashboard asks for them as it mounts: the card's code comes
 * only once the page has settled (the dashboard's budget, app/afterSettled: the moment the chat
 * starts), and its requests must not wait for that.
 */
import { useCallback, useState } from 'react';
import type { Flag } from '@/api/shared';
import { getUserTasks } from '@/api/user';
import { usePageState } from '@/hooks/pageMemory';
import { usePageData } from './usePageData';

export const TASKS_PAGE_SIZE = 5;

export function useMyTasks() {
  const [view, setView] = usePageState<Flag>('dashboard.tasks.view', 0);
  const [page, setPage] = useState(1);
  const [version, setVersion] = useState(0);
  const tasks = usePageData(`dashboard-tasks:${view}:${page}:${version}`, (signal) =>
    getUserTasks({ isDone: view, page, pageSize: TASKS_PAGE_SIZE }, { signal, silent: true }),
  );
  // The to-do count for the badge, whichever view is shown.
  const openCount = usePageData(`dashboard-tasks-open:${version}`, (signal) => getUserTasks({ isDone: 0, page: 1, pageSize: 1 }, { signal, silent: true }));
  /** Asks again (after a change): the page shown and the count. */
  const reload = useCallback(() => setVersion((value) => value + 1), []);
  return { view, setView, page, setPage, tasks, openCount, reload };
}

export type MyTasks = ReturnType<typeof useMyTasks>;

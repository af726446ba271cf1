import { useEffect, useState } from 'react';
import { getJobsByFilterUser } from '@/api/employer';
import type { EmployerJob } from '@/api/employer.types';
import { isCancelled } from '@/hooks/loadError';

const JOBS_PAGE_SIZE = 100;
const NO_JOBS: EmployerJob[] = [];

/**
 * The enabled jobs of one employer (every staff member's: userId 0), for the order form's job
 * choice; empty while none is chosen, while loading or when loading fails.
 */
export function useEmployerJobs(employerId: number | undefined): { jobs: EmployerJob[]; loading: boolean } {
  const [loaded, setLoaded] = useState<{ employerId: number; jobs: EmployerJob[] } | null>(null);
  useEffect(() => {
    if (!employerId) return;
    const controller = new AbortController();
    getJobsByFilterUser({ employerId, userId: 0, isDisabled: 0, page: 1, pageSize: JOBS_PAGE_SIZE }, { signal: controller.signal, silent: true }).then(
      (answer) => setLoaded({ employerId, jobs: answer.list.filter((job) => job.isDisabled === 0) }),
      (error: unknown) => {
        if (!isCancelled(error)) setLoaded({ employerId, jobs: [] });
      },
    );
    return () => controller.abort();
  }, [employerId]);
  if (!employerId) return { jobs: NO_JOBS, loading: false };
  const current = loaded?.employerId === employerId ? loaded : null;
  return { jobs: current?.jobs ?? NO_JOBS, loading: current === null };
}

import { useMemo } from 'react';
import type { EmployerJob } from '@/api/employer.types';
import { employerQueries } from '@/api/employer.queries';
import { useQueryData } from '@/hooks/useQueryData';

const JOBS_PAGE_SIZE = 100;
const NO_JOBS: EmployerJob[] = [];

/**
 * The enabled jobs of one employer (every staff member's: userId 0), for the order form's job
 * choice; empty while none is chosen, while loading or when loading fails.
 */
export function useEmployerJobs(employerId: number | undefined): { jobs: EmployerJob[]; loading: boolean } {
  const jobs = useQueryData(employerQueries.jobs({ employerId: employerId ?? 0, userId: 0, isDisabled: 0, page: 1, pageSize: JOBS_PAGE_SIZE }), {
    enabled: Boolean(employerId),
  });
  const ready = employerId && !jobs.loading ? jobs.data : null;
  const enabledJobs = useMemo(() => ready?.list.filter((job) => job.isDisabled === 0) ?? NO_JOBS, [ready]);
  return { jobs: enabledJobs, loading: Boolean(employerId) && jobs.loading };
}

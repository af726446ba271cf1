import { useEffect, useEffectEvent, useRef } from 'react';
import { employerQueries } from '@/api/employer.queries';
import type { Employer, EmployerJob } from '@/api/employer.types';
import { useQueryData } from '@/hooks/useQueryData';

const JOBS_PAGE_SIZE = 100;

/**
 * Reads the employer (and his jobs) named by ids (employerQueries.detail / jobs), e.g. from
 * `?create=1&employerId=..&jobId=..`, and hands them to `apply` once per seed. An employer that
 * cannot be loaded leaves the form blank; a job that is not his (or is gone) is ignored.
 */
export function usePrefilledEmployer(
  seed: { employerId?: number; jobId?: number } | undefined,
  apply: (employer: Employer, job: EmployerJob | null) => void,
): void {
  const employerId = seed?.employerId ?? 0;
  const jobId = seed?.jobId ?? 0;
  const onLoaded = useEffectEvent(apply);
  const employer = useQueryData(employerQueries.detail(employerId), { enabled: employerId > 0 });
  const jobs = useQueryData(employerQueries.jobs({ employerId, userId: 0, page: 1, pageSize: JOBS_PAGE_SIZE }), { enabled: employerId > 0 && jobId > 0 });
  const applied = useRef('');
  const found = employer.loading ? null : employer.data;
  const jobsDone = !jobId || (!jobs.loading && jobs.data !== null);
  useEffect(() => {
    const seedKey = `${employerId}:${jobId}`;
    if (!found || found.employerId !== employerId || !jobsDone || applied.current === seedKey) return;
    applied.current = seedKey;
    onLoaded(found, jobs.data?.list.find((row) => row.jobId === jobId && row.isDisabled === 0) ?? null);
  }, [employerId, jobId, found, jobsDone, jobs.data]);
}

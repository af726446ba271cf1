import { useEffect, useEffectEvent } from 'react';
import { getEmployerByFilter, getJobsByFilterUser } from '@/api/employer';
import type { Employer, EmployerJob } from '@/api/employer.types';

const JOBS_PAGE_SIZE = 100;

/**
 * Loads the employer (and job) named by ids once, e.g. from `?create=1&employerId=..&jobId=..`,
 * and hands them to `apply`. An employer that cannot be loaded leaves the form blank; a job that
 * is not his (or is gone) is ignored.
 */
export function usePrefilledEmployer(
  seed: { employerId?: number; jobId?: number } | undefined,
  apply: (employer: Employer, job: EmployerJob | null) => void,
): void {
  const employerId = seed?.employerId;
  const jobId = seed?.jobId;
  const onLoaded = useEffectEvent(apply);
  useEffect(() => {
    if (!employerId) return;
    const controller = new AbortController();
    const options = { signal: controller.signal, silent: true };
    const employer = getEmployerByFilter({ employerId, page: 1, pageSize: 1 }, options).then(
      (answer) => answer.list.find((row) => row.employerId === employerId) ?? null,
    );
    const job = jobId
      ? getJobsByFilterUser({ employerId, userId: 0, page: 1, pageSize: JOBS_PAGE_SIZE }, options).then(
          (answer) => answer.list.find((row) => row.jobId === jobId && row.isDisabled === 0) ?? null,
        )
      : Promise.resolve(null);
    Promise.all([employer, job]).then(
      ([found, foundJob]) => {
        if (found && !controller.signal.aborted) onLoaded(found, foundJob);
      },
      () => undefined,
    );
    return () => controller.abort();
  }, [employerId, jobId]);
}

/**
 * Offering one of our aunts for a hall job: the picker first, then the application's merge step
 * (its confirmation, unitedJob {unitedJobId, auntId}, the move to my job merges).
 */
import { useState } from 'react';
import { unitedJob } from '@/api/united';
import type { UnitedJob } from '@/api/united.types';
import type { MergeSteps } from './useMergeStep';

export function useOffer() {
  const [job, setJob] = useState<Pick<UnitedJob, 'unitedJobId' | 'title'> | null>(null);
  return {
    /** The job the picker is open for. */
    job,
    open: (target: Pick<UnitedJob, 'unitedJobId' | 'title'>) => setJob(target),
    close: () => setJob(null),
    /** Sends the application through `steps` (the page's merge steps). */
    pick: (steps: MergeSteps, auntId: number) => {
      if (!job) return;
      const { unitedJobId } = job;
      setJob(null);
      void steps.apply('job', (request) => unitedJob({ unitedJobId, auntId }, request));
    },
  };
}

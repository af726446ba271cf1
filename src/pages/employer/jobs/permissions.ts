/**
 * May the signed-in user pin, disable or delete a job: the employer ownership permissions
 * (employer.own / .unowned / .others) on the job's owner, admins always. The server checks too.
 */
import { useCallback } from 'react';
import type { EmployerJob } from '@/api/employer.types';
import { canByOwnership } from '@/auth/permission';
import { canUseHall } from '@/components/united/shelfRules';
import { OWNERSHIP_PERMISSIONS } from '@/domain/permissions';
import { useAccess } from '@/stores/session';

export function useCanActOnJob(): (job: Pick<EmployerJob, 'userId'>) => boolean {
  const access = useAccess();
  return useCallback((job) => Boolean(access && canByOwnership(access, OWNERSHIP_PERMISSIONS.employer, job.userId)), [access]);
}

/** May the signed-in user use the joint hall (share / take off a job they may act on, see offered aunts): united.manage. */
export function useCanUseHall(): boolean {
  return canUseHall(useAccess());
}

/**
 * May the signed-in user pin, disable or delete a job: the employer ownership permissions
 * (employer.own / .unowned / .others) on the job's owner, admins always. The server checks too.
 */
import { useCallback, useMemo } from 'react';
import type { EmployerJob } from '@/api/employer.types';
import { canByOwnership } from '@/auth/permission';
import { toAccess } from '@/auth/userInfo';
import { OWNERSHIP_PERMISSIONS } from '@/domain/permissions';
import { useSession } from '@/stores/session';

export function useCanActOnJob(): (job: Pick<EmployerJob, 'userId'>) => boolean {
  const user = useSession((state) => state.user);
  const isAdmin = useSession((state) => state.isAdmin);
  const permissions = useSession((state) => state.permissions);
  const access = useMemo(() => (user ? toAccess({ user, isAdmin, permissions }) : null), [user, isAdmin, permissions]);
  return useCallback((job) => Boolean(access && canByOwnership(access, OWNERSHIP_PERMISSIONS.employer, job.userId)), [access]);
}

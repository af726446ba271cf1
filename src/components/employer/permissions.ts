/**
 * What the signed-in user may do with one employer, mirroring the server: edit, follow up,
 * transfer and delete follow the ownership permissions employer.own / .unowned / .others
 * (admins always). Viewing is open to everyone in the company; the server masks the mobile of
 * employers the user may not act on. The server checks every call too.
 */
import type { Employer } from '@/api/employer.types';
import { canByOwnership, type Access } from '@/auth/permission';
import { OWNERSHIP_PERMISSIONS } from '@/domain/permissions';

export function mayChangeEmployer(access: Access | null, employer: Pick<Employer, 'userId'>): boolean {
  return access !== null && canByOwnership(access, OWNERSHIP_PERMISSIONS.employer, employer.userId);
}

/** Whether the signed-in user may change the company's settings (company.manage; admins always): the company pages show read-only views otherwise. */
import { hasPermission } from '@/auth/permission';
import { FEATURE_PERMISSIONS } from '@/domain/permissions';
import { useAccess } from '@/stores/session';

/**
 * @example
 *   const canManage = useCanManageCompany();
 *   {canManage && <Button onClick={add}>…</Button>}
 */
export function useCanManageCompany(): boolean {
  const access = useAccess();
  return access ? hasPermission(access, FEATURE_PERMISSIONS.companyManage) : false;
}

/**
 * Whether the signed-in user may change insurance orders (insurance.manage; admins always): every
 * order write needs it on the server (40301 otherwise), so the pages offer none of them without it.
 * Reading the orders, the products and a certificate stays open.
 */
import { hasPermission } from '@/auth/permission';
import { FEATURE_PERMISSIONS } from '@/domain/permissions';
import { useAccess } from '@/stores/session';

export function useCanManageInsurance(): boolean {
  const access = useAccess();
  return access !== null && hasPermission(access, FEATURE_PERMISSIONS.insuranceManage);
}

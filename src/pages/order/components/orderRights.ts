/**
 * May the signed-in user act on an order: the ownership permissions order.own / order.unowned /
 * order.others on its owner (admins always). The server checks every call too.
 */
import type { Order } from '@/api/order.types';
import { canByOwnership, type Access } from '@/auth/permission';
import { OWNERSHIP_PERMISSIONS } from '@/domain/permissions';

export function canActOnOrder(access: Access | null, order: Pick<Order, 'userId'>): boolean {
  return access !== null && canByOwnership(access, OWNERSHIP_PERMISSIONS.order, order.userId);
}

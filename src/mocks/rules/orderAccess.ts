/**
 * Finding orders and employers inside the session's company, and who may act on them:
 * the ownership permissions order.own / .unowned / .others on the order's owner (employer.*
 * on the employer's owner for creating an order for him); admins always (canByOwnership).
 * Another company's id, or a record in the recycle bin when a live one is wanted, is "not found".
 */
import { canByOwnership, type Access } from '@/auth/permission';
import { auntDeleteBlock, type AuntOrderRef } from '@/domain/deleteBlock';
import { OWNERSHIP_PERMISSIONS } from '@/domain/permissions';
import { getDb, type EmployerRow, type OrderRow } from '../db';
import { forbidden, notFound, type Msg } from '../core/errors';
import { requireNoDeleteBlock } from './orderText';

export const ORDER_LABEL: Msg = { zh: '订单', en: 'Order' };
export const EMPLOYER_LABEL: Msg = { zh: '客户', en: 'Employer' };

/** The order of this company with this id and deleted state, else 40401. */
export function findOrder(companyId: number, orderId: number, isDeleted: 0 | 1 = 0): OrderRow {
  const row = getDb().orders.find((candidate) => candidate.orderId === orderId);
  if (!row || row.companyId !== companyId || row.isDeleted !== isDeleted) throw notFound(ORDER_LABEL);
  return row;
}

/** The company's employer (not in the recycle bin), else 40401. */
export function findLiveEmployer(companyId: number, employerId: number): EmployerRow {
  const row = getDb().employers.find((candidate) => candidate.employerId === employerId);
  if (!row || row.companyId !== companyId || row.isDeleted !== 0) throw notFound(EMPLOYER_LABEL);
  return row;
}

export function mayActOnOrder(access: Access, order: Pick<OrderRow, 'userId'>): boolean {
  return canByOwnership(access, OWNERSHIP_PERMISSIONS.order, order.userId);
}

export function requireOrderAct(access: Access, order: Pick<OrderRow, 'userId'>): void {
  if (!mayActOnOrder(access, order)) throw forbidden();
}

export function mayActOnEmployer(access: Access, employer: Pick<EmployerRow, 'userId'>): boolean {
  return canByOwnership(access, OWNERSHIP_PERMISSIONS.employer, employer.userId);
}

/** 40901 when the aunt is still in the running on a live order, or signed and working on one (she cannot be deleted). */
export function requireNoLiveOrder(companyId: number, auntId: number): void {
  const orders: AuntOrderRef[] = [];
  for (const order of getDb().orders) {
    if (order.companyId !== companyId || order.isDeleted !== 0) continue;
    const candidate = order.candidates.find((item) => item.auntId === auntId);
    if (candidate) orders.push({ orderId: order.orderId, orderNo: order.orderNo, phase: order.phase, state: candidate.state });
  }
  requireNoDeleteBlock(auntDeleteBlock(orders));
}

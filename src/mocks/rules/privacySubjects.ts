/**
 * What each privacy subject reveals and who may see it (/privacy/reveal and /privacy/export, ours):
 * the personal fields of each kind of record, and its stored values after the permission check
 * (aunts: the reveal rule of auntAccess; employers, members, requests, jobs, purchases: the employer
 * ownership permissions; orders (and their candidates' interview places): the order's; insured persons: insurance.manage;
 * staff: admins; marriage applications: whoever reads them).
 */
import { canByOwnership, hasPermission, type Access } from '@/auth/permission';
import { FEATURE_PERMISSIONS, OWNERSHIP_PERMISSIONS } from '@/domain/permissions';
import { getDb, type PrivacySubject } from '../db';
import { forbidden, notFound } from '../core/errors';
import { findRequest, requireRequestAct } from './appRequestView';
import { findAunt, mayReveal } from './auntAccess';
import { findEmployer, findJob, mayActOnEmployer, requireEmployerAct } from './employerAccess';
import { requireOrderAct } from './orderAccess';

/** The personal fields each subject may reveal. */
export const REVEAL_FIELDS: Readonly<Record<PrivacySubject, readonly string[]>> = {
  aunt: ['mobile', 'idCard', 'currentAddress', 'wechat'],
  employer: ['mobile', 'address', 'wechat'],
  staff: ['mobile'],
  insured: ['insurerIdNo', 'applicantIdNo', 'applicantMobile'],
  member: ['mobile'],
  appOrder: ['mobile', 'address'],
  job: ['address'],
  order: ['address', 'interviewAddress'],
  miniOrder: ['mobile', 'address'],
  marryApply: ['mobile'],
};
/** The order's fields that belong to one candidate (the reveal names her: `auntId`). */
export const CANDIDATE_FIELDS: readonly string[] = ['interviewAddress'];
/**
 * The record's stored values of `fields`, after checking the user may see them (40301) and the record exists (40401);
 * an order's with `auntId`: also that candidate's interview place (40401 when she is not one).
 */
export function valuesOf(subject: PrivacySubject, id: number, companyId: number, access: Access, auntId?: number): Record<string, unknown> {
  const db = getDb();
  if (subject === 'aunt') {
    const aunt = findAunt(companyId, id);
    if (!mayReveal(access, aunt)) throw forbidden();
    return aunt as unknown as Record<string, unknown>;
  }
  if (subject === 'employer') {
    const employer = findEmployer(companyId, id);
    if (!mayActOnEmployer(access, employer)) throw forbidden();
    return employer as unknown as Record<string, unknown>;
  }
  if (subject === 'member') {
    const member = db.appMembers.find((row) => row.memberId === id && row.companyId === companyId);
    if (!member) throw notFound({ zh: '会员', en: 'Member' });
    if (!canByOwnership(access, OWNERSHIP_PERMISSIONS.employer, member.userId)) throw forbidden();
    return member as unknown as Record<string, unknown>;
  }
  if (subject === 'appOrder') {
    const request = findRequest(db, companyId, id);
    requireRequestAct(access, request);
    return request as unknown as Record<string, unknown>;
  }
  if (subject === 'job') {
    const { job } = findJob(companyId, id);
    requireEmployerAct(access, job);
    return job as unknown as Record<string, unknown>;
  }
  if (subject === 'order') {
    const order = db.orders.find((row) => row.orderId === id && row.companyId === companyId);
    if (!order) throw notFound({ zh: '订单', en: 'Order' });
    requireOrderAct(access, order);
    if (auntId === undefined) return order as unknown as Record<string, unknown>;
    const candidate = order.candidates.find((row) => row.auntId === auntId);
    if (!candidate) throw notFound({ zh: '候选阿姨', en: 'Candidate' });
    return { ...order, interviewAddress: candidate.interviewAddress ?? '' };
  }
  if (subject === 'marryApply') {
    // Whoever may read the applications (a session of the company) may reveal their mobile.
    const apply = db.marryApplies.find((row) => row.applyId === id && row.companyId === companyId);
    if (!apply) throw notFound({ zh: '婚恋报名', en: 'Marriage application' });
    return apply as unknown as Record<string, unknown>;
  }
  if (subject === 'miniOrder') {
    const purchase = db.miniOrders.find((row) => row.miniOrderId === id && row.companyId === companyId);
    if (!purchase) throw notFound({ zh: '购买订单', en: 'Purchase' });
    const member = db.appMembers.find((row) => row.memberId === purchase.memberId && row.companyId === companyId);
    if (!canByOwnership(access, OWNERSHIP_PERMISSIONS.employer, member?.userId ?? 0)) throw forbidden();
    return purchase as unknown as Record<string, unknown>;
  }
  if (subject === 'insured') {
    const order = db.insOrders.find((row) => row.orderId === id && row.companyId === companyId);
    if (!order) throw notFound({ zh: '保单', en: 'Insurance order' });
    if (!hasPermission(access, FEATURE_PERMISSIONS.insuranceManage)) throw forbidden();
    return order as unknown as Record<string, unknown>;
  }
  const staff = db.users.find((row) => row.userId === id && row.companyId === companyId);
  if (!staff) throw notFound({ zh: '员工', en: 'Staff member' });
  if (!access.isAdmin) throw forbidden();
  return staff as unknown as Record<string, unknown>;
}

/**
 * Employer, follow-up, transfer and job rows -> what the client reads. The derived fields of
 * an employer (owner's name, last / next follow-up, live orders and their count, enabled jobs, who deleted him)
 * come from one pass over the company's tables (employerStats), made once per request.
 * The mobile (and a WeChat id that is a phone number) and the address (a job's too) are masked: /privacy/reveal gives them.
 */
import type { Access } from '@/auth/permission';
import type { Employer, EmployerFollowUp, EmployerJob, EmployerLiveOrder, EmployerTransfer } from '@/api/employer.types';
import { orderStatusOf } from '@/domain/orderFlow';
import { getDb, jsonCopy, type EmployerFollowUpRow, type EmployerRow, type EmployerTransferRow, type JobRow, type UserRow } from '../db';
import { accessOf, isLiveOrder } from './employerAccess';
import { maskAddress, maskMobile } from '@/domain/personalData';
import { userNames } from './auntView';

export interface EmployerStats {
  /** employerId -> his latest follow-up (by time, then id). */
  latestFollowUp: Map<number, EmployerFollowUpRow>;
  /** employerId -> his live orders (open or signed), in stored order. */
  liveOrders: Map<number, EmployerLiveOrder[]>;
  enabledJobs: Map<number, number>;
}

const bump = (map: Map<number, number>, key: number) => map.set(key, (map.get(key) ?? 0) + 1);

/** The derived counts of the company's employers (or of one employer). */
export function employerStats(companyId: number, employerId?: number): EmployerStats {
  const db = getDb();
  const wanted = (row: { companyId: number; employerId: number }) => row.companyId === companyId && (employerId === undefined || row.employerId === employerId);
  const stats: EmployerStats = { latestFollowUp: new Map(), liveOrders: new Map(), enabledJobs: new Map() };
  for (const row of db.employerFollowUps) {
    if (!wanted(row)) continue;
    const latest = stats.latestFollowUp.get(row.employerId);
    if (!latest || row.createdTime > latest.createdTime || (row.createdTime === latest.createdTime && row.followUpId > latest.followUpId)) {
      stats.latestFollowUp.set(row.employerId, row);
    }
  }
  for (const order of db.orders) {
    if (!wanted(order) || !isLiveOrder(order)) continue;
    const live = stats.liveOrders.get(order.employerId) ?? [];
    live.push({ orderId: order.orderId, orderNo: order.orderNo, status: orderStatusOf(order) });
    stats.liveOrders.set(order.employerId, live);
  }
  for (const job of db.jobs) if (wanted(job) && job.isDisabled === 0) bump(stats.enabledJobs, job.employerId);
  return stats;
}

export interface EmployerViewContext {
  access: Access;
  names: Map<number, string>;
  stats: EmployerStats;
}

export function employerViewContext(user: UserRow, employerId?: number): EmployerViewContext {
  return { access: accessOf(user), names: userNames(), stats: employerStats(user.companyId, employerId) };
}

/** The next planned contact: the latest follow-up's nextTime. */
export function nextFollowUpOf(stats: EmployerStats, employerId: number): string | null {
  return stats.latestFollowUp.get(employerId)?.nextTime ?? null;
}

export function toEmployer(row: EmployerRow, ctx: EmployerViewContext): Employer {
  const { companyId: _companyId, ...fields } = row;
  const latest = ctx.stats.latestFollowUp.get(row.employerId);
  return {
    ...fields,
    mobile: maskMobile(row.mobile),
    wechat: /\d{7,}/.test(row.wechat) ? maskMobile(row.wechat) : row.wechat,
    address: maskAddress(row.address),
    addressPicker: row.addressPicker.slice(),
    customFields: jsonCopy(row.customFields),
    userName: row.userId === 0 ? '' : (ctx.names.get(row.userId) ?? ''),
    lastFollowUpTime: latest?.createdTime ?? null,
    nextFollowUpTime: latest?.nextTime ?? null,
    activeOrderCount: ctx.stats.liveOrders.get(row.employerId)?.length ?? 0,
    liveOrders: (ctx.stats.liveOrders.get(row.employerId) ?? []).map((order) => ({ ...order })),
    jobCount: ctx.stats.enabledJobs.get(row.employerId) ?? 0,
    deletedByName: row.deletedBy === 0 ? '' : (ctx.names.get(row.deletedBy) ?? ''),
  };
}

export function toFollowUp(row: EmployerFollowUpRow, names: Map<number, string>): EmployerFollowUp {
  const { companyId: _companyId, ...fields } = row;
  return { ...fields, contact: names.get(row.userId) ?? '' };
}

export function toTransfer(row: EmployerTransferRow, names: Map<number, string>): EmployerTransfer {
  const { companyId: _companyId, ...fields } = row;
  return { ...fields, fromUserName: names.get(row.fromUserId) ?? '', toUserName: names.get(row.toUserId) ?? '' };
}

export function toJob(row: JobRow, employerName: string, names: Map<number, string>): EmployerJob {
  const { companyId: _companyId, ...fields } = row;
  const isShared = getDb().unitedJobs.some((hall) => hall.jobId === row.jobId && hall.isOnShelf === 1) ? 1 : 0;
  return { ...fields, address: maskAddress(row.address), employerName, userName: row.userId === 0 ? '' : (names.get(row.userId) ?? ''), isShared };
}

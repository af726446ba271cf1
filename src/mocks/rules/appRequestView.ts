/**
 * Service requests as the client reads them (CompanyAppOrder): names of the member, service type,
 * city, assignee, employer and job looked up once per answer; the budget in yuan; the mobile masked
 * (the full one through /privacy/reveal, subject 'appOrder'). Also the list's
 * filter and order, the counts per status of the summary, and who may act on a request (the
 * employer ownership permissions on its assignee, as a request is an employer to be).
 */
import type { CompanyAppOrder, CompanyAppOrderSummary } from '@/api/companyApp.types';
import { canByOwnership, type Access } from '@/auth/permission';
import { OWNERSHIP_PERMISSIONS } from '@/domain/permissions';
import { yuanOfFen } from '@/domain/fen';
import { maskAddress, maskMobile } from '@/domain/personalData';
import type { AppRequestRow, MockDb } from '../db';
import { forbidden, notFound } from '../core/errors';
import { regionName } from './employerLabels';
import { timePredicate } from './listQuery';
import { REQUEST_LABEL, type RequestQuery } from './appRequestInput';

export interface RequestNames {
  user: Map<number, string>;
  member: Map<number, string>;
  serviceType: Map<number, string>;
  employer: Map<number, string>;
  job: Map<number, string>;
}

export function requestNames(db: MockDb, companyId: number): RequestNames {
  const mine = <T extends { companyId: number }>(rows: readonly T[]) => rows.filter((row) => row.companyId === companyId);
  return {
    user: new Map(mine(db.users).map((row) => [row.userId, row.contact])),
    member: new Map(mine(db.appMembers).map((row) => [row.memberId, row.nickname])),
    serviceType: new Map(mine(db.serviceTypes).map((row) => [row.serviceTypeId, row.serviceTypeName])),
    employer: new Map(mine(db.employers).map((row) => [row.employerId, row.employerName])),
    job: new Map(mine(db.jobs).map((row) => [row.jobId, row.title])),
  };
}

const named = (map: Map<number, string>, key: number | null | undefined) => (key ? (map.get(key) ?? '') : '');

export function toCompanyAppOrder(row: AppRequestRow, names: RequestNames): CompanyAppOrder {
  return {
    appOrderId: row.appOrderId,
    memberId: row.memberId,
    memberNickname: named(names.member, row.memberId),
    contactName: row.contactName,
    mobile: maskMobile(row.mobile),
    serviceType: row.serviceType,
    serviceTypeName: named(names.serviceType, row.serviceType),
    cityId: row.cityId,
    cityName: row.cityId ? regionName(row.cityId) : '',
    district: row.district,
    address: maskAddress(row.address),
    wantedDate: row.wantedDate,
    budget: yuanOfFen(row.budgetFen),
    remarks: row.remarks,
    status: row.status,
    assigneeId: row.assigneeId,
    assigneeName: named(names.user, row.assigneeId),
    closeReason: row.closeReason,
    closeRemark: row.closeRemark,
    employerId: row.employerId,
    employerName: named(names.employer, row.employerId),
    jobId: row.jobId,
    jobTitle: named(names.job, row.jobId),
    history: row.history.map((step) => ({
      ...step,
      userName: named(names.user, step.userId),
      ...(step.toUserId === undefined ? {} : { toUserName: named(names.user, step.toUserId) }),
    })),
    createdTime: row.createdTime,
    updatedTime: row.updatedTime,
  };
}

/** Rows of the company matching the query; `withStatus` false leaves out its status (the tab counts). */
export function matchRequests(db: MockDb, companyId: number, query: RequestQuery, names: RequestNames, now: Date, withStatus = true): AppRequestRow[] {
  const needle = (query.keyword ?? '').trim().toLowerCase();
  const inTime = query.createdTime ? timePredicate<AppRequestRow>(query.createdTime, (row) => row.createdTime, now) : null;
  return db.appRequests.filter((row) => {
    if (row.companyId !== companyId) return false;
    if (withStatus && query.status !== undefined && row.status !== query.status) return false;
    if (query.assigneeId !== undefined && row.assigneeId !== query.assigneeId) return false;
    if (query.serviceType !== undefined && row.serviceType !== query.serviceType) return false;
    if (inTime && !inTime(row)) return false;
    if (!needle) return true;
    return [row.contactName, row.mobile, row.district, row.address, row.remarks, named(names.member, row.memberId)].some((text) =>
      text.toLowerCase().includes(needle),
    );
  });
}

/** Newest first unless asked otherwise; ties by id. */
export function sortRequests(rows: AppRequestRow[], query: RequestQuery): AppRequestRow[] {
  const field = query.sortField ?? 'createdTime';
  const direction = query.sortOrder === 'asc' ? 1 : -1;
  const value = (row: AppRequestRow): string | number => (field === 'budget' ? row.budgetFen : field === 'wantedDate' ? row.wantedDate : row.createdTime);
  return rows.slice().sort((a, b) => {
    const left = value(a);
    const right = value(b);
    return (left < right ? -1 : left > right ? 1 : 0) * direction || (b.appOrderId - a.appOrderId) * direction;
  });
}

export function requestSummary(rows: readonly AppRequestRow[]): CompanyAppOrderSummary {
  const count = (status: number) => rows.filter((row) => row.status === status).length;
  return { counts: { all: rows.length, pending: count(0), following: count(1), converted: count(2), closed: count(3) } };
}

export function findRequest(db: MockDb, companyId: number, appOrderId: number): AppRequestRow {
  const row = db.appRequests.find((item) => item.appOrderId === appOrderId && item.companyId === companyId);
  if (!row) throw notFound(REQUEST_LABEL.request);
  return row;
}

/** 40301 unless the user may act on requests with this assignee. */
export function requireRequestAct(access: Access, row: Pick<AppRequestRow, 'assigneeId'>): void {
  if (!canByOwnership(access, OWNERSHIP_PERMISSIONS.employer, row.assigneeId)) throw forbidden();
}

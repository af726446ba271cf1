/**
 * The employer list on the server: the filter as predicates built once per request, one pass
 * over the company's rows, then sorting. Keyword: name, mobile, WeChat, address, district or
 * requirements. A budget range never matches an employer without a budget (0). followUpDue:
 * the next follow-up (the latest follow-up's nextTime) is today or earlier.
 * Sorting: by the field, empty values (no next follow-up, no expected start) last either way;
 * ties newest id first. Default: updatedTime desc.
 */
import type { EmployerFilter } from '@/api/employer.types';
import { chinaDay } from '@/domain/chinaTime';
import { getDb, type EmployerRow } from '../db';
import type { EmployerSortField } from './employerQuery';
import { timePredicate } from './listQuery';
import { nextFollowUpOf, type EmployerStats } from './employerView';

export type EmployerPredicate = (row: EmployerRow) => boolean;

function keywordPredicate(keyword: string): EmployerPredicate {
  const needle = keyword.trim().toLowerCase();
  return (row) =>
    row.employerName.toLowerCase().includes(needle) ||
    row.mobile.includes(needle) ||
    row.wechat.toLowerCase().includes(needle) ||
    row.address.includes(needle) ||
    row.district.includes(needle) ||
    row.requirements.includes(needle);
}

/** Every filter that is set, as predicates (`stats` answers followUpDue). */
export function employerPredicates(filter: EmployerFilter, stats: EmployerStats, now: Date): EmployerPredicate[] {
  const list: EmployerPredicate[] = [];
  const f = filter;
  if (f.employerId !== undefined) list.push((row) => row.employerId === f.employerId);
  if (f.keyword) list.push(keywordPredicate(f.keyword));
  if (f.status !== undefined) list.push((row) => row.status === f.status);
  if (f.source !== undefined) list.push((row) => row.source === f.source);
  if (f.city !== undefined) list.push((row) => row.cityId === f.city);
  if (f.serviceType !== undefined) list.push((row) => row.serviceType === f.serviceType);
  if (f.addressPicker) {
    const prefix = f.addressPicker;
    list.push((row) => prefix.every((id, index) => row.addressPicker[index] === id));
  }
  if (f.limitMoney) {
    const [min, max] = f.limitMoney;
    list.push((row) => row.limitMoney > 0 && (min === null || row.limitMoney >= min) && (max === null || row.limitMoney <= max));
  }
  if (f.userId !== undefined) list.push((row) => row.userId === f.userId);
  if (f.createdTime) list.push(timePredicate(f.createdTime, (row: EmployerRow) => row.createdTime, now));
  if (f.followUpDue === 1) {
    const today = chinaDay(now);
    list.push((row) => {
      const next = nextFollowUpOf(stats, row.employerId);
      return next !== null && next <= today;
    });
  }
  return list;
}

/** The company's employers in (isDeleted 0) or out of (1) the recycle bin matching every predicate. */
export function matchEmployers(companyId: number, predicates: readonly EmployerPredicate[], isDeleted: 0 | 1 = 0): EmployerRow[] {
  return getDb().employers.filter((row) => row.companyId === companyId && row.isDeleted === isDeleted && predicates.every((predicate) => predicate(row)));
}

const compareText = (a: string, b: string) => (a < b ? -1 : a > b ? 1 : 0);

/** Sorts in place. */
export function sortEmployers(rows: EmployerRow[], field: EmployerSortField, order: 'asc' | 'desc', stats: EmployerStats): EmployerRow[] {
  const sign = order === 'asc' ? 1 : -1;
  const valueOf = (row: EmployerRow): string | number | null => {
    switch (field) {
      case 'createdTime':
        return row.createdTime;
      case 'updatedTime':
        return row.updatedTime;
      case 'limitMoney':
        return row.limitMoney;
      case 'nextFollowUpTime':
        return nextFollowUpOf(stats, row.employerId);
      case 'expectedStart':
        return row.expectedStart;
    }
  };
  const keyed = rows.map((row) => ({ row, value: valueOf(row) }));
  keyed.sort((a, b) => {
    if (a.value === null || b.value === null) {
      if (a.value !== b.value) return a.value === null ? 1 : -1;
      return b.row.employerId - a.row.employerId;
    }
    const compared = typeof a.value === 'number' && typeof b.value === 'number' ? a.value - b.value : compareText(String(a.value), String(b.value));
    return sign * compared || b.row.employerId - a.row.employerId;
  });
  keyed.forEach((entry, index) => (rows[index] = entry.row));
  return rows;
}

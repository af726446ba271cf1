/**
 * The aunt list machinery on the server: scope, filters (one pass over the company's rows,
 * each filter a small predicate built once per request), sorting and paging.
 *
 * Scopes: all = every aunt of the company; verify = awaiting verification (isVerified 0);
 * copy = copied from a partner agency (copiedFromCompanyId != 0); public = no owner
 * (teacherUserId 0); owner = mine; share = shared to the joint hall (isShared 1).
 * Deleted aunts never appear. Default order: pinned first (isTop desc), then updatedTime desc;
 * an explicit sortField orders by that field alone (ties: newest id first).
 */
import type { AuntScope } from '@/api/aunt';
import { getDb, type AuntRow } from '../db';
import type { AuntQuery, AuntSortField } from './auntQuery';
import { timePredicate } from './listQuery';

type Predicate = (row: AuntRow) => boolean;

export function scopePredicate(scope: AuntScope, userId: number): Predicate {
  switch (scope) {
    case 'all':
      return () => true;
    case 'verify':
      return (row) => row.isVerified === 0;
    case 'copy':
      return (row) => row.copiedFromCompanyId !== 0;
    case 'public':
      return (row) => row.teacherUserId === 0;
    case 'owner':
      return (row) => row.teacherUserId === userId;
    case 'share':
      return (row) => row.isShared === 1;
  }
}

const pad = (value: number) => String(value).padStart(2, '0');

/** Birth date on or before which someone is at least `age` at `today`. */
function bornBy(age: number, today: Date): string {
  return `${today.getFullYear() - age}-${pad(today.getMonth() + 1)}-${pad(today.getDate())}`;
}

/** '四川省 成都市' matches '四川省', '四川', '四川省 成都市' and '成都市'. */
function placeMatches(place: string, wanted: string): boolean {
  if (place.startsWith(wanted)) return true;
  const city = place.slice(place.indexOf(' ') + 1);
  return city.startsWith(wanted);
}

export function filterPredicates(query: AuntQuery, userId: number, now: Date): Predicate[] {
  const f = query.filter;
  const list: Predicate[] = [scopePredicate(query.scope, userId)];
  if (f.keyword) {
    const needle = f.keyword.trim();
    const upper = needle.toUpperCase();
    list.push((row) => row.auntName.includes(needle) || row.mobile.includes(needle) || row.idCard.includes(upper));
  }
  if (f.workStatus) {
    const wanted = new Set<number>(f.workStatus);
    list.push((row) => wanted.has(row.workStatus));
  }
  if (f.serviceTypes) {
    const wanted = new Set(f.serviceTypes);
    list.push((row) => row.serviceTypes.some((id) => wanted.has(id)));
  }
  if (f.ageMin !== undefined) {
    const latest = bornBy(f.ageMin, now);
    list.push((row) => row.birthDate !== null && row.birthDate <= latest);
  }
  if (f.ageMax !== undefined) {
    const tooOld = bornBy(f.ageMax + 1, now);
    list.push((row) => row.birthDate !== null && row.birthDate > tooOld);
  }
  if (f.nativePlace && f.nativePlace.length > 0) {
    const wanted = f.nativePlace;
    list.push((row) => wanted.some((place) => placeMatches(row.nativePlace, place)));
  }
  if (f.skills) {
    const wanted = f.skills;
    list.push((row) => wanted.every((id) => row.skills.includes(id)));
  }
  if (f.labels) {
    const wanted = new Set(f.labels);
    list.push((row) => row.labels.some((id) => wanted.has(id)));
  }
  if (f.salaryMin !== undefined || f.salaryMax !== undefined) {
    const low = f.salaryMin ?? 0;
    const high = f.salaryMax ?? Number.POSITIVE_INFINITY;
    list.push((row) => (row.expectedSalaryMax ?? row.expectedSalary) >= low && row.expectedSalary <= high);
  }
  if (f.education) {
    const wanted = new Set<number>(f.education);
    list.push((row) => row.education !== null && wanted.has(row.education));
  }
  if (f.liveIn !== undefined) {
    const wanted = f.liveIn;
    // 2 = either: she counts for live-in and for not-live-in searches.
    list.push((row) => row.liveIn === wanted || (wanted !== 2 && row.liveIn === 2));
  }
  if (f.teacherUserId !== undefined) {
    const wanted = f.teacherUserId;
    list.push((row) => row.teacherUserId === wanted);
  }
  if (f.onlyFav) list.push((row) => row.isFav === 1);
  if (f.createdTime) list.push(timePredicate(f.createdTime, (row) => row.createdTime, now));
  if (f.updatedTime) list.push(timePredicate(f.updatedTime, (row) => row.updatedTime, now));
  return list;
}

/** The company's non-deleted aunts matching every predicate (one pass). */
export function matchAunts(companyId: number, predicates: readonly Predicate[]): AuntRow[] {
  const out: AuntRow[] = [];
  for (const row of getDb().aunts) {
    if (row.companyId !== companyId || row.isDeleted !== 0) continue;
    let ok = true;
    for (const predicate of predicates) {
      if (!predicate(row)) {
        ok = false;
        break;
      }
    }
    if (ok) out.push(row);
  }
  return out;
}

const collator = new Intl.Collator('zh-CN');

function compareBy(field: AuntSortField): (a: AuntRow, b: AuntRow) => number {
  switch (field) {
    case 'createdTime':
      return (a, b) => (a.createdTime < b.createdTime ? -1 : a.createdTime > b.createdTime ? 1 : 0);
    case 'updatedTime':
      return (a, b) => (a.updatedTime < b.updatedTime ? -1 : a.updatedTime > b.updatedTime ? 1 : 0);
    // Older = born earlier.
    case 'age':
      return (a, b) => ((b.birthDate ?? '') < (a.birthDate ?? '') ? -1 : (b.birthDate ?? '') > (a.birthDate ?? '') ? 1 : 0);
    case 'expectedSalary':
      return (a, b) => a.expectedSalary - b.expectedSalary;
    case 'experienceYears':
      return (a, b) => a.experienceYears - b.experienceYears;
    case 'auntName':
      return (a, b) => collator.compare(a.auntName, b.auntName);
  }
}

type Compare = (a: AuntRow, b: AuntRow) => number;

/** The list order: aunts without a birth date sort last by age in either direction; ties: newest id first. */
function listOrder(sortField: AuntSortField | undefined, sortOrder: 'asc' | 'desc'): Compare {
  if (!sortField) {
    return (a, b) => b.isTop - a.isTop || (a.updatedTime < b.updatedTime ? 1 : a.updatedTime > b.updatedTime ? -1 : 0) || b.auntId - a.auntId;
  }
  const compare = compareBy(sortField);
  const sign = sortOrder === 'asc' ? 1 : -1;
  return (a, b) => {
    if (sortField === 'age' && (a.birthDate === null) !== (b.birthDate === null)) return a.birthDate === null ? 1 : -1;
    return sign * compare(a, b) || b.auntId - a.auntId;
  };
}

/**
 * The first `count` rows in the list order, without sorting them all: a list's first pages
 * out of thousands of aunts (sorting all 5,000 seeded aunts to answer 20 took 30-80 ms of each
 * list request; keeping the best `count` takes about one comparison a row). The order is total
 * (ties end on the id), so the result is exactly what a full sort would put first.
 */
export function firstInOrder(rows: readonly AuntRow[], sortField: AuntSortField | undefined, sortOrder: 'asc' | 'desc', count: number): AuntRow[] {
  const compare = listOrder(sortField, sortOrder);
  if (count * 8 >= rows.length) return rows.slice().sort(compare).slice(0, count);
  const best: AuntRow[] = [];
  for (const row of rows) {
    if (best.length === count && compare(row, best[count - 1]) >= 0) continue;
    let low = 0;
    let high = best.length;
    while (low < high) {
      const middle = (low + high) >> 1;
      if (compare(row, best[middle]) < 0) high = middle;
      else low = middle + 1;
    }
    best.splice(low, 0, row);
    if (best.length > count) best.pop();
  }
  return best;
}

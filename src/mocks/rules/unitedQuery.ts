/**
 * The joint hall's lists: which hall rows and merge records a filter keeps, and their order.
 * Bodies are read by unitedBody.ts; paging is the kit's.
 */
import type { UnitedAuntRow, UnitedJobRow, UnitedMappingRow } from '../db';
import type { Validated } from '../core/validate';
import type { HALL_AUNT_QUERY, HALL_JOB_QUERY, OWNER_QUERY, RECORD_QUERY } from './unitedBody';
import type { ViewScope } from './unitedView';

type HallAuntQuery = Validated<typeof HALL_AUNT_QUERY>;
type HallJobQuery = Validated<typeof HALL_JOB_QUERY>;
type OwnerQuery = Validated<typeof OWNER_QUERY>;
type RecordQuery = Validated<typeof RECORD_QUERY>;

const has = (text: string, keyword: string) => text.toLowerCase().includes(keyword.toLowerCase());

/** The service type name of the caller's type id (undefined: the filter is not set). */
function typeName(scope: ViewScope, serviceType: number | undefined): string | undefined {
  if (serviceType === undefined) return undefined;
  return [...scope.typeByName].find(([, id]) => id === serviceType)?.[0] ?? '\u0000';
}

/** Orders rows by a numeric or ISO value, then by id, both in `order` (default: newest first). */
function sorted<T>(rows: T[], value: (row: T) => number | string, id: (row: T) => number, order: 'asc' | 'desc' = 'desc'): T[] {
  const sign = order === 'asc' ? 1 : -1;
  return rows.sort((a, b) => {
    const x = value(a);
    const y = value(b);
    return (x < y ? -1 : x > y ? 1 : 0) * sign || (id(a) - id(b)) * sign;
  });
}

/** Hall aunts whose aunt still exists and is not deleted, filtered and ordered. */
export function filterHallAunts(scope: ViewScope, rows: UnitedAuntRow[], query: HallAuntQuery): UnitedAuntRow[] {
  const wanted = typeName(scope, query.serviceType);
  const kept = rows.filter((row) => {
    const aunt = scope.aunts.get(row.auntId);
    if (!aunt || aunt.isDeleted === 1) return false;
    if (query.cityId !== undefined && row.cityId !== query.cityId) return false;
    if (query.companyId !== undefined && row.companyId !== query.companyId) return false;
    if (query.workStatus !== undefined && aunt.workStatus !== query.workStatus) return false;
    if (wanted !== undefined && !aunt.serviceTypes.some((id) => scope.typeNames.get(id) === wanted)) return false;
    if (query.keyword) {
      const texts = [aunt.auntName, aunt.nativePlace, aunt.introduction, scope.companyNames.get(row.companyId) ?? ''];
      if (!texts.some((text) => has(text, query.keyword ?? ''))) return false;
    }
    return true;
  });
  const value = (row: UnitedAuntRow): number | string => {
    const aunt = scope.aunts.get(row.auntId);
    switch (query.sortField) {
      case 'createdTime':
        return row.createdTime;
      case 'expectedSalary':
        return aunt?.expectedSalary ?? 0;
      case 'workYears':
        return aunt?.experienceYears ?? 0;
      case 'age':
        return aunt?.age ?? 0;
      default:
        return row.updatedTime;
    }
  };
  return sorted(kept, value, (row) => row.unitedAuntId, query.sortOrder);
}

/** Hall jobs whose job exists and whose employer is not deleted, filtered and ordered. */
export function filterHallJobs(scope: ViewScope, rows: UnitedJobRow[], query: HallJobQuery): UnitedJobRow[] {
  const wanted = typeName(scope, query.serviceType);
  const kept = rows.filter((row) => {
    const job = scope.jobs.get(row.jobId);
    const employer = job ? scope.employers.get(job.employerId) : undefined;
    if (!job || !employer || employer.isDeleted === 1) return false;
    if (query.cityId !== undefined && row.cityId !== query.cityId) return false;
    if (query.companyId !== undefined && row.companyId !== query.companyId) return false;
    if (wanted !== undefined && scope.typeNames.get(job.serviceType) !== wanted) return false;
    if (query.keyword) {
      const texts = [job.title, job.requirements, job.district, scope.companyNames.get(row.companyId) ?? ''];
      if (!texts.some((text) => has(text, query.keyword ?? ''))) return false;
    }
    return true;
  });
  const value = (row: UnitedJobRow): number | string => {
    const job = scope.jobs.get(row.jobId);
    if (query.sortField === 'salaryMin') return job?.salaryMin ?? 0;
    if (query.sortField === 'salaryMax') return job?.salaryMax ?? 0;
    return query.sortField === 'createdTime' ? row.createdTime : row.updatedTime;
  };
  return sorted(kept, value, (row) => row.unitedJobId, query.sortOrder);
}

/**
 * The default order of "my joint orders": records with an open merge (something to act on)
 * first, then by the latest change of the record or of any merge on it.
 */
function activity(scope: ViewScope, row: { updatedTime: string }, hit: (mapping: UnitedMappingRow) => boolean): string {
  let latest = row.updatedTime;
  let open = false;
  for (const mapping of scope.db.unitedMappings) {
    if (!hit(mapping)) continue;
    if (mapping.updatedTime > latest) latest = mapping.updatedTime;
    if (mapping.status === 0 || mapping.status === 1) open = true;
  }
  return `${open ? 1 : 0}${latest}`;
}

/** The caller company's own hall aunts (on the shelf by default), keyword over her name. */
export function ownerAunts(scope: ViewScope, query: OwnerQuery): UnitedAuntRow[] {
  const shelf = query.isOnShelf ?? 1;
  const rows = scope.db.unitedAunts.filter((row) => {
    if (row.companyId !== scope.companyId || row.isOnShelf !== shelf) return false;
    return !query.keyword || has(scope.aunts.get(row.auntId)?.auntName ?? '', query.keyword);
  });
  const value = (row: UnitedAuntRow) =>
    query.sortField === 'createdTime'
      ? row.createdTime
      : query.sortField === 'updatedTime'
        ? row.updatedTime
        : activity(scope, row, (mapping) => mapping.unitedAuntId === row.unitedAuntId);
  return sorted(rows, value, (row) => row.unitedAuntId, query.sortOrder);
}

export function ownerJobs(scope: ViewScope, query: OwnerQuery): UnitedJobRow[] {
  const shelf = query.isOnShelf ?? 1;
  const rows = scope.db.unitedJobs.filter((row) => {
    if (row.companyId !== scope.companyId || row.isOnShelf !== shelf) return false;
    return !query.keyword || has(scope.jobs.get(row.jobId)?.title ?? '', query.keyword);
  });
  const value = (row: UnitedJobRow) =>
    query.sortField === 'createdTime'
      ? row.createdTime
      : query.sortField === 'updatedTime'
        ? row.updatedTime
        : activity(scope, row, (mapping) => mapping.unitedJobId === row.unitedJobId);
  return sorted(rows, value, (row) => row.unitedJobId, query.sortOrder);
}

/** Merge records of one kind the caller's company applied for (side 'any': also those on its own records), newest first. */
export function mergeRecords(
  scope: ViewScope,
  kind: 'aunt' | 'job',
  query: RecordQuery,
  cityOf: (row: UnitedMappingRow) => number,
  textsOf: (row: UnitedMappingRow) => string[],
): UnitedMappingRow[] {
  const any = query.side === 'any';
  const rows = scope.db.unitedMappings.filter((row) => {
    if (row.kind !== kind) return false;
    if (row.companyId !== scope.companyId && !(any && row.ownerCompanyId === scope.companyId)) return false;
    if (query.status !== undefined && row.status !== query.status) return false;
    if (query.cityId !== undefined && cityOf(row) !== query.cityId) return false;
    return !query.keyword || textsOf(row).some((text) => has(text, query.keyword ?? ''));
  });
  return sorted(
    rows,
    (row) => (query.sortField === 'updatedTime' ? row.updatedTime : row.createdTime),
    (row) => row.mappingAuntId,
    query.sortOrder,
  );
}

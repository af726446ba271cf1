/**
 * What the aunt list asks the server for: the row shape (only the fields the columns use, sent
 * as `fields`), the filter, which filter keys wait for typing to stop, and the fetch of one page.
 */
import { getAunts } from '@/api/aunt';
import type { Aunt, AuntFilter, AuntScope } from '@/api/aunt.types';
import type { ListSource } from '@/hooks/useTable';
import { auntQueries } from '@/api/aunt.queries';
import type { ReadinessBasis } from '@/components/readiness/useReadinessBasis';
import { readiness, type Readiness } from '@/domain/readiness';

export const LIST_FIELDS = [
  'auntId',
  'auntName',
  'gender',
  'age',
  'zodiac',
  'constellation',
  'nativePlace',
  'mobile',
  // What her readiness (可上户) reads: the identity number comes masked, so its check digit stays unchecked.
  'idCard',
  'birthDate',
  'certificates',
  'certificateExpiries',
  'education',
  'liveIn',
  'experienceYears',
  'serviceTypes',
  'skills',
  'labels',
  'expectedSalary',
  'expectedSalaryMax',
  'workStatus',
  'blacklistReason',
  'teacherUserId',
  'teacherName',
  'remarks',
  'portrait',
  'isFav',
  'isTop',
  'isLocked',
  'isShared',
  'createdTime',
  'updatedTime',
  // The company's own fields, for their columns and the export.
  'customFields',
] as const satisfies readonly (keyof Aunt)[];

/** One row of the list: the fields asked for. */
export type AuntRow = Pick<Aunt, (typeof LIST_FIELDS)[number]>;

export type AuntListFilter = AuntFilter;

/**
 * Her readiness from what the row carries: insurance and authorisation are not in a list row (no
 * call per row), so they are listed as not checked.
 */
export function rowReadiness(row: AuntRow, basis: ReadinessBasis): Readiness {
  return readiness({ aunt: row, healthCertificateIds: basis.healthCertificateIds, insurance: null, consent: 'unknown', today: basis.today });
}

export const INITIAL_FILTER: AuntListFilter = {};

/** Typed filters: applied ~300 ms after typing stops (or at once with Enter). */
export const DEBOUNCED_FILTERS: readonly (keyof AuntListFilter)[] = ['keyword', 'ageMin', 'ageMax', 'salaryMin', 'salaryMax'];

/** Filters of the collapsible "more filters" panel (their count shows on its button). */
export const MORE_FILTERS: readonly (keyof AuntListFilter)[] = [
  'ageMin',
  'ageMax',
  'nativePlace',
  'skills',
  'labels',
  'salaryMin',
  'salaryMax',
  'education',
  'liveIn',
  'teacherUserId',
  'createdTime',
];

const scopeLists = new Map<AuntScope, ListSource<AuntRow, AuntListFilter>>();

/** A scope's list (one object per scope): shared by the page and its route loader's prefetch. */
export function auntList(scope: AuntScope): ListSource<AuntRow, AuntListFilter> {
  let list = scopeLists.get(scope);
  if (!list) {
    list = {
      queryKey: auntQueries.list(scope),
      fetch: (query, signal) => getAunts({ ...query, scope, fields: [...LIST_FIELDS] }, { signal, silent: true }),
      initialFilter: INITIAL_FILTER,
    };
    scopeLists.set(scope, list);
  }
  return list;
}

/** How many "more filters" are set (a range counts once). */
export function moreFilterCount(filter: AuntListFilter): number {
  const set = (key: keyof AuntListFilter) => {
    const value = filter[key];
    return value !== undefined && value !== null && value !== '' && !(Array.isArray(value) && value.length === 0);
  };
  const ranges = [
    ['ageMin', 'ageMax'],
    ['salaryMin', 'salaryMax'],
  ] as const;
  const single = MORE_FILTERS.filter((key) => !ranges.some((range) => (range as readonly string[]).includes(key)) && set(key)).length;
  return single + ranges.filter(([min, max]) => set(min) || set(max)).length;
}

/**
 * What the employer list asks the server for: the filter (the spec's search filter plus ours),
 * which keys wait for typing to stop, the fetch of one page, and the bodies of the header's
 * count and status counts.
 */
import { getEmployerByFilter } from '@/api/employer';
import type { Employer, EmployerFilter } from '@/api/employer.types';
import { compactFilter } from '@/hooks/tableState';
import type { ListSource } from '@/hooks/useTable';
import { employerQueries } from '@/api/employer.queries';

export type EmployerRow = Employer;
export type EmployerListFilter = EmployerFilter;

export const INITIAL_FILTER: EmployerListFilter = {};

/** Typed filters: applied ~300 ms after typing stops (or at once with Enter in the keyword). */
export const DEBOUNCED_FILTERS: readonly (keyof EmployerListFilter)[] = ['keyword', 'limitMoney'];

/** Filters of the "more filters" panel (their count shows on its button). */
export const MORE_FILTERS: readonly (keyof EmployerListFilter)[] = ['source', 'userId', 'createdTime'];

/** The employer list's rows: shared by the page and its route loader's prefetch. */
export const EMPLOYERS: ListSource<EmployerRow, EmployerListFilter> = {
  queryKey: employerQueries.list('employers'),
  fetch: (query, signal) => getEmployerByFilter(query, { signal, silent: true }),
  initialFilter: INITIAL_FILTER,
};

/** The filter as the server gets it (blank values left out). */
export function serverFilter(filter: EmployerListFilter): EmployerFilter {
  return compactFilter(filter);
}

/** The filter without its status: the status tabs count within it. */
export function withoutStatus(filter: EmployerListFilter): EmployerFilter {
  const { status: _status, ...rest } = filter;
  return compactFilter(rest);
}

/** A budget range as the filter keeps it: undefined when both ends are empty. */
export function budgetRange(min: number | null, max: number | null): EmployerFilter['limitMoney'] {
  return min === null && max === null ? undefined : [min, max];
}

export function moreFilterCount(filter: EmployerListFilter): number {
  return MORE_FILTERS.filter((key) => filter[key] !== undefined && filter[key] !== null).length;
}

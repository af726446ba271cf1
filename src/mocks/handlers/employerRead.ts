/**
 * Reading employers: getEmployerByFilter (one page of Employer views), countEmployerByFilter
 * (the same filter's count) and filter (the values of one field with counts, labels in the
 * request's language). Employers in the recycle bin never appear here.
 */
import { employerPaths, type EmployerCount } from '@/api/employer';
import type { FilterOption } from '@/api/shared';
import { EMPLOYER_SOURCE_VALUES, EMPLOYER_STATUS_VALUES } from '@/domain/employerCodes';
import { getDb, type EmployerRow } from '../db';
import { serviceTypesOf } from '../rules/companyOptions';
import { NO_CITY, NO_OWNER, NO_SERVICE_TYPE, codeLabel, regionName } from '../rules/employerLabels';
import { employerPredicates, matchEmployers, sortEmployers } from '../rules/employerMatch';
import { readEmployerFilter, readEmployerQuery } from '../rules/employerQuery';
import { employerStats, employerViewContext, toEmployer } from '../rules/employerView';
import { apiPost, listResult, paginate, requireSession, validate, type Lang } from './kit';

const getEmployerByFilter = apiPost(employerPaths.getEmployerByFilter, (ctx) => {
  const { user, company } = requireSession(ctx);
  const query = readEmployerQuery(ctx.body);
  const view = employerViewContext(user);
  const rows = matchEmployers(company.companyId, employerPredicates(query.filter, view.stats, new Date()));
  sortEmployers(rows, query.sortField, query.sortOrder, view.stats);
  const page = paginate(rows, query);
  return listResult(
    page.list.map((row) => toEmployer(row, view)),
    page.total,
  );
});

const countEmployerByFilter = apiPost(employerPaths.countEmployerByFilter, (ctx): EmployerCount => {
  const { company } = requireSession(ctx);
  const filter = readEmployerFilter(ctx.body);
  const stats = employerStats(company.companyId);
  return { count: matchEmployers(company.companyId, employerPredicates(filter, stats, new Date())).length };
});

const FILTER_FIELDS = ['status', 'source', 'serviceType', 'city', 'userId'] as const;
type FilterField = (typeof FILTER_FIELDS)[number];

function countBy(rows: readonly EmployerRow[], key: (row: EmployerRow) => number): Map<number, number> {
  const counts = new Map<number, number>();
  for (const row of rows) counts.set(key(row), (counts.get(key(row)) ?? 0) + 1);
  return counts;
}

/** Present values, most frequent first (ties by value). */
function byCount(counts: Map<number, number>, label: (value: number) => string): FilterOption[] {
  return [...counts].sort((a, b) => b[1] - a[1] || a[0] - b[0]).map(([value, count]) => ({ label: label(value), value, count }));
}

/** Codes and service types: every choice in its order, zero counts included; city and owner: present values. */
function filterOptions(field: FilterField, rows: readonly EmployerRow[], companyId: number, lang: Lang): FilterOption[] {
  switch (field) {
    case 'status': {
      const counts = countBy(rows, (row) => row.status);
      return EMPLOYER_STATUS_VALUES.map((value) => ({ label: codeLabel('employerStatus', value, lang), value, count: counts.get(value) ?? 0 }));
    }
    case 'source': {
      const counts = countBy(rows, (row) => row.source);
      return EMPLOYER_SOURCE_VALUES.map((value) => ({ label: codeLabel('employerSource', value, lang), value, count: counts.get(value) ?? 0 }));
    }
    case 'serviceType': {
      const counts = countBy(rows, (row) => row.serviceType);
      const options = serviceTypesOf(companyId).map((type) => ({
        label: type.serviceTypeName,
        value: type.serviceTypeId,
        count: counts.get(type.serviceTypeId) ?? 0,
      }));
      const unknown = counts.get(0) ?? 0;
      return unknown > 0 ? [...options, { label: NO_SERVICE_TYPE[lang], value: 0, count: unknown }] : options;
    }
    case 'city':
      return byCount(
        countBy(rows, (row) => row.cityId),
        (value) => (value === 0 ? NO_CITY[lang] : regionName(value)),
      );
    case 'userId': {
      const names = new Map(
        getDb()
          .users.filter((user) => user.companyId === companyId)
          .map((user) => [user.userId, user.contact]),
      );
      return byCount(
        countBy(rows, (row) => row.userId),
        (value) => (value === 0 ? NO_OWNER[lang] : (names.get(value) ?? String(value))),
      );
    }
  }
}

const filter = apiPost(employerPaths.filter, (ctx) => {
  const { company } = requireSession(ctx);
  const body = validate(ctx.body, {
    filterField: { type: 'enum', label: { zh: '筛选字段', en: 'Filter field' }, values: FILTER_FIELDS, required: true },
  });
  const raw = (ctx.body as { filter?: unknown }).filter;
  const where = readEmployerFilter(raw ?? {});
  const rows = matchEmployers(company.companyId, employerPredicates(where, employerStats(company.companyId), new Date()));
  return filterOptions(body.filterField, rows, company.companyId, ctx.lang);
});

export const employerReadHandlers = [getEmployerByFilter, countEmployerByFilter, filter];

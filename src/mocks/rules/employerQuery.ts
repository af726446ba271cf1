/**
 * Reading the employer filter (getEmployerByFilter, countEmployerByFilter, filter): every field
 * checked, 40001 naming the first bad one. An empty value means "no filter".
 */
import type { EmployerFilter, EmployerSource, EmployerStatus } from '@/api/employer.types';
import { EMPLOYER_SOURCE_VALUES, EMPLOYER_STATUS_VALUES } from '@/domain/employerCodes';
import { invalid, type Msg } from '../core/errors';
import { isRecord, notValidMsg, validate } from '../core/validate';
import { EMPLOYER_FIELD_LABELS as F } from './employerLabels';
import { DEFAULT_PAGE_SIZE, KEYWORD_RULE, LIST_LABEL, LIST_PAGING_RULES, readDateFilter, sortRules } from './listQuery';

export const EMPLOYER_SORT_FIELDS = ['createdTime', 'updatedTime', 'limitMoney', 'nextFollowUpTime', 'expectedStart'] as const;
export type EmployerSortField = (typeof EMPLOYER_SORT_FIELDS)[number];

export interface EmployerQuery {
  page: number;
  pageSize: number;
  sortField: EmployerSortField;
  sortOrder: 'asc' | 'desc';
  filter: EmployerFilter;
}

const L = {
  ...LIST_LABEL,
  followUpDue: { zh: '待跟进', en: 'Follow-up due' },
} as const satisfies Record<string, Msg>;

const isAbsent = (value: unknown) => value === undefined || value === null || value === '';

function readPickerPrefix(raw: unknown): number[] | undefined {
  if (isAbsent(raw) || (Array.isArray(raw) && raw.length === 0)) return undefined;
  if (!Array.isArray(raw) || raw.length > 2 || raw.some((id) => typeof id !== 'number' || !Number.isInteger(id) || id <= 0)) {
    throw invalid(notValidMsg(F.addressPicker));
  }
  return raw.slice() as number[];
}

function readMoneyRange(raw: unknown): [number | null, number | null] | undefined {
  if (isAbsent(raw)) return undefined;
  const ok = (value: unknown) => value === null || (typeof value === 'number' && Number.isFinite(value) && value >= 0);
  if (!Array.isArray(raw) || raw.length !== 2 || !ok(raw[0]) || !ok(raw[1])) throw invalid(notValidMsg(F.limitMoney));
  const [min, max] = raw as [number | null, number | null];
  if (min !== null && max !== null && min > max) {
    throw invalid({ zh: `${F.limitMoney.zh}的最小值不能大于最大值`, en: `${F.limitMoney.en}: the minimum must not be greater than the maximum` });
  }
  return min === null && max === null ? undefined : [min, max];
}

export function readEmployerFilter(body: unknown): EmployerFilter {
  const source = isRecord(body) ? body : {};
  const scalars = validate(body ?? {}, {
    employerId: { type: 'number', label: F.employerId, integer: true, min: 1 },
    keyword: KEYWORD_RULE,
    status: { type: 'enum', label: F.status, values: EMPLOYER_STATUS_VALUES },
    source: { type: 'enum', label: F.source, values: EMPLOYER_SOURCE_VALUES },
    city: { type: 'number', label: F.cityId, integer: true, min: 0 },
    serviceType: { type: 'number', label: F.serviceType, integer: true, min: 0 },
    userId: { type: 'number', label: F.userId, integer: true, min: 0 },
    followUpDue: { type: 'enum', label: L.followUpDue, values: [0, 1] },
  });
  const filter: EmployerFilter = {
    employerId: scalars.employerId,
    keyword: scalars.keyword || undefined,
    status: scalars.status as EmployerStatus | undefined,
    source: scalars.source as EmployerSource | undefined,
    city: scalars.city,
    serviceType: scalars.serviceType,
    addressPicker: readPickerPrefix(source.addressPicker),
    limitMoney: readMoneyRange(source.limitMoney),
    userId: scalars.userId,
    // An empty string means no filter here (the aunt and order lists answer 40001 to it).
    createdTime: isAbsent(source.createdTime) ? undefined : readDateFilter(source.createdTime, L.createdTime),
    followUpDue: scalars.followUpDue === 1 ? 1 : undefined,
  };
  return Object.fromEntries(Object.entries(filter).filter(([, value]) => value !== undefined)) as EmployerFilter;
}

export function readEmployerQuery(body: unknown): EmployerQuery {
  const paging = validate(body ?? {}, {
    ...LIST_PAGING_RULES,
    ...sortRules(EMPLOYER_SORT_FIELDS),
  });
  return {
    page: paging.page ?? 1,
    pageSize: paging.pageSize ?? DEFAULT_PAGE_SIZE,
    sortField: paging.sortField ?? 'updatedTime',
    sortOrder: paging.sortOrder ?? 'desc',
    filter: readEmployerFilter(body),
  };
}

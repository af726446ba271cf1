/**
 * Reading the getAunts body (AuntListQuery): every field checked, 40001 naming the first bad
 * one. Lists accept a single value too (wrapped). Unknown `fields` names are ignored.
 */
import type { Aunt, AuntFilter, AuntScope, AuntWorkStatus, EducationCode, LiveIn } from '@/api/aunt';
import type { DateFilter } from '@/api/statistics';
import { ALL_TAB_KEY, CUSTOM_TAB_KEY_RE, workStatusTabKey } from '@/domain/customTabs';
import { invalid, type Msg } from '../core/errors';
import { notValidMsg, validate } from '../core/validate';
import { isAuntKey } from './auntView';
import { DEFAULT_PAGE_SIZE, KEYWORD_RULE, LIST_LABEL, LIST_PAGING_RULES, readDateFilter, sortRules } from './listQuery';

export const AUNT_SCOPES = ['all', 'verify', 'copy', 'public', 'owner', 'share'] as const satisfies readonly AuntScope[];
export const AUNT_SORT_FIELDS = ['createdTime', 'updatedTime', 'age', 'expectedSalary', 'experienceYears', 'auntName'] as const;
export type AuntSortField = (typeof AUNT_SORT_FIELDS)[number];
export const WORK_STATUS_VALUES = [1, 2, 3, 4, 5, 6] as const satisfies readonly AuntWorkStatus[];
export const EDUCATION_VALUES = [1, 2, 3, 4, 5, 6, 7] as const satisfies readonly EducationCode[];

/** The built-in tabs of the aunt lists: 'all' and one per work status ('workStatus-1' ... 'workStatus-6'); the company's own are `c_…` (domain/customTabs.ts). */
export const TAB_ALL = ALL_TAB_KEY;
export { workStatusTabKey };

/** "No such tab", for a tab key the company's list does not have. */
export const unknownTab = (tabKey: string) => invalid({ zh: `没有这个标签页：${tabKey}`, en: `Unknown tab: ${tabKey}` });

export interface AuntQuery {
  scope: AuntScope;
  page: number;
  pageSize: number;
  sortField?: AuntSortField;
  sortOrder: 'asc' | 'desc';
  fields?: (keyof Aunt)[];
  /** A custom tab of the company's (its rule filters the list; the handler checks it exists). */
  customTab?: string;
  filter: Omit<AuntFilter, 'tabKey' | 'createdTime' | 'updatedTime' | 'workStatus'> & {
    workStatus?: AuntWorkStatus[];
    createdTime?: DateFilter;
    updatedTime?: DateFilter;
  };
}

const L = {
  ...LIST_LABEL,
  scope: { zh: '列表范围', en: 'Scope' },
  workStatus: { zh: '工作状态', en: 'Work status' },
  serviceTypes: { zh: '服务类型', en: 'Service types' },
  ageMin: { zh: '最小年龄', en: 'Minimum age' },
  ageMax: { zh: '最大年龄', en: 'Maximum age' },
  nativePlace: { zh: '籍贯', en: 'Native place' },
  skills: { zh: '技能', en: 'Skills' },
  labels: { zh: '标签', en: 'Labels' },
  salaryMin: { zh: '最低薪资', en: 'Minimum salary' },
  salaryMax: { zh: '最高薪资', en: 'Maximum salary' },
  education: { zh: '学历', en: 'Education' },
  liveIn: { zh: '住家', en: 'Live-in' },
  teacherUserId: { zh: '归属顾问', en: 'Owner' },
  onlyFav: { zh: '只看收藏', en: 'Favourites only' },
  tabKey: { zh: '标签页', en: 'Tab' },
  fields: { zh: '返回字段', en: 'Fields' },
  updatedTime: { zh: '更新时间', en: 'Updated time' },
} as const satisfies Record<string, Msg>;

function asList(raw: unknown): unknown[] | undefined {
  // An empty list means "no filter", like an absent one.
  if (raw === undefined || raw === null || raw === '' || (Array.isArray(raw) && raw.length === 0)) return undefined;
  return Array.isArray(raw) ? raw : [raw];
}

/** A list of numbers from `allowed` (or positive integers when no set is given). */
export function numberList<T extends number>(raw: unknown, label: Msg, allowed?: readonly T[]): T[] | undefined {
  const list = asList(raw);
  if (!list) return undefined;
  return list.map((item) => {
    const value = typeof item === 'string' && item.trim() !== '' ? Number(item) : item;
    const ok = typeof value === 'number' && Number.isInteger(value) && (allowed ? allowed.includes(value as T) : value > 0);
    if (!ok) throw invalid(notValidMsg(label));
    return value as T;
  });
}

function stringList(raw: unknown, label: Msg): string[] | undefined {
  const list = asList(raw);
  if (!list) return undefined;
  if (list.some((item) => typeof item !== 'string' || item.length > 50)) throw invalid(notValidMsg(label));
  return (list as string[]).map((item) => item.trim()).filter((item) => item !== '');
}

export function readAuntQuery(body: unknown): AuntQuery {
  const scalars = validate(body, {
    scope: { type: 'enum', label: L.scope, values: AUNT_SCOPES, required: true },
    ...LIST_PAGING_RULES,
    ...sortRules(AUNT_SORT_FIELDS),
    keyword: KEYWORD_RULE,
    ageMin: { type: 'number', label: L.ageMin, integer: true, min: 0, max: 120 },
    ageMax: { type: 'number', label: L.ageMax, integer: true, min: 0, max: 120 },
    salaryMin: { type: 'number', label: L.salaryMin, min: 0 },
    salaryMax: { type: 'number', label: L.salaryMax, min: 0 },
    liveIn: { type: 'enum', label: L.liveIn, values: [0, 1, 2] },
    teacherUserId: { type: 'number', label: L.teacherUserId, integer: true, min: 0 },
    tabKey: { type: 'string', label: L.tabKey, maxLength: 50 },
  });
  const source = (typeof body === 'object' && body !== null ? body : {}) as Record<string, unknown>;
  const ordered = (min: number | undefined, max: number | undefined, minLabel: Msg, maxLabel: Msg) => {
    if (min !== undefined && max !== undefined && min > max) {
      throw invalid({ zh: `${minLabel.zh}不能大于${maxLabel.zh}`, en: `${minLabel.en} must not be greater than ${maxLabel.en}` });
    }
  };
  ordered(scalars.ageMin, scalars.ageMax, L.ageMin, L.ageMax);
  ordered(scalars.salaryMin, scalars.salaryMax, L.salaryMin, L.salaryMax);
  const onlyFav = source.onlyFav;
  if (onlyFav !== undefined && onlyFav !== null && typeof onlyFav !== 'boolean' && onlyFav !== 0 && onlyFav !== 1) {
    throw invalid(notValidMsg(L.onlyFav));
  }
  let workStatus = numberList(source.workStatus, L.workStatus, WORK_STATUS_VALUES);
  const tabKey = scalars.tabKey ?? '';
  let customTab: string | undefined;
  if (CUSTOM_TAB_KEY_RE.test(tabKey)) customTab = tabKey;
  else if (tabKey !== '' && tabKey !== TAB_ALL) {
    const status = WORK_STATUS_VALUES.find((value) => workStatusTabKey(value) === tabKey);
    if (status === undefined) throw unknownTab(tabKey);
    // A tab and a status filter that exclude each other match nothing (an empty list).
    workStatus = workStatus ? workStatus.filter((value) => value === status) : [status];
  }
  const fieldNames = stringList(source.fields, L.fields);
  return {
    scope: scalars.scope,
    page: scalars.page ?? 1,
    pageSize: scalars.pageSize ?? DEFAULT_PAGE_SIZE,
    sortField: scalars.sortField,
    sortOrder: scalars.sortOrder ?? 'desc',
    fields: fieldNames?.filter(isAuntKey),
    customTab,
    filter: {
      keyword: scalars.keyword || undefined,
      workStatus,
      serviceTypes: numberList(source.serviceTypes, L.serviceTypes),
      ageMin: scalars.ageMin,
      ageMax: scalars.ageMax,
      nativePlace: stringList(source.nativePlace, L.nativePlace),
      skills: numberList(source.skills, L.skills),
      labels: numberList(source.labels, L.labels),
      salaryMin: scalars.salaryMin,
      salaryMax: scalars.salaryMax,
      education: numberList(source.education, L.education, EDUCATION_VALUES),
      liveIn: scalars.liveIn as LiveIn | undefined,
      teacherUserId: scalars.teacherUserId,
      onlyFav: onlyFav === true || onlyFav === 1,
      createdTime: readDateFilter(source.createdTime, L.createdTime),
      updatedTime: readDateFilter(source.updatedTime, L.updatedTime),
    },
  };
}

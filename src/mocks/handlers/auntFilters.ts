/**
 * Filter values and tab counts of the aunt lists.
 * - getAuntFilterData {filterField}: the distinct values of one field over the company's
 *   (non-deleted) aunts with their counts: nativePlace (by province, most first), serviceTypes,
 *   skills, labels (every option of the settings, in their order, zero counts included),
 *   education, workStatus, liveIn, ethnicity, teacherUserId (with names; 0 = no owner).
 * - getAuntCustomTabData {scope}: the tabs the company shows (settings: built-in 'all' and one per
 *   work status, custom tabs with rules), in its order, each counted in the scope.
 */
import { auntPaths, type AuntWorkStatus } from '@/api/aunt';
import type { CustomTabCount, FilterOption } from '@/api/shared';
import { getDb, type AuntRow } from '../db';
import { matchAunts, scopePredicate } from '../rules/auntMatch';
import { AUNT_SCOPES, WORK_STATUS_VALUES } from '../rules/auntQuery';
import { auntTabTest, tabCounts } from '../rules/customTabs';
import { labelsOf, serviceTypesOf, skillItemsOf } from '../rules/companyOptions';
import { apiPost, requireSession, validate, type Lang, type Msg } from './kit';

export const FILTER_FIELDS = ['nativePlace', 'serviceTypes', 'skills', 'labels', 'education', 'workStatus', 'liveIn', 'ethnicity', 'teacherUserId'] as const;
type FilterField = (typeof FILTER_FIELDS)[number];

const WORK_STATUS_NAMES: Readonly<Record<AuntWorkStatus, Msg>> = {
  1: { zh: '找工作', en: 'Seeking work' },
  2: { zh: '面试', en: 'Interview' },
  3: { zh: '试工', en: 'Trial work' },
  4: { zh: '待签约', en: 'Awaiting signing' },
  5: { zh: '工作中', en: 'Working' },
  6: { zh: '黑名单', en: 'Blacklist' },
};
const EDUCATION_NAMES: readonly Msg[] = [
  { zh: '小学', en: 'Primary school' },
  { zh: '初中', en: 'Junior high school' },
  { zh: '高中', en: 'Senior high school' },
  { zh: '中专', en: 'Secondary vocational school' },
  { zh: '大专', en: 'Junior college' },
  { zh: '本科', en: "Bachelor's degree" },
  { zh: '本科以上', en: 'Postgraduate' },
];
const LIVE_IN_NAMES: readonly Msg[] = [
  { zh: '不住家', en: 'Not live-in' },
  { zh: '住家', en: 'Live-in' },
  { zh: '均可', en: 'Either' },
];
const NO_OWNER: Msg = { zh: '无归属', en: 'No owner' };

function countBy<K>(rows: readonly AuntRow[], keys: (row: AuntRow) => readonly K[]): Map<K, number> {
  const counts = new Map<K, number>();
  for (const row of rows) for (const key of keys(row)) counts.set(key, (counts.get(key) ?? 0) + 1);
  return counts;
}

/** Present values, most frequent first (ties by value). */
function byCount<K extends string | number>(counts: Map<K, number>, label: (key: K) => string): FilterOption[] {
  return [...counts].sort((a, b) => b[1] - a[1] || String(a[0]).localeCompare(String(b[0]))).map(([value, count]) => ({ label: label(value), value, count }));
}

function filterOptions(field: FilterField, companyId: number, lang: Lang): FilterOption[] {
  const rows = matchAunts(companyId, []);
  switch (field) {
    case 'nativePlace':
      return byCount(
        countBy(rows, (row) => (row.nativePlace ? [row.nativePlace.split(' ')[0] ?? ''] : [])),
        (value) => value,
      );
    case 'ethnicity':
      return byCount(
        countBy(rows, (row) => (row.ethnicity ? [row.ethnicity] : [])),
        (value) => value,
      );
    case 'serviceTypes': {
      const counts = countBy(rows, (row) => row.serviceTypes);
      return serviceTypesOf(companyId).map((type) => ({ label: type.serviceTypeName, value: type.serviceTypeId, count: counts.get(type.serviceTypeId) ?? 0 }));
    }
    case 'skills': {
      const counts = countBy(rows, (row) => row.skills);
      return skillItemsOf(companyId).flatMap((item) =>
        item.options.map((option) => ({ label: option.optionName, value: option.skillOptionId, count: counts.get(option.skillOptionId) ?? 0 })),
      );
    }
    case 'labels': {
      const counts = countBy(rows, (row) => row.labels);
      return labelsOf(companyId).map((label) => ({ label: label.labelName, value: label.labelOptionId, count: counts.get(label.labelOptionId) ?? 0 }));
    }
    case 'education': {
      const counts = countBy(rows, (row) => (row.education === null ? [] : [row.education]));
      return EDUCATION_NAMES.map((name, index) => ({ label: name[lang], value: index + 1, count: counts.get((index + 1) as 1) ?? 0 }));
    }
    case 'workStatus': {
      const counts = countBy(rows, (row) => [row.workStatus]);
      return WORK_STATUS_VALUES.map((status) => ({ label: WORK_STATUS_NAMES[status][lang], value: status, count: counts.get(status) ?? 0 }));
    }
    case 'liveIn': {
      const counts = countBy(rows, (row) => [row.liveIn]);
      return LIVE_IN_NAMES.map((name, value) => ({ label: name[lang], value, count: counts.get(value as 0) ?? 0 }));
    }
    case 'teacherUserId': {
      const names = new Map(
        getDb()
          .users.filter((user) => user.companyId === companyId)
          .map((user) => [user.userId, user.contact]),
      );
      return byCount(
        countBy(rows, (row) => [row.teacherUserId]),
        (value) => (value === 0 ? NO_OWNER[lang] : (names.get(value) ?? String(value))),
      );
    }
  }
}

const getAuntFilterData = apiPost(auntPaths.getAuntFilterData, (ctx) => {
  const { company } = requireSession(ctx);
  const { filterField } = validate(ctx.body, {
    filterField: { type: 'enum', label: { zh: '筛选字段', en: 'Filter field' }, values: FILTER_FIELDS, required: true },
  });
  return filterOptions(filterField, company.companyId, ctx.lang);
});

const getAuntCustomTabData = apiPost(auntPaths.getAuntCustomTabData, (ctx): CustomTabCount[] => {
  const { user, company } = requireSession(ctx);
  const { scope } = validate(ctx.body, { scope: { type: 'enum', label: { zh: '列表范围', en: 'Scope' }, values: AUNT_SCOPES, required: true } });
  const rows = matchAunts(company.companyId, [scopePredicate(scope, user.userId)]);
  const now = new Date();
  return tabCounts(company.companyId, 'aunt', rows, (tabKey) => auntTabTest(company.companyId, tabKey, now), ctx.lang);
});

export const auntFilterHandlers = [getAuntFilterData, getAuntCustomTabData];

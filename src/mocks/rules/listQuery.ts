/**
 * The pieces every list body shares (aunts, employers, orders, the recycle bin and the smaller
 * lists of employerJobs/employerFollowUps): the page size default and cap, the paging and sort
 * rules with their labels, reading a date filter (40001 naming the field and the problem) and
 * matching rows against one.
 */
import type { DateFilter } from '@/api/statistics';
import { DAY_MS, chinaDayStart } from '@/domain/chinaTime';
import { checkDateFilter, resolveDateFilter } from '@/domain/dateFilter';
import { invalid, type Msg } from '../core/errors';
import { issueMessage } from './dateFilterMessage';

export const DEFAULT_PAGE_SIZE = 20;
export const MAX_PAGE_SIZE = 200;

/** Labels of the fields every list body has. */
export const LIST_LABEL = {
  page: { zh: '页码', en: 'Page' },
  pageSize: { zh: '每页条数', en: 'Page size' },
  sortField: { zh: '排序字段', en: 'Sort field' },
  sortOrder: { zh: '排序方向', en: 'Sort order' },
  keyword: { zh: '关键词', en: 'Keyword' },
  createdTime: { zh: '创建时间', en: 'Created time' },
} as const satisfies Record<string, Msg>;

/** page (1-based) and pageSize (1 to MAX_PAGE_SIZE); the smaller lists of core/validate.ts PAGING_RULES stop at 100. */
export const LIST_PAGING_RULES = {
  page: { type: 'number', label: LIST_LABEL.page, integer: true, min: 1 },
  pageSize: { type: 'number', label: LIST_LABEL.pageSize, integer: true, min: 1, max: MAX_PAGE_SIZE },
} as const;

/** sortField (one of `fields`) and sortOrder ('asc' | 'desc'). */
export function sortRules<const F extends readonly string[]>(fields: F) {
  return {
    sortField: { type: 'enum', label: LIST_LABEL.sortField, values: fields },
    sortOrder: { type: 'enum', label: LIST_LABEL.sortOrder, values: ['asc', 'desc'] },
  } as const;
}

/** The keyword rule of the lists (at most 50 characters). */
export const KEYWORD_RULE = { type: 'string', label: LIST_LABEL.keyword, maxLength: 50 } as const;

/** A date filter of the body (absent when undefined or null), or 40001 naming the field and the problem. */
export function readDateFilter(raw: unknown, label: Msg): DateFilter | undefined {
  if (raw === undefined || raw === null) return undefined;
  const checked = checkDateFilter(raw);
  if (!checked.ok) {
    const message = issueMessage(checked.issue, raw);
    throw invalid({ zh: `${label.zh}：${message.zh}`, en: `${label.en}: ${message.en}` });
  }
  return checked.filter;
}

/** The ISO instant of China midnight starting `day` ('YYYY-MM-DD'), plus `addDays`. */
function midnightIso(day: string, addDays = 0): string {
  return new Date(chinaDayStart(day) + addDays * DAY_MS).toISOString();
}

/** Rows whose time (an ISO instant) falls in the filter's China days. Every row has its times: "is empty" matches nothing. */
export function timePredicate<Row>(filter: DateFilter, pick: (row: Row) => string, now: Date): (row: Row) => boolean {
  const range = resolveDateFilter(filter, now);
  if (range.isNull) return () => false;
  const from = range.start ? midnightIso(range.start) : null;
  const until = range.end ? midnightIso(range.end, 1) : null;
  return (row) => {
    const time = pick(row);
    return (from === null || time >= from) && (until === null || time < until);
  };
}

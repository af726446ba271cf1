/**
 * The order list on the server: reading the OrderListQuery body (40001 naming the first bad
 * field), one predicate per filter, sorting. Only orders of the session's company that are
 * not in the recycle bin are listed (orderMatch.ts).
 */
import type { OrderStatus } from '@/api/order';
import type { DateFilter } from '@/api/statistics';
import { ORDER_TABS } from '@/domain/orderCodes';
import { CUSTOM_TAB_KEY_RE } from '@/domain/customTabs';
import { invalid, type Msg } from '../core/errors';
import { validate } from '../core/validate';
import { DEFAULT_PAGE_SIZE, KEYWORD_RULE, LIST_LABEL, LIST_PAGING_RULES, readDateFilter, sortRules } from './listQuery';

export const ORDER_SORT_FIELDS = ['createdTime', 'updatedTime', 'salaryMax', 'expectedStart'] as const;
export type OrderSortField = (typeof ORDER_SORT_FIELDS)[number];
export const ORDER_STATUS_VALUES = [0, 1, 2, 3, 4, 5, 6] as const satisfies readonly OrderStatus[];
export const ORDER_TAB_KEYS = ORDER_TABS.map((tab) => tab.key);

export interface OrderQuery {
  page: number;
  pageSize: number;
  sortField: OrderSortField;
  sortOrder: 'asc' | 'desc';
  keyword?: string;
  status?: OrderStatus;
  serviceType?: number;
  employerId?: number;
  auntId?: number;
  userId?: number;
  tabKey?: (typeof ORDER_TAB_KEYS)[number];
  /** A custom tab of the company's (its rule filters the list; the handler checks it exists). */
  customTab?: string;
  createdTime?: DateFilter;
}

const L = {
  ...LIST_LABEL,
  status: { zh: '订单状态', en: 'Order status' },
  serviceType: { zh: '服务类型', en: 'Service type' },
  employerId: { zh: '客户', en: 'Employer' },
  auntId: { zh: '阿姨', en: 'Aunt' },
  userId: { zh: '归属顾问', en: 'Owner' },
  tabKey: { zh: '标签页', en: 'Tab' },
} as const satisfies Record<string, Msg>;

const ID = { type: 'number', integer: true, min: 1 } as const;

export function readOrderQuery(body: unknown): OrderQuery {
  const fields = validate(body, {
    ...LIST_PAGING_RULES,
    ...sortRules(ORDER_SORT_FIELDS),
    keyword: KEYWORD_RULE,
    status: { type: 'enum', label: L.status, values: ORDER_STATUS_VALUES },
    serviceType: { ...ID, label: L.serviceType },
    employerId: { ...ID, label: L.employerId },
    auntId: { ...ID, label: L.auntId },
    userId: { type: 'number', label: L.userId, integer: true, min: 0 },
    tabKey: { type: 'string', label: L.tabKey, maxLength: 30 },
  });
  const source = (typeof body === 'object' && body !== null ? body : {}) as Record<string, unknown>;
  const { tabKey: rawTab, ...rest } = fields;
  const builtIn = ORDER_TAB_KEYS.find((key) => key === rawTab);
  if (rawTab && !builtIn && !CUSTOM_TAB_KEY_RE.test(rawTab)) throw invalid({ zh: '没有这个标签页', en: 'Unknown tab' });
  return {
    ...rest,
    tabKey: builtIn,
    customTab: rawTab && !builtIn ? rawTab : undefined,
    keyword: fields.keyword || undefined,
    page: fields.page ?? 1,
    pageSize: fields.pageSize ?? DEFAULT_PAGE_SIZE,
    sortField: fields.sortField ?? 'createdTime',
    sortOrder: fields.sortOrder ?? 'desc',
    createdTime: readDateFilter(source.createdTime, L.createdTime),
  };
}

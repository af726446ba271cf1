/**
 * Reading orders (/order/): the list (filters, tabs: built-in and the company's custom ones, sort,
 * paging; rows carry the aunt's stage when filtered by aunt), the tab counts (the tabs the
 * company shows, in its order: rules/customTabs.ts), the detail (candidates, follow-ups, transfers,
 * history) and one order. Company-scoped; orders in the recycle bin are "not found" here.
 */
import { orderPaths, type Order } from '@/api/order';
import type { CustomTabCount } from '@/api/shared';
import { CANDIDATE_STAGE } from '@/domain/orderFlow';
import { findOrder } from '../rules/orderAccess';
import { ORDER_FIELD_LABELS } from '../rules/orderInput';
import { orderTabTest, tabCounts } from '../rules/customTabs';
import { matchOrders, orderPredicates, sortOrders } from '../rules/orderMatch';
import { readOrderQuery } from '../rules/orderQuery';
import { toOrder, toOrderDetail, viewNames } from '../rules/orderView';
import { apiPost, invalid, listResult, paginate, requireSession, validate, type Rules } from './kit';

export const ORDER_ID_RULES = {
  orderId: { type: 'number', label: ORDER_FIELD_LABELS.orderId, integer: true, min: 1, required: true },
} as const satisfies Rules;

const list = apiPost(orderPaths.list, (ctx) => {
  const { user, company } = requireSession(ctx);
  const query = readOrderQuery(ctx.body);
  const names = viewNames();
  const now = new Date();
  const predicates = orderPredicates(query, user.userId, names, now);
  if (query.customTab) {
    const inTab = orderTabTest(company.companyId, query.customTab, user.userId, now);
    if (!inTab) throw invalid({ zh: '没有这个标签页', en: 'Unknown tab' });
    predicates.push(inTab);
  }
  const rows = sortOrders(matchOrders(company.companyId, predicates), query.sortField, query.sortOrder);
  const page = paginate(rows, query);
  const list = page.list.map((row): Order => {
    const view = toOrder(row, names);
    const candidate = query.auntId === undefined ? undefined : row.candidates.find((item) => item.auntId === query.auntId);
    return candidate ? { ...view, auntStage: CANDIDATE_STAGE[candidate.state] } : view;
  });
  return listResult(list, page.total);
});

const getOrderCustomTabData = apiPost(orderPaths.getOrderCustomTabData, (ctx): CustomTabCount[] => {
  const { user, company } = requireSession(ctx);
  const { userId } = validate(ctx.body, { userId: { type: 'number', label: ORDER_FIELD_LABELS.userId, integer: true, min: 0 } });
  const rows = matchOrders(company.companyId, userId === undefined ? [] : [(row) => row.userId === userId]);
  const now = new Date();
  return tabCounts(company.companyId, 'order', rows, (tabKey) => orderTabTest(company.companyId, tabKey, user.userId, now), ctx.lang);
});

const getOrderDetail = apiPost(orderPaths.getOrderDetail, (ctx) => {
  const { company } = requireSession(ctx);
  const { orderId } = validate(ctx.body, ORDER_ID_RULES);
  return toOrderDetail(findOrder(company.companyId, orderId), viewNames());
});

const getOrder = apiPost(orderPaths.getOrder, (ctx) => {
  const { company } = requireSession(ctx);
  const { orderId } = validate(ctx.body, ORDER_ID_RULES);
  return toOrder(findOrder(company.companyId, orderId), viewNames());
});

export const orderReadHandlers = [list, getOrderCustomTabData, getOrderDetail, getOrder];

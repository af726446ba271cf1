/**
 * Orders in the recycle bin: the list (newest deletion first; keyword as the order list's),
 * restore (exactly as it was: only the deletion fields are reset) and delete for good (with its
 * follow-ups, transfers and history; aunts it had moved to 面试/试工/待签约 go back to 找工作).
 * Ownership as for any act on an order.
 */
import { recyclebinPaths } from '@/api/recyclebin';
import { orderPredicates, matchOrders } from '../rules/orderMatch';
import { actOnOrder, liveWorld } from '../rules/orderAct';
import { writeHistory } from '../rules/orderStep';
import { purgeRecycleBin, removeOrderForGood } from '../rules/recyclebinPurge';
import { toOrder, viewNames } from '../rules/orderView';
import { byDeletion, putBack, readBinQuery } from '../rules/recyclebinQuery';
import { apiPost, apiWrite, listResult, paginate, requireSession, validate } from './kit';
import { ORDER_ID_RULES } from './orderRead';

const getOrders = apiPost(recyclebinPaths.getOrders, (ctx) => {
  const { user, company } = requireSession(ctx);
  const query = readBinQuery(ctx.body);
  purgeRecycleBin(Date.now(), company.companyId);
  const names = viewNames();
  const predicates = orderPredicates({ keyword: query.keyword }, user.userId, names, new Date());
  if (query.deletedBy !== undefined) predicates.push((row) => row.deletedBy === query.deletedBy);
  const rows = matchOrders(company.companyId, predicates, 1).sort(byDeletion((row) => row.orderId));
  const page = paginate(rows, query);
  return listResult(
    page.list.map((row) => toOrder(row, names)),
    page.total,
  );
});

const restoreOrder = apiWrite(recyclebinPaths.restoreOrder, (ctx) => {
  const { orderId } = validate(ctx.body, ORDER_ID_RULES);
  const { user, order } = actOnOrder(ctx, orderId, 1);
  putBack(order);
  writeHistory(liveWorld(user), order, { action: 'restore', auntId: null, result: null, detail: '' });
  return null;
});

const delOrder = apiWrite(recyclebinPaths.delOrder, (ctx) => {
  const { orderId } = validate(ctx.body, ORDER_ID_RULES);
  const { user, order } = actOnOrder(ctx, orderId, 1);
  removeOrderForGood(order, liveWorld(user));
  return null;
});

export const recyclebinOrderHandlers = [getOrders, restoreOrder, delOrder];

/**
 * Steps on the order alone while it is open or signed: follow-up notes and transfers to another
 * enabled staff member (recorded with the reason; the order's owner changes).
 */
import { orderPaths, type OrderFollowUp, type OrderTransfer } from '@/api/order';
import { EMPLOYER_LIMITS } from '@/domain/employerCodes';
import { getDb, nextId } from '../db';
import { actOnOrder, liveWorld, runStep } from '../rules/orderAct';
import { toFollowUp, toTransfer, viewNames } from '../rules/orderView';
import { apiWrite, invalid, validate } from './kit';
import { ORDER_ID_RULES } from './orderRead';

const createFollowUp = apiWrite(orderPaths.createFollowUp, (ctx): OrderFollowUp => {
  const { orderId, content } = validate(ctx.body, {
    ...ORDER_ID_RULES,
    content: { type: 'string', label: { zh: '跟进内容', en: 'Follow-up' }, required: true, maxLength: EMPLOYER_LIMITS.followUpMax },
  });
  const { user, company, order } = actOnOrder(ctx, orderId);
  const world = liveWorld(user);
  runStep(world, order, null, 'createFollowUp', { content }, { result: null, detail: content });
  const row = { followUpId: nextId('orderFollowUps'), companyId: company.companyId, orderId, userId: user.userId, content, createdTime: world.time };
  getDb().orderFollowUps.push(row);
  return toFollowUp(row, viewNames());
});

const addOrderTransfer = apiWrite(orderPaths.addOrderTransfer, (ctx): OrderTransfer => {
  const { orderId, toUserId, reason } = validate(ctx.body, {
    ...ORDER_ID_RULES,
    toUserId: { type: 'number', label: { zh: '接收顾问', en: 'Receiving staff member' }, integer: true, min: 1, required: true },
    reason: { type: 'string', label: { zh: '转交原因', en: 'Reason' }, required: true, maxLength: EMPLOYER_LIMITS.transferReasonMax },
  });
  const { user, company, order } = actOnOrder(ctx, orderId);
  const target = getDb().users.find((row) => row.userId === toUserId && row.companyId === company.companyId && row.isEnabled === 1);
  if (!target) throw invalid({ zh: '接收顾问不存在或已停用', en: 'The receiving staff member does not exist or is disabled' });
  const world = liveWorld(user);
  const fromUserId = order.userId;
  runStep(world, order, null, 'addOrderTransfer', { toUserId }, { result: null, detail: reason, fromUserId, toUserId });
  const row = {
    transferId: nextId('orderTransfers'),
    companyId: company.companyId,
    orderId,
    fromUserId,
    toUserId,
    reason,
    operatorId: user.userId,
    createdTime: world.time,
  };
  getDb().orderTransfers.push(row);
  return toTransfer(row, viewNames());
});

export const orderNoteHandlers = [createFollowUp, addOrderTransfer];

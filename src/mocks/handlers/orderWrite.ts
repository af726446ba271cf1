/**
 * Creating and editing orders: create (for an employer the user may act on, optionally from one
 * of his jobs, whose fields fill what the body leaves out), setOrder (the order's own fields;
 * `isDeleted: 1` moves it into the recycle bin). Every field is checked before anything is stored.
 */
import { orderPaths } from '@/api/order';
import { DELETABLE_ORDER_STATUSES } from '@/domain/orderCodes';
import { orderStatusOf } from '@/domain/orderFlow';
import { getDb } from '../db';
import { accessOf } from '../rules/auntAccess';
import { readOwner } from '../rules/auntInput';
import { findLiveEmployer, mayActOnEmployer, requireOrderAct } from '../rules/orderAccess';
import { actOnOrder, liveWorld } from '../rules/orderAct';
import { storedEmployerAddress, withStoredPersonal } from '../rules/personalWrite';
import { ORDER_FIELD_LABELS as L, changedOrderFields, checkOrderFields, readOrderPatch } from '../rules/orderInput';
import { fieldsOf, insertOrder, orderFieldsFor } from '../rules/orderRecord';
import { writeHistory } from '../rules/orderStep';
import { flowConflict } from '../rules/orderText';
import { toOrder, viewNames } from '../rules/orderView';
import { apiWrite, forbidden, invalid, requireSession, validate } from './kit';
import { ORDER_ID_RULES } from './orderRead';
import { customValuesAfterWrite } from '../rules/customForms';

/** An order keeps at most 500 characters in a custom value (as in rules/orderInput.ts). */
const ORDER_CUSTOM_TEXT = 500;

const create = apiWrite(orderPaths.create, (ctx) => {
  const { user, company } = requireSession(ctx);
  const ids = validate(ctx.body, {
    employerId: { type: 'number', label: L.employerId, integer: true, min: 1, required: true },
    jobId: { type: 'number', label: L.jobId, integer: true, min: 1 },
    userId: { type: 'number', label: L.userId, integer: true, min: 0 },
  });
  const patch = readOrderPatch(ctx.body);
  const employer = findLiveEmployer(company.companyId, ids.employerId);
  const access = accessOf(user);
  if (!mayActOnEmployer(access, employer)) throw forbidden();
  let job = null;
  if (ids.jobId !== undefined) {
    job = getDb().jobs.find((row) => row.jobId === ids.jobId && row.companyId === company.companyId && row.employerId === employer.employerId) ?? null;
    if (!job) throw invalid({ zh: '职位不存在或不属于该客户', en: 'The job does not exist or is not this employer’s' });
  }
  const userId = readOwner(ids.userId ?? user.userId, company.companyId);
  // Creating an order for a colleague needs the permission for his orders.
  requireOrderAct(access, { userId });
  // The address prefilled from the employer (or the job) comes back masked as the form showed it: the stored one.
  if (patch.address !== undefined) patch.address = storedEmployerAddress(storedEmployerAddress(patch.address, employer), job ?? employer);
  const fields = orderFieldsFor(employer, job, patch);
  fields.customFields = customValuesAfterWrite(company.companyId, 'order', {}, patch.customFields, ORDER_CUSTOM_TEXT);
  checkOrderFields(fields, company.companyId);
  const row = insertOrder(getDb(), { employer, job, fields, userId, createdTime: new Date().toISOString() }, { userId: user.userId, contact: user.contact });
  return toOrder(row, viewNames());
});

const setOrder = apiWrite(orderPaths.setOrder, (ctx) => {
  const { orderId, isDeleted } = validate(ctx.body, {
    ...ORDER_ID_RULES,
    isDeleted: { type: 'enum', label: { zh: '删除', en: 'Deleted' }, values: [0, 1] },
  });
  const { user, company, order } = actOnOrder(ctx, orderId);
  // The address sent back as the form showed it (masked): the stored one.
  const patch = readOrderPatch(withStoredPersonal(ctx.body, order, { address: 'address' }));
  const world = liveWorld(user);
  if (isDeleted === 1) {
    if (order.phase === 'signed') throw flowConflict('deleteSigned');
    if (!DELETABLE_ORDER_STATUSES.includes(orderStatusOf(order))) throw flowConflict('deleteInProgress');
    // Into the bin as it is: only the deletion fields change, so a restore gives it back exactly.
    order.isDeleted = 1;
    order.deletedTime = world.time;
    order.deletedBy = user.userId;
    writeHistory(world, order, { action: 'delete', auntId: null, result: null, detail: '' });
    return toOrder(order, viewNames());
  }
  if (order.phase === 'cancelled') throw flowConflict('orderCancelled');
  if (order.phase === 'finished') throw flowConflict('orderFinished');
  const before = fieldsOf(order);
  const after = { ...before, ...Object.fromEntries(Object.entries(patch).filter(([, value]) => value !== undefined)) };
  after.customFields = customValuesAfterWrite(company.companyId, 'order', before.customFields, patch.customFields, ORDER_CUSTOM_TEXT);
  checkOrderFields(after, company.companyId, before);
  const changed = changedOrderFields(before, after);
  if (changed.length > 0) {
    Object.assign(order, after, { updatedTime: world.time });
    writeHistory(world, order, { action: 'setOrder', auntId: null, result: null, detail: changed.join(',') });
  }
  return toOrder(order, viewNames());
});

export const orderWriteHandlers = [create, setOrder];

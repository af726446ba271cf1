/**
 * The steps that close a recruitment: signing (stores the contract on the order and marks the
 * employer 已签约), the signed aunt going out (finishes the order), cancelling. Same order of
 * checks as orderFlow.ts: body (40001), order (40401), ownership (40301), graph (40901).
 */
import { orderPaths } from '@/api/order';
import { isDay } from '@/domain/dateFilter';
import { EMPLOYER_LIMITS } from '@/domain/employerCodes';
import { getDb } from '../db';
import { actOnOrder, liveWorld, runStep } from '../rules/orderAct';
import { toOrder, viewNames } from '../rules/orderView';
import { apiWrite, invalid, validate, type Msg } from './kit';
import { AUNT_RULES } from './orderFlow';
import { ORDER_ID_RULES } from './orderRead';

const SIGNED_EMPLOYER_STATUS = 3;

function day(value: string, label: Msg): string {
  if (!isDay(value)) throw invalid({ zh: `${label.zh}格式不正确`, en: `${label.en} is not valid` });
  return value;
}

const START = { zh: '合同开始日期', en: 'Contract start' };
const END = { zh: '合同结束日期', en: 'Contract end' };
const OUTGOING = { zh: '下户日期', en: 'Outgoing date' };

const signComplete = apiWrite(orderPaths.signComplete, (ctx) => {
  const body = validate(ctx.body, {
    ...AUNT_RULES,
    contractStart: { type: 'string', label: START, required: true },
    contractEnd: { type: 'string', label: END, required: true },
    salary: { type: 'number', yuan: true, label: { zh: '签约月薪', en: 'Agreed salary' }, required: true, min: 0, max: EMPLOYER_LIMITS.salaryMax },
  });
  const contractStart = day(body.contractStart, START);
  const contractEnd = day(body.contractEnd, END);
  if (contractEnd <= contractStart) throw invalid({ zh: '合同结束日期必须晚于开始日期', en: 'The contract must end after it starts' });
  if (body.salary <= 0) throw invalid({ zh: '签约月薪必须大于0', en: 'The agreed salary must be greater than 0' });
  const { user, company, order } = actOnOrder(ctx, body.orderId);
  const world = liveWorld(user);
  runStep(world, order, body.auntId, 'signComplete', {}, { result: null, detail: '', contractStart, contractEnd, salary: body.salary });
  const candidate = order.candidates.find((item) => item.auntId === body.auntId);
  Object.assign(order, {
    contractStart,
    contractEnd,
    signedSalary: body.salary,
    auntId: body.auntId,
    auntName: world.auntById(body.auntId)?.auntName ?? candidate?.auntName ?? '',
  });
  const employer = getDb().employers.find((row) => row.employerId === order.employerId && row.companyId === company.companyId);
  if (employer && employer.status !== SIGNED_EMPLOYER_STATUS) {
    employer.status = SIGNED_EMPLOYER_STATUS;
    employer.updatedTime = world.time;
  }
  return toOrder(order, viewNames());
});

const setAuntOutgoing = apiWrite(orderPaths.setAuntOutgoing, (ctx) => {
  const body = validate(ctx.body, {
    ...AUNT_RULES,
    outgoingDate: { type: 'string', label: OUTGOING, required: true },
    reason: { type: 'string', label: { zh: '下户原因', en: 'Reason' }, maxLength: EMPLOYER_LIMITS.transferReasonMax },
  });
  const outgoingDate = day(body.outgoingDate, OUTGOING);
  const { user, order } = actOnOrder(ctx, body.orderId);
  if (order.contractStart !== null && outgoingDate < order.contractStart) {
    throw invalid({ zh: '下户日期不能早于合同开始日期', en: 'The outgoing date must not be before the contract start' });
  }
  runStep(liveWorld(user), order, body.auntId, 'setAuntOutgoing', {}, { result: null, detail: body.reason ?? '', outgoingDate });
  order.outgoingDate = outgoingDate;
  return toOrder(order, viewNames());
});

const cancelOrderHandle = apiWrite(orderPaths.cancelOrderHandle, (ctx) => {
  const { orderId, reason } = validate(ctx.body, {
    ...ORDER_ID_RULES,
    reason: { type: 'string', label: { zh: '取消原因', en: 'Reason' }, required: true, maxLength: EMPLOYER_LIMITS.transferReasonMax },
  });
  const { user, order } = actOnOrder(ctx, orderId);
  runStep(liveWorld(user), order, null, 'cancelOrderHandle', { reason }, { result: null, detail: reason });
  order.cancelReason = reason;
  return toOrder(order, viewNames());
});

export const orderCloseHandlers = [signComplete, setAuntOutgoing, cancelOrderHandle];

/**
 * The candidate steps before signing: recommend aunts (all or nothing), appoint an interview,
 * interview result, trial-work result. Bodies are checked first (40001 naming the field), then
 * the order (40401) and the ownership permission (40301), then the graph (40901, nothing changed).
 */
import { orderPaths } from '@/api/order';
import { isMasked } from '@/domain/personalData';
import type { OrderRow } from '../db';
import { findAunt } from '../rules/auntAccess';
import { actOnOrder, liveWorld, runStep } from '../rules/orderAct';
import { tryStep } from '../rules/orderStep';
import { flowConflict } from '../rules/orderText';
import { toOrder, viewNames } from '../rules/orderView';
import { withStoredPersonal } from '../rules/personalWrite';
import { apiWrite, invalid, validate, type Rules } from './kit';
import { ORDER_ID_RULES } from './orderRead';

export const MAX_RECOMMEND = 20;
export const AUNT_RULES = {
  ...ORDER_ID_RULES,
  auntId: { type: 'number', label: { zh: '阿姨', en: 'Aunt' }, integer: true, min: 1, required: true },
} as const satisfies Rules;
const RESULT_RULES = {
  ...AUNT_RULES,
  result: { type: 'enum', label: { zh: '结果', en: 'Result' }, values: [0, 1], required: true },
  remarks: { type: 'string', label: { zh: '备注', en: 'Remarks' }, maxLength: 200 },
} as const satisfies Rules;

const ISO_TIME = /^\d{4}-\d{2}-\d{2}T\d{2}:\d{2}(:\d{2}(\.\d+)?)?(Z|[+-]\d{2}:?\d{2})?$/;

const recommendAunt = apiWrite(orderPaths.recommendAunt, (ctx) => {
  const { orderId, auntIds } = validate(ctx.body, { ...ORDER_ID_RULES, auntIds: { type: 'ids', label: { zh: '阿姨', en: 'Aunts' }, required: true } });
  if (auntIds.length > MAX_RECOMMEND) throw invalid({ zh: `一次最多推荐${MAX_RECOMMEND}位阿姨`, en: `At most ${MAX_RECOMMEND} aunts at a time` });
  if (new Set(auntIds).size !== auntIds.length) throw invalid({ zh: '推荐的阿姨有重复', en: 'An aunt is listed twice' });
  const { user, company, order } = actOnOrder(ctx, orderId);
  const aunts = auntIds.map((auntId) => findAunt(company.companyId, auntId));
  // A dry run first: one refusal and nobody is added.
  let draft: OrderRow = order;
  for (const aunt of aunts) {
    const outcome = tryStep(draft, aunt.auntId, 'recommendAunt', { auntWorkStatus: aunt.workStatus });
    if (!outcome.ok) throw flowConflict(outcome.reason, { about: aunt.auntName });
    draft = outcome.order;
  }
  const world = liveWorld(user);
  for (const aunt of aunts) {
    runStep(world, order, aunt.auntId, 'recommendAunt', { auntWorkStatus: aunt.workStatus }, { result: null, detail: '' });
  }
  return toOrder(order, viewNames());
});

const appointmentInterview = apiWrite(orderPaths.appointmentInterview, (ctx) => {
  const body = validate(ctx.body, {
    ...AUNT_RULES,
    interviewTime: { type: 'string', label: { zh: '面试时间', en: 'Interview time' }, required: true, pattern: ISO_TIME },
    address: { type: 'string', label: { zh: '面试地点', en: 'Interview place' }, maxLength: 100 },
  });
  const time = Date.parse(body.interviewTime);
  if (Number.isNaN(time)) throw invalid({ zh: '面试时间格式不正确', en: 'Interview time is not valid' });
  const interviewTime = new Date(time).toISOString();
  const { user, order } = actOnOrder(ctx, body.orderId);
  // The candidate's place sent back as read (masked) keeps it; any other masked text is no place: it would store the stars.
  const stored = order.candidates.find((candidate) => candidate.auntId === body.auntId)?.interviewAddress ?? '';
  const { address: sent } = withStoredPersonal({ address: body.address }, { address: stored }, { address: 'place' }) as { address?: string };
  if (sent && isMasked(sent))
    throw invalid({ zh: '面试地点不能是隐藏的地址，请填写地点', en: 'The interview place cannot be a masked address: type the place' });
  const address = sent || undefined;
  runStep(liveWorld(user), order, body.auntId, 'appointmentInterview', { interviewTime, address }, { result: null, detail: address ?? '', interviewTime });
  return toOrder(order, viewNames());
});

const setInterviewResult = apiWrite(orderPaths.setInterviewResult, (ctx) => {
  const body = validate(ctx.body, RESULT_RULES);
  const { user, order } = actOnOrder(ctx, body.orderId);
  runStep(liveWorld(user), order, body.auntId, 'setInterviewResult', { result: body.result }, { result: body.result, detail: body.remarks ?? '' });
  return toOrder(order, viewNames());
});

const setPolitResult = apiWrite(orderPaths.setPolitResult, (ctx) => {
  const body = validate(ctx.body, RESULT_RULES);
  const { user, order } = actOnOrder(ctx, body.orderId);
  runStep(liveWorld(user), order, body.auntId, 'setPolitResult', { result: body.result }, { result: body.result, detail: body.remarks ?? '' });
  return toOrder(order, viewNames());
});

export const orderFlowHandlers = [recommendAunt, appointmentInterview, setInterviewResult, setPolitResult];

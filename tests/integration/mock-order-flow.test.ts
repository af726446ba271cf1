/**
 * The order flow through the real client: the whole journey with the aunts' work statuses
 * following the order, and every illegal step answered with 40901 while nothing changes.
 */
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import * as api from '@/api/order';
import { getAunt, getAuntLog } from '@/api/aunt';
import { removeToken, setToken } from '@/auth/token';
import { i18n } from '@/i18n';
import { ADMIN_ACCOUNT, getDb } from '@/mocks/db';
import { tokenFor, withFreshMockDb } from '@/mocks/testing';
import { auntWithStatus, freeAunts, newOrder, orderState } from './mock-order-helpers';
import { failure, silent, userIdOf } from './mock-helpers';

withFreshMockDb();
beforeEach(async () => {
  await i18n.changeLanguage('zh');
  setToken(tokenFor(ADMIN_ACCOUNT));
});
afterEach(() => removeToken());

const statusOf = async (auntId: number) => (await getAunt({ auntId }, silent)).workStatus;
const stages = async (orderId: number) => Object.fromEntries((await api.getOrderDetail({ orderId }, silent)).aunts.map((aunt) => [aunt.auntId, aunt.stage]));
const INTERVIEW = '2026-12-01T02:00:00.000Z';

describe('the order journey', () => {
  it('recommends, fails one at interview, signs another, then she goes out; statuses follow the order', async () => {
    const [failed, winner, withdrawn] = freeAunts(3);
    const order = await newOrder({ expectedStart: '2026-12-01' });
    expect([order.status, order.candidateCount, order.userId, order.orderNo]).toEqual([
      0,
      0,
      userIdOf(ADMIN_ACCOUNT.mobile),
      expect.stringMatching(/^DD\d{12}$/),
    ]);

    const recommended = await api.recommendAunt({ orderId: order.orderId, auntIds: [failed!.auntId, winner!.auntId] }, silent);
    expect([recommended.status, recommended.candidateCount]).toEqual([1, 2]);
    expect(await statusOf(failed!.auntId)).toBe(1);

    const scheduled = await api.appointmentInterview(
      { orderId: order.orderId, auntId: failed!.auntId, interviewTime: INTERVIEW, address: '门店面试室' },
      silent,
    );
    expect([scheduled.status, await statusOf(failed!.auntId)]).toEqual([2, 2]);
    const detail = await api.getOrderDetail({ orderId: order.orderId }, silent);
    expect(detail.aunts.find((aunt) => aunt.auntId === failed!.auntId)).toMatchObject({
      stage: 1,
      interviewTime: INTERVIEW,
      interviewAddress: '门店面试室',
      workStatus: 2,
    });

    const afterFail = await api.setInterviewResult({ orderId: order.orderId, auntId: failed!.auntId, result: 0, remarks: '经验不足' }, silent);
    expect([afterFail.status, await statusOf(failed!.auntId)]).toEqual([1, 1]);

    await api.recommendAunt({ orderId: order.orderId, auntIds: [withdrawn!.auntId] }, silent);
    await api.appointmentInterview({ orderId: order.orderId, auntId: withdrawn!.auntId, interviewTime: INTERVIEW }, silent);
    await api.appointmentInterview({ orderId: order.orderId, auntId: winner!.auntId, interviewTime: INTERVIEW }, silent);
    const onTrial = await api.setInterviewResult({ orderId: order.orderId, auntId: winner!.auntId, result: 1 }, silent);
    expect([onTrial.status, await statusOf(winner!.auntId)]).toEqual([3, 3]);
    await api.setPolitResult({ orderId: order.orderId, auntId: winner!.auntId, result: 1 }, silent);
    expect(await statusOf(winner!.auntId)).toBe(4);
    expect(await statusOf(withdrawn!.auntId)).toBe(2);

    const signed = await api.signComplete(
      { orderId: order.orderId, auntId: winner!.auntId, contractStart: '2026-12-01', contractEnd: '2027-11-30', salary: 7500 },
      silent,
    );
    expect(signed).toMatchObject({
      status: 4,
      auntId: winner!.auntId,
      auntName: winner!.auntName,
      contractStart: '2026-12-01',
      contractEnd: '2027-11-30',
      signedSalary: 7500,
    });
    expect([await statusOf(winner!.auntId), await statusOf(withdrawn!.auntId), await statusOf(failed!.auntId)]).toEqual([5, 1, 1]);
    expect(await stages(order.orderId)).toEqual({ [failed!.auntId]: 3, [winner!.auntId]: 6, [withdrawn!.auntId]: 8 });
    expect(getDb().employers.find((row) => row.employerId === order.employerId)?.status).toBe(3);

    const finished = await api.setAuntOutgoing({ orderId: order.orderId, auntId: winner!.auntId, outgoingDate: '2027-03-01', reason: '合同提前结束' }, silent);
    expect([finished.status, finished.outgoingDate, await statusOf(winner!.auntId)]).toEqual([5, '2027-03-01', 1]);
    expect((await stages(order.orderId))[winner!.auntId]).toBe(7);

    const history = (await api.getOrderDetail({ orderId: order.orderId }, silent)).history;
    expect(history.map((row) => row.action).reverse()).toEqual([
      'create',
      'recommendAunt',
      'recommendAunt',
      'appointmentInterview',
      'setInterviewResult',
      'recommendAunt',
      'appointmentInterview',
      'appointmentInterview',
      'setInterviewResult',
      'setPolitResult',
      'signComplete',
      'setAuntOutgoing',
    ]);
    // `detail` holds only what the user typed; dates, times and amounts are their own fields.
    expect(history[0]).toMatchObject({
      auntId: winner!.auntId,
      auntName: winner!.auntName,
      contact: '王经理',
      detail: '合同提前结束',
      outgoingDate: '2027-03-01',
    });
    expect(history[1]).toMatchObject({ action: 'signComplete', detail: '', contractStart: '2026-12-01', contractEnd: '2027-11-30', salary: 7500 });
    expect(history.find((row) => row.action === 'setInterviewResult' && row.auntId === failed!.auntId)).toMatchObject({ result: 0, detail: '经验不足' });
    expect(history.find((row) => row.action === 'appointmentInterview' && row.auntId === failed!.auntId)).toMatchObject({
      detail: '门店面试室',
      interviewTime: INTERVIEW,
    });
    expect(history.find((row) => row.action === 'appointmentInterview' && row.auntId === winner!.auntId)).toMatchObject({
      detail: '',
      interviewTime: INTERVIEW,
    });
    expect(history.filter((row) => row.action === 'recommendAunt').map((row) => row.detail)).toEqual(['', '', '']);
    // Facts belong to their step only.
    expect(history.find((row) => row.action === 'setPolitResult')).not.toHaveProperty('interviewTime');
    const log = await getAuntLog({ auntId: winner!.auntId, pageSize: 20 }, silent);
    expect(log.list.filter((row) => row.action === 'order').map((row) => row.content.split(';')[0])).toEqual([
      'workStatus 5 -> 1',
      'workStatus 4 -> 5',
      'workStatus 3 -> 4',
      'workStatus 2 -> 3',
      'workStatus 1 -> 2',
    ]);
  });

  it('cancels with a reason: active candidates are withdrawn and back to 找工作', async () => {
    const [aunt] = freeAunts(1);
    const order = await newOrder();
    await api.recommendAunt({ orderId: order.orderId, auntIds: [aunt!.auntId] }, silent);
    await api.appointmentInterview({ orderId: order.orderId, auntId: aunt!.auntId, interviewTime: INTERVIEW }, silent);
    const cancelled = await api.cancelOrderHandle({ orderId: order.orderId, reason: '客户暂缓需求' }, silent);
    expect([cancelled.status, cancelled.cancelReason, await statusOf(aunt!.auntId)]).toEqual([6, '客户暂缓需求', 1]);
    expect((await stages(order.orderId))[aunt!.auntId]).toBe(8);
    expect((await api.getOrderDetail({ orderId: order.orderId }, silent)).history[0]).toMatchObject({ action: 'cancelOrderHandle', detail: '客户暂缓需求' });
  });

  it('records follow-ups and transfers with names, newest first', async () => {
    const order = await newOrder();
    const note = await api.createFollowUp({ orderId: order.orderId, content: '客户希望下周面试' }, silent);
    expect(note).toMatchObject({ orderId: order.orderId, content: '客户希望下周面试', contact: '王经理' });
    const to = userIdOf('13800000003');
    const moved = await api.addOrderTransfer({ orderId: order.orderId, toUserId: to, reason: '按区域分配' }, silent);
    expect(moved).toMatchObject({ fromUserName: '王经理', toUserName: '张顾问', reason: '按区域分配', operatorId: userIdOf(ADMIN_ACCOUNT.mobile) });
    const detail = await api.getOrderDetail({ orderId: order.orderId }, silent);
    expect([detail.userId, detail.userName, detail.followUps.length, detail.transfers[0]?.toUserName]).toEqual([to, '张顾问', 1, '张顾问']);
    expect(detail.history.slice(0, 2)).toMatchObject([
      {
        action: 'addOrderTransfer',
        detail: '按区域分配',
        fromUserId: userIdOf(ADMIN_ACCOUNT.mobile),
        toUserId: to,
        fromUserName: '王经理',
        toUserName: '张顾问',
      },
      { action: 'createFollowUp', detail: '客户希望下周面试' },
    ]);
  });
});

describe('illegal steps', () => {
  /** Runs a refused call: 40901 with the message, and the database, the order's detail and the aunts exactly as before. */
  async function refused(call: () => Promise<unknown>, message: string, orderId: number, auntIds: number[]) {
    const before = orderState();
    const detail = await api.getOrderDetail({ orderId }, silent);
    const aunts = await Promise.all(auntIds.map((auntId) => getAunt({ auntId }, silent)));
    const error = await failure(call());
    expect([error.code, error.serverMessage]).toEqual([40901, message]);
    expect(await api.getOrderDetail({ orderId }, silent)).toEqual(detail);
    expect(await Promise.all(auntIds.map((auntId) => getAunt({ auntId }, silent)))).toEqual(aunts);
    expect(orderState()).toBe(before);
  }

  it('refuses steps out of order on an open order', async () => {
    const [aunt, stranger, other] = freeAunts(3);
    const order = await newOrder();
    const id = order.orderId;
    await api.recommendAunt({ orderId: id, auntIds: [aunt!.auntId] }, silent);
    const ids = [aunt!.auntId, stranger!.auntId];
    await refused(() => api.setInterviewResult({ orderId: id, auntId: aunt!.auntId, result: 1 }, silent), '该阿姨当前所处的环节不允许此操作', id, ids);
    await refused(() => api.setPolitResult({ orderId: id, auntId: aunt!.auntId, result: 1 }, silent), '该阿姨当前所处的环节不允许此操作', id, ids);
    await refused(
      () => api.signComplete({ orderId: id, auntId: aunt!.auntId, contractStart: '2026-12-01', contractEnd: '2027-12-01', salary: 7000 }, silent),
      '该阿姨当前所处的环节不允许此操作',
      id,
      ids,
    );
    await refused(
      () => api.setAuntOutgoing({ orderId: id, auntId: aunt!.auntId, outgoingDate: '2027-01-01' }, silent),
      '订单尚未签约，不能进行此操作',
      id,
      ids,
    );
    await refused(
      () => api.appointmentInterview({ orderId: id, auntId: stranger!.auntId, interviewTime: INTERVIEW }, silent),
      '该阿姨不是此订单的候选人',
      id,
      ids,
    );
    await refused(() => api.addOrderTransfer({ orderId: id, toUserId: order.userId, reason: '重复' }, silent), '订单已归属该员工', id, ids);
    // All or nothing: the free aunt is not added when another one is refused; the message names her.
    const blacklisted = auntWithStatus(6);
    const working = auntWithStatus(5);
    await refused(
      () => api.recommendAunt({ orderId: id, auntIds: [other!.auntId, blacklisted.auntId] }, silent),
      `${blacklisted.auntName}：该阿姨在黑名单中，不能推荐或安排`,
      id,
      [other!.auntId],
    );
    await refused(
      () => api.recommendAunt({ orderId: id, auntIds: [working.auntId] }, silent),
      `${working.auntName}：该阿姨正在工作中，不能推荐或安排`,
      id,
      ids,
    );
    await refused(() => api.recommendAunt({ orderId: id, auntIds: [aunt!.auntId] }, silent), `${aunt!.auntName}：该阿姨已在此订单中`, id, ids);
  });

  it('refuses every step on cancelled, signed and finished orders as the graph says', async () => {
    const [aunt, spare] = freeAunts(2);
    const cancelled = await newOrder();
    await api.cancelOrderHandle({ orderId: cancelled.orderId, reason: '不需要了' }, silent);
    const closed = '订单已取消，不能再进行此操作';
    await refused(
      () => api.recommendAunt({ orderId: cancelled.orderId, auntIds: [spare!.auntId] }, silent),
      `${spare!.auntName}：${closed}`,
      cancelled.orderId,
      [spare!.auntId],
    );
    await refused(() => api.createFollowUp({ orderId: cancelled.orderId, content: '再问问' }, silent), closed, cancelled.orderId, []);
    await refused(() => api.cancelOrderHandle({ orderId: cancelled.orderId, reason: '再取消' }, silent), closed, cancelled.orderId, []);
    await refused(() => api.setOrder({ orderId: cancelled.orderId, salaryMax: 9000 }, silent), closed, cancelled.orderId, []);

    const order = await newOrder();
    const id = order.orderId;
    await api.recommendAunt({ orderId: id, auntIds: [aunt!.auntId] }, silent);
    await api.appointmentInterview({ orderId: id, auntId: aunt!.auntId, interviewTime: INTERVIEW }, silent);
    await api.setInterviewResult({ orderId: id, auntId: aunt!.auntId, result: 1 }, silent);
    await api.setPolitResult({ orderId: id, auntId: aunt!.auntId, result: 1 }, silent);
    await api.signComplete({ orderId: id, auntId: aunt!.auntId, contractStart: '2026-12-01', contractEnd: '2027-12-01', salary: 7000 }, silent);
    const signed = '订单已签约，不能再进行此操作';
    await refused(() => api.cancelOrderHandle({ orderId: id, reason: '取消' }, silent), signed, id, [aunt!.auntId]);
    await refused(() => api.recommendAunt({ orderId: id, auntIds: [spare!.auntId] }, silent), `${spare!.auntName}：${signed}`, id, [
      aunt!.auntId,
      spare!.auntId,
    ]);
    await refused(() => api.setOrder({ orderId: id, isDeleted: 1 }, silent), '订单已签约，阿姨在岗期间不能删除订单', id, [aunt!.auntId]);

    await api.setAuntOutgoing({ orderId: id, auntId: aunt!.auntId, outgoingDate: '2027-01-01' }, silent);
    const finished = '订单已完成（阿姨已下户），不能再进行此操作';
    await refused(() => api.createFollowUp({ orderId: id, content: '回访' }, silent), finished, id, [aunt!.auntId]);
    await refused(() => api.setAuntOutgoing({ orderId: id, auntId: aunt!.auntId, outgoingDate: '2027-01-02' }, silent), finished, id, [aunt!.auntId]);
  });

  it('does not move an aunt forward who now works on another order, and answers in English when asked', async () => {
    const [aunt] = freeAunts(1);
    const first = await newOrder();
    const second = await newOrder();
    for (const order of [first, second]) await api.recommendAunt({ orderId: order.orderId, auntIds: [aunt!.auntId] }, silent);
    await api.appointmentInterview({ orderId: second.orderId, auntId: aunt!.auntId, interviewTime: INTERVIEW }, silent);
    await api.setInterviewResult({ orderId: second.orderId, auntId: aunt!.auntId, result: 1 }, silent);
    await api.setPolitResult({ orderId: second.orderId, auntId: aunt!.auntId, result: 1 }, silent);
    await api.signComplete({ orderId: second.orderId, auntId: aunt!.auntId, contractStart: '2026-12-01', contractEnd: '2027-12-01', salary: 7000 }, silent);
    await refused(
      () => api.appointmentInterview({ orderId: first.orderId, auntId: aunt!.auntId, interviewTime: INTERVIEW }, silent),
      `${aunt!.auntName}：该阿姨正在工作中，不能推荐或安排`,
      first.orderId,
      [aunt!.auntId],
    );
    await i18n.changeLanguage('en');
    const error = await failure(api.cancelOrderHandle({ orderId: second.orderId, reason: 'x' }, silent));
    expect([error.code, error.serverMessage]).toEqual([40901, 'The order is already signed: this step is no longer possible']);
  });
});

describe('step bodies', () => {
  it('refuses a bad body with 40001 naming the field and stores nothing', async () => {
    const [aunt] = freeAunts(1);
    const order = await newOrder();
    const id = order.orderId;
    await api.recommendAunt({ orderId: id, auntIds: [aunt!.auntId] }, silent);
    const auntId = aunt!.auntId;
    const before = orderState();
    const many = Array.from({ length: 21 }, (_, index) => index + 1);
    const cases: [() => Promise<unknown>, string][] = [
      [() => api.recommendAunt({ orderId: id, auntIds: [] }, silent), '请填写阿姨'],
      [() => api.recommendAunt({ orderId: id, auntIds: many }, silent), '一次最多推荐20位阿姨'],
      [() => api.recommendAunt({ orderId: id, auntIds: [auntId, auntId] }, silent), '推荐的阿姨有重复'],
      [() => api.appointmentInterview({ orderId: id, auntId, interviewTime: '明天上午' }, silent), '面试时间格式不正确'],
      [() => api.appointmentInterview({ orderId: id, auntId, interviewTime: INTERVIEW, address: '地'.repeat(101) }, silent), '面试地点不能超过100个字符'],
      [() => api.setInterviewResult({ orderId: id, auntId, result: 2 as 1 }, silent), '结果不在可选范围内'],
      [() => api.setPolitResult({ orderId: id, auntId, result: 1, remarks: '备'.repeat(201) }, silent), '备注不能超过200个字符'],
      [
        () => api.signComplete({ orderId: id, auntId, contractStart: '2026-12-01', contractEnd: '2026-11-30', salary: 7000 }, silent),
        '合同结束日期必须晚于开始日期',
      ],
      [() => api.signComplete({ orderId: id, auntId, contractStart: '2026-02-30', contractEnd: '2027-12-01', salary: 7000 }, silent), '合同开始日期格式不正确'],
      [() => api.signComplete({ orderId: id, auntId, contractStart: '2026-12-01', contractEnd: '2027-12-01', salary: 0 }, silent), '签约月薪必须大于0'],
      [() => api.setAuntOutgoing({ orderId: id, auntId, outgoingDate: '' }, silent), '请填写下户日期'],
      [() => api.cancelOrderHandle({ orderId: id, reason: '  ' }, silent), '请填写取消原因'],
      [() => api.cancelOrderHandle({ orderId: id, reason: '因'.repeat(201) }, silent), '取消原因不能超过200个字符'],
      [() => api.createFollowUp({ orderId: id, content: '' }, silent), '请填写跟进内容'],
      [() => api.addOrderTransfer({ orderId: id, toUserId: userIdOf('13800000005'), reason: '休假' }, silent), '接收顾问不存在或已停用'],
      [() => api.addOrderTransfer({ orderId: id, toUserId: userIdOf('13800000003'), reason: '' }, silent), '请填写转交原因'],
    ];
    for (const [call, message] of cases) {
      const error = await failure(call());
      expect([message, error.code, error.serverMessage]).toEqual([message, 40001, message]);
    }
    expect((await failure(api.recommendAunt({ orderId: id, auntIds: [999_999] }, silent))).code).toBe(40401);
    expect((await failure(api.createFollowUp({ orderId: 999_999, content: '跟进' }, silent))).code).toBe(40401);
    expect(orderState()).toBe(before);
  });

  it('refuses an outgoing date before the contract start', async () => {
    const [aunt] = freeAunts(1);
    const { orderId } = await newOrder();
    const auntId = aunt!.auntId;
    await api.recommendAunt({ orderId, auntIds: [auntId] }, silent);
    await api.appointmentInterview({ orderId, auntId, interviewTime: INTERVIEW }, silent);
    await api.setInterviewResult({ orderId, auntId, result: 1 }, silent);
    await api.setPolitResult({ orderId, auntId, result: 1 }, silent);
    await api.signComplete({ orderId, auntId, contractStart: '2026-12-01', contractEnd: '2027-12-01', salary: 7000 }, silent);
    const before = orderState();
    const error = await failure(api.setAuntOutgoing({ orderId, auntId, outgoingDate: '2026-11-30' }, silent));
    expect([error.code, error.serverMessage]).toEqual([40001, '下户日期不能早于合同开始日期']);
    expect(orderState()).toBe(before);
  });
});

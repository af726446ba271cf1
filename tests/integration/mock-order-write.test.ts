/**
 * Creating and editing orders through the real client: fields filled from the employer's job,
 * validation (40001 naming the field, nothing stored), ownership (40301 for the staff account),
 * setOrder edits and the exact delete/restore round trip through the recycle bin.
 */
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import * as api from '@/api/order';
import type { OrderInput } from '@/api/order';
import { getOrders, restoreOrder } from '@/api/recyclebin';
import { maskAddress } from '@/domain/personalData';
import { removeToken, setToken } from '@/auth/token';
import { i18n } from '@/i18n';
import { ADMIN_ACCOUNT, STAFF_ACCOUNT, getDb, jsonCopy } from '@/mocks/db';
import { tokenFor, withFreshMockDb } from '@/mocks/testing';
import { freeAunts, liveEmployer, newOrder, orderState, serviceTypeId } from './mock-order-helpers';
import { failure, silent, userIdOf } from './mock-helpers';

withFreshMockDb();
beforeEach(async () => {
  await i18n.changeLanguage('zh');
  setToken(tokenFor(ADMIN_ACCOUNT));
});
afterEach(() => removeToken());

describe('create', () => {
  it('fills the blanks from the employer’s job, opens the order and records its creation', async () => {
    const job = getDb().jobs.find(
      (row) => row.companyId === 1 && getDb().employers.some((employer) => employer.employerId === row.employerId && employer.isDeleted === 0),
    )!;
    const created = await api.create({ employerId: job.employerId, jobId: job.jobId, serviceType: undefined as unknown as number, remarks: '加急' }, silent);
    expect(created).toMatchObject({
      employerId: job.employerId,
      jobId: job.jobId,
      serviceType: job.serviceType,
      cityId: job.cityId,
      address: maskAddress(`${job.district}${job.address}`),
      salaryMin: job.salaryMin,
      salaryMax: job.salaryMax,
      requirements: job.requirements,
      remarks: '加急',
      status: 0,
      candidateCount: 0,
      userName: '王经理',
      isDeleted: 0,
    });
    const day = new Date(Date.parse(created.createdTime) + 8 * 3_600_000).toISOString().slice(0, 10).replace(/-/g, '');
    expect(getDb().orders.find((row) => row.orderId === created.orderId)?.address).toBe(`${job.district}${job.address}`);
    expect(created.orderNo).toMatch(new RegExp(`^DD${day}\\d{4}$`));
    const detail = await api.getOrderDetail({ orderId: created.orderId }, silent);
    // From a job, the creation keeps the job's title (nothing else: the page writes the words).
    expect(detail.history.map((row) => [row.action, row.contact, row.detail])).toEqual([['create', '王经理', job.title]]);
    expect(await api.getOrder({ orderId: created.orderId }, silent)).toEqual(created);
  });

  it('refuses a bad body naming the field and stores nothing', async () => {
    const employer = liveEmployer();
    const otherJob = getDb().jobs.find((row) => row.companyId === 1 && row.employerId !== employer.employerId)!;
    const base: OrderInput = { employerId: employer.employerId, serviceType: serviceTypeId(), salaryMin: 6000, salaryMax: 8000 };
    const before = orderState();
    const cases: [Partial<Record<keyof OrderInput, unknown>>, string][] = [
      [{ employerId: undefined }, '请填写客户'],
      [{ serviceType: 999 }, '服务类型不存在或已停用'],
      [{ salaryMin: 9000, salaryMax: 8000 }, '最低薪资不能高于最高薪资'],
      [{ salaryMin: -1 }, '最低薪资不能小于0'],
      [{ expectedStart: '2026-02-30' }, '期望上户日期格式不正确'],
      [{ requirements: '很'.repeat(501) }, '要求不能超过500个字符'],
      [{ cityId: 123 }, '城市格式不正确'],
      [{ jobId: otherJob.jobId }, '职位不存在或不属于该客户'],
      [{ userId: userIdOf('13800000005') }, '归属顾问不存在或已停用'],
    ];
    for (const [patch, message] of cases) {
      const error = await failure(api.create({ ...base, ...patch } as OrderInput, silent));
      expect([patch, error.code, error.serverMessage]).toEqual([patch, 40001, message]);
    }
    expect((await failure(api.create({ ...base, employerId: 999_999 }, silent))).code).toBe(40401);
    expect(orderState()).toBe(before);
  });

  it('lets the staff account act on his own orders only (40301 otherwise), nothing stored on a refusal', async () => {
    const staffId = userIdOf(STAFF_ACCOUNT.mobile);
    const adminOrder = await newOrder();
    const [aunt] = freeAunts(1);
    setToken(tokenFor(STAFF_ACCOUNT));
    const before = orderState();
    const refusals = [
      api.recommendAunt({ orderId: adminOrder.orderId, auntIds: [aunt!.auntId] }, silent),
      api.setOrder({ orderId: adminOrder.orderId, salaryMax: 9000 }, silent),
      api.cancelOrderHandle({ orderId: adminOrder.orderId, reason: '不要了' }, silent),
      api.createFollowUp({ orderId: adminOrder.orderId, content: '跟进' }, silent),
      api.create({ employerId: liveEmployer(userIdOf('13800000003')).employerId, serviceType: serviceTypeId() }, silent),
      api.create({ employerId: liveEmployer(staffId).employerId, serviceType: serviceTypeId(), userId: userIdOf('13800000003') }, silent),
    ];
    for (const call of refusals) expect((await failure(call)).code).toBe(40301);
    expect(orderState()).toBe(before);
    // Reading is open to the company; his own order he may work on.
    expect((await api.getOrderDetail({ orderId: adminOrder.orderId }, silent)).orderId).toBe(adminOrder.orderId);
    const own = await newOrder({ userId: staffId });
    expect((await api.recommendAunt({ orderId: own.orderId, auntIds: [aunt!.auntId] }, silent)).candidateCount).toBe(1);
  });

  it('does not see another company’s orders', async () => {
    const partnerOrder = getDb().orders.find((row) => row.companyId === 2)!;
    expect((await failure(api.getOrder({ orderId: partnerOrder.orderId }, silent))).code).toBe(40401);
    expect((await failure(api.getOrderDetail({ orderId: partnerOrder.orderId }, silent))).code).toBe(40401);
  });
});

describe('setOrder', () => {
  it('edits the order’s own fields with a history entry; unchanged fields write nothing', async () => {
    const order = await newOrder({ expectedStart: null });
    expect(order.expectedStart).toBeNull();
    const edited = await api.setOrder({ orderId: order.orderId, salaryMax: 9000, expectedStart: '2027-01-10', requirements: '会做饭' }, silent);
    expect([edited.salaryMax, edited.expectedStart, edited.requirements, edited.employerId]).toEqual([9000, '2027-01-10', '会做饭', order.employerId]);
    const detail = await api.getOrderDetail({ orderId: order.orderId }, silent);
    expect(detail.history[0]).toMatchObject({ action: 'setOrder', detail: 'salaryMax,expectedStart,requirements' });
    const count = getDb().orderHistory.length;
    await api.setOrder({ orderId: order.orderId, salaryMax: 9000 }, silent);
    expect(getDb().orderHistory.length).toBe(count);
    expect((await api.setOrder({ orderId: order.orderId, expectedStart: null }, silent)).expectedStart).toBeNull();
    expect((await failure(api.setOrder({ orderId: order.orderId, salaryMin: 10000 }, silent))).serverMessage).toBe('最低薪资不能高于最高薪资');
  });

  it('moves an order into the recycle bin and restores it exactly as it was', async () => {
    const [aunt] = freeAunts(1);
    const order = await newOrder();
    await api.recommendAunt({ orderId: order.orderId, auntIds: [aunt!.auntId] }, silent);
    await api.createFollowUp({ orderId: order.orderId, content: '已沟通' }, silent);
    const before = await api.getOrderDetail({ orderId: order.orderId }, silent);
    const row = jsonCopy(getDb().orders.find((item) => item.orderId === order.orderId));

    const deleted = await api.setOrder({ orderId: order.orderId, isDeleted: 1 }, silent);
    expect([deleted.isDeleted, deleted.deletedByName]).toEqual([1, '王经理']);
    expect((await failure(api.getOrder({ orderId: order.orderId }, silent))).code).toBe(40401);
    expect((await api.list({ keyword: order.orderNo }, silent)).total).toBe(0);
    const bin = await getOrders({ page: 1, pageSize: 5 }, silent);
    expect(bin.list[0]).toMatchObject({ orderId: order.orderId, isDeleted: 1, deletedBy: userIdOf(ADMIN_ACCOUNT.mobile) });

    await restoreOrder({ orderId: order.orderId }, silent);
    expect(getDb().orders.find((item) => item.orderId === order.orderId)).toEqual(row);
    const after = await api.getOrderDetail({ orderId: order.orderId }, silent);
    expect({ ...after, history: [] }).toEqual({ ...before, history: [] });
    expect(after.history.slice(0, 2).map((entry) => [entry.action, entry.detail])).toEqual([
      ['restore', ''],
      ['delete', ''],
    ]);
  });

  it('refuses the recycle bin while a candidate is in interview or trial because of the order, and changes nothing', async () => {
    const [aunt] = freeAunts(1);
    const order = await newOrder();
    await api.recommendAunt({ orderId: order.orderId, auntIds: [aunt!.auntId] }, silent);
    await api.appointmentInterview({ orderId: order.orderId, auntId: aunt!.auntId, interviewTime: '2026-11-25T02:00:00.000Z' }, silent);
    const before = jsonCopy(getDb().orders.find((item) => item.orderId === order.orderId));
    const error = await failure(api.setOrder({ orderId: order.orderId, isDeleted: 1 }, silent));
    expect([error.code, error.serverMessage]).toEqual([40901, '订单里还有面试中或试工中的阿姨，请先记录结果或取消订单再删除']);
    expect(getDb().orders.find((item) => item.orderId === order.orderId)).toEqual(before);
    await api.setInterviewResult({ orderId: order.orderId, auntId: aunt!.auntId, result: 0 }, silent);
    expect((await api.setOrder({ orderId: order.orderId, isDeleted: 1 }, silent)).isDeleted).toBe(1);
  });
});

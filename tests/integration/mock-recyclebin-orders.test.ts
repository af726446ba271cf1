/**
 * Orders in the recycle bin through the real client: the list (seeded ones included), restore,
 * permanent delete with its follow-ups, transfers and history (aunts it had moved go back to
 * 找工作), ownership, and the empty answer on failure.
 */
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { getAunt } from '@/api/aunt';
import * as api from '@/api/order';
import { delOrder, getOrders, restoreOrder } from '@/api/recyclebin';
import { removeToken, setToken } from '@/auth/token';
import { i18n } from '@/i18n';
import { ADMIN_ACCOUNT, STAFF_ACCOUNT, getDb } from '@/mocks/db';
import { tokenFor, withFreshMockDb } from '@/mocks/testing';
import { freeAunts, newOrder } from './mock-order-helpers';
import { failure, silent, userIdOf } from './mock-helpers';

withFreshMockDb();
beforeEach(async () => {
  await i18n.changeLanguage('zh');
  setToken(tokenFor(ADMIN_ACCOUNT));
});
afterEach(() => removeToken());

const INTERVIEW = '2026-12-01T02:00:00.000Z';
const ofOrder =
  (orderId: number) =>
  <T extends { orderId: number }>(rows: T[]) =>
    rows.filter((row) => row.orderId === orderId).length;

describe('recycle bin: orders', () => {
  it('lists the seeded and newly deleted orders, newest deletion first, with keyword and deleter filters', async () => {
    const seeded = getDb().orders.filter((row) => row.companyId === 1 && row.isDeleted === 1);
    expect(seeded.length).toBeGreaterThan(0);
    const order = await newOrder();
    await api.setOrder({ orderId: order.orderId, isDeleted: 1 }, silent);
    const bin = await getOrders({ page: 1, pageSize: 50 }, silent);
    expect(bin.total).toBe(seeded.length + 1);
    expect(bin.list[0]).toMatchObject({ orderId: order.orderId, deletedByName: '王经理' });
    const times = bin.list.map((row) => row.deletedTime);
    expect(times).toEqual(times.slice().sort().reverse());
    expect((await getOrders({ keyword: order.orderNo }, silent)).list.map((row) => row.orderId)).toEqual([order.orderId]);
    const someone = seeded[0]!.deletedBy;
    expect((await getOrders({ deletedBy: someone, pageSize: 50 }, silent)).total).toBe(
      seeded.filter((row) => row.deletedBy === someone).length + (someone === userIdOf(ADMIN_ACCOUNT.mobile) ? 1 : 0),
    );
    expect((await api.list({ keyword: order.orderNo }, silent)).total).toBe(0);
  });

  it('deletes for good with its follow-ups, transfers and history; never while it holds an aunt in interview', async () => {
    const [aunt] = freeAunts(1);
    const order = await newOrder();
    await api.recommendAunt({ orderId: order.orderId, auntIds: [aunt!.auntId] }, silent);
    await api.appointmentInterview({ orderId: order.orderId, auntId: aunt!.auntId, interviewTime: INTERVIEW }, silent);
    await api.createFollowUp({ orderId: order.orderId, content: '跟进' }, silent);
    await api.addOrderTransfer({ orderId: order.orderId, toUserId: userIdOf('13800000003'), reason: '调整' }, silent);
    expect((await failure(delOrder({ orderId: order.orderId }, silent))).code).toBe(40401);
    expect((await failure(api.setOrder({ orderId: order.orderId, isDeleted: 1 }, silent))).code).toBe(40901);
    expect((await getAunt({ auntId: aunt!.auntId }, silent)).workStatus).toBe(2);
    await api.setInterviewResult({ orderId: order.orderId, auntId: aunt!.auntId, result: 0 }, silent);
    await api.setOrder({ orderId: order.orderId, isDeleted: 1 }, silent);
    await delOrder({ orderId: order.orderId }, silent);
    const db = getDb();
    const count = ofOrder(order.orderId);
    expect([count(db.orders), count(db.orderFollowUps), count(db.orderTransfers), count(db.orderHistory)]).toEqual([0, 0, 0, 0]);
    expect((await getAunt({ auntId: aunt!.auntId }, silent)).workStatus).toBe(1);
    expect((await failure(restoreOrder({ orderId: order.orderId }, silent))).code).toBe(40401);
  });

  it('needs the ownership permission; another company’s deleted order is not found; a failed list answers empty', async () => {
    const order = await newOrder();
    await api.setOrder({ orderId: order.orderId, isDeleted: 1 }, silent);
    setToken(tokenFor(STAFF_ACCOUNT));
    expect((await failure(restoreOrder({ orderId: order.orderId }, silent))).code).toBe(40301);
    expect((await failure(delOrder({ orderId: order.orderId }, silent))).code).toBe(40301);
    const partner = getDb().orders.find((row) => row.companyId === 2)!;
    partner.isDeleted = 1;
    expect((await failure(restoreOrder({ orderId: partner.orderId }, silent))).code).toBe(40401);
    expect(await getOrders({ pageSize: 500 }, silent)).toEqual({ list: [], total: 0 });
  });
});

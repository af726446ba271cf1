/**
 * Aunts in the recycle bin through the real client: deletion refused while she is on a live
 * order, the bin list, restore exactly as she was (refused when an active aunt now has her
 * mobile), permanent delete (her order candidacies keep her name), ownership.
 */
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { getAuntLog, setAuntDelete } from '@/api/aunt';
import * as api from '@/api/order';
import { delAunt, getAunts, restoreAunt } from '@/api/recyclebin';
import { removeToken, setToken } from '@/auth/token';
import { i18n } from '@/i18n';
import { ADMIN_ACCOUNT, STAFF_ACCOUNT, getDb, jsonCopy } from '@/mocks/db';
import { tokenFor, withFreshMockDb } from '@/mocks/testing';
import { freeAunts, newOrder, orderState } from './mock-order-helpers';
import { failure, silent, userIdOf } from './mock-helpers';

withFreshMockDb();
beforeEach(async () => {
  await i18n.changeLanguage('zh');
  setToken(tokenFor(ADMIN_ACCOUNT));
});
afterEach(() => removeToken());

const row = (auntId: number) => getDb().aunts.find((aunt) => aunt.auntId === auntId);
const INTERVIEW = '2026-12-01T02:00:00.000Z';

describe('recycle bin: aunts', () => {
  it('refuses to delete an aunt who is a candidate or signed on a live order (40901, nothing changed)', async () => {
    const [candidate, worker] = freeAunts(2);
    const open = await newOrder();
    await api.recommendAunt({ orderId: open.orderId, auntIds: [candidate!.auntId] }, silent);
    const signed = await newOrder();
    await api.recommendAunt({ orderId: signed.orderId, auntIds: [worker!.auntId] }, silent);
    await api.appointmentInterview({ orderId: signed.orderId, auntId: worker!.auntId, interviewTime: INTERVIEW }, silent);
    await api.setInterviewResult({ orderId: signed.orderId, auntId: worker!.auntId, result: 1 }, silent);
    await api.setPolitResult({ orderId: signed.orderId, auntId: worker!.auntId, result: 1 }, silent);
    await api.signComplete({ orderId: signed.orderId, auntId: worker!.auntId, contractStart: '2026-12-01', contractEnd: '2027-12-01', salary: 7000 }, silent);
    const before = orderState();
    const first = await failure(setAuntDelete({ auntId: candidate!.auntId }, silent));
    expect([first.code, first.serverMessage]).toEqual([40901, `该阿姨是订单 ${open.orderNo} 的候选人，请先处理该订单再删除`]);
    await i18n.changeLanguage('en');
    const second = await failure(setAuntDelete({ auntId: worker!.auntId }, silent));
    expect([second.code, second.serverMessage]).toEqual([40901, `This aunt is signed on order ${signed.orderNo} and works there: she cannot be deleted`]);
    expect(orderState()).toBe(before);
    // Once the order lets her go she may be deleted.
    await api.cancelOrderHandle({ orderId: open.orderId, reason: '不需要了' }, silent);
    await setAuntDelete({ auntId: candidate!.auntId }, silent);
    expect(row(candidate!.auntId)?.isDeleted).toBe(1);
  });

  it('lists deleted aunts newest deletion first, masked, with who deleted them; filters by keyword and deleter', async () => {
    const [aunt] = freeAunts(1);
    await setAuntDelete({ auntId: aunt!.auntId }, silent);
    const bin = await getAunts({ page: 1, pageSize: 10 }, silent);
    expect(bin.total).toBe(getDb().aunts.filter((item) => item.companyId === 1 && item.isDeleted === 1).length);
    expect(bin.list[0]).toMatchObject({
      auntId: aunt!.auntId,
      auntName: aunt!.auntName,
      isDeleted: 1,
      deletedBy: userIdOf(ADMIN_ACCOUNT.mobile),
      deletedByName: '王经理',
    });
    expect(bin.list[0]!.mobile).toBe(`${aunt!.mobile.slice(0, 3)}****${aunt!.mobile.slice(7)}`);
    const times = bin.list.map((item) => item.deletedTime);
    expect(times).toEqual(times.slice().sort().reverse());
    expect((await getAunts({ keyword: aunt!.mobile }, silent)).list.map((item) => item.auntId)).toEqual([aunt!.auntId]);
    const byAdmin = await getAunts({ deletedBy: userIdOf(ADMIN_ACCOUNT.mobile), pageSize: 200 }, silent);
    expect(byAdmin.list.every((item) => item.deletedBy === userIdOf(ADMIN_ACCOUNT.mobile))).toBe(true);
  });

  it('restores her exactly as she was; refuses while an active aunt has her mobile', async () => {
    const [aunt, other] = freeAunts(2);
    const original = jsonCopy(row(aunt!.auntId));
    await setAuntDelete({ auntId: aunt!.auntId }, silent);
    await restoreAunt({ auntId: aunt!.auntId }, silent);
    expect(row(aunt!.auntId)).toEqual(original);
    const log = await getAuntLog({ auntId: aunt!.auntId }, silent);
    expect(log.list.slice(0, 2).map((entry) => [entry.action, entry.content])).toEqual([
      ['restore', 'isDeleted 1 -> 0'],
      ['delete', 'isDeleted 0 -> 1'],
    ]);
    expect((await failure(restoreAunt({ auntId: aunt!.auntId }, silent))).code).toBe(40401);

    await setAuntDelete({ auntId: aunt!.auntId }, silent);
    row(other!.auntId)!.mobile = aunt!.mobile;
    const clash = await failure(restoreAunt({ auntId: aunt!.auntId }, silent));
    expect([clash.code, clash.serverMessage]).toEqual([40001, `不能恢复：手机号已被阿姨 ${other!.auntName}（编号 ${other!.auntId}）使用`]);
    expect(row(aunt!.auntId)?.isDeleted).toBe(1);
  });

  it('deletes her for good only from the bin; orders keep her name', async () => {
    const [aunt] = freeAunts(1);
    const order = await newOrder();
    await api.recommendAunt({ orderId: order.orderId, auntIds: [aunt!.auntId] }, silent);
    await api.appointmentInterview({ orderId: order.orderId, auntId: aunt!.auntId, interviewTime: INTERVIEW }, silent);
    await api.setInterviewResult({ orderId: order.orderId, auntId: aunt!.auntId, result: 0 }, silent);
    expect((await failure(delAunt({ auntId: aunt!.auntId }, silent))).code).toBe(40401);
    await setAuntDelete({ auntId: aunt!.auntId }, silent);
    await delAunt({ auntId: aunt!.auntId }, silent);
    expect(row(aunt!.auntId)).toBeUndefined();
    const detail = await api.getOrderDetail({ orderId: order.orderId }, silent);
    expect(detail.aunts[0]).toMatchObject({ auntId: aunt!.auntId, auntName: aunt!.auntName, stage: 3 });
    expect(detail.history.find((entry) => entry.action === 'recommendAunt')?.auntName).toBe(aunt!.auntName);
  });

  it('needs the ownership permission: the staff account cannot restore or delete a colleague’s aunt', async () => {
    const colleague = userIdOf('13800000003');
    const [aunt] = freeAunts(1, (item) => item.teacherUserId === colleague);
    await setAuntDelete({ auntId: aunt!.auntId }, silent);
    setToken(tokenFor(STAFF_ACCOUNT));
    expect((await failure(restoreAunt({ auntId: aunt!.auntId }, silent))).code).toBe(40301);
    expect((await failure(delAunt({ auntId: aunt!.auntId }, silent))).code).toBe(40301);
    expect(row(aunt!.auntId)?.isDeleted).toBe(1);
  });
});

/**
 * Reading orders through the real client: the list's filters, tabs (counts equal the list's
 * totals), sorting and paging, rows of one aunt with her stage, and the detail's contents.
 */
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import * as api from '@/api/order';
import type { OrderListQuery } from '@/api/order';
import { removeToken, setToken } from '@/auth/token';
import { chinaDay } from '@/domain/chinaTime';
import { ORDER_TABS } from '@/domain/orderCodes';
import { CANDIDATE_STAGE, orderStatusOf } from '@/domain/orderFlow';
import { i18n } from '@/i18n';
import { ADMIN_ACCOUNT, STAFF_ACCOUNT, getDb, type OrderRow } from '@/mocks/db';
import { tokenFor, withFreshMockDb } from '@/mocks/testing';
import { failure, silent, userIdOf } from './mock-helpers';

withFreshMockDb();
beforeEach(async () => {
  await i18n.changeLanguage('zh');
  setToken(tokenFor(ADMIN_ACCOUNT));
});
afterEach(() => removeToken());

const live = (keep: (row: OrderRow) => boolean = () => true) => getDb().orders.filter((row) => row.companyId === 1 && row.isDeleted === 0 && keep(row));
const total = async (query: OrderListQuery) => (await api.list({ ...query, pageSize: 1 }, silent)).total;

describe('order list', () => {
  it('lists the company’s orders not in the bin, newest first, 20 a page by default', async () => {
    const page = await api.list({}, silent);
    expect(page.total).toBe(live().length);
    expect(page.list).toHaveLength(20);
    const times = page.list.map((row) => row.createdTime);
    expect(times).toEqual(times.slice().sort().reverse());
    const first = page.list[0]!;
    const stored = getDb().orders.find((row) => row.orderId === first.orderId)!;
    expect(first).toMatchObject({ status: orderStatusOf(stored), candidateCount: stored.candidates.length, orderNo: stored.orderNo });
    expect(first).not.toHaveProperty('candidates');
    expect(first).not.toHaveProperty('companyId');
  });

  it('filters by status, service type, employer, owner (0 = none), keyword and created time', async () => {
    const sample = live((row) => row.auntId !== null)[0]!;
    const checks: [OrderListQuery, (row: OrderRow) => boolean][] = [
      [{ status: 4 }, (row) => row.phase === 'signed'],
      [{ status: 1 }, (row) => orderStatusOf(row) === 1],
      [{ serviceType: sample.serviceType }, (row) => row.serviceType === sample.serviceType],
      [{ employerId: sample.employerId }, (row) => row.employerId === sample.employerId],
      [{ userId: 0 }, (row) => row.userId === 0],
      [{ userId: userIdOf(STAFF_ACCOUNT.mobile) }, (row) => row.userId === userIdOf(STAFF_ACCOUNT.mobile)],
      [{ keyword: sample.orderNo.toLowerCase() }, (row) => row.orderNo === sample.orderNo],
      [
        { keyword: sample.auntName },
        (row) => row.auntName.includes(sample.auntName) || row.employerName.includes(sample.auntName) || row.address.includes(sample.auntName),
      ],
      [
        { keyword: sample.employerName },
        (row) => row.employerName.includes(sample.employerName) || row.address.includes(sample.employerName) || row.auntName.includes(sample.employerName),
      ],
    ];
    for (const [query, keep] of checks) {
      const expected = live(keep).length;
      expect([query, await total(query)]).toEqual([query, expected]);
      expect(expected).toBeGreaterThan(0);
    }
    expect(await total({ status: 4, serviceType: sample.serviceType })).toBe(
      live((row) => row.phase === 'signed' && row.serviceType === sample.serviceType).length,
    );
    // A calendar month of China days, as the lists count them.
    const [year, monthIndex] = chinaDay(sample.createdTime)
      .split('-')
      .map((part, index) => Number(part) - index) as [number, number];
    const pad = (value: number) => String(value).padStart(2, '0');
    const lastDay = new Date(year, monthIndex + 1, 0).getDate();
    const createdTime = {
      dateFilter: 'specifyTimeRange',
      startDate: `${year}-${pad(monthIndex + 1)}-01`,
      endDate: `${year}-${pad(monthIndex + 1)}-${pad(lastDay)}`,
    } as const;
    const inMonth = live((row) => chinaDay(row.createdTime).slice(0, 7) === `${year}-${pad(monthIndex + 1)}`).length;
    expect([await total({ createdTime }), inMonth > 0]).toEqual([inMonth, true]);
    expect(await total({ createdTime: { dateFilter: 'isNull' } })).toBe(0);
  });

  it('refuses a bad filter with 40001 naming it', async () => {
    expect((await failure(api.list({ status: 9 as 0 }, silent))).serverMessage).toBe('订单状态不在可选范围内');
    expect((await failure(api.list({ tabKey: 'nope' }, silent))).serverMessage).toBe('没有这个标签页');
    expect((await failure(api.list({ sortField: 'auntName' }, silent))).serverMessage).toBe('排序字段不在可选范围内');
    expect((await failure(api.list({ createdTime: { dateFilter: 'inPastDays' } }, silent))).code).toBe(40001);
  });

  it('sorts by each field in both directions (no expected start last) and pages through the same total', async () => {
    for (const sortField of ['createdTime', 'updatedTime', 'salaryMax', 'expectedStart'] as const) {
      for (const sortOrder of ['asc', 'desc'] as const) {
        const rows = (await api.list({ sortField, sortOrder, pageSize: 200 }, silent)).list;
        const values = rows.map((row) => row[sortField]).filter((value) => value !== null);
        const sorted = values.slice().sort((a, b) => (a! < b! ? -1 : a! > b! ? 1 : 0));
        expect([sortField, sortOrder, values]).toEqual([sortField, sortOrder, sortOrder === 'asc' ? sorted : sorted.reverse()]);
        if (sortField === 'expectedStart') expect(rows.findIndex((row) => row.expectedStart === null)).not.toBe(0);
      }
    }
    const first = await api.list({ page: 1, pageSize: 50 }, silent);
    const second = await api.list({ page: 2, pageSize: 50 }, silent);
    expect(second.total).toBe(first.total);
    expect(new Set([...first.list, ...second.list].map((row) => row.orderId)).size).toBe(100);
  });

  it('counts each tab as the list answers it, for everyone and for one owner, with labels in the request language', async () => {
    const tabs = await api.getOrderCustomTabData({}, silent);
    // The built-in tabs, then the company's own (seeded, with rules).
    expect(tabs.map((tab) => tab.tabKey)).toEqual([...ORDER_TABS.map((tab) => tab.key), 'c_highpay', 'c_thismonth']);
    expect(tabs.map((tab) => tab.tabName)).toEqual(['全部', '我的订单', '招聘中', '面试中', '试工中', '已签约', '已完成', '已取消', '高薪订单', '本月新单']);
    for (const tab of tabs) expect([tab.tabKey, await total({ tabKey: tab.tabKey })]).toEqual([tab.tabKey, tab.count]);
    expect(tabs[0]!.count).toBe(live().length);
    expect(tabs.slice(0, ORDER_TABS.length).every((tab) => tab.count > 0)).toBe(true);
    const owner = userIdOf('13800000003');
    for (const tab of await api.getOrderCustomTabData({ userId: owner }, silent)) {
      expect([tab.tabKey, await total({ tabKey: tab.tabKey, userId: owner })]).toEqual([tab.tabKey, tab.count]);
    }
    setToken(tokenFor(STAFF_ACCOUNT));
    await i18n.changeLanguage('en');
    const mine = (await api.getOrderCustomTabData({}, silent)).find((tab) => tab.tabKey === 'mine')!;
    expect([mine.tabName, mine.count]).toEqual(['My orders', live((row) => row.userId === userIdOf(STAFF_ACCOUNT.mobile)).length]);
  });

  it('lists one aunt’s orders with her stage on each', async () => {
    const counts = new Map<number, number>();
    for (const row of live()) for (const candidate of row.candidates) counts.set(candidate.auntId, (counts.get(candidate.auntId) ?? 0) + 1);
    const [auntId] = [...counts.entries()].sort((a, b) => b[1] - a[1])[0]!;
    const answer = await api.list({ auntId, pageSize: 100 }, silent);
    expect(answer.total).toBe(counts.get(auntId));
    for (const row of answer.list) {
      const candidate = getDb()
        .orders.find((order) => order.orderId === row.orderId)!
        .candidates.find((item) => item.auntId === auntId)!;
      expect(row.auntStage).toBe(CANDIDATE_STAGE[candidate.state]);
    }
    expect((await api.list({ pageSize: 5 }, silent)).list.every((row) => row.auntStage === undefined)).toBe(true);
  });
});

describe('order detail', () => {
  it('has the candidates with their current status, follow-ups, transfers and history newest first', async () => {
    const stored = live((row) => row.candidates.length >= 2 && getDb().orderFollowUps.some((note) => note.orderId === row.orderId))[0]!;
    const detail = await api.getOrderDetail({ orderId: stored.orderId }, silent);
    expect(detail.aunts.map((aunt) => [aunt.auntId, aunt.stage])).toEqual(stored.candidates.map((row) => [row.auntId, CANDIDATE_STAGE[row.state]]));
    for (const aunt of detail.aunts) {
      const row = getDb().aunts.find((item) => item.auntId === aunt.auntId)!;
      expect([aunt.auntName, aunt.workStatus, aunt.nativePlace]).toEqual([row.auntName, row.workStatus, row.nativePlace]);
      expect(aunt.age).toBeGreaterThan(15);
    }
    expect(detail.followUps.length).toBe(getDb().orderFollowUps.filter((note) => note.orderId === stored.orderId).length);
    expect(detail.followUps.every((note) => note.contact !== '')).toBe(true);
    const times = detail.history.map((row) => row.createdTime);
    expect(times).toEqual(times.slice().sort().reverse());
    expect(detail.history.at(-1)?.action).toBe('create');
    expect(detail.history.filter((row) => row.action === 'recommendAunt').every((row) => row.auntName !== '')).toBe(true);
  });

  it('answers the employer’s mobile masked, to an admin too (/privacy/reveal gives it)', async () => {
    const colleague = userIdOf('13800000003');
    const stored = live((row) => getDb().employers.find((employer) => employer.employerId === row.employerId)?.userId === colleague)[0]!;
    const mobile = getDb().employers.find((employer) => employer.employerId === stored.employerId)!.mobile;
    expect((await api.getOrderDetail({ orderId: stored.orderId }, silent)).employerMobile).toBe(`${mobile.slice(0, 3)}****${mobile.slice(7)}`);
    setToken(tokenFor(STAFF_ACCOUNT));
    expect((await api.getOrderDetail({ orderId: stored.orderId }, silent)).employerMobile).toBe(`${mobile.slice(0, 3)}****${mobile.slice(7)}`);
  });
});

/**
 * /statistics/getChartData counts the records the company holds (rules/chartData.ts): what is
 * created through the client moves the totals, the daily series and the breakdowns by exactly
 * that much; a period's figures are what the lists show with the same created-date filter, for
 * all 18 filters; days are China days. The clock is frozen (vi.setSystemTime on Date only) so
 * no test straddles midnight, and the boundary tests set it to chosen instants.
 */
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import * as auntApi from '@/api/aunt';
import * as employerApi from '@/api/employer';
import * as orderApi from '@/api/order';
import * as recyclebinApi from '@/api/recyclebin';
import type { Aunt } from '@/api/aunt';
import type { Order } from '@/api/order';
import { getChartData, type ChartData, type ChartMetric, type StatisticsFilter } from '@/api/statistics';
import { removeToken, setToken } from '@/auth/token';
import { chinaDay } from '@/domain/chinaTime';
import { addDays } from '@/domain/dateFilter';
import { i18n } from '@/i18n';
import { ADMIN_ACCOUNT, PARTNER_ACCOUNT, getDb } from '@/mocks/db';
import { tokenFor, withFreshMockDb } from '@/mocks/testing';
import { silent } from './mock-helpers';

withFreshMockDb();
beforeEach(async () => {
  await i18n.changeLanguage('zh');
  vi.useFakeTimers({ toFake: ['Date'] });
  vi.setSystemTime(Date.now());
  setToken(tokenFor(ADMIN_ACCOUNT));
});
afterEach(() => {
  removeToken();
  vi.useRealTimers();
});

const chart = (filter: StatisticsFilter): Promise<ChartData> => getChartData(filter, silent);
/** Sets the clock, with a session of that time (sessions expire). */
function at(iso: string): void {
  vi.setSystemTime(new Date(iso));
  setToken(tokenFor(ADMIN_ACCOUNT));
}
const counter = { value: 0 };

/** Distinct valid mobiles for this file's new records. */
function mobile(prefix: '133' | '199'): string {
  counter.value += 1;
  return `${prefix}${String(70_000_000 + counter.value).padStart(8, '0')}`;
}

/** An enabled service type of the main agency with no new order today. */
function serviceType(): number {
  return getDb().serviceTypes.find((row) => row.companyId === 1 && row.isEnabled === 1)!.serviceTypeId;
}

const newAunt = (): Promise<Aunt> =>
  auntApi.addAunt({ auntName: '看板阿姨', mobile: mobile('133'), gender: 1, serviceTypes: [1], expectedSalary: 8000 }, silent);

async function newEmployerWithOrder(type: number): Promise<Order> {
  const employer = await employerApi.createEmployer({ employerName: '看板雇主', mobile: mobile('199'), serviceType: type }, silent);
  return orderApi.create({ employerId: employer.employerId, serviceType: type, salaryMin: 6000, salaryMax: 8000 }, silent);
}

/** Takes a new order to signed with this aunt, through every step of the flow. */
async function sign(orderId: number, auntId: number): Promise<void> {
  await orderApi.recommendAunt({ orderId, auntIds: [auntId] }, silent);
  await orderApi.appointmentInterview({ orderId, auntId, interviewTime: new Date(Date.now() + 86_400_000).toISOString() }, silent);
  await orderApi.setInterviewResult({ orderId, auntId, result: 1 }, silent);
  await orderApi.setPolitResult({ orderId, auntId, result: 1 }, silent);
  await orderApi.signComplete({ orderId, auntId, contractStart: '2027-01-01', contractEnd: '2027-12-31', salary: 7500 }, silent);
}

const totalsOf = (answer: ChartData) => answer.totals;
const plus = (totals: Record<ChartMetric, number>, delta: Record<ChartMetric, number>) => ({
  newAunts: totals.newAunts + delta.newAunts,
  newEmployers: totals.newEmployers + delta.newEmployers,
  newOrders: totals.newOrders + delta.newOrders,
  signings: totals.signings + delta.signings,
});
const lastValues = (answer: ChartData) => Object.fromEntries(answer.series.map((series) => [series.name, series.values.at(-1)]));
const typeCount = (answer: ChartData, id: number) => answer.ordersByServiceType.find((row) => row.serviceTypeId === id)?.count;
const statusCounts = (answer: ChartData) => answer.auntsByWorkStatus.map((row) => row.count);

describe('what is created moves the dashboard', () => {
  it('5 aunts, 6 employers, 6 orders and 4 signings move every period holding today by exactly that, and no other', async () => {
    const today = chinaDay(Date.now());
    const holdingToday: StatisticsFilter[] = [
      { dateFilter: 'today' },
      { dateFilter: 'currentWeek' },
      { dateFilter: 'currentMonth' },
      { dateFilter: 'currentQuarter' },
      { dateFilter: 'currentYear' },
      { dateFilter: 'inPastDays', days: 7 },
      { dateFilter: 'afterPastDays', days: 30 },
      { dateFilter: 'afterSpecifiedTime', startDate: addDays(today, -1) },
      { dateFilter: 'specifiedTime', startDate: today },
      { dateFilter: 'specifyTimeRange', startDate: addDays(today, -3), endDate: today },
    ];
    const notToday: StatisticsFilter[] = [
      { dateFilter: 'yesterday' },
      { dateFilter: 'lastWeek' },
      { dateFilter: 'lastMonth' },
      { dateFilter: 'lastYear' },
      { dateFilter: 'beforePastDays', days: 1 },
      { dateFilter: 'beforeSpecifiedTime', startDate: today },
      { dateFilter: 'isNull' },
    ];
    const type = serviceType();
    const before = await Promise.all([...holdingToday, ...notToday].map(chart));

    const aunts: Aunt[] = [];
    for (let i = 0; i < 5; i += 1) aunts.push(await newAunt());
    const orders: Order[] = [];
    for (let i = 0; i < 6; i += 1) orders.push(await newEmployerWithOrder(type));
    for (let i = 0; i < 4; i += 1) await sign(orders[i]!.orderId, aunts[i]!.auntId);

    const after = await Promise.all([...holdingToday, ...notToday].map(chart));
    const created = { newAunts: 5, newEmployers: 6, newOrders: 6, signings: 4 };
    holdingToday.forEach((filter, index) => {
      const [was, now] = [before[index]!, after[index]!];
      expect([filter, totalsOf(now)]).toEqual([filter, plus(totalsOf(was), created)]);
      expect([filter, now.labels.at(-1)]).toEqual([filter, today]);
      expect([filter, lastValues(now)]).toEqual([filter, plus(lastValues(was) as Record<ChartMetric, number>, created)]);
      expect([filter, typeCount(now, type)]).toEqual([filter, typeCount(was, type)! + 6]);
      // The four signed aunts work (5), the fifth seeks work (1).
      const statuses = statusCounts(was).map((count, index) => count + (index === 0 ? 1 : index === 4 ? 4 : 0));
      expect([filter, statusCounts(now)]).toEqual([filter, statuses]);
    });
    notToday.forEach((filter, index) => {
      expect([filter, after[holdingToday.length + index]]).toEqual([filter, before[holdingToday.length + index]]);
    });
  });

  it('the recycle bin takes a record out of the figures and restoring puts it back', async () => {
    const today: StatisticsFilter = { dateFilter: 'today' };
    const before = totalsOf(await chart(today));
    const aunt = await newAunt();
    const order = await newEmployerWithOrder(serviceType());
    expect(totalsOf(await chart(today))).toEqual(plus(before, { newAunts: 1, newEmployers: 1, newOrders: 1, signings: 0 }));

    await auntApi.setAuntDelete({ auntId: aunt.auntId }, silent);
    await orderApi.setOrder({ orderId: order.orderId, isDeleted: 1 }, silent);
    expect(totalsOf(await chart(today))).toEqual(plus(before, { newAunts: 0, newEmployers: 1, newOrders: 0, signings: 0 }));

    await recyclebinApi.restoreAunt({ auntId: aunt.auntId }, silent);
    expect(totalsOf(await chart(today))).toEqual(plus(before, { newAunts: 1, newEmployers: 1, newOrders: 0, signings: 0 }));
  });

  it("counts the session's company only", async () => {
    setToken(tokenFor(PARTNER_ACCOUNT));
    const partnerBefore = await chart({ dateFilter: 'today' });
    setToken(tokenFor(ADMIN_ACCOUNT));
    await newAunt();
    await newEmployerWithOrder(serviceType());
    setToken(tokenFor(PARTNER_ACCOUNT));
    expect(await chart({ dateFilter: 'today' })).toEqual(partnerBefore);
  });
});

describe('the figures are the records', () => {
  const today = () => chinaDay(Date.now());
  const filters = (): StatisticsFilter[] => [
    { dateFilter: 'today' },
    { dateFilter: 'yesterday' },
    { dateFilter: 'currentWeek' },
    { dateFilter: 'lastWeek' },
    { dateFilter: 'currentMonth' },
    { dateFilter: 'lastMonth' },
    { dateFilter: 'currentQuarter' },
    { dateFilter: 'lastQuarter' },
    { dateFilter: 'currentYear' },
    { dateFilter: 'lastYear' },
    { dateFilter: 'afterPastDays', days: 20 },
    { dateFilter: 'beforePastDays', days: 20 },
    { dateFilter: 'inPastDays', days: 45 },
    { dateFilter: 'afterSpecifiedTime', startDate: addDays(today(), -60) },
    { dateFilter: 'beforeSpecifiedTime', startDate: addDays(today(), -60) },
    { dateFilter: 'specifiedTime', startDate: addDays(today(), -8) },
    { dateFilter: 'specifyTimeRange', startDate: addDays(today(), -100), endDate: addDays(today(), -40) },
    { dateFilter: 'isNull' },
  ];

  it('for each of the 18 filters: the totals are what the aunt, employer and order lists count with that created date', async () => {
    // Records of today too, so "today" is not only zeros.
    await newAunt();
    await newEmployerWithOrder(serviceType());
    const all = filters();
    expect(new Set(all.map((filter) => filter.dateFilter)).size).toBe(18);
    for (const filter of all) {
      const answer = await chart(filter);
      const [aunts, employers, orders] = await Promise.all([
        auntApi.getAunts({ scope: 'all', createdTime: filter, page: 1, pageSize: 1 }, silent),
        employerApi.countEmployerByFilter({ createdTime: filter }, silent),
        orderApi.list({ createdTime: filter, page: 1, pageSize: 1 }, silent),
      ]);
      expect([filter, answer.totals.newAunts, answer.totals.newEmployers, answer.totals.newOrders]).toEqual([
        filter,
        aunts.total,
        employers.count,
        orders.total,
      ]);
      for (const series of answer.series) expect([filter, series.values.reduce((sum, value) => sum + value, 0)]).toEqual([filter, answer.totals[series.name]]);
      expect(answer.ordersByServiceType.reduce((sum, row) => sum + row.count, 0)).toBe(answer.totals.newOrders);
      expect(answer.auntsByWorkStatus.reduce((sum, row) => sum + row.count, 0)).toBe(answer.totals.newAunts);
    }
  });

  it('signings are the signComplete steps of the period, seeded history included', async () => {
    const answer = await chart({ dateFilter: 'inPastDays', days: 90 });
    const db = getDb();
    const live = new Set(db.orders.filter((row) => row.companyId === 1 && row.isDeleted === 0).map((row) => row.orderId));
    const from = addDays(chinaDay(Date.now()), -89);
    const signed = db.orderHistory.filter(
      (row) => row.companyId === 1 && row.action === 'signComplete' && live.has(row.orderId) && chinaDay(row.createdTime) >= from,
    );
    expect(answer.totals.signings).toBe(signed.length);
    expect(answer.totals.signings).toBeGreaterThan(10);
    expect(answer.totals.newAunts).toBeGreaterThan(100);
    expect(answer.totals.newOrders).toBeGreaterThan(50);
  });

  it('breaks new orders down by every enabled service type of the company, in its order', async () => {
    const answer = await chart({ dateFilter: 'currentYear' });
    const enabled = getDb()
      .serviceTypes.filter((row) => row.companyId === 1 && row.isEnabled === 1)
      .sort((a, b) => a.sort - b.sort)
      .map((row) => [row.serviceTypeId, row.serviceTypeName]);
    expect(answer.ordersByServiceType.map((row) => [row.serviceTypeId, row.serviceTypeName])).toEqual(enabled);
  });
});

describe('China days', () => {
  it('at 2026-11-23T17:30Z (01:30 on the 24th in China) a record made now counts today, one made at 15:59Z counts on the 23rd', async () => {
    at('2026-11-23T17:30:00.000Z');
    const todayBefore = await chart({ dateFilter: 'today' });
    const yesterdayBefore = await chart({ dateFilter: 'yesterday' });
    expect([todayBefore.range, yesterdayBefore.range]).toEqual([
      { start: '2026-11-24', end: '2026-11-24', isNull: false },
      { start: '2026-11-23', end: '2026-11-23', isNull: false },
    ]);
    expect(todayBefore.labels).toEqual(['2026-11-24']);

    at('2026-11-23T15:59:00.000Z');
    const late = await newAunt();
    at('2026-11-23T17:30:00.000Z');
    const early = await newAunt();
    const order = await newEmployerWithOrder(serviceType());
    // The order number and the dashboard name the same day.
    expect(order.orderNo).toMatch(/^DD20261124\d{4}$/);

    expect(totalsOf(await chart({ dateFilter: 'today' }))).toEqual(plus(totalsOf(todayBefore), { newAunts: 1, newEmployers: 1, newOrders: 1, signings: 0 }));
    expect(totalsOf(await chart({ dateFilter: 'yesterday' }))).toEqual(
      plus(totalsOf(yesterdayBefore), { newAunts: 1, newEmployers: 0, newOrders: 0, signings: 0 }),
    );
    // The aunt list's created-date filter draws the same line.
    const listed = await auntApi.getAunts({ scope: 'all', createdTime: { dateFilter: 'today' }, page: 1, pageSize: 200 }, silent);
    expect(listed.list.map((row) => row.auntId)).toContain(early.auntId);
    expect(listed.list.map((row) => row.auntId)).not.toContain(late.auntId);
  });

  it('a signing at 16:00Z belongs to the next China day, where its period is', async () => {
    at('2026-11-30T15:00:00.000Z');
    const [aunt, order] = [await newAunt(), await newEmployerWithOrder(serviceType())];
    const november = totalsOf(await chart({ dateFilter: 'currentMonth' }));
    at('2026-11-30T16:00:00.000Z');
    const december = totalsOf(await chart({ dateFilter: 'currentMonth' }));
    const lastMonth = totalsOf(await chart({ dateFilter: 'lastMonth' }));
    await sign(order.orderId, aunt.auntId);
    // 2026-12-01 00:00 in China: the signing is December's, the aunt and the order November's.
    expect(totalsOf(await chart({ dateFilter: 'currentMonth' }))).toEqual(plus(december, { newAunts: 0, newEmployers: 0, newOrders: 0, signings: 1 }));
    expect(totalsOf(await chart({ dateFilter: 'lastMonth' }))).toEqual(lastMonth);
    expect(lastMonth.newAunts).toBe(november.newAunts);
  });
});

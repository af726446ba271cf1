/**
 * The seeded orders: size, determinism, speed, and consistency with the order graph: every
 * stored order replays from its history through applyStep to exactly its stored phase,
 * candidates and owner; aunts the orders moved have the matching work status; one signing at most.
 */
import { describe, expect, it } from 'vitest';
import { DELETABLE_ORDER_STATUSES } from '@/domain/orderCodes';
import { applyStep, MOVED_STATES, orderStatusOf, type CandidateState, type FlowOrder, type OrderStep, type StepPayloads } from '@/domain/orderFlow';
import { getDb, resetDb, type MockDb, type OrderRow } from '@/mocks/db';
import { createSeededDb } from '@/mocks/seed';
import { SEED_DELETED_ORDERS, SEED_ORDER_COUNTS } from '@/mocks/seed/seedOrders';
import { SEED_NOW } from '@/mocks/db/seedTime';
import { chinaDay } from '@/domain/chinaTime';
import { withFreshMockDb } from '@/mocks/testing';

withFreshMockDb();

const ordersOf = (companyId: number): OrderRow[] => getDb().orders.filter((row) => row.companyId === companyId);
const STATUS_OF_STATE: Partial<Record<CandidateState, number>> = { interviewScheduled: 2, interviewPassed: 3, trialPassed: 4 };

/** Rebuilds an order from its history rows with the graph alone. */
function replay(db: MockDb, order: OrderRow): FlowOrder {
  const history = db.orderHistory.filter((row) => row.orderId === order.orderId).sort((a, b) => a.historyId - b.historyId);
  const transfers = db.orderTransfers.filter((row) => row.orderId === order.orderId).sort((a, b) => a.transferId - b.transferId);
  let flow: FlowOrder = { phase: 'open', userId: transfers[0]?.fromUserId ?? order.userId, candidates: [] };
  let transfer = 0;
  for (const row of history) {
    if (row.action === 'create' || row.action === 'delete' || row.action === 'restore' || row.action === 'setOrder') continue;
    const step = row.action as OrderStep;
    const payloads: { [S in OrderStep]: StepPayloads[S] } = {
      recommendAunt: { auntWorkStatus: 1 },
      appointmentInterview: { interviewTime: 'replayed' },
      setInterviewResult: { result: row.result ?? 0 },
      setPolitResult: { result: row.result ?? 0 },
      signComplete: {},
      setAuntOutgoing: {},
      cancelOrderHandle: { reason: 'replayed' },
      addOrderTransfer: { toUserId: transfers[transfer]?.toUserId ?? -1 },
      createFollowUp: { content: 'replayed' },
    };
    if (step === 'addOrderTransfer') transfer += 1;
    const result = applyStep(flow, row.auntId, step, payloads[step]);
    if (!result.ok) throw new Error(`${order.orderNo}: ${step} refused on replay (${result.reason})`);
    flow = result.order;
  }
  return flow;
}

describe('order seed', () => {
  it('is deterministic and fast', () => {
    const started = performance.now();
    resetDb();
    const ms = performance.now() - started;
    const again = createSeededDb();
    expect(JSON.stringify(again.orders)).toBe(JSON.stringify(getDb().orders));
    expect(JSON.stringify(again.orderHistory)).toBe(JSON.stringify(getDb().orderHistory));
    expect(JSON.stringify(again.aunts.map((row) => row.workStatus))).toBe(JSON.stringify(getDb().aunts.map((row) => row.workStatus)));
    expect(ms).toBeLessThan(1500);
  });

  it('has about 400 orders for the main agency and 40 for the partner, numbered DD + day + sequence', () => {
    expect(ordersOf(1)).toHaveLength(SEED_ORDER_COUNTS[1] ?? 0);
    expect(ordersOf(2)).toHaveLength(SEED_ORDER_COUNTS[2] ?? 0);
    const orders = getDb().orders;
    expect(new Set(orders.map((row) => row.orderNo)).size).toBe(orders.length);
    for (const row of orders) expect(row.orderNo).toMatch(new RegExp(`^DD${chinaDay(row.createdTime).replace(/-/g, '')}\\d{4}$`));
    const ids = orders.map((row) => row.orderId);
    expect(ids).toEqual(ids.slice().sort((a, b) => a - b));
  });

  it('belongs to live employers (and their jobs) and aunts of the same company', () => {
    const db = getDb();
    const employers = new Map(db.employers.map((row) => [row.employerId, row]));
    const aunts = new Map(db.aunts.map((row) => [row.auntId, row]));
    for (const order of db.orders) {
      const employer = employers.get(order.employerId);
      expect([order.orderNo, employer?.companyId, employer?.isDeleted]).toEqual([order.orderNo, order.companyId, 0]);
      if (order.jobId !== null) expect(db.jobs.find((job) => job.jobId === order.jobId)?.employerId).toBe(order.employerId);
      expect(order.createdTime >= (employer?.createdTime ?? '')).toBe(true);
      for (const candidate of order.candidates) expect(aunts.get(candidate.auntId)?.companyId).toBe(order.companyId);
    }
    expect(db.orders.some((row) => row.jobId !== null)).toBe(true);
  });

  it('replays every order from its history to its stored state, with times in order', () => {
    const db = getDb();
    for (const order of db.orders) {
      const flow = replay(db, order);
      expect([order.orderNo, flow.phase, flow.userId]).toEqual([order.orderNo, order.phase, order.userId]);
      expect(flow.candidates.map((row) => [row.auntId, row.state])).toEqual(order.candidates.map((row) => [row.auntId, row.state]));
      const times = db.orderHistory.filter((row) => row.orderId === order.orderId).map((row) => row.createdTime);
      expect(times[0]).toBe(order.createdTime);
      expect(times).toEqual(times.slice().sort());
      expect(times.at(-1)! <= new Date(SEED_NOW).toISOString()).toBe(true);
    }
  });

  it('keeps the aunts consistent: moved candidates have the matching work status, one signing per order at most', () => {
    const db = getDb();
    const aunts = new Map(db.aunts.map((row) => [row.auntId, row]));
    for (const order of db.orders) {
      const signed = order.candidates.filter((row) => row.state === 'signed' || row.state === 'outgoing');
      expect(signed.length).toBeLessThanOrEqual(1);
      expect(order.auntId).toBe(signed[0]?.auntId ?? null);
      for (const candidate of order.candidates) {
        const aunt = aunts.get(candidate.auntId);
        if (MOVED_STATES.includes(candidate.state))
          expect([order.orderNo, candidate.state, aunt?.workStatus]).toEqual([order.orderNo, candidate.state, STATUS_OF_STATE[candidate.state]]);
        if (candidate.state === 'signed') expect(aunt?.workStatus).toBe(5);
      }
      if (order.phase === 'signed') expect(order.contractStart! < order.contractEnd!).toBe(true);
      if (order.phase === 'finished') expect(order.outgoingDate! >= order.contractStart!).toBe(true);
      if (order.phase === 'cancelled') expect(order.cancelReason).not.toBe('');
    }
    const moved = db.auntLogs.filter((row) => row.action === 'order');
    expect(moved.length).toBeGreaterThan(100);
    expect(db.aunts.every((row) => row.updatedTime >= row.createdTime)).toBe(true);
  });

  it('writes history as the handlers do: the user’s words in detail, dates, times and amounts in their own fields', () => {
    const db = getDb();
    const orders = new Map(db.orders.map((row) => [row.orderId, row]));
    const transfers = db.orderTransfers.slice().sort((a, b) => a.transferId - b.transferId);
    const facts = ['interviewTime', 'contractStart', 'contractEnd', 'salary', 'outgoingDate', 'fromUserId', 'toUserId'] as const;
    const factsOf = (row: (typeof db.orderHistory)[number]) => facts.filter((key) => row[key] !== undefined);
    for (const row of db.orderHistory) {
      const order = orders.get(row.orderId)!;
      // No label or language words: the page writes them.
      expect(row.detail).not.toMatch(/^(推荐阿姨|预约面试|面试|试工|签约|下户|取消订单|跟进|转交|创建订单|移入回收站)/);
      const expected: Partial<Record<string, string[]>> = {
        appointmentInterview: ['interviewTime'],
        signComplete: ['contractStart', 'contractEnd', 'salary'],
        setAuntOutgoing: ['outgoingDate'],
        addOrderTransfer: ['fromUserId', 'toUserId'],
      };
      expect([row.action, factsOf(row)]).toEqual([row.action, expected[row.action] ?? []]);
      if (row.action === 'appointmentInterview') expect(Number.isNaN(Date.parse(row.interviewTime!))).toBe(false);
      if (row.action === 'signComplete')
        expect([row.contractStart, row.contractEnd, row.salary, row.detail]).toEqual([order.contractStart, order.contractEnd, order.signedSalary, '']);
      if (row.action === 'setAuntOutgoing') expect(row.outgoingDate).toBe(order.outgoingDate);
      if (row.action === 'cancelOrderHandle') expect(row.detail).toBe(order.cancelReason);
      if (row.action === 'addOrderTransfer') {
        const transfer = transfers.find((item) => item.orderId === row.orderId && item.createdTime === row.createdTime)!;
        expect([row.fromUserId, row.toUserId, row.detail]).toEqual([transfer.fromUserId, transfer.toUserId, transfer.reason]);
      }
      if (row.action === 'recommendAunt' || row.action === 'delete') expect(row.detail).toBe('');
    }
  });

  it('has a realistic mix: every phase, empty and busy orders, follow-ups, transfers, a few in the recycle bin', () => {
    const main = ordersOf(1);
    const count = (keep: (row: OrderRow) => boolean) => main.filter(keep).length;
    for (const phase of ['open', 'signed', 'finished', 'cancelled'] as const) expect([phase, count((row) => row.phase === phase) > 20]).toEqual([phase, true]);
    expect(count((row) => row.phase === 'open' && row.candidates.length === 0)).toBeGreaterThan(0);
    expect(count((row) => row.candidates.length >= 3)).toBeGreaterThan(20);
    for (const state of [
      'recommended',
      'interviewScheduled',
      'interviewPassed',
      'interviewFailed',
      'trialPassed',
      'trialFailed',
      'signed',
      'outgoing',
      'withdrawn',
    ] as const) {
      expect([state, count((row) => row.candidates.some((candidate) => candidate.state === state)) > 0]).toEqual([state, true]);
    }
    const binned = main.filter((row) => row.isDeleted === 1);
    expect(binned.length).toBeGreaterThan(0);
    expect(binned.length).toBeLessThanOrEqual(SEED_DELETED_ORDERS);
    expect(binned.every((row) => DELETABLE_ORDER_STATUSES.includes(orderStatusOf(row)) && row.deletedTime !== null && row.deletedBy > 0)).toBe(true);
    expect(getDb().orderFollowUps.length).toBeGreaterThan(50);
    expect(getDb().orderTransfers.length).toBeGreaterThan(5);
  });
});

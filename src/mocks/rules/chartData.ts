/**
 * The dashboard's figures (/statistics/getChartData) counted from the records the company
 * holds: its aunts, employers and orders and the orders' history, seeded history included.
 *
 * What counts (docs/DECISIONS.md):
 * - a new aunt / employer / order: a record created (createdTime) that day and not in the
 *   recycle bin, so a period's figure is what the list shows with the same created-date filter
 *   (deleting a record takes it out, restoring it puts it back);
 * - a signing: the order's signComplete step (its history row) that day, for an order not in
 *   the recycle bin; an order signs once (the graph has no way back to open);
 * - orders by service type: the period's new orders by their service type; every enabled type
 *   of the company in its order, zeros included, and a disabled or unknown type only when it
 *   has orders, so the rows always add up to the new orders;
 * - aunts by work status: the period's new aunts by their current work status (all six).
 *
 * Days are China days (domain/chinaTime): a record belongs to the China day of its time and the
 * period ends on the China day of `now`. The daily series run from the later of the period's
 * start and the company's first day with a record to the earlier of its end and today.
 *
 * One pass over each table whatever the period: rows are bucketed by day number, and only the
 * days of the answer are turned into labels.
 */
import type { AuntWorkStatus } from '@/api/aunt.types';
import { CHART_METRICS, type ChartData, type ChartMetric } from '@/api/statistics';
import { chinaDayNumber, dayOfNumber, numberOfDay } from '@/domain/chinaTime';
import type { ResolvedDateRange } from '@/domain/dateFilter';
import type { MockDb } from '../db';

const WORK_STATUSES: readonly AuntWorkStatus[] = [1, 2, 3, 4, 5, 6];
const SIGNING_STEP = 'signComplete';

type Counts = Record<ChartMetric, number>;
const zeroCounts = (): Counts => ({ newAunts: 0, newEmployers: 0, newOrders: 0, signings: 0 });

/** Counts per China day number, and the company's first day with a record. */
class DayTally {
  readonly days = new Map<number, Counts>();
  first = Number.POSITIVE_INFINITY;

  constructor(
    private readonly from: number,
    private readonly to: number,
  ) {}

  /** Counts a record of `metric` made at `time`; true when its day lies in the period. */
  add(metric: ChartMetric, time: string): boolean {
    const day = chinaDayNumber(time);
    if (day < this.first) this.first = day;
    if (day < this.from || day > this.to) return false;
    let counts = this.days.get(day);
    if (!counts) {
      counts = zeroCounts();
      this.days.set(day, counts);
    }
    counts[metric] += 1;
    return true;
  }
}

function serviceTypeRows(db: ChartTables, companyId: number, byType: Map<number, number>): ChartData['ordersByServiceType'] {
  const types = db.serviceTypes.filter((row) => row.companyId === companyId).sort((a, b) => a.sort - b.sort || a.serviceTypeId - b.serviceTypeId);
  const rows = types
    .filter((type) => type.isEnabled === 1 || (byType.get(type.serviceTypeId) ?? 0) > 0)
    .map((type) => ({ serviceTypeId: type.serviceTypeId, serviceTypeName: type.serviceTypeName, count: byType.get(type.serviceTypeId) ?? 0 }));
  const known = new Set(types.map((type) => type.serviceTypeId));
  for (const [serviceTypeId, count] of byType) {
    if (!known.has(serviceTypeId)) rows.push({ serviceTypeId, serviceTypeName: `#${serviceTypeId}`, count });
  }
  return rows;
}

/** The tables the figures are counted from. */
export type ChartTables = Pick<MockDb, 'aunts' | 'employers' | 'orders' | 'orderHistory' | 'serviceTypes'>;

/** The answer for one company over resolved bounds at time `now` (ms). */
export function chartDataFor(db: ChartTables, companyId: number, range: ResolvedDateRange, now: number): ChartData {
  const answerRange = { start: range.start ?? null, end: range.end ?? null, isNull: range.isNull === true };
  const byType = new Map<number, number>();
  const byStatus = WORK_STATUSES.map(() => 0);
  const totals = zeroCounts();
  if (range.isNull) {
    // Every record has its dates: "is empty" finds nothing.
    return {
      labels: [],
      series: CHART_METRICS.map((name) => ({ name, values: [] })),
      range: answerRange,
      totals,
      ordersByServiceType: serviceTypeRows(db, companyId, byType),
      auntsByWorkStatus: WORK_STATUSES.map((workStatus) => ({ workStatus, count: 0 })),
    };
  }

  const today = chinaDayNumber(now);
  const from = range.start === undefined ? Number.NEGATIVE_INFINITY : numberOfDay(range.start);
  const to = Math.min(range.end === undefined ? today : numberOfDay(range.end), today);
  const tally = new DayTally(from, to);

  for (const aunt of db.aunts) {
    if (aunt.companyId !== companyId || aunt.isDeleted !== 0) continue;
    if (tally.add('newAunts', aunt.createdTime)) byStatus[aunt.workStatus - 1] = (byStatus[aunt.workStatus - 1] ?? 0) + 1;
  }
  for (const employer of db.employers) {
    if (employer.companyId === companyId && employer.isDeleted === 0) tally.add('newEmployers', employer.createdTime);
  }
  const liveOrders = new Set<number>();
  for (const order of db.orders) {
    if (order.companyId !== companyId || order.isDeleted !== 0) continue;
    liveOrders.add(order.orderId);
    if (tally.add('newOrders', order.createdTime)) byType.set(order.serviceType, (byType.get(order.serviceType) ?? 0) + 1);
  }
  for (const entry of db.orderHistory) {
    if (entry.companyId === companyId && entry.action === SIGNING_STEP && liveOrders.has(entry.orderId)) tally.add('signings', entry.createdTime);
  }

  const first = Number.isFinite(tally.first) ? tally.first : today;
  const labels: string[] = [];
  const values: Record<ChartMetric, number[]> = { newAunts: [], newEmployers: [], newOrders: [], signings: [] };
  for (let day = Math.max(from, first); day <= to; day += 1) {
    labels.push(dayOfNumber(day));
    const counts = tally.days.get(day);
    for (const metric of CHART_METRICS) {
      const count = counts?.[metric] ?? 0;
      values[metric].push(count);
      totals[metric] += count;
    }
  }
  return {
    labels,
    series: CHART_METRICS.map((name) => ({ name, values: values[name] })),
    range: answerRange,
    totals,
    ordersByServiceType: serviceTypeRows(db, companyId, byType),
    auntsByWorkStatus: WORK_STATUSES.map((workStatus, index) => ({ workStatus, count: byStatus[index] ?? 0 })),
  };
}

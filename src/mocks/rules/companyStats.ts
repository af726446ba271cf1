/**
 * The staff statistic's figures (/company/getCompanyTotal, /company/getRankData) over a period
 * resolved from the 18 date-filter options (domain/dateFilter, China days, as the dashboard):
 *
 * - new aunts / employers / orders: created in the period and not in the recycle bin; signings:
 *   signComplete steps of live orders in the period (the dashboard's counts, rules/chartData.ts);
 * - staff count: the company's enabled users now (not period-bound);
 * - fee income / expense: fee records whose feeDate lies in the period, summed in fen; net =
 *   income - expense;
 * - insured: insurance orders in status 2 (insured), not deleted, whose cover starts
 *   (insuredDate) in the period; premiums paid: the fund ledger's insurancePay movements in the
 *   period minus its insuranceRefund movements (what actually left the account);
 * - isNull finds nothing (every record has its dates).
 *
 * Rankings list every enabled user of the company with their value (zeros included), best
 * first, ties by name: income = income fees handled; sign = signings made; order / aunt /
 * employer = new records the user owns (order userId, aunt teacherUserId, employer userId);
 * insurance = insured orders the user made.
 */
import type { CompanyTotal, RankRow, RankType } from '@/api/company.types';
import { chinaDay } from '@/domain/chinaTime';
import { isDayInRange, type ResolvedDateRange } from '@/domain/dateFilter';
import { yuanOfFen } from '@/domain/fen';
import type { MockDb } from '../db';
import { SIGNING_STEP, rankOrder } from './achievement';

export type StatsTables = Pick<MockDb, 'users' | 'aunts' | 'employers' | 'orders' | 'orderHistory' | 'feeRecords' | 'insOrders' | 'fundLedger'>;

/** The period test of a record's time (an ISO instant) or day (yyyy-MM-dd), with the day capped at today as the dashboard does for times. */
function inPeriod(range: ResolvedDateRange) {
  return {
    time: (time: string) => isDayInRange(chinaDay(time), range),
    day: (day: string) => isDayInRange(day, range),
  };
}

/** Per-user values of one rank type over the period (fen for income). */
function valuesByUser(db: StatsTables, companyId: number, range: ResolvedDateRange, rankType: RankType): Map<number, number> {
  const values = new Map<number, number>();
  const add = (userId: number, amount = 1) => values.set(userId, (values.get(userId) ?? 0) + amount);
  const period = inPeriod(range);
  switch (rankType) {
    case 'income':
      for (const fee of db.feeRecords) if (fee.companyId === companyId && fee.feeType === 0 && period.day(fee.feeDate)) add(fee.userId, fee.amountFen);
      break;
    case 'sign': {
      const live = liveOrderIds(db, companyId);
      for (const entry of db.orderHistory) {
        if (entry.companyId === companyId && entry.action === SIGNING_STEP && live.has(entry.orderId) && period.time(entry.createdTime)) add(entry.userId);
      }
      break;
    }
    case 'order':
      for (const order of db.orders) if (order.companyId === companyId && order.isDeleted === 0 && period.time(order.createdTime)) add(order.userId);
      break;
    case 'aunt':
      for (const aunt of db.aunts) if (aunt.companyId === companyId && aunt.isDeleted === 0 && period.time(aunt.createdTime)) add(aunt.teacherUserId);
      break;
    case 'employer':
      for (const employer of db.employers)
        if (employer.companyId === companyId && employer.isDeleted === 0 && period.time(employer.createdTime)) add(employer.userId);
      break;
    case 'insurance':
      for (const order of db.insOrders)
        if (order.companyId === companyId && order.isDeleted === 0 && order.insuredStatus === 2 && period.day(order.insuredDate)) add(order.userId);
      break;
  }
  return values;
}

function liveOrderIds(db: Pick<MockDb, 'orders'>, companyId: number): Set<number> {
  return new Set(db.orders.filter((order) => order.companyId === companyId && order.isDeleted === 0).map((order) => order.orderId));
}

const count = <T>(rows: readonly T[], test: (row: T) => boolean): number => rows.reduce((total, row) => total + (test(row) ? 1 : 0), 0);

/** The company's totals over a resolved period. */
export function companyTotalOf(db: StatsTables, companyId: number, range: ResolvedDateRange): CompanyTotal {
  const period = inPeriod(range);
  const live = liveOrderIds(db, companyId);
  let incomeFen = 0;
  let expenseFen = 0;
  for (const fee of db.feeRecords) {
    if (fee.companyId !== companyId || !period.day(fee.feeDate)) continue;
    if (fee.feeType === 0) incomeFen += fee.amountFen;
    else expenseFen += fee.amountFen;
  }
  let premiumFen = 0;
  for (const entry of db.fundLedger) {
    if (entry.companyId !== companyId || !period.time(entry.createdTime)) continue;
    // A payment is negative, a refund positive: what was paid is minus their sum.
    if (entry.reason === 'insurancePay' || entry.reason === 'insuranceRefund') premiumFen -= entry.amountFen;
  }
  return {
    auntCount: count(db.aunts, (aunt) => aunt.companyId === companyId && aunt.isDeleted === 0 && period.time(aunt.createdTime)),
    employerCount: count(db.employers, (row) => row.companyId === companyId && row.isDeleted === 0 && period.time(row.createdTime)),
    orderCount: count(db.orders, (order) => order.companyId === companyId && order.isDeleted === 0 && period.time(order.createdTime)),
    signedCount: count(
      db.orderHistory,
      (entry) => entry.companyId === companyId && entry.action === SIGNING_STEP && live.has(entry.orderId) && period.time(entry.createdTime),
    ),
    userCount: count(db.users, (user) => user.companyId === companyId && user.isEnabled === 1),
    feeIncome: yuanOfFen(incomeFen),
    feeExpense: yuanOfFen(expenseFen),
    feeNet: yuanOfFen(incomeFen - expenseFen),
    insuredCount: count(
      db.insOrders,
      (order) => order.companyId === companyId && order.isDeleted === 0 && order.insuredStatus === 2 && period.day(order.insuredDate),
    ),
    premiumPaid: yuanOfFen(premiumFen),
    range: { start: range.start ?? null, end: range.end ?? null, isNull: range.isNull === true },
  };
}

/** The company's staff ranked by one kind of figure over a resolved period. */
export function rankOf(db: StatsTables, companyId: number, range: ResolvedDateRange, rankType: RankType): RankRow[] {
  const values = valuesByUser(db, companyId, range, rankType);
  return db.users
    .filter((user) => user.companyId === companyId && user.isEnabled === 1)
    .map((user) => ({ userId: user.userId, contact: user.contact, avatarUrl: user.avatarUrl, value: values.get(user.userId) ?? 0 }))
    .sort(rankOrder)
    .map((row, index) => ({ rank: index + 1, ...row, value: rankType === 'income' ? yuanOfFen(row.value) : row.value }));
}

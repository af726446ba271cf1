/**
 * Staff achievements (/office/getAchievement, /company/getAchievementData), counted from the
 * real records on every call: nothing achieved is stored (docs/DECISIONS.md, "Office").
 *
 * - achieved (a staff member, a China month): the sum in fen of the company's INCOME fee records
 *   (feeType 0) the staff member handled (userId) whose feeDate lies in the month;
 * - signed: the signings the staff member made that month, a signing being what the dashboard
 *   counts (rules/chartData.ts): the order's signComplete history row, for an order not in the
 *   recycle bin, the signer being the user who took the step (the row's userId);
 * - targets: achievementTargets (fen, signings) of (company, user, month); none = 0 = no target;
 * - percent = percentOf(achieved, target) (null without a target), likewise for signings;
 * - rows: every enabled user of the company; rank over the whole company by achieved, then
 *   signings, then name (then userId), so a department filter keeps each person's rank.
 */
import type { Achievement, AchievementSummary } from '@/api/office';
import { chinaDay } from '@/domain/chinaTime';
import { percentOf, sumFen, yuanOfFen } from '@/domain/fen';
import type { MockDb } from '../db';

export const SIGNING_STEP = 'signComplete';

/** The tables achievements are counted from. */
export type AchievementTables = Pick<MockDb, 'users' | 'departments' | 'feeRecords' | 'orders' | 'orderHistory' | 'achievementTargets'>;

/** yyyy-MM with a year 19xx or 20xx. */
export const MONTH_RE = /^(19|20)\d{2}-(0[1-9]|1[0-2])$/;

/** The China month (yyyy-MM) of an instant. */
export function chinaMonth(time: number | string | Date): string {
  return chinaDay(time).slice(0, 7);
}

/** Months from `from` to `to` (yyyy-MM each; negative when `to` is earlier). */
export function monthsBetween(from: string, to: string): number {
  const [fy, fm] = from.split('-').map(Number);
  const [ty, tm] = to.split('-').map(Number);
  return ((ty ?? 0) - (fy ?? 0)) * 12 + ((tm ?? 0) - (fm ?? 0));
}

/** The month `n` months after `month` (negative: before). */
export function addMonths(month: string, n: number): string {
  const [y, m] = month.split('-').map(Number);
  const index = (y ?? 0) * 12 + ((m ?? 1) - 1) + n;
  return `${Math.floor(index / 12)}-${String((index % 12) + 1).padStart(2, '0')}`;
}

/** A department and every department under it (ids), of one company. */
export function departmentAndBelow(db: Pick<MockDb, 'departments'>, companyId: number, departmentId: number): Set<number> {
  const ids = new Set([departmentId]);
  let grew = true;
  while (grew) {
    grew = false;
    for (const row of db.departments) {
      if (row.companyId === companyId && ids.has(row.parentId) && !ids.has(row.departmentId)) {
        ids.add(row.departmentId);
        grew = true;
      }
    }
  }
  return ids;
}

/** Fen of income handled and signings made per user in a month. */
export function monthTallies(db: AchievementTables, companyId: number, month: string): { incomeFen: Map<number, number>; signed: Map<number, number> } {
  const incomeFen = new Map<number, number>();
  for (const fee of db.feeRecords) {
    if (fee.companyId !== companyId || fee.feeType !== 0 || fee.feeDate.slice(0, 7) !== month) continue;
    incomeFen.set(fee.userId, (incomeFen.get(fee.userId) ?? 0) + fee.amountFen);
  }
  const liveOrders = new Set(db.orders.filter((order) => order.companyId === companyId && order.isDeleted === 0).map((order) => order.orderId));
  const signed = new Map<number, number>();
  for (const entry of db.orderHistory) {
    if (entry.companyId !== companyId || entry.action !== SIGNING_STEP || !liveOrders.has(entry.orderId)) continue;
    if (chinaMonth(entry.createdTime) !== month) continue;
    signed.set(entry.userId, (signed.get(entry.userId) ?? 0) + 1);
  }
  return { incomeFen, signed };
}

/** One row in fen, before it is answered. */
interface FenRow {
  row: Omit<Achievement, 'target' | 'achieved'>;
  targetFen: number;
  achievedFen: number;
}

/** Compares two people for ranking: achieved, then signings, then name, then id. */
export function rankOrder(
  a: { value: number; second?: number; contact: string; userId: number },
  b: { value: number; second?: number; contact: string; userId: number },
): number {
  return b.value - a.value || (b.second ?? 0) - (a.second ?? 0) || a.contact.localeCompare(b.contact, 'zh-Hans-CN') || a.userId - b.userId;
}

export interface AchievementQuery {
  month: string;
  departmentId?: number;
  userId?: number;
}

export interface AchievementAnswer {
  rows: Achievement[];
  summary: AchievementSummary;
}

/** The achievement rows of a company's month (ranked over the company, then filtered). */
export function achievementsOf(db: AchievementTables, companyId: number, query: AchievementQuery): AchievementAnswer {
  const { incomeFen, signed } = monthTallies(db, companyId, query.month);
  const targets = new Map(db.achievementTargets.filter((row) => row.companyId === companyId && row.month === query.month).map((row) => [row.userId, row]));
  const departments = new Map(db.departments.filter((row) => row.companyId === companyId).map((row) => [row.departmentId, row.departmentName]));
  const rows: FenRow[] = db.users
    .filter((user) => user.companyId === companyId && user.isEnabled === 1)
    .map((user) => {
      const target = targets.get(user.userId);
      const targetFen = target?.targetFen ?? 0;
      const targetSigned = target?.targetSigned ?? 0;
      const achievedFen = incomeFen.get(user.userId) ?? 0;
      const signedCount = signed.get(user.userId) ?? 0;
      return {
        targetFen,
        achievedFen,
        row: {
          userId: user.userId,
          contact: user.contact,
          avatarUrl: user.avatarUrl,
          departmentId: user.departmentId,
          departmentName: user.departmentId === null ? '' : (departments.get(user.departmentId) ?? ''),
          month: query.month,
          targetSigned,
          signed: signedCount,
          percent: percentOf(achievedFen, targetFen),
          signedPercent: percentOf(signedCount, targetSigned),
          rank: 0,
        },
      };
    });
  rows.sort((a, b) =>
    rankOrder(
      { value: a.achievedFen, second: a.row.signed, contact: a.row.contact, userId: a.row.userId },
      { value: b.achievedFen, second: b.row.signed, contact: b.row.contact, userId: b.row.userId },
    ),
  );
  rows.forEach((entry, index) => {
    entry.row.rank = index + 1;
  });
  const inDepartments = query.departmentId === undefined ? null : departmentAndBelow(db, companyId, query.departmentId);
  const kept = rows.filter(
    (entry) =>
      (query.userId === undefined || entry.row.userId === query.userId) &&
      (inDepartments === null || (entry.row.departmentId !== null && inDepartments.has(entry.row.departmentId))),
  );
  const targetFen = sumFen(kept.map((entry) => entry.targetFen));
  const achievedFen = sumFen(kept.map((entry) => entry.achievedFen));
  const targetSigned = kept.reduce((total, entry) => total + entry.row.targetSigned, 0);
  const signedTotal = kept.reduce((total, entry) => total + entry.row.signed, 0);
  return {
    rows: kept.map((entry) => ({ ...entry.row, target: yuanOfFen(entry.targetFen), achieved: yuanOfFen(entry.achievedFen) })),
    summary: {
      target: yuanOfFen(targetFen),
      targetSigned,
      achieved: yuanOfFen(achievedFen),
      signed: signedTotal,
      percent: percentOf(achievedFen, targetFen),
      signedPercent: percentOf(signedTotal, targetSigned),
    },
  };
}

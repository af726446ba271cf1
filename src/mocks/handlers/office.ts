/**
 * The office family's handlers (/office/) and the staff statistic's company calls
 * (/company/getCompanyTotal, getRankData, getAchievementData). Every figure is counted from the
 * real records on each call (rules/achievement.ts, rules/companyStats.ts); only targets are
 * stored. Any signed-in user of the company reads; only admins set targets.
 */
import { companyPaths } from '@/api/company';
import { officePaths } from '@/api/office';
import { resolveDateFilter, type ResolvedDateRange } from '@/domain/dateFilter';
import { allocateId, getDb, type MockDb } from '../db';
import { rawView } from '../db/tracking';
import { achievementsOf } from '../rules/achievement';
import { readAchievementData, readGetAchievement, readRankType, readSetAchieve, readStatsFilter } from '../rules/achievementInput';
import { companyTotalOf, rankOf } from '../rules/companyStats';
import { apiPost, apiWrite, listResult, requireSession } from './kit';

/** Read only, over whole tables: the plain rows, not the change-tracking proxies. */
const readDb = () => rawView(getDb()) as unknown as MockDb;

const getAchievement = apiPost(officePaths.getAchievement, (ctx) => {
  const { company } = requireSession(ctx);
  const db = readDb();
  const query = readGetAchievement(db, company.companyId, ctx.body);
  const answer = achievementsOf(db, company.companyId, query);
  return listResult(answer.rows, answer.rows.length, answer.summary);
});

const setAchieveData = apiWrite(officePaths.setAchieveData, (ctx) => {
  const { user, company } = requireSession(ctx);
  const now = Date.now();
  const db = getDb();
  const input = readSetAchieve(db, user, ctx.body, now);
  const updatedTime = new Date(now).toISOString();
  const existing = db.achievementTargets.find((row) => row.companyId === company.companyId && row.userId === input.userId && row.month === input.month);
  if (existing) {
    existing.targetFen = input.targetFen;
    existing.targetSigned = input.targetSigned;
    existing.setBy = user.userId;
    existing.updatedTime = updatedTime;
  } else {
    db.achievementTargets.push({
      targetId: allocateId(db, 'achievementTargets'),
      companyId: company.companyId,
      userId: input.userId,
      month: input.month,
      targetFen: input.targetFen,
      targetSigned: input.targetSigned,
      setBy: user.userId,
      updatedTime,
    });
  }
  const [row] = achievementsOf(db, company.companyId, { month: input.month, userId: input.userId }).rows;
  return row;
});

function rangeOf(body: unknown, extra: readonly string[], now: number): ResolvedDateRange {
  const filter = readStatsFilter(body, extra);
  return filter === null ? {} : resolveDateFilter(filter, now);
}

const getCompanyTotal = apiPost(companyPaths.getCompanyTotal, (ctx) => {
  const { company } = requireSession(ctx);
  const range = rangeOf(ctx.body, [], Date.now());
  return companyTotalOf(readDb(), company.companyId, range);
});

const getRankData = apiPost(companyPaths.getRankData, (ctx) => {
  const { company } = requireSession(ctx);
  const range = rangeOf(ctx.body, ['rankType'], Date.now());
  return rankOf(readDb(), company.companyId, range, readRankType(ctx.body));
});

const getAchievementData = apiPost(companyPaths.getAchievementData, (ctx) => {
  const { company } = requireSession(ctx);
  const db = readDb();
  const query = readAchievementData(db, company.companyId, ctx.body, Date.now());
  // The contract answers the rows (the client's post reads data only; no total, no summary).
  return achievementsOf(db, company.companyId, query).rows;
});

export const officeHandlers = [getAchievement, setAchieveData, getCompanyTotal, getRankData, getAchievementData];

/**
 * Handlers of the statistics family (/statistics/): the dashboard's chart data.
 *
 * getChartData needs a session, checks the date filter (40001 naming the field otherwise),
 * resolves it with the client's own rules (src/domain/dateFilter, China days) at the server's
 * clock and answers, for the session's company, the figures counted from its records
 * (rules/chartData.ts).
 */
import { statisticsPaths } from '@/api/statistics';
import { checkDateFilter, resolveDateFilter } from '@/domain/dateFilter';
import { getDb, type MockDb } from '../db';
import { rawView } from '../db/tracking';
import { chartDataFor } from '../rules/chartData';
import { issueMessage } from '../rules/dateFilterMessage';
import { apiPost, invalid, requireSession } from './kit';

const getChartData = apiPost(statisticsPaths.getChartData, (ctx) => {
  const { company } = requireSession(ctx);
  const checked = checkDateFilter(ctx.body);
  if (!checked.ok) throw invalid(issueMessage(checked.issue, ctx.body));
  const now = Date.now();
  // Read only, over whole tables: the plain rows, not the change-tracking proxies (3x faster).
  const db = rawView(getDb()) as unknown as MockDb;
  return chartDataFor(db, company.companyId, resolveDateFilter(checked.filter, now), now);
});

export const statisticsHandlers = [getChartData];

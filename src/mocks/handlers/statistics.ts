/**
 * Handlers of the statistics family (/statistics/): the dashboard's chart data.
 *
 * getChartData needs a session, checks the date filter (40001 naming the field otherwise),
 * resolves it with the client's own rules (src/domain/dateFilter, China days) at the server's
 * clock and answers, for the session's company, the figures counted from its records
 * (rules/chartData.ts).
 */
import { statisticsPaths } from '@/api/statistics';
import { DATE_FILTER_CHOICES, checkDateFilter, resolveDateFilter, type DateFilterIssue } from '@/domain/dateFilter';
import { getDb, type MockDb } from '../db';
import { rawView } from '../db/tracking';
import { chartDataFor } from '../rules/chartData';
import { apiPost, invalid, requireSession, type Msg } from './kit';

const OPTION_LIST = DATE_FILTER_CHOICES.map((choice) => choice.value).join(', ');

function optionOf(body: unknown): string {
  const value = typeof body === 'object' && body !== null ? (body as Record<string, unknown>).dateFilter : undefined;
  return typeof value === 'string' ? value : String(value);
}

/** The 40001 message for a filter that cannot be resolved. */
export function issueMessage(issue: DateFilterIssue, body: unknown): Msg {
  const option = optionOf(body);
  switch (issue.field) {
    case 'dateFilter':
      return {
        zh: `不支持的时间筛选条件（dateFilter）：${option}`,
        en: `Unknown dateFilter "${option}"; expected one of: ${OPTION_LIST}`,
      };
    case 'days':
      return issue.problem === 'missing'
        ? { zh: `请填写天数（days），${option} 需要天数`, en: `days is required for ${option}` }
        : { zh: '天数（days）须为 1 到 3650 之间的整数', en: 'days must be a whole number from 1 to 3650' };
    case 'startDate':
    case 'endDate':
      if (issue.problem === 'beforeStart') {
        return { zh: '结束日期（endDate）不能早于开始日期（startDate）', en: 'endDate must not be before startDate' };
      }
      return issue.problem === 'missing'
        ? { zh: `请选择日期（${issue.field}），${option} 需要该日期`, en: `${issue.field} is required for ${option}` }
        : { zh: `日期（${issue.field}）格式不正确，应为 YYYY-MM-DD`, en: `${issue.field} must be a date written YYYY-MM-DD` };
  }
}

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

/**
 * Handlers of the statistics family (/statistics/): the dashboard's chart data.
 *
 * getChartData needs a session, checks the date filter (40001 naming the field otherwise),
 * resolves it with the client's own rules (src/domain/dateFilter) and answers, for the
 * session's company, the daily series over the period (clamped to the days that have data and
 * to today), their totals and the breakdowns, computed from the daily activity table.
 * The answer is the dashboard's DashboardChartData, a superset of the declared ChartData.
 */
import { statisticsPaths } from '@/api/statistics';
import { chinaDay } from '@/domain/chinaTime';
import { DATE_FILTER_CHOICES, addDays, checkDateFilter, resolveDateFilter, type DateFilterIssue, type ResolvedDateRange } from '@/domain/dateFilter';
import { CHART_METRICS as METRICS, type ChartData as DashboardChartData, type ChartMetric as Metric } from '@/api/statistics';

const WORK_STATUSES = [1, 2, 3, 4, 5, 6] as const;
import { getDb } from '../db';
import { ACTIVITY_FIRST_DAY, ACTIVITY_SERVICE_TYPES, activityReplayOffset } from '../db/seedActivity';
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

const zeroTotals = (): Record<Metric, number> => ({ newAunts: 0, newEmployers: 0, newOrders: 0, signings: 0 });

/** The answer for one company over resolved bounds, `today` being the server's current day. */
export function chartDataFor(companyId: number, range: ResolvedDateRange, today: string): DashboardChartData {
  const offset = activityReplayOffset(today);
  const rows = new Map(getDb().dailyActivity.filter((row) => row.companyId === companyId).map((row) => [row.day, row]));
  const firstDay = addDays(ACTIVITY_FIRST_DAY, offset);
  const start = range.start !== undefined && range.start > firstDay ? range.start : firstDay;
  const end = range.end !== undefined && range.end < today ? range.end : today;

  const labels: string[] = [];
  const values: Record<Metric, number[]> = { newAunts: [], newEmployers: [], newOrders: [], signings: [] };
  const totals = zeroTotals();
  const byType = ACTIVITY_SERVICE_TYPES.map(() => 0);
  const byStatus = WORK_STATUSES.map(() => 0);
  if (!range.isNull) {
    for (let day = start; day <= end; day = addDays(day, 1)) {
      const row = rows.get(addDays(day, -offset));
      labels.push(day);
      for (const metric of METRICS) {
        const count = row?.[metric] ?? 0;
        values[metric].push(count);
        totals[metric] += count;
      }
      row?.ordersByServiceType.forEach((count, index) => (byType[index] = (byType[index] ?? 0) + count));
      row?.auntsByWorkStatus.forEach((count, index) => (byStatus[index] = (byStatus[index] ?? 0) + count));
    }
  }
  return {
    labels,
    series: METRICS.map((name) => ({ name, values: values[name] })),
    range: { start: range.start ?? null, end: range.end ?? null, isNull: range.isNull === true },
    totals,
    ordersByServiceType: ACTIVITY_SERVICE_TYPES.map(({ serviceTypeId, serviceTypeName }, index) => ({
      serviceTypeId,
      serviceTypeName,
      count: byType[index] ?? 0,
    })),
    auntsByWorkStatus: WORK_STATUSES.map((workStatus, index) => ({ workStatus, count: byStatus[index] ?? 0 })),
  };
}

const getChartData = apiPost(statisticsPaths.getChartData, (ctx) => {
  const { company } = requireSession(ctx);
  const checked = checkDateFilter(ctx.body);
  if (!checked.ok) throw invalid(issueMessage(checked.issue, ctx.body));
  const now = Date.now();
  return chartDataFor(company.companyId, resolveDateFilter(checked.filter, now), chinaDay(now));
});

export const statisticsHandlers = [getChartData];

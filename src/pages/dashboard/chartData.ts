/** How the dashboard reads /statistics/getChartData (the answer type lives in src/api/statistics). */
import type { AuntWorkStatus } from '@/api/aunt.types';
import { CHART_METRICS, type ChartData, type ChartMetric, type StatisticsFilter } from '@/api/statistics';

/** The dashboard's first period: the past 30 days including today (see index.tsx). */
export const DEFAULT_DASHBOARD_FILTER: StatisticsFilter = { dateFilter: 'inPastDays', days: 30 };

/** The page-data key of a period's figures (usePageData; the early request uses it too). */
export const chartDataKey = (filter: StatisticsFilter) => `dashboard-chart:${JSON.stringify(filter)}`;

/** The four daily series, in display order (the API's own list). */
export const METRICS = CHART_METRICS;
export type Metric = ChartMetric;
export type DashboardChartData = ChartData;

export const WORK_STATUSES: readonly AuntWorkStatus[] = [1, 2, 3, 4, 5, 6];

/** Whether the period holds no records at all (shown as the empty state). */
export function isEmptyPeriod(data: DashboardChartData): boolean {
  return METRICS.every((metric) => data.totals[metric] === 0);
}

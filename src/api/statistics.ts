/** Statistics family (/statistics/): the staff statistic chart. */
import { post, type RequestOptions } from './http';

export const statisticsPaths = {
  getChartData: '/statistics/getChartData',
} as const;

/** The 18 date filter options (first document, section 3); aunt and finance lists reuse them. */
export const DATE_FILTER_OPTIONS = [
  'today',
  'yesterday',
  'currentWeek',
  'lastWeek',
  'currentMonth',
  'lastMonth',
  'currentQuarter',
  'lastQuarter',
  'currentYear',
  'lastYear',
  'afterPastDays',
  'beforePastDays',
  'inPastDays',
  'afterSpecifiedTime',
  'beforeSpecifiedTime',
  'specifiedTime',
  'specifyTimeRange',
  'isNull',
] as const;

export type DateFilterOption = (typeof DATE_FILTER_OPTIONS)[number];

/**
 * A date filter. `days` goes with the *PastDays options, `startDate` with the
 * *SpecifiedTime options and specifiedTime, `startDate` + `endDate` with specifyTimeRange
 * (dates as yyyy-MM-dd).
 */
export interface StatisticsFilter {
  dateFilter: DateFilterOption;
  days?: number;
  startDate?: string;
  endDate?: string;
}

/** The same shape used as a date-column filter in lists. */
export type DateFilter = StatisticsFilter;

/** One series of the chart. */
export interface ChartSeries {
  name: string;
  values: number[];
}

/** Answer of getChartData: one label per point of the x axis, one or more series. */
export interface ChartData {
  labels: string[];
  series: ChartSeries[];
}

/** Chart data for the staff statistic page (body: the date filter). */
export const getChartData = (body: StatisticsFilter, options?: RequestOptions) =>
  post<ChartData>(statisticsPaths.getChartData, body, options);

/** Statistics family (/statistics/): the staff statistic chart. */
import type { AuntWorkStatus } from './aunt.types';
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

/** The four daily series of the chart data, in display order. */
export const CHART_METRICS = ['newAunts', 'newEmployers', 'newOrders', 'signings'] as const;
export type ChartMetric = (typeof CHART_METRICS)[number];

/** One series of the chart: a value per label. */
export interface ChartSeries {
  name: ChartMetric;
  values: number[];
}

/**
 * Answer of getChartData (our choice; the spec shows only the filter body): one label per day,
 * a series per metric, their totals, and the period's breakdowns.
 */
export interface ChartData {
  /** China days 'YYYY-MM-DD', from the later of the period's start and the company's first day with a record to the earlier of its end and today. */
  labels: string[];
  /** One series per metric, in CHART_METRICS order; values align with labels. */
  series: ChartSeries[];
  /** The period the filter resolved to (inclusive days; null = open). */
  range: { start: string | null; end: string | null; isNull: boolean };
  /** Sums of the series over the period. */
  totals: Record<ChartMetric, number>;
  /** New orders of the period by service type (every enabled type of the company in its order, zeros included; a disabled one only when it has orders). */
  ordersByServiceType: { serviceTypeId: number; serviceTypeName: string; count: number }[];
  /** New aunts of the period by their current work status (all six, zeros included). */
  auntsByWorkStatus: { workStatus: AuntWorkStatus; count: number }[];
}

/** Dashboard statistics for a date filter: daily series, totals and breakdowns. */
export const getChartData = (body: StatisticsFilter, options?: RequestOptions) => post(statisticsPaths.getChartData, body, options);

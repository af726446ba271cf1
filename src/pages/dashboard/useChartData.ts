/**
 * Loads the dashboard's chart data for a filter (usePageData). A new filter (or a retry) cancels
 * the request still running, so a quickly changed filter never shows an older answer; while it
 * loads the page shows "loading", not the previous period's charts.
 *
 * Errors are not toasted: the page shows them in place with a retry button (loadErrorText: only
 * what the error catalogue treats as more than a message is still carried out).
 *
 * @example
 *   const { status, data, error, retry } = useChartData({ dateFilter: 'inPastDays', days: 30 });
 */
import { getChartData, type StatisticsFilter } from '@/api/statistics';
import { usePageData } from './usePageData';
import { i18n } from '@/i18n';
import { chartDataKey, type DashboardChartData } from './chartData';

export type ChartDataState =
  | { status: 'loading'; data: null; error: null; retry: () => void }
  | { status: 'ready'; data: DashboardChartData; error: null; retry: () => void }
  | { status: 'error'; data: null; error: string; retry: () => void };

export function useChartData(filter: StatisticsFilter): ChartDataState {
  // The declared ChartData is too thin; the server answers DashboardChartData (see chartData.ts).
  const chart = usePageData<DashboardChartData>(chartDataKey(filter), (signal) => getChartData(filter, { silent: true, signal }));
  const retry = chart.reload;
  if (chart.loading) return { status: 'loading', data: null, error: null, retry };
  if (chart.data && chart.error === null) return { status: 'ready', data: chart.data, error: null, retry };
  return { status: 'error', data: null, error: chart.error ?? i18n.t('errors.generic'), retry };
}

/**
 * What the dashboard asks for as it mounts, started early (app/earlyRequests) by a returning
 * user's first load of /dashboard: the figures of the default period, and the charts' code.
 */
import { getChartData } from '@/api/statistics';
import { startEarly } from '@/app/earlyRequests';
import { DEFAULT_DASHBOARD_FILTER, chartDataKey } from './chartData';
import { loadCharts } from '@/components/charts/load';

export function startDashboardEarly(): void {
  startEarly(chartDataKey(DEFAULT_DASHBOARD_FILTER), () => getChartData(DEFAULT_DASHBOARD_FILTER, { silent: true }));
  void loadCharts();
}

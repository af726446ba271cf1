/**
 * The contract's entries for `statisticsPaths` (statistics.ts): what each call sends and answers. The
 * forms an entry takes, and the one `Contract` that joins the families: contract.ts.
 */
import type { ChartData, StatisticsFilter } from './statistics';

export interface StatisticsContract {
  /** Dashboard statistics for a date filter: daily series, totals and breakdowns. */
  '/statistics/getChartData': { req: StatisticsFilter; res: ChartData };
}

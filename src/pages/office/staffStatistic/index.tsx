/**
 * The staff statistic (/office/staff-statistic; the menu shows it to the configured company
 * only): the date filter with the 18 options (this month first), the company totals of the period
 * (/company/getCompanyTotal), the staff ranking per rank type (getRankData) and this month's
 * achievements (getAchievementData), each chart beside a table with the same figures.
 */
import { Card, Empty, Flex } from 'antd';
import { useThemeToken } from '@/components/useThemeToken';
import { Suspense, useCallback, useMemo } from 'react';
import { chartComponent, usePreloadCharts } from '@/components/charts/load';
import { useTranslation } from 'react-i18next';
import '@/i18n/texts/office';
import type { CompanyTotal } from '@/api/company';
import { companyQueries } from '@/api/company.queries';
import type { StatisticsFilter } from '@/api/statistics';
import { DateFilterPicker } from '@/components/DateFilterPicker';
import { PageHeaderCard } from '@/components/PageHeaderCard';
import { TableError } from '@/components/DataTable';
import { usePageState } from '@/hooks/pageMemory';
import { useQueryData } from '@/hooks/useQueryData';
import { AchievementTable } from '../AchievementTable';
import { currentMonth } from '../achievementRows';
import { RankPanel } from './RankPanel';
import { TotalCards } from './TotalCards';
import { money } from '@/domain/format';

const GroupedBars = chartComponent((charts) => charts.GroupedBars);

const DEFAULT_FILTER: StatisticsFilter = { dateFilter: 'currentMonth' };
const sameFilter = (a: StatisticsFilter, b: StatisticsFilter) => JSON.stringify(a) === JSON.stringify(b);

function PeriodLine({ range }: { range: CompanyTotal['range'] }) {
  const { t } = useTranslation();
  if (range.isNull) return <>{t('office.stats.periodNull')}</>;
  if (range.start && range.end) return <>{t('office.stats.period', { start: range.start, end: range.end })}</>;
  if (range.start) return <>{t('office.stats.periodOpenEnd', { start: range.start })}</>;
  if (range.end) return <>{t('office.stats.periodOpenStart', { end: range.end })}</>;
  return <>{t('office.stats.periodAll')}</>;
}

/** Axis labels of amounts: whole yuan, grouped. */
const axisYuan = (value: number) => money(Math.round(value));

export default function StaffStatisticPage() {
  const { t } = useTranslation();
  const token = useThemeToken();
  usePreloadCharts();
  const [filter, setFilter] = usePageState<StatisticsFilter>('office.staffStatistic.filter', DEFAULT_FILTER);
  const changeFilter = useCallback((next: StatisticsFilter) => setFilter((current) => (sameFilter(current, next) ? current : next)), [setFilter]);
  const totals = useQueryData(companyQueries.total(filter));
  const month = currentMonth();
  const achievements = useQueryData(companyQueries.achievementData(month));
  const rows = achievements.data;
  const chart = useMemo(
    () =>
      rows
        ? {
            labels: rows.map((row) => row.contact),
            series: [
              { name: t('office.stats.chartTarget'), values: rows.map((row) => row.target) },
              { name: t('office.stats.chartAchieved'), values: rows.map((row) => row.achieved) },
            ],
            // Nobody has a target or achieved anything yet: an empty state, not a chart of zeros.
            hasFigures: rows.some((row) => row.target > 0 || row.achieved > 0),
          }
        : null,
    [rows, t],
  );

  return (
    <>
      <PageHeaderCard
        title={t('office.stats.title')}
        subtitle={t('office.stats.subtitle')}
        extra={
          <Flex vertical align="end" gap={4}>
            <DateFilterPicker value={filter} onChange={changeFilter} />
            <div style={{ color: token.colorTextSecondary, fontSize: token.fontSizeSM, minHeight: 20 }} aria-live="polite" data-testid="stats-period">
              {totals.data && <PeriodLine range={totals.data.range} />}
            </div>
          </Flex>
        }
      />
      <Flex vertical gap={16}>
        {totals.error ? (
          <Card>
            <TableError message={totals.error} onRetry={totals.reload} />
          </Card>
        ) : (
          <TotalCards totals={totals.loading ? null : totals.data} />
        )}

        <RankPanel filter={filter} />

        <Card title={t('office.stats.achievementTitle', { month })}>
          {chart && chart.labels.length > 0 && !chart.hasFigures && (
            <Empty image={Empty.PRESENTED_IMAGE_SIMPLE} description={t('office.stats.noAchievements')} data-testid="achievement-chart-empty" />
          )}
          {chart?.hasFigures && (
            <Suspense fallback={<div style={{ height: 280 }} />}>
              <GroupedBars labels={chart.labels} series={chart.series} format={money} axisFormat={axisYuan} />
            </Suspense>
          )}
          <div style={{ marginTop: 16 }}>
            <AchievementTable
              rows={rows}
              loading={achievements.loading}
              error={achievements.error}
              onRetry={achievements.reload}
              caption={t('office.stats.achievementCaption')}
            />
          </div>
        </Card>
      </Flex>
    </>
  );
}

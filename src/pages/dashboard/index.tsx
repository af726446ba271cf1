/**
 * The dashboard: a manager's overview of the company over a chosen period. A welcome line,
 * the date filter, the user's own tasks ("my tasks", a lazy card), four period totals, the daily
 * trend and two breakdowns (new orders by service type, new aunts by work status), from
 * /statistics/getChartData.
 *
 * The period starts as the past 30 days including today: a full month of days whatever the
 * date (on the 1st, "this month" would be a single day), with the weekly rhythm visible.
 * Loading shows skeletons, a failure an inline error with retry, a period without records an
 * empty state; a new filter cancels the request still running.
 */
import { Card, Flex, Skeleton } from 'antd';
import { useThemeToken } from '@/components/useThemeToken';
import { Suspense, lazy, useCallback } from 'react';
import { useTranslation } from 'react-i18next';
import type { StatisticsFilter } from '@/api/statistics';
import { DateFilterPicker } from '@/components/DateFilterPicker';
import { usePageState } from '@/hooks/pageMemory';
import { useAfterSettled } from '@/app/afterSettled';
import { useSession } from '@/stores/session';
import { ChartPanels } from './ChartPanels';
import { DataTables } from './DataTables';
import { StatCards } from './StatCards';
import { DEFAULT_DASHBOARD_FILTER, isEmptyPeriod } from './chartData';
import { useChartData } from './useChartData';
import { useMyTasks } from './useMyTasks';

// Shown only when the figures fail to load: antd Alert is not part of the first paint.
const LoadFailedAlert = lazy(() => import('./LoadFailedAlert'));
// The user's tasks card: its own chunk, fetched once the page has settled (its form when opened); its data at once.
const MyTasksCard = lazy(() => import('./MyTasksCard'));
const tasksPlaceholder = (
  <Card>
    <Skeleton active paragraph={{ rows: 3 }} />
  </Card>
);

const sameFilter = (a: StatisticsFilter, b: StatisticsFilter) => JSON.stringify(a) === JSON.stringify(b);

export default function DashboardPage() {
  const { t } = useTranslation();
  const token = useThemeToken();
  const user = useSession((state) => state.user);
  const [filter, setFilter] = usePageState<StatisticsFilter>('dashboard.filter', DEFAULT_DASHBOARD_FILTER);
  const chart = useChartData(filter);
  const changeFilter = useCallback((next: StatisticsFilter) => setFilter((current) => (sameFilter(current, next) ? current : next)), [setFilter]);
  if (!user) return null;

  const data = chart.status === 'ready' ? chart.data : null;
  const first = data?.labels[0];
  const last = data?.labels[data.labels.length - 1];

  return (
    <Flex vertical gap={16}>
      <Card>
        <Flex justify="space-between" align="center" wrap gap={16}>
          <div>
            <h1 style={{ margin: 0, fontSize: token.fontSizeHeading4, fontWeight: token.fontWeightStrong, color: token.colorTextHeading }}>
              {t('dashboard.welcome', { name: user.contact })}
            </h1>
            <div style={{ color: token.colorTextSecondary }}>{t('dashboard.company', { name: user.company.companyName })}</div>
          </div>
          <Flex vertical align="end" gap={4}>
            <DateFilterPicker value={filter} onChange={changeFilter} />
            <div style={{ color: token.colorTextSecondary, fontSize: token.fontSizeSM, minHeight: 20 }} aria-live="polite" data-testid="dashboard-period">
              {data && (first && last ? t('dashboard.period', { start: first, end: last }) : t('dashboard.periodNone'))}
            </div>
          </Flex>
        </Flex>
      </Card>

      <TasksSlot />

      {chart.status === 'error' ? (
        <Suspense fallback={null}>
          <LoadFailedAlert title={t('dashboard.error')} error={chart.error} retryLabel={t('dashboard.retry')} onRetry={chart.retry} />
        </Suspense>
      ) : (
        <>
          <StatCards totals={data?.totals ?? null} />
          <ChartPanels data={data} empty={data !== null && isEmptyPeriod(data)} />
          {data && <DataTables data={data} />}
        </>
      )}
    </Flex>
  );
}

/**
 * The tasks card's code comes once the page has settled (the dashboard's 350 kB budget, issue 11);
 * its data is asked for at once (useMyTasks), not after the settle, when the chat starts too. A
 * component of its own: the moment either comes renders this slot, not the whole dashboard again
 * (a long task on a slow CPU).
 */
function TasksSlot() {
  const shown = useAfterSettled();
  const tasks = useMyTasks();
  return shown ? (
    <Suspense fallback={tasksPlaceholder}>
      <MyTasksCard state={tasks} />
    </Suspense>
  ) : (
    tasksPlaceholder
  );
}

/**
 * The three chart cards. The charts come from a lazily loaded module (the chart library stays
 * out of the entry chunk and out of the page's first paint); while it loads the cards show
 * skeletons, and if it cannot load or draw, a short note (the numbers stay in the cards and
 * in the tables for screen readers).
 */
import { Card, Col, Empty, Row, Skeleton } from 'antd';
import { useThemeToken } from '@/components/useThemeToken';
import { Component, Suspense, useMemo, type ReactNode } from 'react';
import { chartComponent, usePreloadCharts } from '@/components/charts/load';
import { useTranslation } from 'react-i18next';
import { METRICS, type DashboardChartData } from './chartData';
import { WORK_STATUS_COLORS } from '@/components/charts/palette';

const TrendChart = chartComponent((charts) => charts.TrendChart);
const BarBreakdown = chartComponent((charts) => charts.BarBreakdown);
const DonutBreakdown = chartComponent((charts) => charts.DonutBreakdown);

class ChartBoundary extends Component<{ fallback: ReactNode; children: ReactNode }, { failed: boolean }> {
  state = { failed: false };

  static getDerivedStateFromError(): { failed: boolean } {
    return { failed: true };
  }

  render() {
    return this.state.failed ? this.props.fallback : this.props.children;
  }
}

function ChartSlot({ children, rows = 6 }: { children: ReactNode; rows?: number }) {
  const { t } = useTranslation();
  const token = useThemeToken();
  return (
    <ChartBoundary fallback={<span style={{ color: token.colorTextSecondary }}>{t('dashboard.chartUnavailable')}</span>}>
      <Suspense fallback={<Skeleton active paragraph={{ rows }} title={false} />}>{children}</Suspense>
    </ChartBoundary>
  );
}

export interface ChartPanelsProps {
  /** null while loading. */
  data: DashboardChartData | null;
  /** The period has no records: one empty state instead of the charts. */
  empty: boolean;
}

export function ChartPanels({ data, empty }: ChartPanelsProps) {
  const { t } = useTranslation();
  usePreloadCharts();
  const names = useMemo(() => METRICS.map((metric) => t(`dashboard.metrics.${metric}`)), [t]);
  const serviceTypes = useMemo(
    () => ({
      labels: data?.ordersByServiceType.map((row) => row.serviceTypeName) ?? [],
      values: data?.ordersByServiceType.map((row) => row.count) ?? [],
    }),
    [data],
  );
  const workStatuses = useMemo(
    () => ({
      labels: data?.auntsByWorkStatus.map((row) => t(`dashboard.workStatus.${row.workStatus}`)) ?? [],
      values: data?.auntsByWorkStatus.map((row) => row.count) ?? [],
      colors: data?.auntsByWorkStatus.map((row) => WORK_STATUS_COLORS[row.workStatus]) ?? [],
    }),
    [data, t],
  );

  if (empty) {
    return (
      <Card>
        <Empty image={Empty.PRESENTED_IMAGE_SIMPLE} description={t('dashboard.empty')}>
          {t('dashboard.emptyHint')}
        </Empty>
      </Card>
    );
  }
  const loading = <Skeleton active paragraph={{ rows: 6 }} title={false} />;
  return (
    <>
      <Card title={t('dashboard.trend')}>
        {data ? (
          <ChartSlot rows={8}>
            <TrendChart data={data} names={names} />
          </ChartSlot>
        ) : (
          loading
        )}
      </Card>
      <Row gutter={[16, 16]}>
        <Col xs={24} lg={12}>
          <Card title={t('dashboard.byServiceType')} style={{ height: '100%' }}>
            {data ? (
              <ChartSlot>
                <BarBreakdown labels={serviceTypes.labels} values={serviceTypes.values} />
              </ChartSlot>
            ) : (
              loading
            )}
          </Card>
        </Col>
        <Col xs={24} lg={12}>
          <Card title={t('dashboard.byWorkStatus')} style={{ height: '100%' }}>
            {data ? (
              <ChartSlot>
                <DonutBreakdown labels={workStatuses.labels} values={workStatuses.values} colors={workStatuses.colors} />
              </ChartSlot>
            ) : (
              loading
            )}
          </Card>
        </Col>
      </Row>
    </>
  );
}

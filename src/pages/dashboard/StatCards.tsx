/** The four period totals (new aunts, new employers, new orders, signings) as cards. */
import { Card, Col, Row, Skeleton } from 'antd';
import { useThemeToken } from '@/components/useThemeToken';
import { useTranslation } from 'react-i18next';
import { METRICS, type Metric } from './chartData';
import { colorOf } from '@/components/charts/palette';
import { count } from '@/domain/format';

export interface StatCardsProps {
  /** null while loading (the cards show skeletons). */
  totals: Record<Metric, number> | null;
}

export function StatCards({ totals }: StatCardsProps) {
  const { t } = useTranslation();
  const token = useThemeToken();
  return (
    <Row gutter={[16, 16]}>
      {METRICS.map((metric, index) => {
        const label = t(`dashboard.metrics.${metric}`);
        return (
          <Col key={metric} xs={24} sm={12} xl={6}>
            <Card role="group" aria-label={label} aria-busy={totals === null} style={{ borderTop: `3px solid ${colorOf(index)}` }}>
              {/* antd's Statistic markup without its component (2 kB of the dashboard's first load). */}
              <div style={{ color: token.colorTextSecondary, marginBottom: 4 }}>{label}</div>
              {totals === null ? (
                <Skeleton active title={false} paragraph={{ rows: 1 }} />
              ) : (
                <div data-metric-value style={{ fontSize: token.fontSizeHeading3, color: token.colorText, lineHeight: 1.3 }}>
                  {count(totals[metric])}
                </div>
              )}
              <div style={{ marginTop: 4, fontSize: token.fontSizeSM, color: token.colorTextSecondary }}>{t('dashboard.periodTotal')}</div>
            </Card>
          </Col>
        );
      })}
    </Row>
  );
}

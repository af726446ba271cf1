/** The four period totals (new aunts, new employers, new orders, signings) as cards. */
import { Card, Col, Row, Statistic } from 'antd';
import { useThemeToken } from '@/components/useThemeToken';
import { useTranslation } from 'react-i18next';
import { METRICS, type Metric } from './chartData';
import { colorOf } from '@/components/charts/palette';

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
              <Statistic title={label} value={totals?.[metric] ?? 0} loading={totals === null} />
              <div style={{ marginTop: 4, fontSize: token.fontSizeSM, color: token.colorTextSecondary }}>{t('dashboard.periodTotal')}</div>
            </Card>
          </Col>
        );
      })}
    </Row>
  );
}

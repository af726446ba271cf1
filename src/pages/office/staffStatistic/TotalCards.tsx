/** The company totals of the period as cards (counts, and amounts as "¥1,234.56"); the cards are text, readable as they are. */
import { Card, Col, Row, Statistic } from 'antd';
import { useTranslation } from 'react-i18next';
import type { CompanyTotal } from '@/api/company';
import { colorOf } from '@/components/charts/palette';
import { money } from '@/domain/format';

export const TOTAL_KEYS = [
  'orderCount',
  'signedCount',
  'auntCount',
  'employerCount',
  'userCount',
  'feeIncome',
  'feeExpense',
  'feeNet',
  'insuredCount',
  'premiumPaid',
] as const;
export type TotalKey = (typeof TOTAL_KEYS)[number];
const MONEY: ReadonlySet<TotalKey> = new Set(['feeIncome', 'feeExpense', 'feeNet', 'premiumPaid']);

export const totalText = (key: TotalKey, totals: CompanyTotal): string => (MONEY.has(key) ? money(totals[key]) : String(totals[key]));

export function TotalCards({ totals }: { totals: CompanyTotal | null }) {
  const { t } = useTranslation();
  return (
    <Row gutter={[16, 16]} data-testid="company-totals">
      {TOTAL_KEYS.map((key, index) => {
        const label = t(`office.stats.totals.${key}`);
        return (
          <Col key={key} xs={12} md={8} xl={{ flex: '20%' }}>
            <Card size="small" role="group" aria-label={label} aria-busy={totals === null} style={{ borderTop: `3px solid ${colorOf(index)}` }}>
              <Statistic title={label} value={totals ? totalText(key, totals) : 0} loading={totals === null} />
            </Card>
          </Col>
        );
      })}
    </Row>
  );
}

/**
 * The staff ranking of the period, one tab per rank type (/company/getRankData): the top ten as
 * horizontal bars (hidden from assistive technology) beside the visible table of every staff
 * member with their figure, which says the same.
 */
import { Card, Col, Empty, Row, Table, Tabs } from 'antd';
import { Suspense, useMemo, useState } from 'react';
import { chartComponent } from '@/components/charts/load';
import { useTranslation } from 'react-i18next';
import type { RankRow, RankType } from '@/api/company';
import { companyQueries } from '@/api/company.queries';
import { RANK_TYPES } from '@/api/company.types';
import type { StatisticsFilter } from '@/api/statistics';
import { TableEmpty, TableError } from '@/components/DataTable';
import { useQueryData } from '@/hooks/useQueryData';
import { count, money } from '@/domain/format';

const BarBreakdown = chartComponent((charts) => charts.BarBreakdown);
const TOP = 10;

export function RankPanel({ filter }: { filter: StatisticsFilter }) {
  const { t } = useTranslation();
  const [rankType, setRankType] = useState<RankType>('income');
  const rank = useQueryData(companyQueries.rank({ ...filter, rankType }));
  const isMoney = rankType === 'income';
  const valueText = (value: number) => (isMoney ? money(value) : count(value));
  const top = useMemo(() => (rank.data ?? []).slice(0, TOP), [rank.data]);
  const typeName = t(`office.stats.rankTypes.${rankType}`);
  const labels = useMemo(() => top.map((row) => row.contact), [top]);
  const values = useMemo(() => top.map((row) => row.value), [top]);

  return (
    <Card title={t('office.stats.rankTitle')}>
      <Tabs
        activeKey={rankType}
        onChange={(key) => setRankType(key as RankType)}
        items={RANK_TYPES.map((type) => ({ key: type, label: t(`office.stats.rankTypes.${type}`) }))}
      />
      <Row gutter={[24, 16]}>
        <Col xs={24} lg={12}>
          <div style={{ fontSize: 12, marginBottom: 4 }}>{t('office.stats.rankTop', { count: TOP })}</div>
          {rank.data && top.length > 0 && !top.some((row) => row.value > 0) && (
            <Empty image={Empty.PRESENTED_IMAGE_SIMPLE} description={t('office.stats.noFigures')} />
          )}
          {rank.data && top.some((row) => row.value > 0) && (
            <Suspense fallback={<div style={{ height: 160 }} />}>
              <BarBreakdown labels={labels} values={values} format={valueText} />
            </Suspense>
          )}
        </Col>
        <Col xs={24} lg={12}>
          <Table<RankRow>
            rowKey="userId"
            size="small"
            dataSource={rank.error ? [] : (rank.data ?? [])}
            loading={rank.loading}
            pagination={false}
            scroll={{ y: 360 }}
            title={() => <strong>{t('office.stats.rankCaption', { type: typeName })}</strong>}
            columns={[
              { key: 'rank', title: t('office.stats.rank'), dataIndex: 'rank', width: 72, align: 'center' },
              { key: 'staff', title: t('office.stats.staff'), dataIndex: 'contact' },
              { key: 'value', title: typeName, align: 'right', render: (_, row) => valueText(row.value) },
            ]}
            locale={{
              emptyText: rank.error ? <TableError message={rank.error} onRetry={rank.reload} /> : rank.loading ? ' ' : <TableEmpty filtered={false} />,
            }}
          />
        </Col>
      </Row>
    </Card>
  );
}

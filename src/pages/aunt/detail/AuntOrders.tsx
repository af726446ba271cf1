/**
 * The orders an aunt is (or was) a candidate on: order number (to its detail page), employer, her
 * stage on the order, the order's status and when it was created; paged in the server's order.
 */
import { Alert, Button, Empty, Skeleton, Table } from 'antd';
import type { TableColumnsType as ColumnsType } from 'antd';
import { useMemo, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router-dom';
import type { Order } from '@/api/order';
import { orderQueries } from '@/api/order.queries';
import { CandidateStageTag, OrderStatusTag } from '@/components/order/CodeTag';
import { useQueryData } from '@/hooks/useQueryData';
import { pageLink } from '@/app/pageLinks';
import { date, dateTime } from '@/domain/format';

const PAGE_SIZE = 10;

export function AuntOrders({ auntId }: { auntId: number }) {
  const { t } = useTranslation();
  const [page, setPage] = useState(1);
  const orders = useQueryData(orderQueries.page({ auntId, page, pageSize: PAGE_SIZE }));
  const { data } = orders;

  const columns = useMemo(
    (): ColumnsType<Order> => [
      { key: 'orderNo', title: t('auntDetail.orders.orderNo'), render: (_, row) => <Link to={pageLink.orderDetail(row.orderId)}>{row.orderNo}</Link> },
      { key: 'employer', title: t('auntDetail.orders.employer'), render: (_, row) => row.employerName },
      {
        key: 'stage',
        title: t('auntDetail.orders.stage'),
        render: (_, row) => (row.auntStage === undefined ? null : <CandidateStageTag stage={row.auntStage} />),
      },
      { key: 'status', title: t('auntDetail.orders.status'), render: (_, row) => <OrderStatusTag status={row.status} /> },
      {
        key: 'createdTime',
        title: t('auntDetail.orders.createdTime'),
        render: (_, row) => (
          <time dateTime={row.createdTime} title={dateTime(row.createdTime)}>
            {date(row.createdTime)}
          </time>
        ),
      },
    ],
    [t],
  );

  if (orders.error) {
    return (
      <Alert
        type="error"
        showIcon
        title={t('auntDetail.states.loadFailed')}
        action={
          <Button size="small" onClick={orders.reload}>
            {t('auntDetail.states.retry')}
          </Button>
        }
      />
    );
  }
  if (!data) return <Skeleton active paragraph={{ rows: 4 }} />;
  if (data.total === 0) return <Empty description={t('auntDetail.orders.empty')} style={{ padding: '24px 0' }} />;
  return (
    <section aria-label={t('auntDetail.orders.label')}>
      <Table<Order>
        rowKey={(row) => row.orderId}
        size="middle"
        columns={columns}
        dataSource={data.list}
        // A newer page keeps the last one on screen, dimmed by the spinner.
        loading={orders.loading}
        pagination={data.total > PAGE_SIZE ? { current: page, pageSize: PAGE_SIZE, total: data.total, onChange: setPage, showSizeChanger: false } : false}
      />
    </section>
  );
}

/**
 * The orders an aunt is (or was) a candidate on: order number (to its detail page), employer, her
 * stage on the order, the order's status and when it was created; paged in the server's order.
 */
import { Alert, Button, Empty, Skeleton, Table } from 'antd';
import type { ColumnsType } from 'antd/es/table';
import dayjs from 'dayjs';
import { useEffect, useMemo, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router-dom';
import { list, type Order } from '@/api/order';
import { CandidateStageTag, OrderStatusTag } from '@/components/order/CodeTag';
import { formatTime } from '@/domain/time';
import type { Language } from '@/i18n';

const PAGE_SIZE = 10;

type OrdersState = { status: 'ready'; rows: Order[]; total: number } | { status: 'error' };

export function AuntOrders({ auntId }: { auntId: number }) {
  const { t, i18n } = useTranslation();
  const lang: Language = i18n.language === 'en' ? 'en' : 'zh';
  const [page, setPage] = useState(1);
  const [attempt, setAttempt] = useState(0);
  const key = `${auntId}:${page}:${attempt}`;
  const [result, setResult] = useState<{ key: string; state: OrdersState } | null>(null);

  useEffect(() => {
    const controller = new AbortController();
    list({ auntId, page, pageSize: PAGE_SIZE }, { signal: controller.signal, silent: true })
      .then(({ list: rows, total }) => setResult({ key, state: { status: 'ready', rows, total } }))
      .catch(() => {
        if (!controller.signal.aborted) setResult({ key, state: { status: 'error' } });
      });
    return () => controller.abort();
  }, [auntId, page, key]);

  const columns = useMemo(
    (): ColumnsType<Order> => [
      { key: 'orderNo', title: t('auntDetail.orders.orderNo'), render: (_, row) => <Link to={`/customer/jobs/detail/${row.orderId}`}>{row.orderNo}</Link> },
      { key: 'employer', title: t('auntDetail.orders.employer'), render: (_, row) => row.employerName },
      { key: 'stage', title: t('auntDetail.orders.stage'), render: (_, row) => (row.auntStage === undefined ? null : <CandidateStageTag stage={row.auntStage} />) },
      { key: 'status', title: t('auntDetail.orders.status'), render: (_, row) => <OrderStatusTag status={row.status} /> },
      {
        key: 'createdTime',
        title: t('auntDetail.orders.createdTime'),
        render: (_, row) => (
          <time dateTime={row.createdTime} title={dayjs(row.createdTime).format('YYYY-MM-DD HH:mm')}>
            {formatTime(row.createdTime, { lang })}
          </time>
        ),
      },
    ],
    [lang, t],
  );

  if (!result) return <Skeleton active paragraph={{ rows: 4 }} />;
  const { state } = result;
  if (state.status === 'error') {
    return (
      <Alert
        type="error"
        showIcon
        title={t('auntDetail.states.loadFailed')}
        action={
          <Button size="small" onClick={() => setAttempt((value) => value + 1)}>
            {t('auntDetail.states.retry')}
          </Button>
        }
      />
    );
  }
  if (state.total === 0) return <Empty description={t('auntDetail.orders.empty')} style={{ padding: '24px 0' }} />;
  return (
    <section aria-label={t('auntDetail.orders.label')}>
      <Table<Order>
        rowKey={(row) => row.orderId}
        size="middle"
        columns={columns}
        dataSource={state.rows}
        // A newer page keeps the last one on screen, dimmed by the spinner.
        loading={result.key !== key}
        pagination={state.total > PAGE_SIZE ? { current: page, pageSize: PAGE_SIZE, total: state.total, onChange: setPage, showSizeChanger: false } : false}
      />
    </section>
  );
}

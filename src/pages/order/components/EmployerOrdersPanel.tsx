/**
 * An employer's orders, for his detail page: a compact list (shared list machinery) with status
 * and a link to each order, and "new order" with the employer fixed.
 *
 * @example <EmployerOrdersPanel employer={employer} />
 */
import { orderQueries } from '@/api/order.queries';
import { PlusOutlined } from '@ant-design/icons';
import { Button } from 'antd';
import { Suspense, lazy, useMemo, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router-dom';
import type { Employer } from '@/api/employer.types';
import { list } from '@/api/order';
import type { Order, OrderFilter } from '@/api/order.types';
import { DataTable, useColumnSettings, type DataColumn } from '@/components/DataTable';
import { ServiceTypeTags } from '@/components/aunt';
import { OrderStatusTag } from '@/components/order/CodeTag';
import { useTable, type TableFetch } from '@/hooks/useTable';
import { ownerText, salaryRangeText } from './orderText';
import { pageLink } from '@/app/pageLinks';
import '@/i18n/texts/order';
import { date } from '@/domain/format';

// Fetched when first opened (date picker, employer search).
const CreateOrderDialog = lazy(() => import('./CreateOrderDialog').then((module) => ({ default: module.CreateOrderDialog })));
const rowKey = (row: Order) => row.orderId;

export function EmployerOrdersPanel({ employer }: { employer: Employer }) {
  const { t } = useTranslation();
  const [creating, setCreating] = useState(false);
  const { employerId } = employer;
  const fetch = useMemo<TableFetch<Order, OrderFilter>>(() => (query, signal) => list({ ...query, employerId }, { signal, silent: true }), [employerId]);
  const table = useTable<Order, OrderFilter>({
    memoryKey: 'employerOrders',
    queryKey: orderQueries.list('employer', employerId),
    fetch,
    initialFilter: {},
    rowKey,
  });
  const columns = useMemo((): DataColumn<Order>[] => {
    const field = (name: string) => t(`order.fields.${name}`);
    return [
      {
        key: 'orderNo',
        title: field('orderNo'),
        width: 170,
        pinned: 'left',
        render: (_, row) => <Link to={pageLink.orderDetail(row.orderId)}>{row.orderNo}</Link>,
        exportValue: (row) => row.orderNo,
      },
      { key: 'serviceType', title: field('serviceType'), width: 110, render: (_, row) => <ServiceTypeTags value={[row.serviceType]} /> },
      { key: 'salary', title: field('salary'), width: 150, render: (_, row) => salaryRangeText(row) },
      { key: 'status', title: field('status'), width: 96, render: (_, row) => <OrderStatusTag status={row.status} /> },
      { key: 'candidateCount', title: field('candidates'), width: 84, render: (_, row) => row.candidateCount },
      {
        key: 'auntName',
        title: field('signedAunt'),
        width: 100,
        render: (_, row) => (row.auntId ? <Link to={pageLink.auntDetail(row.auntId)}>{row.auntName}</Link> : ''),
      },
      { key: 'owner', title: field('owner'), width: 100, render: (_, row) => ownerText(t, row) },
      { key: 'createdTime', title: field('createdTime'), width: 130, render: (_, row) => date(row.createdTime) },
    ];
  }, [t]);
  const settings = useColumnSettings('employerOrders', columns);
  return (
    <>
      <DataTable
        table={table}
        settings={settings}
        label={t('order.employerPanel.label', { name: employer.employerName })}
        actions={
          <Button type="primary" icon={<PlusOutlined />} onClick={() => setCreating(true)}>
            {t('order.create.button')}
          </Button>
        }
        emptyHint={t('order.employerPanel.empty')}
      />
      {creating && (
        <Suspense fallback={null}>
          <CreateOrderDialog employer={employer} onClose={() => setCreating(false)} />
        </Suspense>
      )}
    </>
  );
}

/**
 * Recruitment orders (CustomerJobs, /customer/jobs, component 'order/list'): tabs with counts,
 * filters, the orders table (shared list machinery) with detail and delete, export, and the
 * "new order" dialog (also opened by `?create=1&employerId=..&jobId=..`).
 *
 * The table is rendered straight away; counts, staff and service-type names load beside it.
 */
import { orderQueries } from '@/api/order.queries';
import { Card, Flex } from 'antd';
import { Suspense, lazy, useCallback, useMemo } from 'react';
import { useTranslation } from 'react-i18next';
import type { Order } from '@/api/order.types';
import { DataTable, ExportAllButton, datedXlsxName, useColumnSettings, useTableExport, type ExportPrivacy } from '@/components/DataTable';
import { useQueryData } from '@/hooks/useQueryData';
import { prefetchList, useTable, type ListSource } from '@/hooks/useTable';
import { useAccess } from '@/stores/session';
import { canActOnOrder } from '../components/orderRights';
import { useDeleteOrder } from '../components/useDeleteOrder';
import { useStaffUsers } from '@/components/useStaffUsers';
import { FilterBar } from './FilterBar';
import { ListHeader, orderTabLabel } from './ListHeader';
import { ORDER_TABLE_TYPE, useOrderColumns } from './columns';
import { OrderListContext, type OrderListContextValue } from './context';
import { ALL_TAB, DEBOUNCED_FILTERS, INITIAL_FILTER, fetchOrderPage, type OrderListFilter } from './listData';
import { useCreateFromUrl } from './useCreateFromUrl';
import '@/i18n/texts/order';

const rowKey = (row: Order) => row.orderId;
// The dialog (date picker, employer search) is fetched when first opened: the rows paint sooner.
const CreateOrderDialog = lazy(() => import('../components/CreateOrderDialog').then((module) => ({ default: module.CreateOrderDialog })));

const ORDERS: ListSource<Order, OrderListFilter> = { queryKey: orderQueries.list('all'), fetch: fetchOrderPage, initialFilter: INITIAL_FILTER };
/** The route loader's start of the first page. */
export const prefetch = () => prefetchList(ORDERS);

/** Employers' and aunts' names and the service address: every export is logged. */
const EXPORT_PRIVACY: ExportPrivacy<Order> = { list: 'order', subject: 'order', idOf: (row) => row.orderId };

export default function OrderListPage() {
  const { t, i18n } = useTranslation();
  const table = useTable<Order, OrderListFilter>({ ...ORDERS, memoryKey: 'orders', rowKey, debounceKeys: DEBOUNCED_FILTERS });
  const columns = useOrderColumns();
  const settings = useColumnSettings(ORDER_TABLE_TYPE, columns);
  const exporter = useTableExport<Order>();
  // Asked again after any order write and after an admin changes the tabs (their invalidation).
  const counts = useQueryData(orderQueries.customTabData(i18n.language));
  const { users: staff } = useStaffUsers();
  const creating = useCreateFromUrl();
  const access = useAccess();

  const remove = useDeleteOrder();
  const canAct = useCallback((row: Order) => canActOnOrder(access, row), [access]);
  const context = useMemo<OrderListContextValue>(() => ({ canAct, remove }), [canAct, remove]);

  const title = t('order.title');
  const activeTab = table.filter.tabKey ?? ALL_TAB;
  const fileName = datedXlsxName(t('order.export.fileName'), orderTabLabel(t, activeTab, counts.data));
  return (
    <OrderListContext.Provider value={context}>
      <Flex vertical gap={16}>
        <Card styles={{ body: { paddingBottom: 0 } }}>
          <ListHeader
            title={title}
            counts={counts.data}
            activeTab={activeTab}
            onTabChange={(tabKey) => table.patchFilter({ tabKey: tabKey === ALL_TAB ? undefined : tabKey })}
            onCreate={() => creating.open()}
          />
        </Card>
        <Card>
          <FilterBar table={table} staff={staff} />
          <DataTable
            table={table}
            settings={settings}
            label={title}
            extra={
              <ExportAllButton exporter={exporter} table={table} target={{ columns: settings.visible, fileName, sheetName: title, privacy: EXPORT_PRIVACY }} />
            }
            emptyHint={table.isFiltered ? null : t('order.emptyHint')}
          />
        </Card>
      </Flex>
      {creating.seed && (
        <Suspense fallback={null}>
          <CreateOrderDialog seed={creating.seed} onClose={creating.close} />
        </Suspense>
      )}
      {exporter.dialog}
    </OrderListContext.Provider>
  );
}

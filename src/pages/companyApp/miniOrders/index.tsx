/**
 * Services bought in the mini-program (role page 'CompanyAppMiniOrders', /company-app/mini-orders,
 * component 'companyApp/miniOrders'): status tabs with their counts and, beside the title, what was
 * paid over the filter (the list's summary, summed in fen); keyword and order-date filters, each
 * order's details, and the export of every row of the filter. Orders come from the mini-program.
 */
import { companyAppQueries } from '@/api/companyApp.queries';
import { Card, Flex, Typography } from 'antd';
import { useMemo, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { getBuyMiniOrder, type MiniOrder, type MiniOrderQuery, type MiniOrderStatus, type MiniOrderSummary } from '@/api/companyApp';
import { ListPageHeader, useColumnSettings, useTableExport, type ExportPrivacy } from '@/components/DataTable';
import { ExportableList } from '../shared/ExportableList';
import { CreatedDateFilter, FilterRow, KeywordFilter, ResetFilterButton } from '@/components/filters';
import { CodeTag } from '@/components/order/CodeTag';
import { MINI_ORDER_STATUS_CODES } from '@/domain/companyAppCodes';
import { prefetchList, useTable, type ListSource } from '@/hooks/useTable';
import { FactsDrawer } from '../shared/FactsDrawer';
import { PurchasePersonal, useMiniOrderColumns } from './columns';
import '@/i18n/texts/companyApp';
import { dateTime, money } from '@/domain/format';

type OrderFilter = Omit<MiniOrderQuery, 'page' | 'pageSize' | 'sortField' | 'sortOrder'>;
const INITIAL_FILTER: OrderFilter = {};
const MINI_ORDERS: ListSource<MiniOrder, OrderFilter> = {
  queryKey: companyAppQueries.list('miniOrders'),
  fetch: (query, signal) => getBuyMiniOrder(query, { signal, silent: true }),
  initialFilter: INITIAL_FILTER,
};
/** The route loader's start of the first page. */
export const prefetch = () => prefetchList(MINI_ORDERS);
const TABS = [
  { key: 'all', status: undefined },
  { key: 'unpaid', status: 0 },
  { key: 'paid', status: 1 },
  { key: 'completed', status: 2 },
  { key: 'refunded', status: 3 },
] as const;

/** Buyers' contacts, mobiles and addresses (the purchases'): every export is logged; full columns come from the purchases. */
const EXPORT_PRIVACY: ExportPrivacy<MiniOrder> = { list: 'miniOrder', subject: 'miniOrder', idOf: (order) => order.miniOrderId };

export default function CompanyAppMiniOrdersPage() {
  const { t } = useTranslation();
  const table = useTable<MiniOrder, OrderFilter>({ ...MINI_ORDERS, memoryKey: 'companyApp.miniOrders', rowKey: (order) => order.miniOrderId });
  const { filter, patchFilter } = table;
  const summary = (table.summary as MiniOrderSummary | undefined) ?? null;
  const [shown, setShown] = useState<MiniOrder | null>(null);
  const columns = useMiniOrderColumns(setShown);
  const settings = useColumnSettings('companyAppMiniOrders', columns);
  const exporter = useTableExport<MiniOrder>();
  const active = TABS.find((tab) => tab.status === filter.status)?.key ?? 'all';
  const tabs = useMemo(
    () => TABS.map((tab) => ({ key: tab.key, label: t(`companyApp.miniOrders.tabs.${tab.key}`), count: summary ? summary.counts[tab.key] : null })),
    [summary, t],
  );
  const f = (key: string) => t(`companyApp.miniOrders.filters.${key}`);
  const c = (key: string) => t(`companyApp.miniOrders.columns.${key}`);

  return (
    <Flex vertical gap={16}>
      <Card>
        <ListPageHeader
          title={t('companyApp.miniOrders.title')}
          aside={
            summary && (
              <Typography.Text data-testid="mini-paid-total">{t('companyApp.miniOrders.paidTotal', { amount: money(summary.paidAmount) })}</Typography.Text>
            )
          }
          tabs={tabs}
          activeTab={active}
          onTabChange={(key) => patchFilter({ status: TABS.find((tab) => tab.key === key)?.status as MiniOrderStatus | undefined })}
        />
        <FilterRow label={f('label')} widths={{ keyword: 280 }}>
          <KeywordFilter table={table} label={f('keyword')} placeholder={f('keywordPlaceholder')} />
          <CreatedDateFilter
            value={filter.createdTime}
            onChange={(createdTime) => patchFilter({ createdTime })}
            emptyLabel={f('date')}
            clearLabel={t('companyApp.common.clearDate')}
          />
          <ResetFilterButton table={table} label={f('reset')} />
        </FilterRow>
        <ExportableList
          section="miniOrders"
          table={table}
          settings={settings}
          exporter={exporter}
          privacy={EXPORT_PRIVACY}
          fileNamePart={t(`companyApp.miniOrders.tabs.${active}`)}
        />
      </Card>
      <FactsDrawer
        title={t('companyApp.miniOrders.detailsTitle')}
        name={shown?.orderNo}
        onClose={() => setShown(null)}
        access={shown ? { subject: 'miniOrder', id: shown.miniOrderId } : undefined}
        items={
          shown && [
            { key: 'status', label: c('status'), value: <CodeTag codes={MINI_ORDER_STATUS_CODES} value={shown.status} /> },
            { key: 'product', label: c('product'), value: shown.productName },
            { key: 'unitPrice', label: c('unitPrice'), value: money(shown.unitPrice) },
            { key: 'quantity', label: c('quantity'), value: shown.quantity },
            { key: 'amount', label: c('amount'), value: money(shown.amount) },
            { key: 'member', label: c('member'), value: shown.nickname },
            { key: 'contact', label: c('contact'), value: shown.contactName },
            { key: 'mobile', label: c('mobile'), value: <PurchasePersonal order={shown} field="mobile" /> },
            { key: 'serviceDate', label: c('serviceDate'), value: shown.serviceDate },
            { key: 'createdTime', label: c('createdTime'), value: dateTime(shown.createdTime) },
            { key: 'payTime', label: c('payTime'), value: dateTime(shown.payTime) },
            { key: 'address', label: c('address'), value: <PurchasePersonal order={shown} field="address" />, wide: true },
            { key: 'remarks', label: c('remarks'), value: shown.remarks, wide: true, multiline: true },
          ]
        }
      />
      {exporter.dialog}
    </Flex>
  );
}

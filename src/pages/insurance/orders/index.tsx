/**
 * Insurance orders (menu component 'insurance/orders', /insurance/orders): the company's orders
 * with status tabs and their counts (全部 + six statuses: the list's summary over the filter
 * without its status), keyword and insured-date filters, the spec's derived columns and the row
 * actions the order graph allows today. 投保 opens the create drawer; `?create=1&auntId=N` (the
 * aunt's detail page) or `?create=1&productId=N` (the products page) open it prefilled. Without
 * insurance.manage the list is read-only: no 新增投保, no create link, only 查看 and 打印.
 */
import { financeQueries } from '@/api/finance.queries';
import { insuranceQueries } from '@/api/insurance.queries';
import { queryClient } from '@/api/queryClient';
import { Alert, Card, Flex } from 'antd';
import { useCallback, useEffect, useMemo, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useSearchParams } from 'react-router-dom';
import { orderList, type InsuranceOrder, type InsuranceOrderFilter, type InsuranceOrderSummary, type InsuredStatus } from '@/api/insurance';
import { DataTable, ListPageHeader, useColumnSettings } from '@/components/DataTable';
import { CreatedDateFilter, FilterRow, KeywordFilter } from '@/components/filters';
import { DATE_FILTER_OPTIONS, type StatisticsFilter } from '@/api/statistics';
import { resolveDateFilter } from '@/domain/dateFilter';
import { INSURED_STATUSES } from '@/domain/insuranceGraph';
import { prefetchList, useTable, type ListSource } from '@/hooks/useTable';
import { useCanManageInsurance } from '../canManage';
import { statusLook } from '../display';
import { useOrderColumns } from './columns';
import { CorrectOrderDialog, CreateOrderDrawer } from './OrderForm';
import { OrderDetails } from './OrderDetails';
import { PayDialog } from './PayDialog';
import { useOrderActions } from './useOrderActions';
import '@/i18n/texts/insurance';

/** The insured-date filter is one of the spec's date filters, sent as the list call's startDate / endDate. */
type Filter = Omit<InsuranceOrderFilter, 'isDeleted' | 'startDate' | 'endDate'> & { insuredDate?: StatisticsFilter };
const INITIAL_FILTER: Filter = {};
/** Every order has an insured date: "no date" would match nothing. */
const INSURED_DATE_OPTIONS = DATE_FILTER_OPTIONS.filter((option) => option !== 'isNull');

/** The list call's fields for a filter: the insured-date filter's inclusive China-day bounds (either may be open). */
function orderListRequest<Query extends Filter>({
  insuredDate,
  ...rest
}: Query): Omit<Query, 'insuredDate'> & Pick<InsuranceOrderFilter, 'startDate' | 'endDate'> {
  if (!insuredDate) return rest;
  const { start, end } = resolveDateFilter(insuredDate);
  return { ...rest, ...(start && { startDate: start }), ...(end && { endDate: end }) };
}

const positive = (value: string | null): number | undefined => {
  const number = Number(value);
  return Number.isInteger(number) && number > 0 ? number : undefined;
};

const ORDERS: ListSource<InsuranceOrder, Filter> = {
  queryKey: insuranceQueries.list('orders'),
  fetch: (query, signal) => orderList(orderListRequest(query), { signal }),
  initialFilter: INITIAL_FILTER,
};
/** The route loader's start of the first page. */
export const prefetch = () => prefetchList(ORDERS);

export default function InsuranceOrdersPage() {
  const { t } = useTranslation();
  // The tab counts come with the rows shown (table.summary).
  const table = useTable<InsuranceOrder, Filter>({ ...ORDERS, memoryKey: 'insurance.orders', rowKey: (order) => order.orderId });
  const summary = (table.summary as InsuranceOrderSummary | undefined) ?? null;
  const { filter, patchFilter } = table;

  const [detailsId, setDetailsId] = useState<number | null>(null);
  // After an action: the list, the open details and the fund balance are asked again.
  const reload = useCallback(() => {
    void queryClient.invalidateQueries({ queryKey: insuranceQueries.all });
    void queryClient.invalidateQueries({ queryKey: financeQueries.balance().queryKey });
  }, []);
  const actions = useOrderActions(
    reload,
    useCallback((order: InsuranceOrder) => setDetailsId(order.orderId), []),
  );
  const columns = useOrderColumns(actions.renderActions);
  const settings = useColumnSettings('insuranceOrder', columns);

  const canManage = useCanManageInsurance();
  const [params, setParams] = useSearchParams();
  const [create, setCreate] = useState<{ open: boolean; auntId?: number; productId?: number; serial: number }>({ open: false, serial: 0 });
  // A link asking for the create form (?create=1...) opens it once, then leaves the address.
  const wanted = params.get('create') === '1' ? params.toString() : null;
  const [handled, setHandled] = useState<string | null>(null);
  if (wanted !== handled) {
    setHandled(wanted);
    if (wanted && canManage)
      setCreate({ open: true, auntId: positive(params.get('auntId')), productId: positive(params.get('productId')), serial: create.serial + 1 });
  }
  useEffect(() => {
    if (wanted) setParams({}, { replace: true });
  }, [setParams, wanted]);
  const openCreate = () => setCreate({ open: true, serial: create.serial + 1 });

  const active = filter.insuredStatus === undefined ? 'all' : String(filter.insuredStatus);
  const tabs = useMemo(
    () => [
      { key: 'all', label: t('insurance.orders.all'), count: summary?.all ?? null },
      ...INSURED_STATUSES.map((status) => ({ key: String(status), label: t(statusLook(status).textKey), count: summary?.counts[status] ?? null })),
    ],
    [summary, t],
  );

  return (
    <Flex vertical gap={16}>
      <Card>
        <ListPageHeader
          title={t('insurance.orders.title')}
          add={canManage ? { label: t('insurance.orders.create'), onClick: openCreate } : undefined}
          tabs={tabs}
          activeTab={active}
          onTabChange={(key) => patchFilter({ insuredStatus: key === 'all' ? undefined : (Number(key) as InsuredStatus) })}
        />
        <FilterRow label={t('insurance.orders.filters.label')} widths={{ keyword: 280 }}>
          <KeywordFilter table={table} label={t('insurance.orders.filters.keyword')} placeholder={t('insurance.orders.filters.placeholder')} />
          <CreatedDateFilter
            value={filter.insuredDate}
            onChange={(insuredDate) => patchFilter({ insuredDate })}
            options={INSURED_DATE_OPTIONS}
            emptyLabel={t('insurance.orders.filters.dates')}
            clearLabel={t('insurance.orders.filters.clearDates')}
          />
        </FilterRow>
        {!canManage && <Alert type="info" showIcon title={t('insurance.orders.readOnly')} style={{ marginBottom: 16 }} />}
        <DataTable
          table={table}
          settings={settings}
          label={t('insurance.orders.listLabel')}
          emptyHint={table.isFiltered ? null : t(canManage ? 'insurance.orders.emptyHint' : 'insurance.orders.emptyHintReadOnly')}
        />
      </Card>
      <CreateOrderDrawer
        key={`create-${create.serial}`}
        open={create.open}
        auntId={create.auntId}
        productId={create.productId}
        onClose={() => setCreate({ ...create, open: false })}
        onCreated={(order) => {
          setCreate({ ...create, open: false });
          reload();
          actions.openPay(order);
        }}
      />
      <PayDialog key={`pay-${actions.paying?.orderId ?? 0}`} order={actions.paying} onClose={actions.closePay} onSettled={actions.settlePay} />
      <CorrectOrderDialog
        key={`correct-${actions.correcting?.orderId ?? 0}`}
        order={actions.correcting}
        onClose={actions.closeCorrect}
        onCorrected={actions.corrected}
      />
      <OrderDetails orderId={detailsId} onClose={() => setDetailsId(null)} renderActions={(order) => actions.renderActions(order, { withDetails: false })} />
    </Flex>
  );
}

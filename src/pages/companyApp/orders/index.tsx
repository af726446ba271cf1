/**
 * Service requests of the company's mini-program (role page 'CompanyAppOrders', /company-app/orders,
 * component 'companyApp/orders'): status tabs with their counts (the list's summary over the filter
 * without its status), keyword / assignee / service type / submitted-date filters and "mine only",
 * the list on the shared machinery, a details drawer, and each request's steps as the request graph
 * and the user's permissions allow (useRequestActions). `?mine=1` (the bell) opens it on the user's
 * pending requests. Requests come from the mini-program: there is no "add".
 */
import { companyAppQueries } from '@/api/companyApp.queries';
import { Card, Flex } from 'antd';
import { useCallback, useEffect, useMemo, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useSearchParams } from 'react-router-dom';
import {
  getCompanyAppOrder,
  type CompanyAppOrder,
  type CompanyAppOrderFilter,
  type CompanyAppOrderStatus,
  type CompanyAppOrderSummary,
} from '@/api/companyApp';
import { DataTable, ListPageHeader, useColumnSettings } from '@/components/DataTable';
import { useStaffUsers } from '@/components/useStaffUsers';
import { CreatedDateFilter, FilterRow, KeywordFilter, NO_OWNER, ResetFilterButton, ServiceTypeFilter, StaffFilter, SwitchFilter } from '@/components/filters';
import { REQUEST_STATUS, REQUEST_STATUSES, REQUEST_STATUS_LOOK } from '@/domain/appRequestGraph';
import { prefetchList, useTable, type ListSource } from '@/hooks/useTable';
import { useSession } from '@/stores/session';
import { REQUEST_TABLE_TYPE, useRequestColumns } from './columns';
import { RequestDrawer } from './RequestDrawer';
import { useRequestActions } from './useRequestActions';
import '@/i18n/texts/companyApp';

const INITIAL_FILTER: CompanyAppOrderFilter = {};
const REQUESTS: ListSource<CompanyAppOrder, CompanyAppOrderFilter> = {
  queryKey: companyAppQueries.list('requests'),
  fetch: (query, signal) => getCompanyAppOrder(query, { signal, silent: true }),
  initialFilter: INITIAL_FILTER,
};
/** The route loader's start of the first page. */
export const prefetch = () => prefetchList(REQUESTS);
const rowKey = (row: CompanyAppOrder) => row.appOrderId;

export default function CompanyAppOrdersPage() {
  const { t } = useTranslation();
  const me = useSession((state) => state.user?.userId ?? 0);
  const table = useTable<CompanyAppOrder, CompanyAppOrderFilter>({ ...REQUESTS, memoryKey: 'companyApp.requests', rowKey });
  const summary = (table.summary as CompanyAppOrderSummary | undefined) ?? null;
  const { filter, patchFilter, refresh, updateRow } = table;
  const { users } = useStaffUsers();

  const [detailsId, setDetailsId] = useState<number | null>(null);
  const changed = useCallback(
    (answer: CompanyAppOrder) => {
      updateRow(answer.appOrderId, () => answer);
      refresh();
    },
    [refresh, updateRow],
  );
  const actions = useRequestActions(
    changed,
    useCallback((request: CompanyAppOrder) => setDetailsId(request.appOrderId), []),
  );
  const columns = useRequestColumns(actions.renderActions);
  const settings = useColumnSettings(REQUEST_TABLE_TYPE, columns);

  // The bell's link (?mine=1): this user's pending requests; the address then forgets it.
  const [params, setParams] = useSearchParams();
  const mineLink = params.get('mine') === '1';
  useEffect(() => {
    if (!mineLink) return;
    patchFilter({ assigneeId: me, status: REQUEST_STATUS.pending });
    setParams({}, { replace: true });
  }, [me, mineLink, patchFilter, setParams]);

  const active = filter.status === undefined ? 'all' : REQUEST_STATUS_LOOK[filter.status].key;
  const tabs = useMemo(
    () => [
      { key: 'all', label: t('companyApp.requests.tabs.all'), count: summary?.counts.all ?? null },
      ...REQUEST_STATUSES.map((status) => {
        const key = REQUEST_STATUS_LOOK[status].key;
        return { key, label: t(`companyApp.requests.tabs.${key}`), count: summary?.counts[key] ?? null };
      }),
    ],
    [summary, t],
  );
  const f = (key: string) => t(`companyApp.requests.filters.${key}`);
  const shown = detailsId === null ? null : (table.rows.find((row) => row.appOrderId === detailsId) ?? null);

  return (
    <Flex vertical gap={16}>
      <Card>
        <ListPageHeader
          title={t('companyApp.requests.title')}
          tabs={tabs}
          activeTab={active}
          onTabChange={(key) =>
            patchFilter({ status: REQUEST_STATUSES.find((status) => REQUEST_STATUS_LOOK[status].key === key) as CompanyAppOrderStatus | undefined })
          }
        />
        <FilterRow label={f('label')} widths={{ keyword: 260, select: 150 }}>
          <KeywordFilter table={table} label={f('keyword')} placeholder={f('keywordPlaceholder')} />
          <StaffFilter
            label={f('assignee')}
            users={users}
            noOwnerLabel={f('unassigned')}
            value={filter.assigneeId}
            onChange={(assigneeId) => patchFilter({ assigneeId })}
          />
          <ServiceTypeFilter label={f('serviceType')} value={filter.serviceType} onChange={(serviceType) => patchFilter({ serviceType })} />
          <CreatedDateFilter
            value={filter.createdTime}
            onChange={(createdTime) => patchFilter({ createdTime })}
            emptyLabel={f('date')}
            clearLabel={t('companyApp.common.clearDate')}
          />
          <SwitchFilter
            label={f('mine')}
            checked={filter.assigneeId === me && me !== NO_OWNER}
            onChange={(mine) => patchFilter({ assigneeId: mine ? me : undefined })}
          />
          <ResetFilterButton table={table} label={f('reset')} />
        </FilterRow>
        <DataTable
          table={table}
          settings={settings}
          label={t('companyApp.requests.listLabel')}
          emptyHint={table.isFiltered ? null : t('companyApp.requests.emptyHint')}
        />
      </Card>
      <RequestDrawer request={shown} onClose={() => setDetailsId(null)} renderActions={(request) => actions.renderActions(request, { withDetails: false })} />
      {actions.dialog}
    </Flex>
  );
}

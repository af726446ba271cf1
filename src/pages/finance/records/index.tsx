/**
 * Fee records (role page 'FinanceRecords', /finance/records, component 'finance/records'): tabs
 * 全部 / 收入 / 支出 with counts, filters (fee name, pay style, handler, keyword, the 18-option date
 * filter), the totals of the filter in force (the server's summary, summed in fen), the list on the
 * shared machinery with inline edit of one field, delete with confirmation, the add-fee drawer and
 * the export of every row of the filter.
 */
import { financeQueries } from '@/api/finance.queries';
import { App, Card, Flex } from 'antd';
import { useCallback, useMemo, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { deleteFee, getFeeIOData, setFieldValue, type FeeEditField, type FeeFilter, type FeeRecord, type FeeSummary } from '@/api/finance';
import { DataTable, ExportAllButton, ListPageHeader, datedXlsxName, useColumnSettings, useTableExport, type ExportPrivacy } from '@/components/DataTable';
import { compactFilter, stableKey } from '@/hooks/tableState';
import { prefetchList, useTable, type ListSource } from '@/hooks/useTable';
import { useConfirmedMutation } from '@/hooks/useConfirmedMutation';
import { signedAmountText } from '../feeText';
import { useFinanceOptions } from '../useFinanceOptions';
import { FEE_TABLE_TYPE, useFeeColumns } from './columns';
import { FeeFilterBar } from './FeeFilterBar';
import { FeeFormDrawer } from './FeeFormDrawer';
import { TotalsBar } from './TotalsBar';
import '@/i18n/texts/finance';

/** The list's filter: the fee call's (api/finance.ts). */
export type FeeListFilter = FeeFilter;

const INITIAL_FILTER: FeeListFilter = {};
const rowKey = (row: FeeRecord) => row.feeId;
const TABS = [
  { key: 'all', feeType: undefined },
  { key: 'income', feeType: 0 },
  { key: 'expense', feeType: 1 },
] as const;

/** The key of a filter's summary: the filter as sent, without paging and sorting. */
const summaryKey = (filter: FeeListFilter) => stableKey(compactFilter({ ...filter, keyword: filter.keyword?.trim() || undefined }));

const FEES: ListSource<FeeRecord, FeeListFilter> = {
  queryKey: financeQueries.list('fees'),
  fetch: (query, signal) => getFeeIOData(query, { signal, silent: true }),
  initialFilter: INITIAL_FILTER,
  initialSort: { field: 'feeDate', order: 'desc' },
};
/** The route loader's start of the first page. */
export const prefetch = () => prefetchList(FEES);

/** Aunts' and employers' names: every export is logged. */
const EXPORT_PRIVACY: ExportPrivacy<FeeRecord> = { list: 'feeRecord', subject: 'employer', idOf: (row) => row.employerId };

export default function FinanceRecordsPage() {
  const { t } = useTranslation();
  const { message } = App.useApp();
  const deletion = useConfirmedMutation();
  const table = useTable<FeeRecord, FeeListFilter>({ ...FEES, memoryKey: 'financeRecords', rowKey });
  const options = useFinanceOptions();
  const exporter = useTableExport<FeeRecord>();
  const [adding, setAdding] = useState(false);
  const { refresh, updateRow } = table;

  const save = useCallback(
    async (row: FeeRecord, field: FeeEditField, value: string | number) => {
      const answer = await setFieldValue({ feeId: row.feeId, field, value }, { silent: true });
      updateRow(row.feeId, () => answer);
      void message.success(t('finance.records.edit.saved'));
      refresh();
    },
    [message, refresh, t, updateRow],
  );
  const remove = useCallback(
    (row: FeeRecord) => {
      const amount = signedAmountText(row);
      void deletion.run({
        key: row.feeId,
        confirm: {
          title: t('finance.records.delete.title', { name: row.feeName }),
          content: t('finance.records.delete.content', { date: row.feeDate, name: row.feeName, amount }),
          okText: t('finance.records.delete.ok'),
          cancelText: t('finance.records.delete.cancel'),
          danger: true,
        },
        mutate: (options) => deleteFee({ feeId: row.feeId }, options),
        success: t('finance.records.delete.done'),
        onSettled: refresh,
      });
    },
    [deletion, refresh, t],
  );
  const deleting = useCallback((row: FeeRecord) => deletion.isBusy(row.feeId), [deletion]);
  const columns = useFeeColumns({ options: options.data, save, remove, deleting });
  const settings = useColumnSettings(FEE_TABLE_TYPE, columns);

  const applied = table.appliedFilter;
  // The totals come with the rows (table.summary; the fetch only fetches). Kept with their filter: a new page of the same filter keeps them, a new filter hides them until its answer.
  const answered = table.loading ? undefined : (table.summary as FeeSummary | undefined);
  const [summary, setSummary] = useState<{ key: string; summary: FeeSummary } | null>(null);
  if (answered && answered !== summary?.summary) setSummary({ key: summaryKey(applied), summary: answered });
  const current = summary && summary.key === summaryKey(applied) ? summary.summary : null;
  const activeTab = TABS.find((tab) => tab.feeType === table.filter.feeType)?.key ?? 'all';
  const counts = current?.counts;
  const tabs = useMemo(
    () => TABS.map((tab) => ({ key: tab.key, label: t(`finance.records.tabs.${tab.key}`), count: counts ? counts[tab.key] : null })),
    [counts, t],
  );
  const title = t('finance.records.title');
  const fileName = datedXlsxName(t('finance.records.export.fileName'), t(`finance.records.tabs.${activeTab}`));

  return (
    <Flex vertical gap={16}>
      <Card styles={{ body: { paddingBottom: 0 } }}>
        <ListPageHeader
          title={title}
          add={{ label: t('finance.records.add'), onClick: () => setAdding(true) }}
          tabs={tabs}
          activeTab={activeTab}
          onTabChange={(key) => {
            const feeType = TABS.find((tab) => tab.key === key)?.feeType;
            // A fee name of the other type would leave the tab empty: it is dropped.
            const name = options.data?.feeNames.find((item) => item.dictId === table.filter.feeNameId);
            table.patchFilter({ feeType, ...(name && feeType !== undefined && name.feeType !== feeType ? { feeNameId: undefined } : {}) });
          }}
        />
      </Card>
      <Card>
        <FeeFilterBar table={table} options={options.data} />
        <TotalsBar summary={current} failed={table.error !== null} />
        <DataTable
          table={table}
          settings={settings}
          label={title}
          extra={
            <ExportAllButton
              exporter={exporter}
              table={table}
              target={{ columns: settings.visible, fileName, sheetName: t('finance.records.export.sheet'), privacy: EXPORT_PRIVACY }}
            />
          }
          emptyHint={table.isFiltered ? null : t('finance.records.emptyHint')}
        />
      </Card>
      <FeeFormDrawer open={adding} options={options.data} onClose={() => setAdding(false)} onSaved={refresh} />
      {exporter.dialog}
    </Flex>
  );
}

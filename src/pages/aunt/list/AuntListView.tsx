/**
 * One aunt list (a scope): header with counts tabs, filters, the table with its row and bulk
 * actions, export of the whole filter, and the dialogs. Built on the shared list machinery.
 */
import { Card, Flex } from 'antd';
import { Suspense, lazy, useCallback, useMemo, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { auntQueries } from '@/api/aunt.queries';
import type { AuntScope } from '@/api/aunt.types';
import { useStaffList } from '@/components/useStaffUsers';
import { toAccess } from '@/auth/userInfo';
import { DataTable, ExportAllButton, datedXlsxName, useColumnSettings, useTableExport } from '@/components/DataTable';
import { useQueryData } from '@/hooks/useQueryData';
import { useTable } from '@/hooks/useTable';
import { useSession } from '@/stores/session';
import { BulkActions } from './BulkActions';
import { FilterBar } from './FilterBar';
import { ALL_TAB, ListHeader } from './ListHeader';
import { AUNT_TABLE_TYPE, useAuntColumns } from './columns';
import { AuntListContext, type AuntDialog, type AuntListContextValue } from './context';
import { loadAuntDialogs } from './dialogsChunk';
import { DEBOUNCED_FILTERS, auntList, rowReadiness, type AuntListFilter, type AuntRow } from './listData';
import { useReadinessBasis } from '@/components/readiness';
import { auntRights } from './permissions';
import { scopeTitleKey } from './scope';
import { useAuntActions } from './useAuntActions';
import { useBatchActions } from './useBatchActions';

const rowKey = (row: AuntRow) => row.auntId;
const AuntDialogs = lazy(() => loadAuntDialogs().then((module) => ({ default: module.AuntDialogs })));

const auntIdOf = (row: AuntRow) => row.auntId;

export function AuntListView({ scope }: { scope: AuntScope }) {
  const { t, i18n } = useTranslation();
  const table = useTable<AuntRow, AuntListFilter>({ ...auntList(scope), memoryKey: 'auntList', rowKey, debounceKeys: DEBOUNCED_FILTERS });
  const columns = useAuntColumns(scope);
  const settings = useColumnSettings(AUNT_TABLE_TYPE, columns);
  const exporter = useTableExport<AuntRow>();
  // The tabs the company shows (its settings invalidate them when an admin changes them).
  const counts = useQueryData(auntQueries.customTabData(scope, i18n.language));
  const users = useStaffList();
  const [dialog, setDialog] = useState<AuntDialog | null>(null);
  // 只看可上户: the server knows no such filter, so it narrows the page shown (its total stays the server's).
  const [readyOnly, setReadyOnly] = useState(false);
  const basis = useReadinessBasis();
  const readyRows = useMemo(() => table.rows.filter((row) => rowReadiness(row, basis).ready), [basis, table.rows]);
  const shown = useMemo(() => (readyOnly ? { ...table, rows: readyRows } : table), [readyOnly, readyRows, table]);

  const user = useSession((state) => state.user);
  const isAdmin = useSession((state) => state.isAdmin);
  const permissions = useSession((state) => state.permissions);
  const access = useMemo(() => (user ? toAccess({ user, isAdmin, permissions }) : null), [user, isAdmin, permissions]);
  const rightsOf = useCallback((row: AuntRow) => auntRights(access, row), [access]);
  const reloadCounts = counts.reload;
  const actions = useAuntActions(table, reloadCounts, scope);
  const batch = useBatchActions(table, rightsOf, reloadCounts);
  const context = useMemo<AuntListContextValue>(() => ({ scope, rightsOf, actions, batch, openDialog: setDialog, t }), [actions, batch, rightsOf, scope, t]);

  const title = t(scopeTitleKey(scope));
  const activeTab = table.filter.tabKey ?? ALL_TAB;
  // The file names the scope and the tab in force, as the tab reads ("全部" is a scope too, so that tab says 全部状态).
  const tabName = activeTab === ALL_TAB ? t('auntList.export.allStatuses') : (counts.data?.find((tab) => tab.tabKey === activeTab)?.tabName ?? activeTab);
  const fileName = datedXlsxName(t('auntList.export.fileName'), t(`auntList.scopeShort.${scope}`), tabName);
  const exportTarget = { columns: settings.visible, fileName, sheetName: title, privacy: { list: `aunt.${scope}`, subject: 'aunt' as const, idOf: auntIdOf } };

  return (
    <AuntListContext.Provider value={context}>
      <Flex vertical gap={16}>
        <Card styles={{ body: { paddingBottom: 0 } }}>
          <ListHeader
            title={title}
            tabs={counts.data}
            activeTab={activeTab}
            onTabChange={(tabKey) => table.patchFilter({ tabKey: tabKey === ALL_TAB ? undefined : tabKey })}
            onImported={() => {
              table.refresh();
              reloadCounts();
            }}
          />
        </Card>
        <Card>
          <FilterBar table={table} users={users.data ?? []} readyOnly={{ checked: readyOnly, onChange: setReadyOnly, count: readyRows.length }} />
          <DataTable
            table={shown}
            settings={settings}
            label={title}
            selectable
            bulkActions={<BulkActions rows={table.selection.rows} onExport={() => void exporter.exportRows({ ...exportTarget, rows: table.selection.rows })} />}
            extra={<ExportAllButton exporter={exporter} table={table} target={exportTarget} />}
            emptyHint={table.isFiltered ? null : t('auntList.emptyHint')}
          />
        </Card>
      </Flex>
      {dialog && (
        <Suspense fallback={null}>
          <AuntDialogs dialog={dialog} users={users.data ?? []} onClose={() => setDialog(null)} />
        </Suspense>
      )}
      {exporter.dialog}
    </AuntListContext.Provider>
  );
}

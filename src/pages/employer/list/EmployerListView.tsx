/**
 * The employer (customer) list: header with the total and status tabs, filters, the table with
 * its row actions, export of the whole filter, the form drawer and the follow-up and transfer
 * dialogs. Built on the shared list machinery. `?followUpDue=1` (a digest notice's link) opens it on "follow-up due".
 */
import { Card, Flex } from 'antd';
import { useCallback, useEffect, useMemo, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useSearchParams } from 'react-router-dom';
import { employerQueries } from '@/api/employer.queries';
import { queryClient } from '@/api/queryClient';
import type { Employer } from '@/api/employer.types';
import { DataTable, ExportAllButton, datedXlsxName, useColumnSettings, useTableExport, type ExportPrivacy } from '@/components/DataTable';
import { EmployerFormDrawer, FollowUpDialog, TransferDialog, mayChangeEmployer, useConfirmDeleteEmployer } from '@/components/employer';
import { useQueryData } from '@/hooks/useQueryData';
import { useTable } from '@/hooks/useTable';
import { useAccess } from '@/stores/session';
import { FilterBar } from './FilterBar';
import { ListHeader, statusTabLabel } from './ListHeader';
import { EMPLOYER_TABLE_TYPE, useEmployerColumns } from './columns';
import { EmployerListContext, type EmployerListContextValue } from './context';
import { FOLLOW_UP_DUE_PARAM } from './followUpDueLink';
import { DEBOUNCED_FILTERS, EMPLOYERS, serverFilter, withoutStatus, type EmployerListFilter, type EmployerRow } from './listData';

const rowKey = (row: EmployerRow) => row.employerId;

type FormTarget = { employer: Employer | null } | null;

const EXPORT_PRIVACY: ExportPrivacy<EmployerRow> = { list: 'employer', subject: 'employer', idOf: (row) => row.employerId };

export function EmployerListView() {
  const { t } = useTranslation();
  const table = useTable<EmployerRow, EmployerListFilter>({ ...EMPLOYERS, memoryKey: 'employers', rowKey, debounceKeys: DEBOUNCED_FILTERS });
  const columns = useEmployerColumns();
  const settings = useColumnSettings(EMPLOYER_TABLE_TYPE, columns);
  const exporter = useTableExport<EmployerRow>();
  const applied = table.appliedFilter;
  const count = useQueryData(employerQueries.count(serverFilter(applied)));
  const others = withoutStatus(applied);
  const statusCounts = useQueryData(employerQueries.filterData({ filterField: 'status', filter: others }));

  // A digest notice's link (?followUpDue=1): the employers due a follow-up; the address then forgets it.
  const [params, setParams] = useSearchParams();
  const dueLink = params.get(FOLLOW_UP_DUE_PARAM) === '1';
  const { patchFilter } = table;
  useEffect(() => {
    if (!dueLink) return;
    patchFilter({ followUpDue: 1 });
    setParams({}, { replace: true });
  }, [dueLink, patchFilter, setParams]);

  const [formTarget, setFormTarget] = useState<FormTarget>(null);
  const [followUpRow, setFollowUpRow] = useState<EmployerRow | null>(null);
  const [transferRow, setTransferRow] = useState<EmployerRow | null>(null);
  const confirmDelete = useConfirmDeleteEmployer();
  const access = useAccess();

  /** After a change: the page, the total and the status counts again (all under the family's key). */
  const changed = useCallback(() => void queryClient.invalidateQueries({ queryKey: employerQueries.all }), []);

  const mayChange = useCallback((row: EmployerRow) => mayChangeEmployer(access, row), [access]);
  const context = useMemo<EmployerListContextValue>(
    () => ({
      mayChange,
      edit: (row) => setFormTarget({ employer: row }),
      followUp: setFollowUpRow,
      transfer: setTransferRow,
      remove: (row) => confirmDelete(row, { onDeleted: changed, onRefused: changed }),
    }),
    [changed, confirmDelete, mayChange],
  );

  const title = t('employer.list.title');
  const fileName = datedXlsxName(t('employer.list.export.fileName'), statusTabLabel(t, table.filter.status));

  return (
    <EmployerListContext.Provider value={context}>
      <Flex vertical gap={16}>
        <Card styles={{ body: { paddingBottom: 0 } }}>
          <ListHeader
            total={count.data?.count ?? null}
            statusCounts={statusCounts.data}
            activeStatus={table.filter.status}
            onStatusChange={(status) => table.patchFilter({ status })}
            onAdd={() => setFormTarget({ employer: null })}
            onImported={changed}
          />
        </Card>
        <Card>
          <FilterBar table={table} />
          <DataTable
            table={table}
            settings={settings}
            label={title}
            extra={
              <ExportAllButton
                exporter={exporter}
                table={table}
                target={{ columns: settings.visible, fileName, sheetName: t('employer.list.export.sheet'), privacy: EXPORT_PRIVACY }}
              />
            }
            emptyHint={table.isFiltered ? null : t('employer.list.emptyHint')}
          />
        </Card>
      </Flex>
      <EmployerFormDrawer open={formTarget !== null} employer={formTarget?.employer ?? null} onClose={() => setFormTarget(null)} onSaved={changed} />
      <FollowUpDialog employer={followUpRow} onClose={() => setFollowUpRow(null)} onCreated={changed} />
      <TransferDialog employer={transferRow} onClose={() => setTransferRow(null)} onTransferred={changed} />
      {exporter.dialog}
    </EmployerListContext.Provider>
  );
}

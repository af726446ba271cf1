/**
 * One tab of the recycle bin: keyword filter, the deleted records on the list machinery with
 * restore / delete-for-good per row (RowActions; left out on a row the user may not act on) and
 * for the selected rows. Reports its total for the tab label.
 */
import { DeleteOutlined, UndoOutlined } from '@ant-design/icons';
import { Button } from 'antd';
import { memo, useCallback, useEffect, useMemo } from 'react';
import { useTranslation } from 'react-i18next';
import { canByOwnership } from '@/auth/permission';
import { DataTable, useColumnSettings } from '@/components/DataTable';
import { RowActions } from '@/components/DataTable/RowActions';
import { FilterRow, KeywordFilter } from '@/components/filters';
import { useTable } from '@/hooks/useTable';
import { useAccess } from '@/stores/session';
import { useRecycleColumns } from './columns';
import type { FactColumns } from './factColumns';
import { recycleSource, type RecycleFilter, type RecycleKind, type RecycleKindKey, type RecycledRow } from './kinds';
import { useRecycleActions } from './useRecycleActions';

interface RecycleListProps<Row extends RecycledRow> {
  kind: RecycleKind<Row>;
  facts: FactColumns<Row>;
  label: string;
  /** Its total once loaded, for the tab label. */
  onTotal: (key: RecycleKindKey, total: number) => void;
}

function RecycleListView<Row extends RecycledRow>({ kind, facts, label, onTotal }: RecycleListProps<Row>) {
  const { t } = useTranslation();
  const source = useMemo(() => recycleSource(kind), [kind]);
  const table = useTable<Row, RecycleFilter>({ ...source, memoryKey: `recycle.${kind.key}`, rowKey: kind.idOf });

  const access = useAccess();
  const canAct = useCallback((row: Row) => access !== null && canByOwnership(access, kind.ownership, kind.ownerOf(row)), [access, kind]);
  const actions = useRecycleActions(kind, table, canAct);
  const { isBusy, restore, confirmRemove, confirmBatch } = actions;

  const renderActions = useCallback(
    (row: Row) =>
      canAct(row) && (
        <RowActions
          actions={[
            { key: 'restore', label: t('recyclebin.actions.restore'), busy: isBusy(kind.idOf(row)), onClick: () => void restore(row) },
            { key: 'remove', label: t('recyclebin.actions.remove'), danger: true, busy: isBusy(kind.idOf(row)), onClick: () => confirmRemove(row) },
          ]}
        />
      ),
    [canAct, confirmRemove, isBusy, kind, restore, t],
  );
  const columns = useRecycleColumns(facts, renderActions);
  const settings = useColumnSettings(kind.tableType, columns);

  const { total, loading } = table;
  useEffect(() => {
    if (!loading) onTotal(kind.key, total);
  }, [kind.key, loading, onTotal, total]);

  const selected = table.selection.rows;
  const bulkActions = useMemo(
    () => (
      <>
        <Button size="small" icon={<UndoOutlined />} onClick={() => confirmBatch('restore', selected)}>
          {t('recyclebin.batch.restore')}
        </Button>
        <Button size="small" danger icon={<DeleteOutlined />} onClick={() => confirmBatch('remove', selected)}>
          {t('recyclebin.batch.remove')}
        </Button>
      </>
    ),
    [confirmBatch, selected, t],
  );

  return (
    <>
      <FilterRow label={t('recyclebin.filters.label')} widths={{ keyword: 280 }}>
        <KeywordFilter table={table} label={t('recyclebin.filters.keyword')} placeholder={t(`recyclebin.filters.placeholder.${kind.key}`)} />
      </FilterRow>
      <DataTable
        table={table}
        settings={settings}
        label={label}
        selectable
        bulkActions={bulkActions}
        emptyHint={table.isFiltered ? null : t('recyclebin.emptyHint')}
      />
    </>
  );
}

/**
 * Memoised: the page renders again as each tab's total comes in (its label), and the three lists,
 * whose props do not change then, rendered their tables with them.
 */
export const RecycleList = memo(RecycleListView) as typeof RecycleListView;

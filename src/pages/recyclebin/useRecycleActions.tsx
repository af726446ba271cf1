/**
 * Restore and permanent delete, for one row or the selected rows. One row: restore at once (a
 * refusal such as a duplicate mobile shows the server's reason and the row stays), delete for
 * good after a danger confirmation. Selected rows: the one batch runner (useConfirmedMutation.runBatch):
 * one confirmation, the progress in the dialog, one message summing up what succeeded and failed.
 * Rows the user may not act on are skipped and counted. Afterwards the list is asked again.
 */
import { App } from 'antd';
import { useCallback, useMemo } from 'react';
import { useTranslation } from 'react-i18next';
import { useRouterNavigate } from '@/app/useRouterNavigate';
import { useConfirmedMutation } from '@/hooks/useConfirmedMutation';
import type { TableController } from '@/hooks/useTable';
import type { RecycleFilter, RecycleKind, RecycledRow } from './kinds';
import { RestoredNotice } from './RestoredNotice';

export interface RecycleActions<Row> {
  /** A call runs for the row (its buttons show a spinner). */
  isBusy: (id: number) => boolean;
  /** Resolves true once restored. */
  restore: (row: Row) => Promise<boolean>;
  confirmRemove: (row: Row) => void;
  confirmBatch: (action: 'restore' | 'remove', rows: readonly Row[]) => void;
}

export function useRecycleActions<Row extends RecycledRow>(
  kind: RecycleKind<Row>,
  table: TableController<Row, RecycleFilter>,
  canAct: (row: Row) => boolean,
): RecycleActions<Row> {
  const { t } = useTranslation();
  const { message } = App.useApp();
  const navigate = useRouterNavigate();
  const mutation = useConfirmedMutation();
  const { selection, setSelection, refresh } = table;

  /** The rows left the bin: out of the selection, and the page asked again. */
  const settled = useCallback(
    (ids: readonly number[]) => {
      const gone = new Set(ids);
      const rows = selection.rows.filter((row) => !gone.has(kind.idOf(row)));
      setSelection(rows.map(kind.idOf), rows);
      refresh();
    },
    [kind, refresh, selection.rows, setSelection],
  );

  const restore = useCallback(
    (row: Row) => {
      const id = kind.idOf(row);
      return mutation.run({
        key: id,
        mutate: (options) => kind.restore(id, options),
        onDone: () => {
          const path = kind.detailPath(id);
          void message.success({
            key: `restored-${kind.key}-${id}`,
            duration: 6,
            content: (
              <RestoredNotice
                text={t(`recyclebin.restored.${kind.key}`, { name: kind.nameOf(row) })}
                linkText={t('recyclebin.actions.view')}
                href={path}
                onOpen={() => void navigate(path)}
              />
            ),
          });
          settled([id]);
        },
      });
    },
    [kind, message, mutation, navigate, settled, t],
  );

  const confirmRemove = useCallback(
    (row: Row) => {
      const id = kind.idOf(row);
      const name = kind.nameOf(row);
      void mutation.run({
        key: id,
        confirm: {
          title: t('recyclebin.confirmRemove.title', { name }),
          content: t('recyclebin.confirmRemove.content'),
          okText: t('recyclebin.confirmRemove.ok'),
          danger: true,
          cancelText: t('common.cancel'),
        },
        mutate: (options) => kind.remove(id, options),
        success: t('recyclebin.removed', { name }),
        onDone: () => settled([id]),
      });
    },
    [kind, mutation, settled, t],
  );

  const confirmBatch = useCallback(
    (action: 'restore' | 'remove', rows: readonly Row[]) => {
      const allowed = rows.filter(canAct);
      if (allowed.length === 0) {
        void message.warning(t('recyclebin.batch.nothing'));
        return;
      }
      const restoring = action === 'restore';
      void mutation.runBatch({
        key: `batch-${kind.key}`,
        items: allowed,
        skipped: rows.length - allowed.length,
        confirm: {
          title: t(restoring ? 'recyclebin.batch.confirmRestore' : 'recyclebin.batch.confirmRemove', { count: allowed.length }),
          content: t(restoring ? 'recyclebin.batch.confirmRestoreContent' : 'recyclebin.batch.confirmRemoveContent'),
          okText: t(restoring ? 'recyclebin.actions.restore' : 'recyclebin.confirmRemove.ok'),
          danger: !restoring,
          cancelText: t('common.cancel'),
        },
        call: (row, options) => (restoring ? kind.restore(kind.idOf(row), options) : kind.remove(kind.idOf(row), options)),
        texts: {
          progress: (done, total) => t('recyclebin.batch.progress', { done, total }),
          done: (count) => t(restoring ? 'recyclebin.batch.restored' : 'recyclebin.batch.removed', { count }),
          failed: (count, reason) => t('recyclebin.batch.failed', { count, reason }),
          skipped: (count) => t('recyclebin.batch.skipped', { count }),
        },
        onDone: (done) => settled(done.map(kind.idOf)),
      });
    },
    [canAct, kind, message, mutation, settled, t],
  );

  return useMemo(() => ({ isBusy: mutation.isBusy, restore, confirmRemove, confirmBatch }), [confirmBatch, confirmRemove, mutation.isBusy, restore]);
}

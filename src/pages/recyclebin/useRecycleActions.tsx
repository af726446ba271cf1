/**
 * Restore and permanent delete, for one row or the selected rows. One row: restore at once (a
 * refusal such as a duplicate mobile shows the server's reason and the row stays), delete for
 * good after a danger confirmation. Selected rows: one confirmation, then the calls run four at
 * a time with the progress in the dialog, and one message sums up what succeeded and failed.
 * Rows the user may not act on are skipped and counted. Afterwards the list is asked again.
 */
import { App, Progress } from 'antd';
import { useCallback, useMemo } from 'react';
import { useTranslation } from 'react-i18next';
import { useRouterNavigate } from '@/app/useRouterNavigate';
import type { RequestOptions } from '@/api/http';
import { loadErrorText } from '@/hooks/loadError';
import { useConfirmedMutation } from '@/hooks/useConfirmedMutation';
import type { TableController } from '@/hooks/useTable';
import type { RecycleFilter, RecycleKind, RecycledRow } from './kinds';
import { RestoredNotice } from './RestoredNotice';

const PARALLEL = 4;

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
  const { message, modal } = App.useApp();
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
      const skipped = rows.length - allowed.length;
      if (allowed.length === 0) {
        void message.warning(t('recyclebin.batch.nothing'));
        return;
      }
      const call = (row: Row, options: RequestOptions) => (action === 'restore' ? kind.restore(kind.idOf(row), options) : kind.remove(kind.idOf(row), options));
      const dialog = modal.confirm({
        title: t(action === 'restore' ? 'recyclebin.batch.confirmRestore' : 'recyclebin.batch.confirmRemove', { count: allowed.length }),
        content: t(action === 'restore' ? 'recyclebin.batch.confirmRestoreContent' : 'recyclebin.batch.confirmRemoveContent'),
        okText: t(action === 'restore' ? 'recyclebin.actions.restore' : 'recyclebin.confirmRemove.ok'),
        okButtonProps: { danger: action === 'remove' },
        cancelText: t('common.cancel'),
        onOk: async () => {
          const done: number[] = [];
          const failures: string[] = [];
          const showProgress = () => {
            const count = done.length + failures.length;
            dialog.update({
              cancelButtonProps: { disabled: true },
              content: (
                <div role="status">
                  {t('recyclebin.batch.progress', { done: count, total: allowed.length })}
                  <Progress percent={Math.round((count / allowed.length) * 100)} size="small" />
                </div>
              ),
            });
          };
          showProgress();
          const queue = [...allowed];
          const worker = async () => {
            for (let row = queue.shift(); row; row = queue.shift()) {
              try {
                await call(row, { silent: true });
                done.push(kind.idOf(row));
              } catch (error) {
                failures.push(loadErrorText(error));
              }
              showProgress();
            }
          };
          await Promise.all(Array.from({ length: Math.min(PARALLEL, allowed.length) }, worker));
          if (done.length > 0) settled(done);
          const parts = [
            done.length > 0 ? t(action === 'restore' ? 'recyclebin.batch.restored' : 'recyclebin.batch.removed', { count: done.length }) : null,
            failures.length > 0 ? t('recyclebin.batch.failed', { count: failures.length, reason: failures[0] }) : null,
            skipped > 0 ? t('recyclebin.batch.skipped', { count: skipped }) : null,
          ].filter(Boolean);
          const text = parts.join('；');
          if (failures.length > 0 || done.length === 0) void message.error(text);
          else if (skipped > 0) void message.warning(text);
          else void message.success(text);
        },
      });
    },
    [canAct, kind, message, modal, settled, t],
  );

  return useMemo(() => ({ isBusy: mutation.isBusy, restore, confirmRemove, confirmBatch }), [confirmBatch, confirmRemove, mutation.isBusy, restore]);
}

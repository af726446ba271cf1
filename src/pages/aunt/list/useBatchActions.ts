/**
 * Actions on one or many aunts (deliver, favourite, delete, and in the 待审核 list approve and
 * reject), on the one batch runner (useConfirmedMutation.runBatch): rows the user may not act on
 * are skipped and counted, the calls run four at a time, one message sums up what happened.
 * Afterwards the page is refetched and the tab counts reloaded; the selection is cleared. Each
 * resolves to how many were done (a dialog stays open, keeping what was typed, when none was).
 */
import { App } from 'antd';
import { useCallback, useMemo } from 'react';
import { useTranslation } from 'react-i18next';
import { deliverAunt, editField, favAunt, setAuntDelete } from '@/api/aunt';
import type { RequestOptions } from '@/api/http';
import { useConfirmedMutation, type ConfirmPrompt } from '@/hooks/useConfirmedMutation';
import type { TableController } from '@/hooks/useTable';
import type { AuntListFilter, AuntRow } from './listData';
import type { AuntRights } from './permissions';

export interface BatchActions {
  deliver: (rows: readonly AuntRow[], user: { userId: number; contact: string }) => Promise<number>;
  favourite: (rows: readonly AuntRow[]) => Promise<number>;
  /** Asks `confirm` first when given (the selected rows' 删除). */
  remove: (rows: readonly AuntRow[], confirm?: ConfirmPrompt) => Promise<number>;
  /** 审核通过: aunts awaiting verification (editField isVerified 1); asks `confirm` first when given. */
  approve: (rows: readonly AuntRow[], confirm?: ConfirmPrompt) => Promise<number>;
  /** 驳回 with one reason for all (editField verifyRejectReason). */
  reject: (rows: readonly AuntRow[], reason: string) => Promise<number>;
}

export function useBatchActions(
  table: TableController<AuntRow, AuntListFilter>,
  rightsOf: (row: AuntRow) => AuntRights,
  onCountsChanged: () => void,
): BatchActions {
  const { t } = useTranslation();
  const { message } = App.useApp();
  const { runBatch } = useConfirmedMutation();
  const { refresh, clearSelection } = table;

  const run = useCallback(
    (
      rows: readonly AuntRow[],
      need: 'act' | 'change',
      call: (row: AuntRow, options: RequestOptions) => Promise<unknown>,
      doneText: (count: number) => string,
      confirm?: ConfirmPrompt,
    ): Promise<number> => {
      if (rows.length === 0) {
        void message.info(t('auntList.batch.nothing'));
        return Promise.resolve(0);
      }
      const allowed = rows.filter((row) => rightsOf(row)[need]);
      return runBatch({
        key: 'aunt-batch',
        items: allowed,
        skipped: rows.length - allowed.length,
        confirm,
        call,
        texts: {
          progress: (done, total) => t('auntList.batch.progress', { done, total }),
          done: doneText,
          failed: (count, reason) => t('auntList.batch.failed', { count, reason }),
          skipped: (count) => t('auntList.batch.skipped', { count }),
        },
        onDone: () => {
          clearSelection();
          refresh();
          onCountsChanged();
        },
      });
    },
    [clearSelection, message, onCountsChanged, refresh, rightsOf, runBatch, t],
  );

  return useMemo<BatchActions>(
    () => ({
      deliver: (rows, user) =>
        run(
          rows,
          'change',
          (row, options) => deliverAunt({ auntId: row.auntId, userId: user.userId }, options),
          (count) => t('auntList.batch.delivered', { count, name: user.contact }),
        ),
      favourite: (rows) =>
        run(
          rows.filter((row) => row.isFav !== 1),
          'act',
          (row, options) => favAunt({ auntId: row.auntId }, options),
          (count) => t('auntList.batch.favourited', { count }),
        ),
      remove: (rows, confirm) =>
        run(
          rows,
          'change',
          (row, options) => setAuntDelete({ auntId: row.auntId }, options),
          (count) => t('auntList.batch.deleted', { count }),
          confirm,
        ),
      approve: (rows, confirm) =>
        run(
          rows,
          'change',
          (row, options) => editField({ auntId: row.auntId, field: 'isVerified', value: 1 }, options),
          (count) => t('auntList.batch.approved', { count }),
          confirm,
        ),
      reject: (rows, reason) =>
        run(
          rows,
          'change',
          (row, options) => editField({ auntId: row.auntId, field: 'verifyRejectReason', value: reason }, options),
          (count) => t('auntList.batch.rejected', { count }),
        ),
    }),
    [run, t],
  );
}

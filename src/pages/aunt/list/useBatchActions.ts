/**
 * Actions on one or many aunts (deliver, favourite, delete, and in the 待审核 list approve and
 * reject): rows the user may not act on are skipped and counted, the calls run four at a time,
 * and one message sums up what happened (the server's reason for the first failure included).
 * Afterwards the page is refetched and the tab counts reloaded; the selection is cleared. Each
 * resolves to how many were done (a dialog stays open, keeping what was typed, when none was).
 */
import { App } from 'antd';
import { useCallback, useMemo } from 'react';
import { useTranslation } from 'react-i18next';
import { deliverAunt, editField, favAunt, setAuntDelete } from '@/api/aunt';
import type { RequestOptions } from '@/api/http';
import { loadErrorText } from '@/hooks/loadError';
import type { TableController } from '@/hooks/useTable';
import type { AuntListFilter, AuntRow } from './listData';
import type { AuntRights } from './permissions';

const PARALLEL = 4;

export interface BatchActions {
  deliver: (rows: readonly AuntRow[], user: { userId: number; contact: string }) => Promise<number>;
  favourite: (rows: readonly AuntRow[]) => Promise<number>;
  remove: (rows: readonly AuntRow[]) => Promise<number>;
  /** 审核通过: aunts awaiting verification (editField isVerified 1). */
  approve: (rows: readonly AuntRow[]) => Promise<number>;
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
  const { refresh, clearSelection } = table;

  const run = useCallback(
    async (
      rows: readonly AuntRow[],
      need: 'act' | 'change',
      call: (row: AuntRow, options: RequestOptions) => Promise<unknown>,
      doneText: (count: number) => string,
    ): Promise<number> => {
      if (rows.length === 0) {
        void message.info(t('auntList.batch.nothing'));
        return 0;
      }
      const allowed = rows.filter((row) => rightsOf(row)[need]);
      const skipped = rows.length - allowed.length;
      const failures: string[] = [];
      let done = 0;
      const queue = [...allowed];
      const worker = async () => {
        for (let row = queue.shift(); row; row = queue.shift()) {
          try {
            await call(row, { silent: true });
            done += 1;
          } catch (error) {
            failures.push(loadErrorText(error));
          }
        }
      };
      await Promise.all(Array.from({ length: Math.min(PARALLEL, allowed.length) }, worker));
      if (done > 0) {
        clearSelection();
        refresh();
        onCountsChanged();
      }
      const parts = [
        done > 0 ? doneText(done) : null,
        failures.length > 0 ? t('auntList.batch.failed', { count: failures.length, reason: failures[0] }) : null,
        skipped > 0 ? t('auntList.batch.skipped', { count: skipped }) : null,
      ].filter(Boolean);
      const text = parts.join('；');
      if (failures.length > 0 || done === 0) void message.error(text);
      else if (skipped > 0) void message.warning(text);
      else void message.success(text);
      return done;
    },
    [clearSelection, message, onCountsChanged, refresh, rightsOf, t],
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
      remove: (rows) =>
        run(
          rows,
          'change',
          (row, options) => setAuntDelete({ auntId: row.auntId }, options),
          (count) => t('auntList.batch.deleted', { count }),
        ),
      approve: (rows) =>
        run(
          rows,
          'change',
          (row, options) => editField({ auntId: row.auntId, field: 'isVerified', value: 1 }, options),
          (count) => t('auntList.batch.approved', { count }),
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

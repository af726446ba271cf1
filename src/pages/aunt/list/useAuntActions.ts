/**
 * The row actions of the aunt list as plain async functions over the /aunt/ calls. Each one
 * updates the shown row in place when the answer says all there is to know (favourite, lock,
 * remarks, inline edits) and refetches the page when order or membership may change (top,
 * deliver, delete, a take-off in the shared list). Single actions let the error catalogue toast a refusal (a 40301 shows its
 * message); inline edits are `silent` and reject with the text for the editor to show.
 */
import { App } from 'antd';
import { useCallback, useMemo, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { editField, favAunt, lockAunt, setAuntRemark, setAuntToTop, unfavAunt, type EditAuntFieldRequest } from '@/api/aunt';
import type { AuntScope, AuntWorkStatus } from '@/api/aunt.types';
import { isCancelled, loadErrorText } from '@/hooks/loadError';
import type { TableController } from '@/hooks/useTable';
import { BLACKLIST_STATUS } from '@/domain/auntCodes';
import { useHallShelf } from '@/components/united/useHallShelf';
import type { AuntListFilter, AuntRow } from './listData';
import { createRevealedMobiles, type RevealedMobiles } from './revealedMobiles';

export interface AuntRowActions {
  /** Full mobile numbers revealed in this visit, by aunt id (read with useRevealedMobile). */
  revealed: RevealedMobiles;
  /** Inline edit of one field; rejects with the text to show. */
  saveField: (row: AuntRow, field: 'expectedSalary', value: number) => Promise<void>;
  setWorkStatus: (row: AuntRow, status: AuntWorkStatus, reason?: string) => Promise<void>;
  toggleFav: (row: AuntRow) => Promise<void>;
  toggleTop: (row: AuntRow) => Promise<void>;
  toggleLock: (row: AuntRow) => Promise<void>;
  saveRemark: (row: AuntRow, remarks: string) => Promise<void>;
  /** Into the joint hall, or off it (下架, asked first): the row shows the new state. */
  toggleShared: (row: AuntRow) => Promise<void>;
}

/** Rejects with the text to show in place (a cancelled request rejects as it was: nothing to show). */
async function inline<T>(request: Promise<T>): Promise<T> {
  try {
    return await request;
  } catch (error) {
    if (isCancelled(error)) throw error;
    throw new Error(loadErrorText(error), { cause: error });
  }
}

export function useAuntActions(table: TableController<AuntRow, AuntListFilter>, onCountsChanged: () => void, scope: AuntScope): AuntRowActions {
  const { t } = useTranslation();
  const { message } = App.useApp();
  const [revealed] = useState(createRevealedMobiles);
  const { updateRow, refresh } = table;
  const onlyFav = Boolean(table.appliedFilter.onlyFav);
  const { shareAunt, takeOffAunt } = useHallShelf();
  // The shared list (/aunt/share) holds exactly the shared aunts: a take-off there changes its rows.
  const sharedScope = scope === 'share';

  const merge = useCallback((auntId: number, patch: Partial<AuntRow>) => updateRow(auntId, (row) => ({ ...row, ...patch })), [updateRow]);

  const edit = useCallback(
    async (row: AuntRow, field: string, value: EditAuntFieldRequest['value']) => {
      const body: EditAuntFieldRequest = { auntId: row.auntId, field, value };
      const aunt = await inline(editField(body, { silent: true }));
      // The answer is the whole record; keep the row's masked mobile (the list never shows more).
      const patch: Partial<AuntRow> = { ...aunt, mobile: row.mobile };
      merge(row.auntId, patch);
    },
    [merge],
  );

  return useMemo<AuntRowActions>(
    () => ({
      revealed,
      saveField: (row, field, value) => edit(row, field, value),
      async setWorkStatus(row, status, reason) {
        // Blacklisting is sent as its reason (the server sets work status 6 with it).
        if (status === BLACKLIST_STATUS) await edit(row, 'blacklistReason', reason ?? '');
        else await edit(row, 'workStatus', status);
        onCountsChanged();
        void message.success(t('auntList.saved'));
      },
      async toggleFav(row) {
        const next = row.isFav === 1 ? 0 : 1;
        await (next ? favAunt : unfavAunt)({ auntId: row.auntId });
        merge(row.auntId, { isFav: next });
        if (onlyFav && !next) refresh();
        void message.success(t(next ? 'auntList.favDone' : 'auntList.unfavDone', { name: row.auntName }));
      },
      async toggleTop(row) {
        const next = row.isTop === 1 ? 0 : 1;
        await setAuntToTop({ auntId: row.auntId, isTop: next });
        refresh();
        void message.success(t(next ? 'auntList.topDone' : 'auntList.untopDone', { name: row.auntName }));
      },
      async toggleLock(row) {
        const next = row.isLocked === 1 ? 0 : 1;
        await lockAunt({ auntId: row.auntId, isLocked: next });
        merge(row.auntId, { isLocked: next });
        void message.success(t(next ? 'auntList.lockDone' : 'auntList.unlockDone', { name: row.auntName }));
      },
      async saveRemark(row, remarks) {
        const answer = await setAuntRemark({ auntId: row.auntId, remarks });
        merge(row.auntId, { remarks: answer?.remarks ?? remarks });
        void message.success(t('auntList.remarkSaved'));
      },
      async toggleShared(row) {
        if (row.isShared !== 1) {
          if (await shareAunt(row.auntId)) merge(row.auntId, { isShared: 1 });
          return;
        }
        if (!(await takeOffAunt(row.auntId, row.auntName))) return;
        if (sharedScope) {
          refresh();
          onCountsChanged();
        } else merge(row.auntId, { isShared: 0 });
      },
    }),
    [edit, merge, message, onCountsChanged, onlyFav, refresh, revealed, shareAunt, sharedScope, t, takeOffAunt],
  );
}

/**
 * What the cells and row actions of the aunt list share without going through the column
 * definitions (which stay stable, so column settings are not rebuilt on every change):
 * permissions per row, the row actions, the dialogs to open, and the page's `t`: a cell that
 * called useTranslation itself would subscribe to i18next's events once per cell, a dozen per row.
 */
import { createContext, useContext } from 'react';
import type { TFunction } from 'i18next';
import type { AuntScope } from '@/api/aunt.types';
import type { AuntRow } from './listData';
import type { AuntRights } from './permissions';
import type { BatchActions } from './useBatchActions';
import type { AuntRowActions } from './useAuntActions';

export type AuntDialog =
  | { kind: 'deliver'; rows: AuntRow[] }
  | { kind: 'remark'; row: AuntRow }
  | { kind: 'blacklist'; row: AuntRow }
  | { kind: 'reject'; rows: AuntRow[] }
  | { kind: 'reveal'; row: AuntRow };

export interface AuntListContextValue {
  /** The list shown: the 待审核 list (verify) offers 审核通过 / 驳回. */
  scope: AuntScope;
  rightsOf: (row: AuntRow) => AuntRights;
  actions: AuntRowActions;
  batch: BatchActions;
  openDialog: (dialog: AuntDialog) => void;
  /** The page's translate function (new on a change of language, which renders the cells again). */
  t: TFunction;
}

export const AuntListContext = createContext<AuntListContextValue | null>(null);

export function useAuntList(): AuntListContextValue {
  const value = useContext(AuntListContext);
  if (!value) throw new Error('useAuntList outside the aunt list');
  return value;
}

/** A recycle-bin tab's columns: the kind's key facts, then when and by whom it was deleted, then the row actions. */
import { useMemo, type ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { useCompanyAuntOptions } from '@/components/aunt';
import type { DataColumn } from '@/components/DataTable';
import type { Language } from '@/i18n';
import type { FactColumns } from './factColumns';
import type { RecycledRow } from './kinds';
import { date, dateTime } from '@/domain/format';
import { useKeepDays } from './KeepDaysSetting';

const DAY_MS = 86_400_000;

/** The day a deleted record goes for good under a retention of `keepDays` ('' without a deletion time). */
const purgeDay = (row: RecycledRow, keepDays: number): string => (row.deletedTime ? date(Date.parse(row.deletedTime) + keepDays * DAY_MS) : '');

export function useRecycleColumns<Row extends RecycledRow>(facts: FactColumns<Row>, renderActions: (row: Row) => ReactNode): DataColumn<Row>[] {
  const { t, i18n } = useTranslation();
  const { options } = useCompanyAuntOptions();
  const lang: Language = i18n.language === 'en' ? 'en' : 'zh';
  const keepDays = useKeepDays();
  return useMemo(
    (): DataColumn<Row>[] => [
      ...facts(t, options),
      {
        key: 'deletedTime',
        title: t('recyclebin.columns.deletedTime'),
        width: 140,
        render: (_, row) =>
          row.deletedTime ? (
            <time dateTime={row.deletedTime} title={dateTime(row.deletedTime)}>
              {date(row.deletedTime)}
            </time>
          ) : null,
        exportValue: (row) => dateTime(row.deletedTime),
      },
      // With a retention set: the day the record is deleted for good (files too).
      ...(keepDays > 0
        ? [
            {
              key: 'purgeTime',
              title: t('recyclebin.columns.purgeTime'),
              width: 150,
              // A date, and what the setting is about: kept when the defaults do not all fit (English headers).
              priority: 'essential',
              render: (_: unknown, row: Row) => purgeDay(row, keepDays) || null,
              exportValue: (row: Row) => purgeDay(row, keepDays),
            } satisfies DataColumn<Row>,
          ]
        : []),
      {
        key: 'deletedBy',
        title: t('recyclebin.columns.deletedBy'),
        width: 100,
        render: (_, row) => row.deletedByName,
        exportValue: (row) => row.deletedByName,
      },
      // "Restore · Delete for good" needs more room than "恢复 · 彻底删除".
      { key: 'actions', title: t('recyclebin.columns.actions'), width: lang === 'en' ? 180 : 140, pinned: 'right', render: (_, row) => renderActions(row) },
    ],
    [facts, keepDays, lang, options, renderActions, t],
  );
}

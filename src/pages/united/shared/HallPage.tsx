/**
 * The frame of both halls (aunt hall, job hall): the header with the total, the filters and the
 * cards on the hall's list machinery, with favourites and the merge steps; each hall gives its
 * calls, its texts and how one card renders.
 */
import { Card } from 'antd';
import { useCallback, type ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { ListPageHeader } from '@/components/DataTable/ListPageHeader';
import type { UnitedCompany } from '@/api/united.types';
import { CardList } from './CardList';
import { HallFilters } from './HallFilters';
import { useCompanyId } from './mergeSide';
import { useFavourite, type FavTarget } from './useFavourite';
import { useHallTable, type HallCall } from './useHallTable';
import { useMergeStep, type MergeSteps } from './useMergeStep';
import styles from './United.module.css';
import '@/i18n/texts/united';

export interface HallKind<Row> {
  kind: FavTarget['kind'];
  /** The row as the favourite calls take it. */
  favTarget: (row: Row) => FavTarget;
  memoryKey: string;
  list: HallCall<Row>;
  favourites: HallCall<Row>;
  rowKey: (row: Row) => number;
  /** i18n keys of the page title and the keyword placeholder. */
  titleKey: string;
  keywordPlaceholderKey: string;
  counts: keyof Pick<UnitedCompany, 'auntCount' | 'jobCount'>;
}

export interface HallCardContext {
  companyId: number;
  steps: MergeSteps;
  favPending: boolean;
  onFav: () => void;
}

interface HallPageProps<Row> {
  hall: HallKind<Row>;
  renderCard: (row: Row, context: HallCardContext) => ReactNode;
  /** The hall's own dialogs, with the page's merge steps. */
  extra?: (steps: MergeSteps) => ReactNode;
}

export function HallPage<Row extends { isFav: 0 | 1 }>({ hall: kind, renderCard, extra }: HallPageProps<Row>) {
  const { t } = useTranslation();
  const hall = useHallTable<Row>(kind.memoryKey, kind.list, kind.favourites, kind.rowKey);
  const { table } = hall;
  const { refresh, updateRow } = table;
  const companyId = useCompanyId();
  const steps = useMergeStep(refresh);
  const onFavChanged = useCallback(
    (target: FavTarget, isFav: 0 | 1) => {
      if (target.kind !== kind.kind) return;
      const key = target.kind === 'aunt' ? target.record.unitedAuntId : target.record.unitedJobId;
      updateRow(key, (row) => ({ ...row, isFav }));
    },
    [kind.kind, updateRow],
  );
  const fav = useFavourite({ favouritesView: Boolean(table.appliedFilter.favOnly), onChanged: onFavChanged, reload: refresh });
  const title = t(kind.titleKey);

  return (
    <div>
      <Card>
        <ListPageHeader
          title={title}
          aside={<span className={styles.facts}>{table.loadedAt === null ? null : t('united.hall.total', { count: table.total })}</span>}
        />
        <HallFilters hall={hall} keywordPlaceholder={t(kind.keywordPlaceholderKey)} counts={kind.counts} />
        <CardList
          table={table}
          label={t('united.hall.listLabel', { title })}
          narrowed={hall.narrowed}
          onClearFilters={hall.clear}
          emptyHint={t('united.hall.emptyHint', { city: hall.cityName })}
          renderCard={(row) =>
            renderCard(row, { companyId, steps, favPending: fav.isPending(kind.favTarget(row)), onFav: () => void fav.toggle(kind.favTarget(row)) })
          }
        />
      </Card>
      {extra?.(steps)}
    </div>
  );
}

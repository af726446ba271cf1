/**
 * The aunt hall (UnitedAuntHall, /united/aunt-hall): every agency's shared aunts in the city
 * chosen in the top bar, as cards, with filters; favourite, view, apply to merge.
 */
import { Card } from 'antd';
import { useCallback } from 'react';
import { useTranslation } from 'react-i18next';
import { getAunts, getFavAunts, unitedAunt } from '@/api/united';
import type { UnitedAunt } from '@/api/united.types';
import { PageHeaderCard } from '@/components/PageHeaderCard';
import { CardList } from '../shared/CardList';
import { HallFilters } from '../shared/HallFilters';
import { useCompanyId } from '../shared/mergeSide';
import { useFavourite, type FavTarget } from '../shared/useFavourite';
import { useHallTable } from '../shared/useHallTable';
import { useMergeStep } from '../shared/useMergeStep';
import styles from '../shared/United.module.css';
import { AuntCard } from './AuntCard';
import '@/i18n/texts/united';

const rowKey = (aunt: UnitedAunt) => aunt.unitedAuntId;

export default function AuntHallPage() {
  const { t } = useTranslation();
  const hall = useHallTable<UnitedAunt>('auntHall', getAunts, getFavAunts, rowKey);
  const { table } = hall;
  const { refresh, updateRow } = table;
  const companyId = useCompanyId();
  const steps = useMergeStep(refresh);
  const onFavChanged = useCallback(
    (target: FavTarget, isFav: 0 | 1) => {
      if (target.kind === 'aunt') updateRow(target.record.unitedAuntId, (aunt) => ({ ...aunt, isFav }));
    },
    [updateRow],
  );
  const fav = useFavourite({ favouritesView: Boolean(table.appliedFilter.favOnly), onChanged: onFavChanged, reload: refresh });
  const title = t('menu.unitedAuntHall');

  return (
    <div>
      <PageHeaderCard title={title} aside={<span className={styles.facts}>{table.loadedAt === null ? null : t('united.hall.total', { count: table.total })}</span>} />
      <Card>
        <HallFilters hall={hall} keywordPlaceholder={t('united.auntHall.keywordPlaceholder')} counts="auntCount" />
        <CardList
          table={table}
          label={t('united.hall.listLabel', { title })}
          narrowed={hall.narrowed}
          onClearFilters={hall.clear}
          emptyHint={t('united.hall.emptyHint', { city: hall.cityName })}
          renderCard={(aunt) => (
            <AuntCard
              aunt={aunt}
              companyId={companyId}
              favPending={fav.isPending({ kind: 'aunt', record: aunt })}
              onFav={() => void fav.toggle({ kind: 'aunt', record: aunt })}
              applyDisabled={steps.busy}
              applyPending={steps.pendingId === 0}
              onApply={() => void steps.apply('aunt', () => unitedAunt({ unitedAuntId: aunt.unitedAuntId, auntId: aunt.auntId }))}
            />
          )}
        />
      </Card>
    </div>
  );
}

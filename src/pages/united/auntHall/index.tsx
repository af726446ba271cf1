/**
 * The aunt hall (UnitedAuntHall, /united/aunt-hall): every agency's shared aunts in the city
 * chosen in the top bar, as cards, with filters; favourite, view, apply to merge.
 */
import { getAunts, getFavAunts, unitedAunt } from '@/api/united';
import type { UnitedAunt } from '@/api/united.types';
import { HallPage, type HallKind } from '../shared/HallPage';
import { AuntCard } from './AuntCard';

const AUNT_HALL: HallKind<UnitedAunt> = {
  kind: 'aunt',
  favTarget: (aunt) => ({ kind: 'aunt', record: aunt }),
  memoryKey: 'auntHall',
  list: getAunts,
  favourites: getFavAunts,
  rowKey: (aunt) => aunt.unitedAuntId,
  titleKey: 'menu.unitedAuntHall',
  keywordPlaceholderKey: 'united.auntHall.keywordPlaceholder',
  counts: 'auntCount',
};

export default function AuntHallPage() {
  return (
    <HallPage
      hall={AUNT_HALL}
      renderCard={(aunt, { companyId, steps, favPending, onFav }) => (
        <AuntCard
          aunt={aunt}
          companyId={companyId}
          favPending={favPending}
          onFav={onFav}
          applyDisabled={steps.busy}
          applyPending={steps.pendingId === 0}
          onApply={() => void steps.apply('aunt', (request) => unitedAunt({ unitedAuntId: aunt.unitedAuntId, auntId: aunt.auntId }, request))}
        />
      )}
    />
  );
}

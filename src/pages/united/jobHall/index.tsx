/**
 * The job hall (UnitedJobHall, /united/job-hall): every agency's shared jobs in the city chosen
 * in the top bar, as cards, with filters; favourite, view, offer one of our aunts.
 */
import { Card } from 'antd';
import { useCallback } from 'react';
import { useTranslation } from 'react-i18next';
import { getFavJobs, getJobs } from '@/api/united';
import type { UnitedJob } from '@/api/united.types';
import { PageHeaderCard } from '@/components/PageHeaderCard';
import { CardList } from '../shared/CardList';
import { HallFilters } from '../shared/HallFilters';
import { useCompanyId } from '../shared/mergeSide';
import { useFavourite, type FavTarget } from '../shared/useFavourite';
import { useHallTable } from '../shared/useHallTable';
import { useMergeStep } from '../shared/useMergeStep';
import styles from '../shared/United.module.css';
import { JobCard } from './JobCard';
import { OfferAuntPicker } from '../shared/OfferAuntPicker';
import { useOffer } from '../shared/useOffer';
import '@/i18n/texts/united';

const rowKey = (job: UnitedJob) => job.unitedJobId;

export default function JobHallPage() {
  const { t } = useTranslation();
  const hall = useHallTable<UnitedJob>('jobHall', getJobs, getFavJobs, rowKey);
  const { table } = hall;
  const { refresh, updateRow } = table;
  const companyId = useCompanyId();
  const steps = useMergeStep(refresh);
  const offer = useOffer(steps);
  const onFavChanged = useCallback(
    (target: FavTarget, isFav: 0 | 1) => {
      if (target.kind === 'job') updateRow(target.record.unitedJobId, (job) => ({ ...job, isFav }));
    },
    [updateRow],
  );
  const fav = useFavourite({ favouritesView: Boolean(table.appliedFilter.favOnly), onChanged: onFavChanged, reload: refresh });
  const title = t('menu.unitedJobHall');

  return (
    <div>
      <PageHeaderCard title={title} aside={<span className={styles.facts}>{table.loadedAt === null ? null : t('united.hall.total', { count: table.total })}</span>} />
      <Card>
        <HallFilters hall={hall} keywordPlaceholder={t('united.jobHall.keywordPlaceholder')} counts="jobCount" />
        <CardList
          table={table}
          label={t('united.hall.listLabel', { title })}
          narrowed={hall.narrowed}
          onClearFilters={hall.clear}
          emptyHint={t('united.hall.emptyHint', { city: hall.cityName })}
          renderCard={(job) => (
            <JobCard
              job={job}
              companyId={companyId}
              favPending={fav.isPending({ kind: 'job', record: job })}
              onFav={() => void fav.toggle({ kind: 'job', record: job })}
              offerDisabled={steps.busy}
              offerPending={steps.pendingId === 0}
              onOffer={() => offer.open(job)}
            />
          )}
        />
      </Card>
      <OfferAuntPicker jobTitle={offer.job?.title ?? null} onCancel={offer.close} onPick={offer.pick} />
    </div>
  );
}

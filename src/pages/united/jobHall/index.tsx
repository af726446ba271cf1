/**
 * The job hall (UnitedJobHall, /united/job-hall): every agency's shared jobs in the city chosen
 * in the top bar, as cards, with filters; favourite, view, offer one of our aunts.
 */
import { getFavJobs, getJobs } from '@/api/united';
import type { UnitedJob } from '@/api/united.types';
import { HallPage, type HallKind } from '../shared/HallPage';
import { prefetchHall } from '../shared/useHallTable';
import { OfferAuntPicker } from '../shared/OfferAuntPicker';
import { useOffer } from '../shared/useOffer';
import { JobCard } from './JobCard';

const JOB_HALL: HallKind<UnitedJob> = {
  kind: 'job',
  favTarget: (job) => ({ kind: 'job', record: job }),
  memoryKey: 'jobHall',
  list: getJobs,
  favourites: getFavJobs,
  rowKey: (job) => job.unitedJobId,
  titleKey: 'menu.unitedJobHall',
  keywordPlaceholderKey: 'united.jobHall.keywordPlaceholder',
  counts: 'jobCount',
};

/** The route loader's start of the first page. */
export const prefetch = () => prefetchHall(JOB_HALL.memoryKey, JOB_HALL.list, JOB_HALL.favourites);

export default function JobHallPage() {
  const offer = useOffer();
  return (
    <HallPage
      hall={JOB_HALL}
      renderCard={(job, { companyId, steps, favPending, onFav }) => (
        <JobCard
          job={job}
          companyId={companyId}
          favPending={favPending}
          onFav={onFav}
          offerDisabled={steps.busy}
          offerPending={steps.pendingId === 0}
          onOffer={() => offer.open(job)}
        />
      )}
      extra={(steps) => <OfferAuntPicker jobTitle={offer.job?.title ?? null} onCancel={offer.close} onPick={(auntId) => offer.pick(steps, auntId)} />}
    />
  );
}

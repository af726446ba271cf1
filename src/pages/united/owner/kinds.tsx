/** The two kinds of record on "my joint orders": our shared aunts and our shared jobs. */
import type { TFunction } from 'i18next';
import { getOwnerAunts, getOwnerJobs } from '@/api/united';
import type { UnitedAunt, UnitedJob } from '@/api/united.types';
import { AuntAvatar } from '@/components/aunt';
import { jobScheduleText } from '@/components/employer/jobText';
import { auntFacts } from '../shared/auntText';
import type { OwnerKind } from './OwnerList';
import { pageLink } from '@/app/pageLinks';
import '@/i18n/texts/jobs';
import { moneyRange } from '@/domain/format';

export function ownerAuntKind(t: TFunction): OwnerKind<UnitedAunt> {
  return {
    kind: 'aunt',
    list: getOwnerAunts,
    rowKey: (aunt) => aunt.unitedAuntId,
    name: (aunt) => aunt.auntName,
    lead: (aunt) => <AuntAvatar portrait={aunt.auntHeadUrl} name={aunt.auntName} size={48} shape="square" />,
    facts: (aunt) => `${auntFacts(t, aunt)} · ${aunt.cityName}`,
    detailPath: (aunt) => pageLink.unitedAuntDetail(aunt.auntId),
    records: (aunt) => aunt.united_mapping_aunts,
    createdTime: (aunt) => aunt.createdTime,
    takeOff: (shelf, aunt) => shelf.takeOffAunt(aunt.auntId, aunt.auntName),
  };
}

export function ownerJobKind(t: TFunction): OwnerKind<UnitedJob> {
  return {
    kind: 'job',
    list: getOwnerJobs,
    rowKey: (job) => job.unitedJobId,
    name: (job) => job.title,
    lead: () => null,
    facts: (job) =>
      [moneyRange(job.salaryMin, job.salaryMax, { per: 'month' }), jobScheduleText(t, job), [job.cityName, job.district].filter(Boolean).join(' ')].join(' · '),
    detailPath: (job) => pageLink.unitedJobDetail(job.unitedJobId),
    records: (job) => job.united_mapping_aunts,
    createdTime: (job) => job.createdTime,
    takeOff: (shelf, job) => shelf.takeOffJob(job.jobId, job.title),
  };
}

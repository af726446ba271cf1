/**
 * A hall job (UnitedJobDetail, /united/job-detail?unitedJobId=): the job as a partner may see it
 * (district only, no street address) in sections, favourite and offer one of our aunts, and the
 * merge records on it we may see with the steps our side may take.
 */
import { Alert, Button, Card, Flex, Space, Typography } from 'antd';
import { useTranslation } from 'react-i18next';
import { useSearchParams } from 'react-router-dom';
import { DetailSection } from '@/components/DetailGrid';
import { RecordLoading } from '@/components/RecordStates';
import { ServiceTypeTags } from '@/components/aunt';
import { jobScheduleText } from '@/components/employer/jobText';
import { OfferAuntPicker } from '../shared/OfferAuntPicker';
import { useOffer } from '../shared/useOffer';
import { hallPeer } from '../shared/chatPeers';
import { FavButton, offersFavourite } from '../shared/FavButton';
import { useCompanyId } from '../shared/mergeSide';
import { OurMergeState, ourStanding } from '../shared/OurMergeState';
import { UNITED_PATHS } from '../shared/paths';
import { StartChatButton } from '../shared/StartChatButton';
import { useFavourite } from '../shared/useFavourite';
import { HallMergesCard, HallRecordUnavailable, PublisherSection } from '../shared/HallRecordParts';
import { useHallRecord } from '../shared/useHallRecord';
import { unitedQueries } from '@/api/united.queries';
import { useMergeStep } from '../shared/useMergeStep';
import '@/i18n/texts/jobs';
import '@/i18n/texts/united';
import { moneyRange } from '@/domain/format';

export default function UnitedJobDetailPage() {
  const { t } = useTranslation();
  const unitedJobId = Number(useSearchParams()[0].get('unitedJobId'));
  const { state, reload, update } = useHallRecord(unitedJobId, unitedQueries.job);
  const companyId = useCompanyId();
  const steps = useMergeStep(reload);
  const offer = useOffer();
  const fav = useFavourite({ favouritesView: false, onChanged: (_target, isFav) => update({ isFav }), reload });

  if (state.status === 'loading') return <RecordLoading testId="united-job-loading" rows={8} />;
  if (state.status !== 'ready') return <HallRecordUnavailable notFound={state.status === 'notFound'} onRetry={reload} hallPath={UNITED_PATHS.jobHall} />;

  const job = state.record;
  const standing = ourStanding(job, companyId);
  const field = (key: string) => t(`united.detail.fields.${key}`);
  const isOwner = job.companyId === companyId;
  return (
    <Flex vertical gap={16}>
      <Card>
        <Flex gap={24} wrap align="flex-start" justify="space-between">
          <Flex vertical gap={8} style={{ flex: '1 1 320px', minWidth: 0 }}>
            <Typography.Title level={3} style={{ margin: 0 }}>
              {job.title}
            </Typography.Title>
            <Typography.Text type="secondary">
              {[job.cityName, job.district].filter(Boolean).join(' ')} · {job.companyName}
            </Typography.Text>
          </Flex>
          <Space wrap>
            {offersFavourite(job, companyId) && (
              <FavButton
                isFav={job.isFav}
                pending={fav.isPending({ kind: 'job', record: job })}
                onClick={() => void fav.toggle({ kind: 'job', record: job })}
              />
            )}
            <StartChatButton peer={hallPeer(job, companyId)} size="middle" />
            {standing ? (
              <OurMergeState standing={standing} />
            ) : (
              <Button type="primary" disabled={steps.busy} loading={steps.pendingId === 0} onClick={() => offer.open(job)}>
                {t('united.steps.offer')}
              </Button>
            )}
          </Space>
        </Flex>
        {job.isOnShelf !== 1 && <Alert style={{ marginTop: 16 }} type="warning" showIcon title={t('united.detail.offShelf')} />}
      </Card>
      <Card>
        <DetailSection
          title={t('united.detail.sections.job')}
          items={[
            { key: 'title', label: field('title'), value: job.title },
            { key: 'serviceType', label: field('serviceType'), value: job.serviceType ? <ServiceTypeTags value={[job.serviceType]} /> : null },
            { key: 'salary', label: field('salary'), value: moneyRange(job.salaryMin, job.salaryMax, { per: 'month' }) },
            { key: 'schedule', label: field('schedule'), value: jobScheduleText(t, job) },
            { key: 'city', label: field('city'), value: job.cityName },
            { key: 'district', label: field('district'), value: job.district },
            { key: 'requirements', label: field('requirements'), value: job.requirements, wide: true, multiline: true },
          ]}
        />
        <PublisherSection record={job} />
      </Card>
      <HallMergesCard records={job.united_mapping_aunts} kind="job" isOwner={isOwner} companyId={companyId} steps={steps} />
      <OfferAuntPicker jobTitle={offer.job?.title ?? null} onCancel={offer.close} onPick={(auntId) => offer.pick(steps, auntId)} />
    </Flex>
  );
}

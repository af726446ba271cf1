/**
 * A hall aunt (UnitedAuntDetail, /united/aunt-detail?auntId=, the sharing agency's aunt id): what
 * a partner may see (masked mobile, no identity number) in sections, favourite and apply to
 * merge, and the merge records on her we may see with the steps our side may take.
 */
import { Alert, Button, Card, Flex, Space, Typography } from 'antd';
import { useTranslation } from 'react-i18next';
import { useSearchParams } from 'react-router-dom';
import { unitedAunt } from '@/api/united';
import { DetailSection } from '@/components/DetailGrid';
import { RecordLoading } from '@/components/RecordStates';
import { ServiceTypeTags, WorkStatusTag } from '@/components/aunt';
import { HallAuntAvatar, NotAuthorisedTag, notAuthorised } from '../shared/ConsentScope';
import { auntFacts } from '../shared/auntText';
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
import '@/i18n/texts/united';
import { moneyRange } from '@/domain/format';

export default function UnitedAuntDetailPage() {
  const { t } = useTranslation();
  const auntId = Number(useSearchParams()[0].get('auntId'));
  const { state, reload, update } = useHallRecord(auntId, unitedQueries.aunt);
  const companyId = useCompanyId();
  const steps = useMergeStep(reload);
  const fav = useFavourite({ favouritesView: false, onChanged: (_target, isFav) => update({ isFav }), reload });

  if (state.status === 'loading') return <RecordLoading testId="united-aunt-loading" avatar rows={8} />;
  if (state.status !== 'ready') return <HallRecordUnavailable notFound={state.status === 'notFound'} onRetry={reload} hallPath={UNITED_PATHS.auntHall} />;

  const aunt = state.record;
  const standing = ourStanding(aunt, companyId);
  const field = (key: string) => t(`united.detail.fields.${key}`);
  const isOwner = aunt.companyId === companyId;
  return (
    <Flex vertical gap={16}>
      <Card>
        <Flex gap={24} wrap align="flex-start">
          <HallAuntAvatar aunt={aunt} size={96} />
          <Flex vertical gap={8} style={{ flex: '1 1 320px', minWidth: 0 }}>
            <Space size={8} wrap align="center">
              <Typography.Title level={3} style={{ margin: 0 }}>
                {aunt.auntName}
              </Typography.Title>
              <WorkStatusTag status={aunt.workStatus} />
            </Space>
            <Typography.Text type="secondary">{auntFacts(t, aunt)}</Typography.Text>
            <ServiceTypeTags value={aunt.serviceTypes} />
          </Flex>
          <Space wrap>
            {offersFavourite(aunt, companyId) && (
              <FavButton
                isFav={aunt.isFav}
                pending={fav.isPending({ kind: 'aunt', record: aunt })}
                onClick={() => void fav.toggle({ kind: 'aunt', record: aunt })}
              />
            )}
            <StartChatButton peer={hallPeer(aunt, companyId)} size="middle" />
            {standing ? (
              <OurMergeState standing={standing} />
            ) : (
              <Button
                type="primary"
                disabled={steps.busy}
                loading={steps.pendingId === 0}
                onClick={() => void steps.apply('aunt', (request) => unitedAunt({ unitedAuntId: aunt.unitedAuntId, auntId: aunt.auntId }, request))}
              >
                {t('united.steps.apply.label')}
              </Button>
            )}
          </Space>
        </Flex>
        {aunt.isOnShelf !== 1 && <Alert style={{ marginTop: 16 }} type="warning" showIcon title={t('united.detail.offShelf')} />}
      </Card>
      <Card>
        <DetailSection
          title={t('united.detail.sections.basic')}
          items={[
            { key: 'gender', label: field('gender'), value: t(`codes.gender.${aunt.gender}`) },
            { key: 'age', label: field('age'), value: aunt.age ? t('united.auntHall.age', { age: aunt.age }) : null },
            { key: 'nativePlace', label: field('nativePlace'), value: aunt.nativePlace },
            { key: 'mobile', label: field('mobile'), value: notAuthorised(aunt, 'contact') ? <NotAuthorisedTag part="contact" /> : aunt.mobile },
            { key: 'workYears', label: field('workYears'), value: aunt.workYears ? t('united.auntHall.workYears', { count: aunt.workYears }) : null },
          ]}
        />
        <DetailSection
          title={t('united.detail.sections.work')}
          items={[
            { key: 'workStatus', label: field('workStatus'), value: <WorkStatusTag status={aunt.workStatus} /> },
            { key: 'serviceTypes', label: field('serviceTypes'), value: aunt.serviceTypes.length ? <ServiceTypeTags value={aunt.serviceTypes} /> : null },
            { key: 'expectedSalary', label: field('expectedSalary'), value: moneyRange(aunt.expectedSalary, 0, { per: 'month' }) },
            { key: 'city', label: field('city'), value: aunt.cityName },
            { key: 'introduction', label: field('introduction'), value: aunt.introduction, wide: true, multiline: true },
          ]}
        />
        <PublisherSection record={aunt} />
      </Card>
      <HallMergesCard records={aunt.united_mapping_aunts} kind="aunt" isOwner={isOwner} companyId={companyId} steps={steps} />
    </Flex>
  );
}

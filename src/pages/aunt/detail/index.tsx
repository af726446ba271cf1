/**
 * /aunt/detail/:auntId: the aunt's header (portrait, status, facts, quick actions) and tabs:
 * resume, work history, skills and labels, photos, remarks, activity log, orders; below them
 * her sharing authorisation for the joint hall (consent/ConsentSection).
 * `?tab=` opens one tab directly (e.g. ?tab=log).
 */
import { RecordAccessSection } from '@/components/personal/RecordAccessSection';
import type { ReactNode } from 'react';
import { Card, Tabs } from 'antd';
import { useTranslation } from 'react-i18next';
import { useParams, useSearchParams } from 'react-router-dom';
import { auntQueries } from '@/api/aunt.queries';
import { queryClient } from '@/api/queryClient';
import { RecordLoading, RecordUnavailable } from '@/components/RecordStates';
import { useAccess } from '@/stores/session';
import { AuntOrders } from './AuntOrders';
import { ConsentSection } from './consent/ConsentSection';
import { DetailHeader } from './DetailHeader';
import { HistoryTab } from './HistoryTab';
import { LogTab } from './LogTab';
import { PhotosTab } from './PhotosTab';
import { RemarkTab } from './RemarkTab';
import { ResumeTab } from './ResumeTab';
import { SkillsTab } from './SkillsTab';
import { abilitiesFor } from './permissions';
import { useAuntDetail } from './useAuntDetail';
import '@/i18n/texts/auntDetail';

const TABS = ['resume', 'history', 'skills', 'photos', 'remarks', 'log', 'orders'] as const;
type TabKey = (typeof TABS)[number];
const isTab = (value: string | null): value is TabKey => TABS.some((tab) => tab === value);

export default function AuntDetailPage() {
  const { t } = useTranslation();
  const auntId = Number(useParams().auntId);
  const [params, setParams] = useSearchParams();
  const requested = params.get('tab');
  const active: TabKey = isTab(requested) ? requested : 'resume';
  const access = useAccess();
  const { state, retry, update } = useAuntDetail(auntId);

  if (state.status === 'loading') return <RecordLoading testId="aunt-detail-loading" avatar rows={8} />;
  if (state.status !== 'ready') {
    const texts = (key: string) => t(`auntDetail.states.${key}`);
    return (
      <RecordUnavailable
        notFound={state.status === 'notFound'}
        texts={{
          notFound: texts('notFound'),
          notFoundHint: texts('notFoundHint'),
          loadFailed: texts('loadFailed'),
          retry: texts('retry'),
          backToList: texts('backToList'),
        }}
        onRetry={retry}
        listPath="/aunt/all"
      />
    );
  }

  const { aunt } = state;
  const abilities = abilitiesFor(access, aunt);
  const changed = (change: Parameters<typeof update>[0]) => {
    update(change);
    // The log records the change: an open log shows it.
    void queryClient.invalidateQueries({ queryKey: auntQueries.log(auntId) });
  };
  const content: Record<TabKey, ReactNode> = {
    resume: <ResumeTab aunt={aunt} mayReveal={abilities.revealMobile} />,
    history: <HistoryTab entries={aunt.workHistory} />,
    skills: <SkillsTab aunt={aunt} />,
    photos: <PhotosTab aunt={aunt} />,
    remarks: <RemarkTab auntId={aunt.auntId} initial={aunt.remarks} canEdit={abilities.edit} onSaved={(remarks) => changed({ remarks })} />,
    log: <LogTab auntId={aunt.auntId} />,
    orders: <AuntOrders auntId={aunt.auntId} />,
  };

  return (
    <div>
      <DetailHeader aunt={aunt} abilities={abilities} onChanged={changed} />
      <Card>
        <Tabs
          activeKey={active}
          onChange={(key) => setParams(key === 'resume' ? {} : { tab: key }, { replace: true })}
          items={TABS.map((key) => ({ key, label: t(`auntDetail.tabs.${key}`), children: content[key] }))}
        />
      </Card>
      <RecordAccessSection subject="aunt" id={aunt.auntId} />
      {abilities.share && <ConsentSection auntId={aunt.auntId} auntName={aunt.auntName} onTakenOff={() => changed({ isShared: 0 })} />}
    </div>
  );
}

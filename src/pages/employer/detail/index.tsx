/**
 * /employer/detail/:employerId: the employer's header (avatar, status, mobile, owner, key facts,
 * actions) and tabs: profile, follow-ups (timeline with the form on top), jobs, orders.
 * `?tab=` opens one tab directly (e.g. ?tab=followUps).
 */
import { RecordAccessSection } from '@/components/personal/RecordAccessSection';
import { employerQueries } from '@/api/employer.queries';
import { queryClient } from '@/api/queryClient';
import { useState, type ReactNode } from 'react';
import { Card, Tabs } from 'antd';
import { useTranslation } from 'react-i18next';
import { useNavigate, useParams, useSearchParams } from 'react-router-dom';
import { RecordLoading, RecordUnavailable } from '@/components/RecordStates';
import { EmployerFormDrawer, TransferDialog, mayChangeEmployer, useConfirmDeleteEmployer } from '@/components/employer';
import { EmployerJobsPanel } from '@/pages/employer/jobs/EmployerJobsPanel';
import { EmployerOrdersPanel } from '@/pages/order/components/EmployerOrdersPanel';
import { useAccess } from '@/stores/session';
import { useTags } from '@/stores/tags';
import { DetailHeader } from './DetailHeader';
import { FollowUpTimeline } from './FollowUpTimeline';
import { ProfileTab } from './ProfileTab';
import { useEmployerDetail } from './useEmployerDetail';
import '@/i18n/texts/employer';

const TABS = ['profile', 'followUps', 'jobs', 'orders'] as const;
type TabKey = (typeof TABS)[number];
const isTab = (value: string | null): value is TabKey => TABS.some((tab) => tab === value);
const LIST_PATH = '/employer/list';

export default function EmployerDetailPage() {
  const { t } = useTranslation();
  const navigate = useNavigate();
  const employerId = Number(useParams().employerId);
  const [params, setParams] = useSearchParams();
  const requested = params.get('tab');
  const active: TabKey = isTab(requested) ? requested : 'profile';
  const access = useAccess();
  const { state, reload, update } = useEmployerDetail(employerId);
  const confirmDelete = useConfirmDeleteEmployer();
  const [editing, setEditing] = useState(false);
  const [transferring, setTransferring] = useState(false);
  // Bumped when the server wrote a timeline entry elsewhere (a transfer).

  if (state.status === 'loading') return <RecordLoading testId="employer-detail-loading" avatar rows={6} />;
  if (state.status !== 'ready') {
    const texts = (key: string) => t(`employer.detail.states.${key}`);
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
        onRetry={reload}
        listPath={LIST_PATH}
      />
    );
  }

  const { employer } = state;
  const mayChange = mayChangeEmployer(access, employer);
  const showTab = (key: TabKey) => setParams(key === 'profile' ? {} : { tab: key }, { replace: true });
  const content: Record<TabKey, ReactNode> = {
    profile: <ProfileTab employer={employer} />,
    followUps: (
      <FollowUpTimeline
        employerId={employer.employerId}
        employerName={employer.employerName}
        mayWrite={mayChange}
        onCreated={(followUp) => update({ lastFollowUpTime: followUp.createdTime, nextFollowUpTime: followUp.nextTime ?? employer.nextFollowUpTime })}
      />
    ),
    jobs: <EmployerJobsPanel employer={employer} />,
    orders: <EmployerOrdersPanel employer={employer} />,
  };

  return (
    <div>
      <DetailHeader
        employer={employer}
        mayChange={mayChange}
        actions={{
          edit: () => setEditing(true),
          followUp: () => showTab('followUps'),
          transfer: () => setTransferring(true),
          remove: () =>
            confirmDelete(employer, {
              onDeleted: () => {
                // A kept-alive list would still show him: it remounts fresh instead.
                useTags.getState().refresh(LIST_PATH);
                navigate(LIST_PATH);
              },
              onRefused: reload,
            }),
        }}
      />
      <Card>
        <Tabs
          activeKey={active}
          onChange={(key) => showTab(key as TabKey)}
          items={TABS.map((key) => ({ key, label: t(`employer.detail.tabs.${key}`), children: content[key] }))}
        />
      </Card>
      <RecordAccessSection subject="employer" id={employer.employerId} />
      <EmployerFormDrawer open={editing} employer={employer} onClose={() => setEditing(false)} onSaved={(saved) => update(saved)} />
      <TransferDialog
        employer={transferring ? employer : null}
        onClose={() => setTransferring(false)}
        onTransferred={(transfer) => {
          update({ userId: transfer.toUserId, userName: transfer.toUserName });
          // The transfer wrote a follow-up and changed his counts: the employer family is asked again.
          void queryClient.invalidateQueries({ queryKey: employerQueries.all });
        }}
      />
    </div>
  );
}

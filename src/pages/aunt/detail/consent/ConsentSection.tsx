/**
 * 信息共享授权 on the aunt's detail page (PIPL art. 23): her authorisation's state (none, on file
 * with its date and scope, withdrawn), recording it (a drawer) and withdrawing it (asked first; she
 * leaves the joint hall), and which partner agencies viewed her hall record and when. A server
 * without the consent calls: the section says they are unavailable and nothing else changes.
 */
import { useState } from 'react';
import { Alert, Button, Card, Space, Table, Typography } from 'antd';
import { useTranslation } from 'react-i18next';
import { withdrawAuntConsent, type AuntConsent } from '@/api/auntConsent';
import { auntConsentQueries } from '@/api/auntConsent.queries';
import { isUnavailable } from '@/api/errors';
import { useConfirmedMutation } from '@/hooks/useConfirmedMutation';
import { useQueryData } from '@/hooks/useQueryData';
import { date, dateTime } from '@/domain/format';
import { ConsentFormDrawer } from './ConsentFormDrawer';
import { refreshAuntConsent, useAuntConsent, type ConsentState } from './useAuntConsent';
import '@/i18n/texts/auntConsent';

interface ConsentSectionProps {
  auntId: number;
  auntName: string;
  /** She left the joint hall (a withdrawal). */
  onTakenOff: () => void;
}

/** Shown to whoever may share her (her ownership and the joint hall's permission): they record and withdraw. */
export function ConsentSection({ auntId, auntName, onTakenOff }: ConsentSectionProps) {
  const { t } = useTranslation();
  const state = useAuntConsent(auntId);
  const [recording, setRecording] = useState(false);
  const mutation = useConfirmedMutation();
  const current = state.kind === 'onFile' || state.kind === 'withdrawn' ? state.consent : null;

  const withdraw = () =>
    mutation.run({
      key: 'withdraw',
      confirm: {
        title: t('auntConsent.withdrawTitle', { name: auntName }),
        content: t('auntConsent.withdrawContent'),
        okText: t('auntConsent.withdrawOk'),
        danger: true,
      },
      mutate: (request) => withdrawAuntConsent({ auntId }, request),
      success: t('auntConsent.withdrawn'),
      onDone: () => {
        refreshAuntConsent(auntId);
        onTakenOff();
      },
    });

  const actions = state.kind !== 'unavailable' && state.kind !== 'loading' && state.kind !== 'failed' && (
    <Space>
      <Button type={state.kind === 'onFile' ? 'default' : 'primary'} onClick={() => setRecording(true)}>
        {t(state.kind === 'onFile' ? 'auntConsent.rerecord' : 'auntConsent.record')}
      </Button>
      {state.kind === 'onFile' && (
        <Button danger loading={mutation.isBusy('withdraw')} onClick={() => void withdraw()}>
          {t('auntConsent.withdraw')}
        </Button>
      )}
    </Space>
  );

  return (
    <Card title={t('auntConsent.title')} extra={actions} style={{ marginTop: 16 }} data-testid="aunt-consent">
      <ConsentStatus state={state} />
      {state.kind !== 'unavailable' && <ConsentViews auntId={auntId} />}
      {recording && (
        <ConsentFormDrawer
          auntId={auntId}
          current={current}
          onClose={() => setRecording(false)}
          onSaved={() => {
            refreshAuntConsent(auntId);
          }}
        />
      )}
    </Card>
  );
}

function ConsentStatus({ state }: { state: ConsentState }) {
  const { t } = useTranslation();
  switch (state.kind) {
    case 'loading':
      return null;
    case 'unavailable':
      return <Alert type="info" showIcon title={t('auntConsent.status.unavailable')} />;
    case 'failed':
      return <Alert type="error" showIcon title={t('auntConsent.status.failed')} description={state.error} />;
    case 'none':
      return <Alert type="warning" showIcon title={t('auntConsent.status.none')} />;
    case 'withdrawn':
      return <Alert type="warning" showIcon title={t('auntConsent.status.withdrawn', { date: date(state.consent.withdrawnTime) })} />;
    case 'onFile':
      return <OnFile consent={state.consent} />;
  }
}

function OnFile({ consent }: { consent: AuntConsent }) {
  const { t } = useTranslation();
  const scope = consent.scope.map((item) => t(`auntConsent.scopeShort.${item}`)).join(t('auntConsent.separator'));
  return (
    <Alert
      type="success"
      showIcon
      title={t('auntConsent.status.onFile', { date: consent.signedAt, scope })}
      description={
        <Space wrap>
          <span>{t('auntConsent.recordedBy', { name: consent.recordedBy, time: dateTime(consent.recordedTime) })}</span>
          {consent.fileUrl && (
            <Typography.Link href={consent.fileUrl} target="_blank" rel="noopener noreferrer">
              {t('auntConsent.viewForm')}
            </Typography.Link>
          )}
        </Space>
      }
    />
  );
}

function ConsentViews({ auntId }: { auntId: number }) {
  const { t } = useTranslation();
  const views = useQueryData(auntConsentQueries.views(auntId));
  const v = (key: string) => t(`auntConsent.views.${key}`);
  if (isUnavailable(views.cause)) return <Typography.Paragraph type="secondary">{v('unavailable')}</Typography.Paragraph>;
  return (
    <div style={{ marginTop: 16 }}>
      <Typography.Title level={5}>{v('title')}</Typography.Title>
      <Table
        size="small"
        rowKey="viewId"
        loading={views.loading}
        dataSource={views.data ?? []}
        pagination={false}
        locale={{ emptyText: views.error ?? v('empty') }}
        columns={[
          { key: 'company', title: v('company'), dataIndex: 'companyName' },
          { key: 'user', title: v('user'), dataIndex: 'userName' },
          { key: 'time', title: v('time'), dataIndex: 'viewedTime', render: (value: string) => dateTime(value) },
        ]}
      />
    </div>
  );
}

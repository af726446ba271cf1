/**
 * The aunt's résumé link (ours: api/resumeLink): the token link a visitor opens the résumé with
 * (its QR code and print carry the same link), its expiry, and revoking it. A server without the
 * calls says the feature is unavailable: there is no id link to fall back on (docs/DECISIONS.md).
 */
import { useState } from 'react';
import { Alert, Button, Skeleton, Space, Typography } from 'antd';
import { FileTextOutlined } from '@ant-design/icons';
import { useTranslation } from 'react-i18next';
import { auntQueries } from '@/api/aunt.queries';
import { isUnavailable } from '@/api/errors';
import { queryClient } from '@/api/queryClient';
import { resumeUrl, revokeResumeLink } from '@/api/resumeLink';
import { DetailsDrawer } from '@/components/details/DetailsDrawer';
import { FeatureUnavailable } from '@/components/FeatureUnavailable';
import { formatTime } from '@/domain/time';
import { useConfirmedMutation } from '@/hooks/useConfirmedMutation';
import { useQueryData } from '@/hooks/useQueryData';

function ResumeLinkBody({ auntId, onRevoked }: { auntId: number; onRevoked: () => void }) {
  const { t, i18n } = useTranslation();
  const mutation = useConfirmedMutation();
  const link = useQueryData(auntQueries.resumeLink(auntId), { fresh: true });
  if (isUnavailable(link.cause)) return <FeatureUnavailable testId="resume-link-unavailable" />;
  if (link.error) return <Alert type="error" showIcon title={t('auntDetail.resumeLink.failed', { message: link.error })} />;
  if (!link.data) return <Skeleton active paragraph={{ rows: 2 }} />;
  const url = resumeUrl(link.data.token);
  const revoke = () =>
    void mutation.run({
      key: auntId,
      confirm: {
        title: t('auntDetail.resumeLink.revokeTitle'),
        content: t('auntDetail.resumeLink.revokeContent'),
        okText: t('auntDetail.resumeLink.revoke'),
        danger: true,
      },
      mutate: (request) => revokeResumeLink({ auntId }, request),
      success: t('auntDetail.resumeLink.revoked'),
      onDone: () => {
        queryClient.removeQueries({ queryKey: auntQueries.resumeLink(auntId).queryKey });
        onRevoked();
      },
    });
  return (
    <Space direction="vertical" style={{ width: '100%' }}>
      <Typography.Paragraph type="secondary">{t('auntDetail.resumeLink.hint')}</Typography.Paragraph>
      <Typography.Paragraph copyable={{ text: url }} data-testid="resume-link-url" style={{ wordBreak: 'break-all' }}>
        {url}
      </Typography.Paragraph>
      <Typography.Text type="secondary">
        {t('auntDetail.resumeLink.expires', { time: formatTime(link.data.expiresAt, { lang: i18n.language === 'en' ? 'en' : 'zh' }) })}
      </Typography.Text>
      <Space wrap>
        <Button type="primary" href={url} target="_blank" rel="noopener noreferrer">
          {t('auntDetail.resumeLink.open')}
        </Button>
        <Button danger loading={mutation.isBusy(auntId)} onClick={revoke}>
          {t('auntDetail.resumeLink.revoke')}
        </Button>
      </Space>
    </Space>
  );
}

export function ResumeLinkButton({ auntId }: { auntId: number }) {
  const { t } = useTranslation();
  const [open, setOpen] = useState(false);
  return (
    <>
      <Button icon={<FileTextOutlined />} onClick={() => setOpen(true)}>
        {t('auntDetail.actions.resumeLink')}
      </Button>
      <DetailsDrawer open={open} title={t('auntDetail.resumeLink.title')} onClose={() => setOpen(false)}>
        {open && <ResumeLinkBody auntId={auntId} onRevoked={() => setOpen(false)} />}
      </DetailsDrawer>
    </>
  );
}

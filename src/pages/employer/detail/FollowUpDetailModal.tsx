/**
 * A follow-up's details, read by id (getFollowUpById) when the dialog opens: type, the whole
 * content, next follow-up date, who and when. A failed read says so in the dialog, with retry.
 */
import { Alert, Button, Flex, Modal, Skeleton, Typography } from 'antd';
import { useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { getFollowUpById } from '@/api/employer';
import type { EmployerFollowUp } from '@/api/employer.types';
import { isCancelled, loadErrorText } from '@/hooks/loadError';
import { FollowUpByLine, FollowUpNextLine, FollowUpTypeTag } from './followUpParts';

type Loaded = { followUpId: number; item: EmployerFollowUp; error: null } | { followUpId: number; item: null; error: string };

/** The follow-up `followUpId` (null: none asked for); `retry` reads it again after a failure. */
function useFollowUp(followUpId: number | null) {
  const [attempt, setAttempt] = useState(0);
  const [loaded, setLoaded] = useState<Loaded | null>(null);
  useEffect(() => {
    if (followUpId === null) return;
    const controller = new AbortController();
    getFollowUpById({ followUpId }, { signal: controller.signal, silent: true }).then(
      (item) => setLoaded({ followUpId, item, error: null }),
      (error: unknown) => {
        if (controller.signal.aborted || isCancelled(error)) return;
        setLoaded({ followUpId, item: null, error: loadErrorText(error) });
      },
    );
    return () => controller.abort();
  }, [followUpId, attempt]);
  // A retry shows the skeleton again until its answer lands.
  const shown = loaded?.followUpId === followUpId ? loaded : null;
  const retry = () => {
    setLoaded(null);
    setAttempt((value) => value + 1);
  };
  return { item: shown?.item ?? null, error: shown?.error ?? null, retry };
}

interface FollowUpDetailModalProps {
  /** The follow-up to show; null: closed. */
  followUpId: number | null;
  onClose: () => void;
}

export function FollowUpDetailModal({ followUpId, onClose }: FollowUpDetailModalProps) {
  const { t } = useTranslation();
  const { item, error, retry } = useFollowUp(followUpId);
  return (
    <Modal
      open={followUpId !== null}
      title={t('employer.followUp.detailsTitle')}
      onCancel={onClose}
      destroyOnHidden
      footer={<Button onClick={onClose}>{t('employer.followUp.close')}</Button>}
    >
      {error && (
        <Alert
          type="error"
          showIcon
          title={t('employer.followUp.detailsFailed')}
          description={error}
          action={
            <Button size="small" onClick={retry}>
              {t('employer.followUp.retry')}
            </Button>
          }
        />
      )}
      {!error && !item && <Skeleton active title={false} paragraph={{ rows: 4 }} />}
      {item && (
        <Flex vertical gap={8} data-testid="follow-up-details">
          <Flex gap={8} align="center" wrap>
            <FollowUpTypeTag type={item.type} />
            <FollowUpByLine item={item} />
          </Flex>
          <Typography.Paragraph style={{ whiteSpace: 'pre-wrap', margin: 0 }}>{item.content}</Typography.Paragraph>
          <FollowUpNextLine nextTime={item.nextTime} />
        </Flex>
      )}
    </Modal>
  );
}

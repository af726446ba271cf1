/**
 * A follow-up's details, read by id (employerQueries.followUp) when the dialog opens: type, the whole
 * content, next follow-up date, who and when. A failed read says so in the dialog, with retry.
 */
import { Alert, Button, Flex, Modal, Skeleton, Typography } from 'antd';
import { useTranslation } from 'react-i18next';
import { employerQueries } from '@/api/employer.queries';
import { useQueryData } from '@/hooks/useQueryData';
import { FollowUpByLine, FollowUpNextLine, FollowUpTypeTag } from './followUpParts';

interface FollowUpDetailModalProps {
  /** The follow-up to show; null: closed. */
  followUpId: number | null;
  onClose: () => void;
}

export function FollowUpDetailModal({ followUpId, onClose }: FollowUpDetailModalProps) {
  const { t } = useTranslation();
  const followUp = useQueryData(employerQueries.followUp(followUpId ?? 0), { enabled: followUpId !== null });
  // Another follow-up's answer, or a retry, shows the skeleton until its answer lands.
  const item = followUp.loading ? null : followUp.data;
  const { error, reload: retry } = followUp;
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

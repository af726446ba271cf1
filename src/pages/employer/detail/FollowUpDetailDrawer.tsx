/**
 * A follow-up's details, read by id (employerQueries.followUp) when the drawer opens: type, the whole
 * content, next follow-up date, who and when. A failed read says so in the drawer, with retry.
 */
import { Flex, Typography } from 'antd';
import { useTranslation } from 'react-i18next';
import { employerQueries } from '@/api/employer.queries';
import { DetailsDrawer } from '@/components/details/DetailsDrawer';
import { useQueryData } from '@/hooks/useQueryData';
import { FollowUpByLine, FollowUpNextLine, FollowUpTypeTag } from './followUpParts';

interface FollowUpDetailDrawerProps {
  /** The follow-up to show; null: closed. */
  followUpId: number | null;
  onClose: () => void;
}

export function FollowUpDetailDrawer({ followUpId, onClose }: FollowUpDetailDrawerProps) {
  const { t } = useTranslation();
  const followUp = useQueryData(employerQueries.followUp(followUpId ?? 0), { enabled: followUpId !== null });
  // Another follow-up's answer, or a retry, shows the skeleton until its answer lands.
  const item = followUp.loading ? null : followUp.data;
  return (
    <DetailsDrawer
      open={followUpId !== null}
      title={t('employer.followUp.detailsTitle')}
      onClose={onClose}
      load={{ loading: !item, error: followUp.error, reload: followUp.reload }}
    >
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
    </DetailsDrawer>
  );
}

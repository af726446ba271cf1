/**
 * The follow-up tab: the "write a follow-up" form on top (for users who may act on the
 * employer), then the timeline, newest first: type, content (clamped to 3 lines), next
 * follow-up date, who and when, and a "details" link that opens the whole entry read by id.
 * Transfers (type 6, written by the server) stand out. "Load more" pages through the rest.
 */
import { UserSwitchOutlined } from '@ant-design/icons';
import { Alert, Button, Card, Empty, Flex, Skeleton, Timeline, Typography } from 'antd';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import type { EmployerFollowUp } from '@/api/employer.types';
import { FollowUpForm } from '@/components/employer';
import { TRANSFER_FOLLOW_UP_TYPE } from '@/domain/employerCodes';
import { FollowUpDetailDrawer } from './FollowUpDetailDrawer';
import styles from './FollowUpTimeline.module.css';
import { FollowUpByLine, FollowUpNextLine, FollowUpTypeTag } from './followUpParts';
import { useFollowUps } from './useFollowUps';

interface FollowUpTimelineProps {
  employerId: number;
  /** For the follow-up snippets' {employerName}. */
  employerName: string;
  mayWrite: boolean;
  onCreated: (followUp: EmployerFollowUp) => void;
}

export function FollowUpTimeline({ employerId, employerName, mayWrite, onCreated }: FollowUpTimelineProps) {
  const { t } = useTranslation();
  const followUps = useFollowUps(employerId);
  const { items, loading, error } = followUps;
  const [detailsOf, setDetailsOf] = useState<number | null>(null);

  return (
    <Flex vertical gap={16}>
      {mayWrite && (
        <Card size="small" title={t('employer.followUp.formTitle')}>
          <FollowUpForm
            employerId={employerId}
            employerName={employerName}
            onCreated={(followUp) => {
              followUps.prepend(followUp);
              onCreated(followUp);
            }}
          />
        </Card>
      )}
      {items.length > 0 && <Typography.Text type="secondary">{t('employer.followUp.count', { count: followUps.total })}</Typography.Text>}
      {items.length === 0 && loading && <Skeleton active paragraph={{ rows: 4 }} title={false} />}
      {items.length === 0 && !loading && !error && <Empty image={Empty.PRESENTED_IMAGE_SIMPLE} description={t('employer.followUp.empty')} />}
      {items.length > 0 && (
        <Timeline
          data-testid="follow-up-timeline"
          items={items.map((item) => ({
            key: item.followUpId,
            color: item.type === TRANSFER_FOLLOW_UP_TYPE ? 'orange' : 'blue',
            icon: item.type === TRANSFER_FOLLOW_UP_TYPE ? <UserSwitchOutlined style={{ color: 'var(--ant-color-warning, #faad14)' }} /> : undefined,
            content: <FollowUpEntry item={item} onDetails={() => setDetailsOf(item.followUpId)} />,
          }))}
        />
      )}
      {error && (
        <Alert
          type="error"
          showIcon
          title={t('employer.followUp.loadFailed')}
          description={error}
          action={
            <Button size="small" onClick={followUps.retry}>
              {t('employer.followUp.retry')}
            </Button>
          }
        />
      )}
      {followUps.hasMore && !error && (
        <Button onClick={followUps.loadMore} loading={loading && items.length > 0} style={{ alignSelf: 'center' }}>
          {t('employer.followUp.loadMore')}
        </Button>
      )}
      <FollowUpDetailDrawer followUpId={detailsOf} onClose={() => setDetailsOf(null)} />
    </Flex>
  );
}

function FollowUpEntry({ item, onDetails }: { item: EmployerFollowUp; onDetails: () => void }) {
  const { t } = useTranslation();
  const transfer = item.type === TRANSFER_FOLLOW_UP_TYPE;
  return (
    <article
      data-testid="follow-up-entry"
      data-type={item.type}
      style={
        transfer
          ? {
              padding: '8px 12px',
              borderRadius: 8,
              background: 'var(--ant-color-warning-bg, #fffbe6)',
              border: '1px dashed var(--ant-color-warning-border, #ffe58f)',
            }
          : undefined
      }
    >
      <Flex gap={8} align="center" wrap>
        <FollowUpTypeTag type={item.type} />
        <FollowUpByLine item={item} />
      </Flex>
      <Typography.Paragraph className={styles.content} style={{ margin: '6px 0 0' }}>
        {item.content}
      </Typography.Paragraph>
      <Flex gap={12} align="center" wrap>
        <FollowUpNextLine nextTime={item.nextTime} />
        <Button type="link" size="small" onClick={onDetails} style={{ paddingInline: 0 }}>
          {t('employer.followUp.details')}
        </Button>
      </Flex>
    </article>
  );
}

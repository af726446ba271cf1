/**
 * "谁查看过 / Who accessed" on a record's detail (issue 38 item 2): the latest accesses to this
 * record's personal data (who, when, which fields, what, why) from /privacy/accessLogs filtered by
 * the record. Only for admins (the call is theirs); a server without the call: unavailable.
 *
 * @example <RecordAccessSection subject="aunt" id={aunt.auntId} />
 */
import { Alert, Card, List, Skeleton, Typography } from 'antd';
import { useTranslation } from 'react-i18next';
import { isUnavailable } from '@/api/errors';
import type { PrivacySubject } from '@/api/privacy';
import { RECORD_ACCESS_LIMIT, privacyQueries } from '@/api/privacy.queries';
import { FeatureUnavailable } from '@/components/FeatureUnavailable';
import { dateTime } from '@/domain/format';
import { useQueryData } from '@/hooks/useQueryData';
import { useAccess } from '@/stores/session';
import { fieldsText, reasonText } from './accessText';
import '@/i18n/texts/personal';

export function RecordAccessSection({ subject, id }: { subject: PrivacySubject; id: number }) {
  const access = useAccess();
  if (!access?.isAdmin) return null;
  return <AccessList subject={subject} id={id} />;
}

function AccessList({ subject, id }: { subject: PrivacySubject; id: number }) {
  const { t } = useTranslation();
  const logs = useQueryData(privacyQueries.recordAccess(subject, id));
  const entries = logs.data?.list ?? [];
  const body = () => {
    if (isUnavailable(logs.cause)) return <FeatureUnavailable testId="record-access-unavailable" />;
    if (logs.error && !logs.data) return <Alert type="error" showIcon title={logs.error} />;
    if (!logs.data) return <Skeleton active paragraph={{ rows: 2 }} title={false} />;
    if (entries.length === 0) return <Typography.Text type="secondary">{t('personal.log.whoAccessedEmpty')}</Typography.Text>;
    return (
      <List
        size="small"
        dataSource={entries}
        rowKey={(entry) => entry.logId}
        renderItem={(entry) => {
          return (
            <List.Item>
              <Typography.Text>
                {dateTime(entry.at)} · {entry.userName} · {t(`personal.action.${entry.action}`)} {fieldsText(t, entry.fields)} · {reasonText(t, entry)}
              </Typography.Text>
            </List.Item>
          );
        }}
      />
    );
  };
  return (
    <Card
      title={t('personal.log.whoAccessed')}
      extra={<Typography.Text type="secondary">{t('personal.log.whoAccessedLatest', { count: RECORD_ACCESS_LIMIT })}</Typography.Text>}
      style={{ marginTop: 16 }}
      data-testid="record-access"
    >
      {body()}
    </Card>
  );
}

import { useState } from 'react';
import { Alert, Button, Empty, Pagination, Skeleton, Tag, Tooltip, Typography } from 'antd';
import { useTranslation } from 'react-i18next';
import { auntQueries } from '@/api/aunt.queries';
import { formatRelative } from '@/domain/time';
import { useQueryData } from '@/hooks/useQueryData';
import type { Language } from '@/i18n';
import { humanizeLogContent } from './logText';
import { dateTime } from '@/domain/format';

const PAGE_SIZE = 10;

/** The aunt's operation log, newest first, paged: who, what, when (relative, full time on hover). */
export function LogTab({ auntId }: { auntId: number }) {
  const { t, i18n } = useTranslation();
  const lang: Language = i18n.language === 'en' ? 'en' : 'zh';
  const [page, setPage] = useState(1);
  // A write that logs (a remark) invalidates auntQueries.log(auntId): the log is asked again.
  const logPage = useQueryData(auntQueries.logPage({ auntId, page, pageSize: PAGE_SIZE, sortField: 'createdTime', sortOrder: 'desc' }));
  // While a newer page loads, the last answer stays on screen (no flash of a skeleton).
  const { data } = logPage;
  const refreshing = data !== null && logPage.loading;

  if (logPage.error) {
    return (
      <Alert
        type="error"
        showIcon
        title={t('auntDetail.states.loadFailed')}
        action={
          <Button size="small" onClick={logPage.reload}>
            {t('auntDetail.states.retry')}
          </Button>
        }
      />
    );
  }
  if (!data) return <Skeleton active paragraph={{ rows: 5 }} />;
  if (data.total === 0) return <Empty description={t('auntDetail.log.empty')} />;

  const fieldLabel = (field: string) => (i18n.exists(`aunt.fields.${field}`) ? t(`aunt.fields.${field}`) : null);
  const actionLabel = (action: string) => {
    const key = `auntDetail.log.actions.${action}`;
    return i18n.exists(key) ? t(key) : action;
  };

  return (
    <>
      <ul data-testid="aunt-log" aria-busy={refreshing} style={{ listStyle: 'none', margin: 0, padding: 0, opacity: refreshing ? 0.6 : 1 }}>
        {data.list.map((log) => (
          <li key={log.logId} style={{ display: 'flex', gap: 16, padding: '12px 0', borderBottom: '1px solid var(--ant-color-split, #f0f0f0)' }}>
            <div style={{ flex: 1, minWidth: 0 }}>
              <div>
                <Tag>{actionLabel(log.action)}</Tag>
                <Typography.Text strong>{log.contact}</Typography.Text>
              </div>
              {log.content && (
                <Typography.Text type="secondary" style={{ display: 'block', marginTop: 4, wordBreak: 'break-word' }}>
                  {humanizeLogContent(log.content, fieldLabel)}
                </Typography.Text>
              )}
            </div>
            <Tooltip title={dateTime(log.createdTime, { seconds: true })}>
              <Typography.Text type="secondary" style={{ whiteSpace: 'nowrap' }}>
                {formatRelative(log.createdTime, { lang })}
              </Typography.Text>
            </Tooltip>
          </li>
        ))}
      </ul>
      {data.total > PAGE_SIZE && (
        <Pagination
          style={{ marginTop: 16, textAlign: 'right' }}
          current={page}
          pageSize={PAGE_SIZE}
          total={data.total}
          showSizeChanger={false}
          onChange={setPage}
        />
      )}
    </>
  );
}

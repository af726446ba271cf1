import { useEffect, useState } from 'react';
import { Alert, Button, Empty, Pagination, Skeleton, Tag, Tooltip, Typography } from 'antd';
import dayjs from 'dayjs';
import { useTranslation } from 'react-i18next';
import { getAuntLog, type AuntLog } from '@/api/aunt';
import { formatRelative } from '@/domain/time';
import type { Language } from '@/i18n';
import { humanizeLogContent } from './logText';

const PAGE_SIZE = 10;

type LogState = { status: 'loading' } | { status: 'ready'; list: AuntLog[]; total: number } | { status: 'error' };

/** The aunt's operation log, newest first, paged: who, what, when (relative, full time on hover). */
export function LogTab({ auntId, version }: { auntId: number; version: number }) {
  const { t, i18n } = useTranslation();
  const lang: Language = i18n.language === 'en' ? 'en' : 'zh';
  const [page, setPage] = useState(1);
  const [attempt, setAttempt] = useState(0);
  const key = `${auntId}:${page}:${attempt}:${version}`;
  const [result, setResult] = useState<{ key: string; state: LogState } | null>(null);

  useEffect(() => {
    const controller = new AbortController();
    getAuntLog({ auntId, page, pageSize: PAGE_SIZE, sortField: 'createdTime', sortOrder: 'desc' }, { signal: controller.signal, silent: true })
      .then(({ list, total }) => setResult({ key, state: { status: 'ready', list, total } }))
      .catch(() => {
        if (!controller.signal.aborted) setResult({ key, state: { status: 'error' } });
      });
    return () => controller.abort();
  }, [auntId, page, key]);

  // While a newer page loads, the last answer stays on screen (no flash of a skeleton).
  const state: LogState = result ? result.state : { status: 'loading' };
  const refreshing = result !== null && result.key !== key;

  if (state.status === 'loading') return <Skeleton active paragraph={{ rows: 5 }} />;
  if (state.status === 'error') {
    return (
      <Alert
        type="error"
        showIcon
        title={t('auntDetail.states.loadFailed')}
        action={<Button size="small" onClick={() => setAttempt((value) => value + 1)}>{t('auntDetail.states.retry')}</Button>}
      />
    );
  }
  if (state.total === 0) return <Empty description={t('auntDetail.log.empty')} />;

  const fieldLabel = (field: string) => (i18n.exists(`aunt.fields.${field}`) ? t(`aunt.fields.${field}`) : null);
  const actionLabel = (action: string) => {
    const key = `auntDetail.log.actions.${action}`;
    return i18n.exists(key) ? t(key) : action;
  };

  return (
    <>
      <ul data-testid="aunt-log" aria-busy={refreshing} style={{ listStyle: 'none', margin: 0, padding: 0, opacity: refreshing ? 0.6 : 1 }}>
        {state.list.map((log) => (
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
            <Tooltip title={dayjs(log.createdTime).format('YYYY-MM-DD HH:mm:ss')}>
              <Typography.Text type="secondary" style={{ whiteSpace: 'nowrap' }}>
                {formatRelative(log.createdTime, { lang })}
              </Typography.Text>
            </Tooltip>
          </li>
        ))}
      </ul>
      {state.total > PAGE_SIZE && (
        <Pagination style={{ marginTop: 16, textAlign: 'right' }} current={page} pageSize={PAGE_SIZE} total={state.total} showSizeChanger={false} onChange={setPage} />
      )}
    </>
  );
}

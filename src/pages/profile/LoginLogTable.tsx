import { Button, Empty, Table, Tooltip, type TableColumnsType } from 'antd';
import { useTranslation } from 'react-i18next';
import type { LoginLog } from '@/api/user';
import { listPagination } from '@/components/DataTable/pagination';
import { useLoginLogs } from './useLoginLogs';
import { summarizeUserAgent } from './userAgent';
import { dateTime } from '@/domain/format';

/** The signed-in user's login log (/user/getLoginLog): time, IP and browser, paged by the server. */
export function LoginLogTable() {
  const { t } = useTranslation();
  const { list, total, loading, failed, page, pageSize, setPaging, retry } = useLoginLogs();

  const columns: TableColumnsType<LoginLog> = [
    {
      key: 'loginTime',
      title: t('profile.loginLogs.time'),
      dataIndex: 'loginTime',
      width: 200,
      render: (value: string) => dateTime(value, { seconds: true }),
    },
    { key: 'ip', title: t('profile.loginLogs.ip'), dataIndex: 'ip', width: 160 },
    {
      key: 'userAgent',
      title: t('profile.loginLogs.browser'),
      dataIndex: 'userAgent',
      render: (value: string) => {
        const { browser, os } = summarizeUserAgent(value);
        const text = [browser || t('profile.loginLogs.unknownBrowser'), os].filter(Boolean).join(' · ');
        return (
          <Tooltip title={value || undefined}>
            <span>{text}</span>
          </Tooltip>
        );
      },
    },
  ];

  const empty = failed ? (
    <Empty description={t('profile.loginLogs.loadFailed')}>
      <Button onClick={retry}>{t('profile.loginLogs.retry')}</Button>
    </Empty>
  ) : (
    <Empty description={t('profile.loginLogs.empty')} />
  );

  return (
    <Table<LoginLog>
      rowKey="logId"
      size="middle"
      columns={columns}
      dataSource={list}
      loading={loading}
      locale={{ emptyText: loading ? ' ' : empty }}
      pagination={{ ...listPagination(t, { page, pageSize, total }), onChange: setPaging }}
    />
  );
}

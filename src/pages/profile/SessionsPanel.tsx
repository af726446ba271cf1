/**
 * The signed-in user's live sessions (/user/getSessions, ours): device and browser (from the user
 * agent), IP, signed in, last active; this session marked. Any other session can be ended, or all
 * others at once (/user/endSession): its next call is refused and that browser goes to the login
 * page as on expiry. A server without the calls: the section says the feature is unavailable.
 */
import { Alert, Button, Empty, Space, Table, Tag, Tooltip, Typography, type TableColumnsType } from 'antd';
import { useTranslation } from 'react-i18next';
import { useCallOffered } from '@/api/optional';
import { endSession, userPaths, type UserSession } from '@/api/user';
import { userQueries } from '@/api/user.queries';
import { RowActions } from '@/components/DataTable/RowActions';
import { FeatureUnavailable } from '@/components/FeatureUnavailable';
import { dateTime } from '@/domain/format';
import { useConfirmedMutation } from '@/hooks/useConfirmedMutation';
import { useQueryData } from '@/hooks/useQueryData';
import { summarizeUserAgent } from './userAgent';

const ALL_OTHERS = 'all-others';

export function SessionsPanel() {
  const { t } = useTranslation();
  const listOffered = useCallOffered(userPaths.getSessions);
  const endOffered = useCallOffered(userPaths.endSession);
  const sessions = useQueryData(userQueries.sessions(), { fresh: true });
  const mutation = useConfirmedMutation();
  const s = (key: string, values?: Record<string, unknown>) => t(`profile.sessions.${key}`, values);

  if (!listOffered) return <FeatureUnavailable testId="sessions-unavailable" />;

  const list = sessions.data ?? [];
  const others = list.filter((row) => row.current !== 1);
  const device = (row: UserSession) => {
    const { browser, os } = summarizeUserAgent(row.userAgent);
    return [browser || t('profile.loginLogs.unknownBrowser'), os].filter(Boolean).join(' · ');
  };

  const endOne = (row: UserSession) =>
    void mutation.run({
      key: row.sessionId,
      confirm: { title: s('endTitle', { device: device(row) }), content: s('endContent'), okText: s('end'), cancelText: t('common.cancel'), danger: true },
      mutate: (request) => endSession({ sessionId: row.sessionId }, request),
      success: s('ended'),
      onDone: sessions.reload,
      onError: sessions.reload,
    });

  const endOthers = () =>
    void mutation.run({
      key: ALL_OTHERS,
      confirm: {
        title: s('endOthersTitle', { count: others.length }),
        content: s('endContent'),
        okText: s('endOthers'),
        cancelText: t('common.cancel'),
        danger: true,
      },
      mutate: (request) => endSession({ others: 1 }, request),
      success: (answer) => s('endedOthers', { count: answer.ended }),
      onDone: sessions.reload,
    });

  const columns: TableColumnsType<UserSession> = [
    {
      key: 'device',
      title: s('device'),
      render: (_, row) => (
        <Space size={8} wrap>
          <Tooltip title={row.userAgent || undefined}>
            <span>{device(row)}</span>
          </Tooltip>
          {row.current === 1 && <Tag color="green">{s('current')}</Tag>}
        </Space>
      ),
    },
    { key: 'ip', title: t('profile.loginLogs.ip'), dataIndex: 'ip', width: 160, render: (value: string) => value || '—' },
    { key: 'createdTime', title: s('signedIn'), dataIndex: 'createdTime', width: 190, render: (value: string) => dateTime(value, { seconds: true }) },
    { key: 'lastActiveTime', title: s('lastActive'), dataIndex: 'lastActiveTime', width: 190, render: (value: string) => dateTime(value, { seconds: true }) },
    {
      key: 'actions',
      title: s('actions'),
      width: 120,
      render: (_, row) =>
        row.current === 1 ? null : (
          <RowActions
            actions={[
              {
                key: 'end',
                label: s('end'),
                danger: true,
                busy: mutation.isBusy(row.sessionId) || mutation.isBusy(ALL_OTHERS),
                disabled: !endOffered,
                hint: endOffered ? undefined : t('errors.unavailable'),
                onClick: () => endOne(row),
              },
            ]}
          />
        ),
    },
  ];

  return (
    <Space orientation="vertical" size="middle" style={{ width: '100%' }} data-testid="sessions-panel">
      <div style={{ display: 'flex', gap: 16, alignItems: 'center', justifyContent: 'space-between', flexWrap: 'wrap' }}>
        <Typography.Text type="secondary">{s('hint')}</Typography.Text>
        <Button
          danger
          disabled={others.length === 0 || !endOffered}
          title={endOffered ? undefined : t('errors.unavailable')}
          loading={mutation.isBusy(ALL_OTHERS)}
          onClick={endOthers}
        >
          {s('endOthers')}
        </Button>
      </div>
      {sessions.error && !sessions.data && (
        <Alert
          type="error"
          showIcon
          title={s('loadFailed')}
          action={
            <Button size="small" onClick={sessions.reload}>
              {t('profile.loginLogs.retry')}
            </Button>
          }
        />
      )}
      <Table<UserSession>
        rowKey="sessionId"
        size="middle"
        columns={columns}
        dataSource={list}
        loading={sessions.loading}
        pagination={false}
        locale={{ emptyText: sessions.loading ? ' ' : <Empty description={s('empty')} /> }}
      />
    </Space>
  );
}

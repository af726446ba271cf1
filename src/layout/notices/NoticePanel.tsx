/**
 * The notification centre's panel (lazy: the top bar loads it on the first opening). The user's
 * notices newest first, each with its kind's icon, what it is about, when (relative) and an unread
 * dot; a click marks it read and opens its record. A digest (more than 3 reminders of a kind on one
 * day) shows its count and first names and opens the list of its kind. 全部已读 marks every one;
 * 通知设置 chooses the kinds. A server without the calls: the panel says the feature is unavailable.
 */
import { useState } from 'react';
import { Alert, Badge, Button, List, Space, Spin, Typography } from 'antd';
import {
  CalendarOutlined,
  CheckSquareOutlined,
  FileProtectOutlined,
  MedicineBoxOutlined,
  MessageOutlined,
  PhoneOutlined,
  ProfileOutlined,
  SettingOutlined,
  TeamOutlined,
} from '@ant-design/icons';
import { queryOptions } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { getNotices, noticePaths, readAllNotices, readNotices, type Notice, type NoticeKind } from '@/api/notice';
import { useCallOffered } from '@/api/optional';
import { useRouterNavigate } from '@/app/useRouterNavigate';
import { FeatureUnavailable } from '@/components/FeatureUnavailable';
import { formatRelative } from '@/domain/format';
import { useConfirmedMutation } from '@/hooks/useConfirmedMutation';
import { useQueryData } from '@/hooks/useQueryData';
import '@/i18n/texts/notice';
import { NOTICE_QUERY_KEY, setNoticeCount } from './noticeCount';
import { NoticePrefsDialog } from './NoticePrefsDialog';
import { noticeRoute } from './noticeRoute';
import styles from './NoticePanel.module.css';

export const NOTICE_PANEL_SIZE = 20;

const ICONS: Record<NoticeKind, typeof MessageOutlined> = {
  chatMessage: MessageOutlined,
  jointApply: TeamOutlined,
  jointAnswer: TeamOutlined,
  appRequest: ProfileOutlined,
  taskAssigned: CheckSquareOutlined,
  taskDue: CheckSquareOutlined,
  healthExpiring: MedicineBoxOutlined,
  insuranceEnding: FileProtectOutlined,
  contractEnding: CalendarOutlined,
  followUpDue: PhoneOutlined,
};

const noticeList = () =>
  queryOptions({
    queryKey: [...NOTICE_QUERY_KEY, 'list'],
    queryFn: async ({ signal }) => {
      const answer = await getNotices({ page: 1, pageSize: NOTICE_PANEL_SIZE }, { signal, silent: true });
      if (answer.summary) setNoticeCount(answer.summary.unread);
      return answer;
    },
  });

/** `onClose` closes the popover: on opening a record, and on opening the settings (the dialog stays, above the page's mask). */
export default function NoticePanel({ onClose }: { onClose: () => void }) {
  const { t, i18n } = useTranslation();
  const lang = i18n.language === 'en' ? 'en' : 'zh';
  const navigate = useRouterNavigate();
  const offered = useCallOffered(noticePaths.list);
  const { data, error, loading, reload } = useQueryData(noticeList(), { enabled: offered, fresh: true });
  const { run, isBusy } = useConfirmedMutation();
  const [prefsOpen, setPrefsOpen] = useState(false);

  if (!offered) {
    return (
      <div className={styles.panel} data-testid="notice-panel">
        <FeatureUnavailable testId="notice-unavailable" />
      </div>
    );
  }

  const open = (notice: Notice) => {
    onClose();
    navigate(noticeRoute(notice));
    if (notice.isRead === 0) {
      void run({
        key: `read-${notice.noticeId}`,
        mutate: (request) => readNotices({ noticeIds: [notice.noticeId] }, request),
        onDone: ({ unread }) => {
          setNoticeCount(unread);
          reload();
        },
      });
    }
  };

  const readAll = () =>
    void run({
      key: 'readAll',
      mutate: (request) => readAllNotices(request),
      onDone: ({ unread }) => {
        setNoticeCount(unread);
        reload();
      },
    });

  const notices = data?.list ?? [];
  return (
    <div className={styles.panel} data-testid="notice-panel">
      <div className={styles.head}>
        <Typography.Text strong>{t('notice.title')}</Typography.Text>
        <Space size={4}>
          <Button size="small" type="link" onClick={readAll} loading={isBusy('readAll')} disabled={!notices.some((notice) => notice.isRead === 0)}>
            {t('notice.readAll')}
          </Button>
          <Button
            size="small"
            type="text"
            icon={<SettingOutlined />}
            aria-label={t('notice.prefs')}
            onClick={() => {
              onClose();
              setPrefsOpen(true);
            }}
          />
        </Space>
      </div>
      {error && <Alert type="error" showIcon title={error} />}
      {loading && !data ? (
        <div className={styles.state}>
          <Spin />
        </div>
      ) : (
        <List
          className={styles.list}
          locale={{ emptyText: t('notice.empty') }}
          dataSource={notices}
          renderItem={(notice) => {
            const Icon = ICONS[notice.kind];
            const digest = notice.count !== undefined;
            const dated = notice.date ? t(`notice.dated.${notice.kind}`, { date: notice.date, defaultValue: notice.date }) : '';
            const names = digest ? t('notice.digest.sample', { names: (notice.sample ?? []).join(t('notice.digest.separator')) }) : '';
            return (
              <li className={styles.item}>
                <button
                  type="button"
                  className={styles.row}
                  onClick={() => open(notice)}
                  data-testid="notice-item"
                  data-kind={notice.kind}
                  data-read={notice.isRead}
                  data-digest={digest ? notice.count : undefined}
                >
                  <Icon className={styles.icon} aria-hidden />
                  <span className={styles.text}>
                    <span className={styles.kind}>
                      {digest ? t(`notice.digest.${notice.kind}`, { count: notice.count }) : t(`notice.kinds.${notice.kind}`)}
                    </span>
                    <span className={styles.about}>{digest ? names : [notice.about, dated].filter(Boolean).join(' · ')}</span>
                    <Typography.Text type="secondary" className={styles.time}>
                      {formatRelative(notice.createdTime, { lang })}
                    </Typography.Text>
                  </span>
                  {notice.isRead === 0 && <Badge status="processing" aria-label={t('notice.unreadDot')} />}
                </button>
              </li>
            );
          }}
        />
      )}
      {prefsOpen && <NoticePrefsDialog onClose={() => setPrefsOpen(false)} onSaved={reload} />}
    </div>
  );
}

/** Below the candidates: the order's history (newest first), its follow-ups and its transfers. */
import { Empty, Tabs, Timeline, Typography } from 'antd';
import dayjs from 'dayjs';
import { useTranslation } from 'react-i18next';
import type { OrderDetail, OrderHistoryEntry } from '@/api/order.types';
import { formatDateTime } from '@/domain/time';
import { historyLine } from './historyText';

const when = (time: string) => formatDateTime(time);
/** Newest first; the same second: the later record (higher id) first. */
const newestFirst = <T extends { createdTime: string }>(rows: readonly T[], id: (row: T) => number) =>
  [...rows].sort((a, b) => dayjs(b.createdTime).valueOf() - dayjs(a.createdTime).valueOf() || id(b) - id(a));

function HistoryEntry({ entry }: { entry: OrderHistoryEntry }) {
  const { t } = useTranslation();
  const head = [
    t(`order.history.actions.${entry.action}`, { defaultValue: entry.action }),
    entry.auntName,
    entry.result === null ? '' : t(`order.result.${entry.result}`),
  ].filter(Boolean);
  const line = historyLine(t, entry);
  return (
    <div data-testid="history-entry" data-action={entry.action}>
      <Typography.Text strong>{head.join(' · ')}</Typography.Text>
      {line && (
        <div data-testid="history-line" style={{ whiteSpace: 'pre-wrap' }}>
          {line}
        </div>
      )}
      <Typography.Text type="secondary" style={{ fontSize: 12 }}>
        {entry.contact} · {when(entry.createdTime)}
      </Typography.Text>
    </div>
  );
}

export function HistoryTabs({ order }: { order: OrderDetail }) {
  const { t } = useTranslation();
  const empty = (key: string) => <Empty image={Empty.PRESENTED_IMAGE_SIMPLE} description={t(key)} />;
  const history = newestFirst(order.history, (row) => row.historyId);
  const followUps = newestFirst(order.followUps, (row) => row.followUpId);
  const transfers = newestFirst(order.transfers, (row) => row.transferId);
  const items = [
    {
      key: 'history',
      label: t('order.history.tab', { n: history.length }),
      children: history.length ? <Timeline items={history.map((entry) => ({ key: entry.historyId, content: <HistoryEntry entry={entry} /> }))} /> : empty('order.history.empty'),
    },
    {
      key: 'followUps',
      label: t('order.followUp.tab', { n: followUps.length }),
      children: followUps.length ? (
        <Timeline
          items={followUps.map((note) => ({
            key: note.followUpId,
            content: (
              <div data-testid="follow-up">
                <div style={{ whiteSpace: 'pre-wrap' }}>{note.content}</div>
                <Typography.Text type="secondary" style={{ fontSize: 12 }}>
                  {note.contact} · {when(note.createdTime)}
                </Typography.Text>
              </div>
            ),
          }))}
        />
      ) : (
        empty('order.followUp.empty')
      ),
    },
    {
      key: 'transfers',
      label: t('order.transfer.tab', { n: transfers.length }),
      children: transfers.length ? (
        <Timeline
          items={transfers.map((transfer) => ({
            key: transfer.transferId,
            content: (
              <div data-testid="transfer">
                <Typography.Text strong>{t('order.transfer.fromTo', { from: transfer.fromUserName || t('order.noOwner'), to: transfer.toUserName })}</Typography.Text>
                <div style={{ whiteSpace: 'pre-wrap' }}>{transfer.reason}</div>
                <Typography.Text type="secondary" style={{ fontSize: 12 }}>{when(transfer.createdTime)}</Typography.Text>
              </div>
            ),
          }))}
        />
      ) : (
        empty('order.transfer.empty')
      ),
    },
  ];
  return <Tabs items={items} />;
}

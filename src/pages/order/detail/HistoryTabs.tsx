/** Below the candidates: the order's history (newest first), its follow-ups and its transfers. */
import { Empty, Tabs, Timeline, Typography } from 'antd';
import type { ReactNode } from 'react';
import dayjs from 'dayjs';
import { useTranslation } from 'react-i18next';
import type { OrderDetail, OrderHistoryEntry } from '@/api/order.types';
import { historyLine } from './historyText';
import { dateTime } from '@/domain/format';

const when = (time: string) => dateTime(time);
/** Newest first; the same second: the later record (higher id) first. */
const newestFirst = <T extends { createdTime: string }>(rows: readonly T[], id: (row: T) => number) =>
  [...rows].sort((a, b) => dayjs(b.createdTime).valueOf() - dayjs(a.createdTime).valueOf() || id(b) - id(a));

interface TimelineEntryProps {
  testId: string;
  /** The history's entries carry their action and test ids for the text and the byline. */
  action?: string;
  textTestId?: string;
  bylineTestId?: string;
  head?: ReactNode;
  text?: ReactNode;
  byline: ReactNode;
}

/**
 * One entry of the three timelines: its head, its text (when it has one) and the byline
 * ("who · when"), each a block of its own, so an entry without text never runs its byline
 * into the head.
 */
function TimelineEntry({ testId, action, textTestId, bylineTestId, head, text, byline }: TimelineEntryProps) {
  return (
    <div data-testid={testId} data-action={action}>
      {head && <Typography.Text strong>{head}</Typography.Text>}
      {text && (
        <div data-testid={textTestId} style={{ whiteSpace: 'pre-wrap' }}>
          {text}
        </div>
      )}
      <Typography.Paragraph data-testid={bylineTestId} type="secondary" style={{ margin: 0, fontSize: 12 }}>
        {byline}
      </Typography.Paragraph>
    </div>
  );
}

function HistoryEntry({ entry }: { entry: OrderHistoryEntry }) {
  const { t } = useTranslation();
  const head = [
    t(`order.history.actions.${entry.action}`, { defaultValue: entry.action }),
    entry.auntName,
    entry.result === null ? '' : t(`order.result.${entry.result}`),
  ].filter(Boolean);
  return (
    <TimelineEntry
      testId="history-entry"
      action={entry.action}
      textTestId="history-line"
      bylineTestId="history-byline"
      head={head.join(' · ')}
      text={historyLine(t, entry)}
      byline={`${entry.contact} · ${when(entry.createdTime)}`}
    />
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
      children: history.length ? (
        <Timeline items={history.map((entry) => ({ key: entry.historyId, content: <HistoryEntry entry={entry} /> }))} />
      ) : (
        empty('order.history.empty')
      ),
    },
    {
      key: 'followUps',
      label: t('order.followUp.tab', { n: followUps.length }),
      children: followUps.length ? (
        <Timeline
          items={followUps.map((note) => ({
            key: note.followUpId,
            content: <TimelineEntry testId="follow-up" text={note.content} byline={`${note.contact} · ${when(note.createdTime)}`} />,
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
              <TimelineEntry
                testId="transfer"
                head={t('order.transfer.fromTo', { from: transfer.fromUserName || t('order.noOwner'), to: transfer.toUserName })}
                text={transfer.reason}
                byline={when(transfer.createdTime)}
              />
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

import { useEffect, useRef, type UIEvent } from 'react';
import { Button, Empty, Result, Skeleton } from 'antd';
import { useTranslation } from 'react-i18next';
import type { JobMsg, JobMsgThread } from '@/api/jobMsg';
import { AuntAvatar } from '@/components/aunt/AuntAvatar';
import { formatTime } from '@/domain/time';
import type { Language } from '@/i18n';
import { MoreLine } from './MoreLine';
import { lastMessage, unreadOf } from './threads';
import type { Threads } from './useThreads';
import styles from './MessagePanes.module.css';
import { dateTime } from '@/domain/format';

/** How close to the list's end (px) a scroll asks for the next page. */
const NEAR_END = 48;

interface ThreadListProps {
  list: Threads;
  selectedId: number | null;
  onOpen: (thread: JobMsgThread) => void;
}

/** The thread list: aunt, last message, its time and the unread count; the next page at the end of the scroll. */
export function ThreadList({ list, selectedId, onOpen }: ThreadListProps) {
  const { t } = useTranslation();
  const scroller = useRef<HTMLDivElement>(null);
  const { threads, hasMore, loadingMore, moreError, loadMore } = list;

  // A list too short to scroll cannot reach its end by scrolling: ask for the next page at once.
  useEffect(() => {
    const box = scroller.current;
    if (box && hasMore && !loadingMore && !moreError && box.scrollHeight <= box.clientHeight + NEAR_END) loadMore();
  }, [threads.length, hasMore, loadingMore, moreError, loadMore]);

  if (list.loading) {
    return (
      <div className={styles.listState} data-testid="chat-threads-loading">
        <Skeleton avatar active paragraph={{ rows: 1 }} />
        <Skeleton avatar active paragraph={{ rows: 1 }} />
        <Skeleton avatar active paragraph={{ rows: 1 }} />
      </div>
    );
  }
  if (list.error !== null) {
    return (
      <Result
        className={styles.listState}
        status="error"
        title={t('chat.loadFailed')}
        subTitle={list.error}
        extra={<Button onClick={list.reload}>{t('chat.retry')}</Button>}
      />
    );
  }
  if (threads.length === 0) {
    return (
      <Empty
        className={styles.listState}
        description={
          <>
            <div>{t('chat.empty')}</div>
            <div className={styles.hint}>{t('chat.emptyHint')}</div>
          </>
        }
      />
    );
  }

  const onScroll = (event: UIEvent<HTMLDivElement>) => {
    const box = event.currentTarget;
    if (box.scrollTop + box.clientHeight >= box.scrollHeight - NEAR_END) loadMore();
  };

  return (
    <div ref={scroller} className={styles.threadScroller} onScroll={onScroll}>
      <ul className={styles.threadList} aria-label={t('chat.threads')}>
        {threads.map((thread) => (
          <li key={thread.msgId}>
            <ThreadRow thread={thread} selected={thread.msgId === selectedId} onOpen={onOpen} />
          </li>
        ))}
      </ul>
      {loadingMore && <MoreLine state="loading" text={t('chat.loadingMore')} />}
      {moreError !== null && <MoreLine state="failed" text={t('chat.loadMoreFailed')} retryText={t('chat.retry')} onRetry={loadMore} />}
    </div>
  );
}

function ThreadRow({ thread, selected, onOpen }: { thread: JobMsgThread; selected: boolean; onOpen: (thread: JobMsgThread) => void }) {
  const { t, i18n } = useTranslation();
  const lang: Language = i18n.language === 'en' ? 'en' : 'zh';
  const last = lastMessage(thread);
  const unread = unreadOf(thread);
  const name = thread.auntInfo.auntName;
  return (
    <button
      type="button"
      className={selected ? `${styles.thread} ${styles.selected}` : styles.thread}
      aria-current={selected || undefined}
      onClick={() => onOpen(thread)}
      data-msg-id={thread.msgId}
    >
      <AuntAvatar portrait={thread.auntInfo.auntHeadUrl} name={name} size={40} />
      <span className={styles.threadText}>
        <span className={styles.threadTop}>
          <span className={styles.threadName}>{name}</span>
          {last && (
            <time className={styles.threadTime} dateTime={last.createdTime} title={dateTime(last.createdTime)}>
              {formatTime(last.createdTime, { lang })}
            </time>
          )}
        </span>
        <span className={styles.threadBottom}>
          <span className={styles.preview}>{last ? previewOf(last, t) : ''}</span>
          {unread > 0 && (
            <span className={styles.unread} aria-label={t('chat.unread', { count: unread })} title={t('chat.unread', { count: unread })}>
              {unread > 99 ? '99+' : unread}
            </span>
          )}
        </span>
      </span>
    </button>
  );
}

/** The last message as the list shows it: its text, or [图片] / [语音]. */
function previewOf(message: JobMsg, t: (key: string) => string): string {
  if (message.msgType === 1) return t('chat.preview.image');
  if (message.msgType === 2) return t('chat.preview.voice');
  return message.textDes;
}

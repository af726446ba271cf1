/**
 * The aunt message panes, shared by the floating panel (MessagePanel) and the /messages page:
 * the thread list on the left, the open thread on the right. Opening a thread marks it read.
 */
import { useState } from 'react';
import { Empty } from 'antd';
import { useTranslation } from 'react-i18next';
import type { JobMsgThread } from '@/api/jobMsg';
import { ThreadList } from './ThreadList';
import { ThreadView } from './ThreadView';
import { useThreads } from './useThreads';
import styles from './MessagePanes.module.css';
import '@/i18n/texts/chat';

export function MessagePanes({ className }: { className?: string }) {
  const { t } = useTranslation();
  const list = useThreads();
  const [openId, setOpenId] = useState<number | null>(null);
  const open = list.threads.find((thread) => thread.msgId === openId) ?? null;

  function onOpen(thread: JobMsgThread) {
    setOpenId(thread.msgId);
    list.markRead(thread);
  }

  return (
    <div className={className ? `${styles.panes} ${className}` : styles.panes}>
      <div className={styles.listPane}>
        <ThreadList list={list} selectedId={openId} onOpen={onOpen} />
      </div>
      <div className={styles.threadPane}>
        {open ? <ThreadView thread={open} onSent={list.replace} /> : <Empty className={styles.pick} image={Empty.PRESENTED_IMAGE_SIMPLE} description={t('chat.pickThread')} />}
      </div>
    </div>
  );
}

/**
 * The aunt message panes, shared by the floating panel (MessagePanel) and the /messages page:
 * the thread list on the left, the open thread on the right. Opening a thread marks it read.
 * While shown (`active`), the open thread is on screen for the aunt messages pushed live
 * (liveThreads, jobMsgLive); the floating panel also opens the thread a notification asks for.
 */
import { useEffect, useState } from 'react';
import { Empty } from 'antd';
import { useTranslation } from 'react-i18next';
import type { JobMsgThread } from '@/api/jobMsg';
import { useLiveThreads } from './liveThreads';
import { ThreadList } from './ThreadList';
import { ThreadView } from './ThreadView';
import { useThreads } from './useThreads';
import styles from './MessagePanes.module.css';
import '@/i18n/texts/chat';

interface MessagePanesProps {
  className?: string;
  /** Shown to the user (the floating panel passes its open state; a hidden page's effects do not run). */
  active?: boolean;
  /** Opens the thread a notification's click asks for (the floating panel). */
  followFocus?: boolean;
}

export function MessagePanes({ className, active = true, followFocus = false }: MessagePanesProps) {
  const { t } = useTranslation();
  const list = useThreads();
  const [openId, setOpenId] = useState<number | null>(null);
  const open = list.threads.find((thread) => thread.msgId === openId) ?? null;
  const show = useLiveThreads((state) => state.show);
  const focus = useLiveThreads((state) => (followFocus && active ? state.focus : null));
  const focusDone = useLiveThreads((state) => state.focusDone);
  const focused = focus ? list.threads.find((thread) => thread.msgId === focus.msgId) : undefined;
  const markRead = list.markRead;

  function onOpen(thread: JobMsgThread) {
    setOpenId(thread.msgId);
    list.markRead(thread);
  }

  useEffect(() => (active && openId !== null ? show(openId) : undefined), [active, openId, show]);

  // A notification's thread, once the list has it: opened here, then marked read.
  const [taken, setTaken] = useState<{ focus: { msgId: number }; thread: JobMsgThread } | null>(null);
  if (focus && focused && taken?.focus !== focus) {
    setTaken({ focus, thread: focused });
    setOpenId(focused.msgId);
  }
  useEffect(() => {
    if (!taken) return;
    focusDone(taken.focus);
    markRead(taken.thread);
  }, [taken, focusDone, markRead]);

  return (
    <div className={className ? `${styles.panes} ${className}` : styles.panes}>
      <div className={styles.listPane}>
        <ThreadList list={list} selectedId={openId} onOpen={onOpen} />
      </div>
      <div className={styles.threadPane}>
        {open ? (
          <ThreadView thread={open} onSent={list.replace} />
        ) : (
          <Empty className={styles.pick} image={Empty.PRESENTED_IMAGE_SIMPLE} description={t('chat.pickThread')} />
        )}
      </div>
    </div>
  );
}

import { useLayoutEffect, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { addJobMsg, type JobMsgThread, type NewJobMsg } from '@/api/jobMsg';
import { AuntAvatar } from '@/components/aunt/AuntAvatar';
import { Composer } from './Composer';
import { MessageItem } from './MessageItem';
import styles from './MessagePanes.module.css';

interface ThreadViewProps {
  thread: JobMsgThread;
  /** The thread as the server answered a send. */
  onSent: (thread: JobMsgThread) => void;
}

/** One open thread: its messages, oldest first and scrolled to the newest, and the composer. */
export function ThreadView({ thread, onSent }: ThreadViewProps) {
  const { t } = useTranslation();
  const [sending, setSending] = useState(false);
  // A ref, not the state: a second Enter or click in the same tick must see the send under way.
  const underWay = useRef(false);
  const scroller = useRef<HTMLOListElement>(null);
  const name = thread.auntInfo.auntName;

  // Scrolled to the newest message on opening and on each new one; an image that loads later
  // grows the list, so it scrolls again while the reader is still at the end.
  const atEnd = useRef(true);
  const toEnd = () => {
    const box = scroller.current;
    if (box) box.scrollTop = box.scrollHeight;
  };
  useLayoutEffect(() => {
    atEnd.current = true;
    toEnd();
  }, [thread.msgId, thread.msgList.length]);

  async function send(messages: NewJobMsg[]): Promise<boolean> {
    if (underWay.current) return false;
    underWay.current = true;
    setSending(true);
    try {
      // Not silent: the error catalogue shows why a send failed.
      onSent(await addJobMsg({ msgId: thread.msgId, msgList: messages }));
      return true;
    } catch {
      return false;
    } finally {
      underWay.current = false;
      setSending(false);
    }
  }

  return (
    <section className={styles.threadView} aria-label={t('chat.messagesWith', { name })}>
      <header className={styles.threadHeader}>
        <AuntAvatar portrait={thread.auntInfo.auntHeadUrl} name={name} size={28} />
        <h2 className={styles.threadTitle}>{name}</h2>
      </header>
      <ol
        ref={scroller}
        className={styles.messages}
        onScroll={(event) => {
          const box = event.currentTarget;
          atEnd.current = box.scrollTop + box.clientHeight >= box.scrollHeight - 24;
        }}
        onLoadCapture={() => {
          if (atEnd.current) toEnd();
        }}
      >
        {thread.msgList.map((message, index) => (
          <MessageItem key={`${message.createdTime}#${index}`} message={message} thread={thread} />
        ))}
      </ol>
      <Composer key={thread.msgId} send={send} sending={sending} />
    </section>
  );
}

/**
 * The selected conversation: who it is with (agency, online), its messages oldest first (the
 * newest page on opening, older pages when scrolled to the top, the reading place kept), and the
 * composer.
 */
import { useLayoutEffect, useRef, type UIEvent } from 'react';
import { Button, Empty, Spin } from 'antd';
import { MoreLine } from '@/pages/chat/messages/MoreLine';
import panes from '@/pages/chat/messages/MessagePanes.module.css';
import { useTranslation } from 'react-i18next';
import { ChatBubble } from './ChatBubble';
import { ChatComposer } from './ChatComposer';
import { chatActions } from './chatRuntime';
import type { ChatConversationEntry } from './chatState';
import { useChatStore, useChatThread } from './chatStore';
import { PeerAvatar, usePeerName } from './PeerAvatar';
import styles from './ChatWindow.module.css';

/** How close to the top (px) a scroll asks for the older page. */
const NEAR_TOP = 40;
/** How close to the end (px) counts as reading the newest messages. */
const NEAR_END = 24;

export function ConversationView({ peer }: { peer: ChatConversationEntry }) {
  const { t } = useTranslation();
  const userId = peer.userId;
  const thread = useChatThread(userId);
  const online = useChatStore((state) => state.online.has(userId));
  const name = usePeerName()(peer);
  const scroller = useRef<HTMLOListElement>(null);
  const atEnd = useRef(true);
  const shown = useRef<{ userId: number; first?: string; last?: string; scrollHeight: number; scrollTop: number } | null>(null);
  const { items } = thread;

  // Opening and new messages go to the end (while the reader is there, or the message is ours);
  // an older page put above keeps what the reader was looking at in place.
  useLayoutEffect(() => {
    const box = scroller.current;
    if (!box) return;
    const first = items[0]?.key;
    const last = items.at(-1)?.key;
    const before = shown.current;
    if (!before || before.userId !== userId) box.scrollTop = box.scrollHeight;
    else if (last !== before.last) {
      if (atEnd.current || items.at(-1)?.mine) box.scrollTop = box.scrollHeight;
    } else if (first !== before.first) box.scrollTop = before.scrollTop + (box.scrollHeight - before.scrollHeight);
    shown.current = { userId, first, last, scrollHeight: box.scrollHeight, scrollTop: box.scrollTop };
  }, [items, userId]);

  function onScroll(event: UIEvent<HTMLOListElement>) {
    const box = event.currentTarget;
    atEnd.current = box.scrollTop + box.clientHeight >= box.scrollHeight - NEAR_END;
    if (shown.current) shown.current = { ...shown.current, scrollHeight: box.scrollHeight, scrollTop: box.scrollTop };
    if (box.scrollTop <= NEAR_TOP && thread.hasOlder && thread.loading === 'none' && thread.pages > 0) chatActions.loadOlder(userId);
  }

  const firstLoad = items.length === 0 && (thread.loading === 'newest' || (!thread.fresh && !thread.failed));
  return (
    <section className={panes.threadView} aria-label={t('chat.joint.messagesWith', { name })}>
      <header className={panes.threadHeader}>
        <PeerAvatar peer={peer} name={name} online={online} size={28} />
        <span className={styles.viewTitle}>
          <h3 className={panes.threadTitle}>{name}</h3>
          {peer.companyName && <span className={styles.company}>{peer.companyName}</span>}
        </span>
      </header>
      {thread.failed && items.length === 0 ? (
        <div className={styles.viewState} role="alert">
          {t('chat.joint.loadFailed')}
          <Button size="small" onClick={() => chatActions.reload(userId)}>
            {t('chat.joint.retry')}
          </Button>
        </div>
      ) : firstLoad ? (
        <div className={styles.viewState} data-testid="chat-messages-loading">
          <Spin /> {t('chat.joint.loading')}
        </div>
      ) : (
        <ol
          ref={scroller}
          className={panes.messages}
          onScroll={onScroll}
          // A picture that loads grows the list: a reader at the end stays at the end.
          onLoadCapture={() => {
            const box = scroller.current;
            if (box && atEnd.current) box.scrollTop = box.scrollHeight;
          }}
          aria-label={t('chat.joint.messagesWith', { name })}
        >
          <OlderLine
            hasOlder={thread.hasOlder && thread.pages > 0}
            loading={thread.loading === 'older'}
            failed={thread.failed}
            any={items.length > 0}
            onLoad={() => chatActions.loadOlder(userId)}
          />
          {items.length === 0 && (
            <li className={styles.noMessages}>
              <Empty image={Empty.PRESENTED_IMAGE_SIMPLE} description={t('chat.joint.noMessages')} />
            </li>
          )}
          {items.map((item) => (
            <ChatBubble key={item.key} item={item} onResend={chatActions.resend} />
          ))}
        </ol>
      )}
      <ChatComposer key={userId} onSend={(type, message) => chatActions.send(userId, type, message)} />
    </section>
  );
}

function OlderLine({ hasOlder, loading, failed, any, onLoad }: { hasOlder: boolean; loading: boolean; failed: boolean; any: boolean; onLoad: () => void }) {
  const { t } = useTranslation();
  if (loading) return <MoreLine as="li" className={styles.older} state="loading" text={t('chat.joint.loadingOlder')} />;
  if (failed && any)
    return <MoreLine as="li" className={styles.older} state="failed" text={t('chat.joint.loadFailed')} retryText={t('chat.joint.retry')} onRetry={onLoad} />;
  if (hasOlder) {
    return (
      <li className={styles.older}>
        <Button type="link" size="small" onClick={onLoad}>
          {t('chat.joint.loadOlder')}
        </Button>
      </li>
    );
  }
  return any ? <li className={styles.older}>{t('chat.joint.noOlder')}</li> : null;
}

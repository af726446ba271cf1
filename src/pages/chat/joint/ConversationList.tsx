/** The chat's conversations: avatar with the online mark, name, agency, last message, its time, the unread count. */
import { Empty, Skeleton } from 'antd';
import { useTranslation } from 'react-i18next';
import { ChatTime } from './ChatTime';
import { chatPreview } from './chatPreview';
import type { ChatConversationEntry } from './chatState';
import { useChatStore } from './chatStore';
import { PeerAvatar, usePeerName } from './PeerAvatar';
import panes from '@/pages/chat/messages/MessagePanes.module.css';
import styles from './ChatWindow.module.css';

export function ConversationList({ onSelect }: { onSelect: (userId: number) => void }) {
  const { t } = useTranslation();
  const conversations = useChatStore((state) => state.conversations);
  const loaded = useChatStore((state) => state.conversationsLoaded);
  const connection = useChatStore((state) => state.connection);
  const openUserId = useChatStore((state) => state.openUserId);
  const online = useChatStore((state) => state.online);

  if (conversations.length === 0 && !loaded && connection !== 'unavailable') {
    return (
      <div className={panes.listState} data-testid="chat-conversations-loading">
        <Skeleton avatar active paragraph={{ rows: 1 }} />
        <Skeleton avatar active paragraph={{ rows: 1 }} />
      </div>
    );
  }
  if (conversations.length === 0) {
    return (
      <Empty
        className={panes.listState}
        image={Empty.PRESENTED_IMAGE_SIMPLE}
        description={
          <>
            <div>{t('chat.joint.empty')}</div>
            <div className={panes.hint}>{t('chat.joint.emptyHint')}</div>
          </>
        }
      />
    );
  }
  return (
    <ul className={panes.threadList} aria-label={t('chat.joint.conversations')}>
      {conversations.map((entry) => (
        <li key={entry.userId}>
          <ConversationRow entry={entry} selected={entry.userId === openUserId} online={online.has(entry.userId)} onSelect={onSelect} />
        </li>
      ))}
    </ul>
  );
}

function ConversationRow({
  entry,
  selected,
  online,
  onSelect,
}: {
  entry: ChatConversationEntry;
  selected: boolean;
  online: boolean;
  onSelect: (userId: number) => void;
}) {
  const { t } = useTranslation();
  const nameOf = usePeerName();
  const name = nameOf(entry);
  return (
    <button
      type="button"
      className={selected ? `${panes.thread} ${panes.selected}` : panes.thread}
      aria-current={selected || undefined}
      data-testid="chat-conversation"
      data-user-id={entry.userId}
      onClick={() => onSelect(entry.userId)}
    >
      <PeerAvatar peer={entry} name={name} online={online} size={40} />
      <span className={panes.threadText}>
        <span className={panes.threadTop}>
          <span className={panes.threadName}>{name}</span>
          {entry.lastTime && <ChatTime className={panes.threadTime} value={entry.lastTime} />}
        </span>
        {entry.companyName && <span className={styles.company}>{entry.companyName}</span>}
        <span className={panes.threadBottom}>
          <span className={panes.preview}>{entry.lastTime ? chatPreview(entry.lastType, entry.lastMessage) : ''}</span>
          {entry.unread > 0 && (
            <span
              className={panes.unread}
              data-testid="chat-unread"
              aria-label={t('chat.unread', { count: entry.unread })}
              title={t('chat.unread', { count: entry.unread })}
            >
              {entry.unread > 99 ? '99+' : entry.unread}
            </span>
          )}
        </span>
      </span>
    </button>
  );
}

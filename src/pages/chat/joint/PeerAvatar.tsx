import { Avatar } from 'antd';
import { useTranslation } from 'react-i18next';
import type { ChatPeer } from './chatState';
import styles from './ChatWindow.module.css';

/** The name to show for a peer (their id when nothing else is known yet). */
export function usePeerName(): (peer: Pick<ChatPeer, 'userId' | 'userName'>) => string {
  const { t } = useTranslation();
  return (peer) => peer.userName || t('chat.joint.unknownUser', { id: peer.userId });
}

/** A staff member's avatar (their picture or first character), with the online mark when online. */
export function PeerAvatar({ peer, name, online, size }: { peer: ChatPeer; name: string; online: boolean; size: number }) {
  const { t } = useTranslation();
  return (
    <span className={styles.avatar}>
      <Avatar size={size} src={peer.userAvatar || undefined} alt="">
        {name.slice(0, 1)}
      </Avatar>
      {online && <span className={styles.onlineDot} data-testid="chat-online" role="img" aria-label={t('chat.joint.online')} title={t('chat.joint.online')} />}
    </span>
  );
}

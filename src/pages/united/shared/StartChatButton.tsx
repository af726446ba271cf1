/**
 * "联系TA / Message": opens the joint-hall chat window on the conversation with that staff member
 * (made when there is none; its history loads). Nothing for no one, or for ourselves.
 *
 * @example <StartChatButton peer={hallPeer(aunt, companyId)} />
 * (A list's row offers it as a row action: usePeerToMessage + openChatWith.)
 */
import { MessageOutlined } from '@ant-design/icons';
import { Button } from 'antd';
import { useTranslation } from 'react-i18next';
import { openChatWith, type ChatStartPeer } from '@/pages/chat/joint/chatBoot';
import { useSession } from '@/stores/session';

/** The chat with `peer`, or null for no one or for ourselves (a list row's 联系TA link uses it). */
export function usePeerToMessage(peer: ChatStartPeer | null): ChatStartPeer | null {
  const me = useSession((state) => state.user?.userId);
  return peer && peer.userId !== me ? peer : null;
}

export function StartChatButton({ peer: wanted, size = 'small' }: { peer: ChatStartPeer | null; size?: 'small' | 'middle' }) {
  const { t } = useTranslation();
  const peer = usePeerToMessage(wanted);
  if (!peer) return null;
  const name = peer.userName || peer.companyName;
  return (
    <Button size={size} icon={<MessageOutlined />} data-testid="start-chat" title={t('united.actions.messageTo', { name })} onClick={() => openChatWith(peer)}>
      {t('united.actions.message')}
    </Button>
  );
}

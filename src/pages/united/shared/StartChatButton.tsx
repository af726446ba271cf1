/**
 * "联系TA / Message": opens the joint-hall chat window on the conversation with that staff member
 * (made when there is none; its history loads). Nothing for no one, or for ourselves.
 *
 * @example <StartChatButton peer={hallPeer(aunt, companyId)} />
 */
import { MessageOutlined } from '@ant-design/icons';
import { Button } from 'antd';
import { useTranslation } from 'react-i18next';
import { openChatWith, type ChatStartPeer } from '@/pages/chat/joint/chatBoot';
import { useSession } from '@/stores/session';

export function StartChatButton({ peer, size = 'small' }: { peer: ChatStartPeer | null; size?: 'small' | 'middle' }) {
  const { t } = useTranslation();
  const me = useSession((state) => state.user?.userId);
  if (!peer || peer.userId === me) return null;
  const name = peer.userName || peer.companyName;
  return (
    <Button size={size} icon={<MessageOutlined />} data-testid="start-chat" title={t('united.actions.messageTo', { name })} onClick={() => openChatWith(peer)}>
      {t('united.actions.message')}
    </Button>
  );
}

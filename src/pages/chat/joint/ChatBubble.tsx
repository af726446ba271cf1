/**
 * One chat message, laid out as the aunt panel lays its messages (MessagePanes' styles): theirs on
 * the left, ours on the right; text, an image or a voice clip; ours while sending, or failed with
 * Send again.
 */
import { Button } from 'antd';
import { ClockCircleOutlined, ExclamationCircleFilled } from '@ant-design/icons';
import { useTranslation } from 'react-i18next';
import type { ChatMessageType } from '@/api/chat/adapter';
import { ChatTime } from './ChatTime';
import { MessageBody, type MessageKind } from '@/pages/chat/messages/MessageBody';
import panes from '@/pages/chat/messages/MessagePanes.module.css';
import type { ChatItem } from './chatState';
import styles from './ChatWindow.module.css';

const KIND: Record<ChatMessageType, MessageKind> = { 1: 'text', 2: 'image', 3: 'voice' };

export function ChatBubble({ item, onResend }: { item: ChatItem; onResend: (clientId: string) => void }) {
  const { t } = useTranslation();
  return (
    <li
      className={item.mine ? `${panes.message} ${panes.mine}` : panes.message}
      data-testid="chat-message"
      data-state={item.state}
      data-mine={item.mine ? 'true' : 'false'}
    >
      <div className={panes.messageBody}>
        <MessageBody kind={KIND[item.type]} value={item.message} imageAlt={t('chat.joint.image')} voiceLabel={t('chat.joint.voice')} />
        {item.state === 'sent' && <ChatTime className={panes.messageTime} value={item.sendTime} />}
        {item.state === 'sending' && (
          <span className={styles.sending}>
            <ClockCircleOutlined /> {t('chat.joint.sending')}
          </span>
        )}
        {item.state === 'failed' && item.clientId && (
          <span className={styles.failed} role="alert">
            <ExclamationCircleFilled /> {t('chat.joint.failed')}
            <Button type="link" size="small" className={styles.resend} onClick={() => onResend(item.clientId!)}>
              {t('chat.joint.resend')}
            </Button>
          </span>
        )}
      </div>
    </li>
  );
}

/** One chat message: theirs on the left, ours on the right; text, an image (click to preview) or a voice clip; ours while sending, or failed with Send again. */
import { Button, Image } from 'antd';
import { ClockCircleOutlined, ExclamationCircleFilled } from '@ant-design/icons';
import { useTranslation } from 'react-i18next';
import { formatDateTime, formatTime } from '@/domain/time';
import type { Language } from '@/i18n';
import type { ChatItem } from './chatState';
import styles from './ChatWindow.module.css';

export function ChatBubble({ item, onResend }: { item: ChatItem; onResend: (clientId: string) => void }) {
  const { t, i18n } = useTranslation();
  const lang: Language = i18n.language === 'en' ? 'en' : 'zh';
  return (
    <li className={item.mine ? `${styles.message} ${styles.mine}` : styles.message} data-testid="chat-message" data-state={item.state} data-mine={item.mine ? 'true' : 'false'}>
      <div className={item.type === 1 ? styles.bubble : styles.media}>
        <MessageContent item={item} />
      </div>
      <div className={styles.meta}>
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
        {item.state === 'sent' && (
          <time dateTime={item.sendTime} title={formatDateTime(item.sendTime)}>
            {formatTime(item.sendTime, { lang })}
          </time>
        )}
      </div>
    </li>
  );
}

function MessageContent({ item }: { item: ChatItem }) {
  const { t } = useTranslation();
  if (item.type === 2) return <Image src={item.message} alt={t('chat.joint.image')} width={160} className={styles.image} />;
  if (item.type === 3) return <audio controls preload="none" src={item.message} aria-label={t('chat.joint.voice')} className={styles.audio} />;
  return <span className={styles.text}>{item.message}</span>;
}

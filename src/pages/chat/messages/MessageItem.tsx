import { Avatar, Image } from 'antd';
import { UserOutlined } from '@ant-design/icons';
import { useTranslation } from 'react-i18next';
import type { JobMsg, JobMsgThread } from '@/api/jobMsg';
import { AuntAvatar } from '@/components/aunt/AuntAvatar';
import { formatDateTime, formatTime } from '@/domain/time';
import type { Language } from '@/i18n';
import styles from './MessagePanes.module.css';

/** One message: the aunt's on the left, the staff member's on the right; text, an image (click to preview) or a playable voice clip. */
export function MessageItem({ message, thread }: { message: JobMsg; thread: JobMsgThread }) {
  const { t, i18n } = useTranslation();
  const lang: Language = i18n.language === 'en' ? 'en' : 'zh';
  const mine = message.msgSource === 1;
  return (
    <li className={mine ? `${styles.message} ${styles.mine}` : styles.message} data-source={mine ? 'staff' : 'aunt'}>
      {mine ? (
        <Avatar size={32} src={thread.teacherInfo.avatarUrl || undefined} icon={<UserOutlined />} alt={t('chat.me')} className={styles.messageAvatar} />
      ) : (
        <AuntAvatar portrait={thread.auntInfo.auntHeadUrl} name={thread.auntInfo.auntName} size={32} />
      )}
      <div className={styles.messageBody}>
        <div className={message.msgType === 0 ? styles.bubble : styles.media}>
          <MessageContent message={message} />
        </div>
        <time className={styles.messageTime} dateTime={message.createdTime} title={formatDateTime(message.createdTime)}>
          {formatTime(message.createdTime, { lang })}
        </time>
      </div>
    </li>
  );
}

function MessageContent({ message }: { message: JobMsg }) {
  const { t } = useTranslation();
  if (message.msgType === 1) return <Image src={message.filePath} alt={t('chat.image')} width={160} className={styles.image} />;
  if (message.msgType === 2) return <audio controls preload="none" src={message.filePath} aria-label={t('chat.voice')} className={styles.audio} />;
  return <span className={styles.text}>{message.textDes}</span>;
}

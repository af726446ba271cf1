import { useTranslation } from 'react-i18next';
import type { JobMsg, JobMsgThread } from '@/api/jobMsg';
import { AuntAvatar } from '@/components/aunt/AuntAvatar';
import { UserAvatar } from '@/components/UserAvatar';
import { formatTime } from '@/domain/time';
import type { Language } from '@/i18n';
import { MessageBody, type MessageKind } from './MessageBody';
import styles from './MessagePanes.module.css';
import { dateTime } from '@/domain/format';

const KIND: Record<JobMsg['msgType'], MessageKind> = { 0: 'text', 1: 'image', 2: 'voice' };

/** One message: the aunt's on the left, the staff member's on the right; text, an image (click to preview) or a playable voice clip. */
export function MessageItem({ message, thread }: { message: JobMsg; thread: JobMsgThread }) {
  const { t, i18n } = useTranslation();
  const lang: Language = i18n.language === 'en' ? 'en' : 'zh';
  const mine = message.msgSource === 1;
  return (
    <li className={mine ? `${styles.message} ${styles.mine}` : styles.message} data-source={mine ? 'staff' : 'aunt'}>
      {mine ? (
        <UserAvatar size={32} src={thread.teacherInfo.avatarUrl} alt={t('chat.me')} className={styles.messageAvatar} />
      ) : (
        <AuntAvatar portrait={thread.auntInfo.auntHeadUrl} name={thread.auntInfo.auntName} size={32} />
      )}
      <div className={styles.messageBody}>
        <MessageBody
          kind={KIND[message.msgType]}
          value={message.msgType === 0 ? message.textDes : message.filePath}
          imageAlt={t('chat.image')}
          voiceLabel={t('chat.voice')}
        />
        <time className={styles.messageTime} dateTime={message.createdTime} title={dateTime(message.createdTime)}>
          {formatTime(message.createdTime, { lang })}
        </time>
      </div>
    </li>
  );
}

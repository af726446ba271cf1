/**
 * The aunt messages page (role page 'Messages', /messages, component 'chat/messages'): the same
 * panes as the floating panel, as a full page.
 */
import { Card } from 'antd';
import { useTranslation } from 'react-i18next';
import { PageHeaderCard } from '@/components/PageHeaderCard';
import { MessagePanes } from './MessagePanes';
import styles from './MessagePanes.module.css';
import '@/i18n/texts/chat';

export default function MessagesPage() {
  const { t } = useTranslation();
  return (
    <>
      <PageHeaderCard title={t('chat.title')} />
      <Card styles={{ body: { padding: 0 } }}>
        <MessagePanes className={styles.pagePanes} />
      </Card>
    </>
  );
}

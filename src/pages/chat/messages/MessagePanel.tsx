/**
 * The floating aunt message panel (the sidebar's messages icon opens and closes it): a chat
 * window on the right, above the content. Loaded on its first opening (MainLayout); closes with
 * its button and with Escape.
 */
import { useEffect, useRef, type KeyboardEvent } from 'react';
import { CloseOutlined } from '@ant-design/icons';
import { useTranslation } from 'react-i18next';
import { MessagePanes } from './MessagePanes';
import styles from './MessagePanes.module.css';
import '@/i18n/texts/chat';

export default function MessagePanel({ open, onClose }: { open: boolean; onClose: () => void }) {
  const { t } = useTranslation();
  const panel = useRef<HTMLElement>(null);

  // Opening moves the focus into the panel, so Escape closes it at once.
  useEffect(() => {
    if (open) panel.current?.focus();
  }, [open]);

  function onKeyDown(event: KeyboardEvent<HTMLElement>) {
    // Only from inside the panel itself: Escape in the image preview or the upload dialog
    // (portals, outside it in the page) closes those.
    if (event.key === 'Escape' && panel.current?.contains(event.target as Node)) {
      event.stopPropagation();
      onClose();
    }
  }

  return (
    <section
      ref={panel}
      role="dialog"
      aria-modal={false}
      aria-label={t('chat.title')}
      tabIndex={-1}
      hidden={!open}
      className={styles.panel}
      onKeyDown={onKeyDown}
    >
      <header className={styles.panelHeader}>
        <h2 className={styles.panelTitle}>{t('chat.title')}</h2>
        <button type="button" className={styles.close} aria-label={t('chat.close')} title={t('chat.close')} onClick={onClose}>
          <CloseOutlined />
        </button>
      </header>
      <MessagePanes className={styles.panelPanes} active={open} followFocus />
    </section>
  );
}

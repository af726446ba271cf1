/**
 * The chat's composer: Enter sends, Shift+Enter (and an input method's Enter) does not; at most
 * CHAT_TEXT_MAX characters; whitespace only is not sent. The text goes at once (shown as sending,
 * the outbox takes care of it), so the box clears at once. Images go through the upload dialog the
 * aunt panel uses (/sys/uploadFile), then each file's address is sent as an image message.
 */
import { lazy, Suspense, useRef, useState, type KeyboardEvent } from 'react';
import { Button, Input } from 'antd';
import { PictureOutlined, SendOutlined } from '@ant-design/icons';
import { useTranslation } from 'react-i18next';
import type { ChatMessageType } from '@/api/chat';
import { CHAT_TEXT_MAX } from '@/api/chatRealtime';
import styles from './ChatWindow.module.css';

const ImageUpload = lazy(() => import('@/components/ImageUpload').then((module) => ({ default: module.ImageUpload })));

/** What a chat image may be (the server takes jpg and png). */
const IMAGE_TYPES = ['image/png', 'image/jpeg'];

export function ChatComposer({ onSend }: { onSend: (type: ChatMessageType, message: string) => void }) {
  const { t } = useTranslation();
  const [text, setTextState] = useState('');
  // The text as typed: a second Enter before React renders the cleared box sends nothing.
  const typed = useRef('');
  const setText = (value: string) => {
    typed.current = value;
    setTextState(value);
  };
  const [picking, setPicking] = useState(false);

  function sendText() {
    const draft = typed.current;
    if (draft.trim() === '') return;
    setText('');
    onSend(1, draft.slice(0, CHAT_TEXT_MAX));
  }

  function onKeyDown(event: KeyboardEvent<HTMLTextAreaElement>) {
    if (event.key !== 'Enter' || event.shiftKey || event.nativeEvent.isComposing) return;
    event.preventDefault();
    sendText();
  }

  return (
    <div className={styles.composer}>
      <Input.TextArea
        value={text}
        onChange={(event) => setText(event.target.value)}
        onKeyDown={onKeyDown}
        autoSize={{ minRows: 2, maxRows: 5 }}
        maxLength={CHAT_TEXT_MAX}
        placeholder={t('chat.joint.inputHint')}
        aria-label={t('chat.joint.input')}
        data-testid="chat-input"
        className={styles.textBox}
      />
      <div className={styles.composerActions}>
        <Button icon={<PictureOutlined />} aria-label={t('chat.joint.sendImage')} title={t('chat.joint.sendImage')} data-testid="chat-send-image" onClick={() => setPicking(true)} />
        <Button type="primary" icon={<SendOutlined />} disabled={text.trim() === ''} onClick={sendText}>
          {t('chat.joint.send')}
        </Button>
      </div>
      {picking && (
        <Suspense fallback={null}>
          <ImageUpload open title={t('chat.joint.sendImage')} accept={IMAGE_TYPES} onClose={() => setPicking(false)} onUploaded={(files) => files.forEach((file) => onSend(2, file.filePath))} />
        </Suspense>
      )}
    </div>
  );
}

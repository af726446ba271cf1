/**
 * The chat's composer (the aunt panel's look and keys): Enter sends, Shift+Enter (and an input
 * method's Enter) does not; at most CHAT_TEXT_MAX characters; whitespace only is not sent. The
 * text goes at once (shown as sending, the outbox takes care of it), so the box clears at once.
 * Images go through the upload dialog the aunt panel uses (/sys/uploadFile), then each file's
 * address is sent as an image message.
 */
import { lazy, Suspense, useState } from 'react';
import { Button } from 'antd';
import { PictureOutlined, SendOutlined } from '@ant-design/icons';
import { useTranslation } from 'react-i18next';
import { CHAT_TEXT_MAX, type ChatMessageType } from '@/api/chat/adapter';
import { DraftBox, useDraft } from '@/pages/chat/messages/DraftBox';
import panes from '@/pages/chat/messages/MessagePanes.module.css';

const ImageUpload = lazy(() => import('@/components/ImageUpload').then((module) => ({ default: module.ImageUpload })));

/** What a chat image may be (the server takes jpg and png). */
const IMAGE_TYPES = ['image/png', 'image/jpeg'];

export function ChatComposer({ onSend }: { onSend: (type: ChatMessageType, message: string) => void }) {
  const { t } = useTranslation();
  const draft = useDraft();
  const { text, typed, setText } = draft;
  const [picking, setPicking] = useState(false);

  function sendText() {
    const draft = typed.current;
    if (draft.trim() === '') return;
    setText('');
    onSend(1, draft.slice(0, CHAT_TEXT_MAX));
  }

  return (
    <div className={panes.composer}>
      <DraftBox
        draft={draft}
        onSend={sendText}
        maxLength={CHAT_TEXT_MAX}
        label={t('chat.joint.input')}
        placeholder={t('chat.joint.inputHint')}
        testId="chat-input"
      />
      <div className={panes.composerActions}>
        <Button
          icon={<PictureOutlined />}
          aria-label={t('chat.joint.sendImage')}
          title={t('chat.joint.sendImage')}
          data-testid="chat-send-image"
          onClick={() => setPicking(true)}
        />
        <Button type="primary" icon={<SendOutlined />} disabled={text.trim() === ''} onClick={sendText}>
          {t('chat.joint.send')}
        </Button>
      </div>
      {picking && (
        <Suspense fallback={null}>
          <ImageUpload
            open
            title={t('chat.joint.sendImage')}
            accept={IMAGE_TYPES}
            onClose={() => setPicking(false)}
            onUploaded={(files) => files.forEach((file) => onSend(2, file.filePath))}
          />
        </Suspense>
      )}
    </div>
  );
}

import { lazy, Suspense, useRef, useState } from 'react';
import { Button } from 'antd';
import { PictureOutlined, SendOutlined } from '@ant-design/icons';
import { useTranslation } from 'react-i18next';
import type { NewJobMsg } from '@/api/jobMsg';
import type { UploadResult } from '@/api/sys';
import styles from './MessagePanes.module.css';
import { DraftBox, useDraft } from './DraftBox';

const ImageUpload = lazy(() => import('@/components/ImageUpload').then((module) => ({ default: module.ImageUpload })));

/** The server's limit for one text message. */
const TEXT_LIMIT = 2000;
/** What a chat image may be (the server takes jpg and png). */
const IMAGE_TYPES = ['image/png', 'image/jpeg'];

interface ComposerProps {
  /** Sends the messages; resolves true once the server has them. Refuses while a send is under way. */
  send: (messages: NewJobMsg[]) => Promise<boolean>;
  sending: boolean;
}

const textMessage = (textDes: string): NewJobMsg => ({ msgSource: 1, msgType: 0, textDes, filePath: '', fileId: 0 });
const imageMessage = ({ filePath, fileId }: UploadResult): NewJobMsg => ({ msgSource: 1, msgType: 1, textDes: '', filePath, fileId });

/** The text box (Enter sends, Shift+Enter a new line; whitespace only is not sent) and the image button. */
export function Composer({ send, sending }: ComposerProps) {
  const { t } = useTranslation();
  const draft = useDraft();
  const { text, typed, setText } = draft;
  const [picking, setPicking] = useState(false);
  const box = useRef<HTMLTextAreaElement>(null);

  async function sendText() {
    const draft = typed.current;
    if (draft.trim() === '') return;
    // The text stays until the server has it: a failed send keeps what was typed.
    if (await send([textMessage(draft)])) setText('');
    box.current?.focus();
  }

  return (
    <div className={styles.composer}>
      <DraftBox draft={draft} onSend={() => void sendText()} maxLength={TEXT_LIMIT} label={t('chat.input')} placeholder={t('chat.inputHint')} boxRef={box} />
      <div className={styles.composerActions}>
        <Button icon={<PictureOutlined />} aria-label={t('chat.sendImage')} title={t('chat.sendImage')} disabled={sending} onClick={() => setPicking(true)} />
        <Button type="primary" icon={<SendOutlined />} loading={sending} disabled={text.trim() === ''} onClick={() => void sendText()}>
          {t('chat.send')}
        </Button>
      </div>
      {picking && (
        <Suspense fallback={null}>
          <ImageUpload
            open
            title={t('chat.sendImage')}
            accept={IMAGE_TYPES}
            onClose={() => setPicking(false)}
            onUploaded={(files) => void send(files.map(imageMessage))}
          />
        </Suspense>
      )}
    </div>
  );
}

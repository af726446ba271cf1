import { lazy, Suspense, useRef, useState, type KeyboardEvent } from 'react';
import { Button, Input } from 'antd';
import { PictureOutlined, SendOutlined } from '@ant-design/icons';
import { useTranslation } from 'react-i18next';
import type { NewJobMsg } from '@/api/jobMsg';
import type { UploadResult } from '@/api/sys';
import styles from './MessagePanes.module.css';

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
  const [text, setTextState] = useState('');
  // The text as typed, read by a send: a second Enter that comes before React renders the
  // cleared box must not send the same text again.
  const typed = useRef('');
  const setText = (value: string) => {
    typed.current = value;
    setTextState(value);
  };
  const [picking, setPicking] = useState(false);
  const box = useRef<HTMLTextAreaElement>(null);

  async function sendText() {
    const draft = typed.current;
    if (draft.trim() === '') return;
    // The text stays until the server has it: a failed send keeps what was typed.
    if (await send([textMessage(draft)])) setText('');
    box.current?.focus();
  }

  function onKeyDown(event: KeyboardEvent<HTMLTextAreaElement>) {
    // An input method's Enter picks a word; it is not a send.
    if (event.key !== 'Enter' || event.shiftKey || event.nativeEvent.isComposing) return;
    event.preventDefault();
    void sendText();
  }

  return (
    <div className={styles.composer}>
      <Input.TextArea
        ref={(input) => {
          box.current = input?.resizableTextArea?.textArea ?? null;
        }}
        value={text}
        onChange={(event) => setText(event.target.value)}
        onKeyDown={onKeyDown}
        autoSize={{ minRows: 2, maxRows: 5 }}
        maxLength={TEXT_LIMIT}
        placeholder={t('chat.inputHint')}
        aria-label={t('chat.input')}
        className={styles.textBox}
      />
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

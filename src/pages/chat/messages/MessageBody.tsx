/**
 * A chat message's content, as both chats show it (the aunt panel, the joint-hall chat): text in
 * a bubble, an image (click to preview) or a playable voice clip.
 */
import { Image } from 'antd';
import styles from './MessagePanes.module.css';

export type MessageKind = 'text' | 'image' | 'voice';

interface MessageBodyProps {
  kind: MessageKind;
  /** The text, or the file's address. */
  value: string;
  imageAlt: string;
  voiceLabel: string;
}

export function MessageBody({ kind, value, imageAlt, voiceLabel }: MessageBodyProps) {
  if (kind === 'image') {
    return (
      <div className={styles.media}>
        <Image src={value} alt={imageAlt} width={160} className={styles.image} />
      </div>
    );
  }
  if (kind === 'voice') {
    return (
      <div className={styles.media}>
        <audio controls preload="none" src={value} aria-label={voiceLabel} className={styles.audio} />
      </div>
    );
  }
  return (
    <div className={styles.bubble}>
      <span className={styles.text}>{value}</span>
    </div>
  );
}

/** A chat message in one line (the conversation list, a notification): its text, or [图片] / [语音]. */
import type { ChatMessageType } from '@/api/chat/adapter';
import { i18n } from '@/i18n';

export function chatPreview(type: ChatMessageType, message: string): string {
  if (type === 2) return i18n.t('chat.preview.image');
  if (type === 3) return i18n.t('chat.preview.voice');
  return message;
}

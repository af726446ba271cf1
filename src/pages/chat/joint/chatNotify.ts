/**
 * A joint-hall chat message to us in a conversation that is not on screen: an antd notification
 * with the sender, their agency and the message (or [图片] / [语音]); its click opens the chat
 * window on that conversation. One notification per sender: a newer message replaces it.
 */
import type { ChatPushMessage } from '@/api/chat/adapter';
import { appFeedback } from '@/app/feedback';
import { i18n } from '@/i18n';
import { chatPreview } from './chatPreview';

export function notifyChatMessage(push: ChatPushMessage, openConversation: (userId: number) => void): void {
  const key = `joint-chat-${push.fromUserId}`;
  const sender = push.user.companyName ? i18n.t('chat.joint.notifyTitle', { name: push.user.userName, company: push.user.companyName }) : push.user.userName;
  appFeedback.notification.open({
    key,
    title: sender,
    description: chatPreview(push.type, push.message),
    onClick: () => {
      appFeedback.notification.destroy(key);
      openConversation(push.fromUserId);
    },
  });
}

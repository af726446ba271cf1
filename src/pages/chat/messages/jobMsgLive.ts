/**
 * An aunt's new message pushed by the chat socket (CHAT_EVENTS.jobMsg): shown where it belongs.
 * - Its thread is on screen (the floating panel or the /messages page): the message is appended
 *   (the pushed thread replaces the shown one through changedThreads) and marked read (msgRead with
 *   the thread's msgId), then the sidebar's count is asked again.
 * - Otherwise: the thread moves to the top of the lists with its unread badge, the sidebar's count
 *   is asked again, and a notification names the aunt and the message; its click opens the
 *   floating panel on the thread.
 */
import { i18n } from '@/i18n';
import { msgRead, type JobMsg } from '@/api/jobMsg';
import type { JobMsgPush } from '@/api/chat/adapter';
import { appFeedback } from '@/app/feedback';
import { refreshUnreadMessages } from '@/app/unreadMessages';
import { useSession } from '@/stores/session';
import { useSettings } from '@/stores/settings';
import { useChangedThreads } from './changedThreads';
import { isThreadOnScreen, useLiveThreads } from './liveThreads';
import { markedRead } from './threads';
import '@/i18n/texts/chat';

/** The message as a notification or a list shows it: its text, or [图片] / [语音]. */
export function auntMessagePreview(message: Pick<JobMsg, 'msgType' | 'textDes'>): string {
  if (message.msgType === 1) return i18n.t('chat.preview.image');
  if (message.msgType === 2) return i18n.t('chat.preview.voice');
  return message.textDes;
}

export function deliverJobMsgPush({ thread, message }: JobMsgPush): void {
  const teacherId = useSession.getState().user?.userId;
  if (!teacherId) return;
  const put = useChangedThreads.getState().put;
  if (isThreadOnScreen(thread.msgId)) {
    put(thread.msgId, () => markedRead(thread));
    msgRead({ teacherId, read: true, msgId: thread.msgId }, { silent: true }).then(
      () => void refreshUnreadMessages(),
      // Quiet: opening the thread again marks it.
      () => undefined,
    );
    return;
  }
  put(thread.msgId, () => thread);
  void refreshUnreadMessages();
  const key = `aunt-message-${thread.msgId}`;
  appFeedback.notification.open({
    key,
    title: thread.auntInfo.auntName,
    description: auntMessagePreview(message),
    onClick: () => {
      appFeedback.notification.destroy(key);
      useSettings.getState().setMessagePanelOpen(true);
      useLiveThreads.getState().requestFocus(thread.msgId);
    },
  });
}

/**
 * A notice pushed over the chat socket (`notice:new`): one more unread on the top bar and an open
 * panel's list asked again. Loaded with the chat runtime, so the query cache stays off the shell.
 */
import type { Notice } from '@/api/notice';
import { queryClient } from '@/api/queryClient';
import { useAppState } from '@/stores/app';
import { NOTICE_QUERY_KEY, setNoticeCount } from './noticeCount';

export function deliverNoticePush(notice: Notice): void {
  if (notice.isRead === 0) setNoticeCount((useAppState.getState().unreadNotices ?? 0) + 1);
  void queryClient.invalidateQueries({ queryKey: NOTICE_QUERY_KEY });
}

/**
 * The notification centre's unread count on the top bar (part of the shell: small). Asked when the
 * bar mounts, when the panel reads its list, and when the chat socket pushes `notice:new`; a push
 * also refreshes an open panel (noticePush.ts, with the chat's code: the query cache is not the shell's). Quiet: a failure keeps the last count; a server without
 * the call (404) leaves the count unset and the button says the feature is unavailable.
 */
import { getNotices } from '@/api/notice';
import { useAppState } from '@/stores/app';

export const NOTICE_QUERY_KEY = ['notice'] as const;

let lastAsked = 0;

export async function refreshNoticeCount(): Promise<void> {
  const asked = ++lastAsked;
  try {
    const { summary } = await getNotices({ page: 1, pageSize: 1 }, { silent: true });
    if (asked === lastAsked && summary) useAppState.getState().setUnread({ unreadNotices: summary.unread });
  } catch {
    // The count stays; a server without the call is remembered by the request layer (useCallOffered).
  }
}

export const setNoticeCount = (unread: number) => useAppState.getState().setUnread({ unreadNotices: unread });

/**
 * The signed-in staff member's unread aunt messages (the sidebar's dot): asked of the server
 * with msgRead {teacherId, read: false}, the scope being all their threads. Called by the layout
 * once the session is ready, and by the message panel after a thread is read or a message sent.
 * Quiet: on failure the dot keeps its last value.
 */
import { msgRead } from '@/api/jobMsg';
import { useAppState } from '@/stores/app';
import { useSession } from '@/stores/session';

let lastAsked = 0;

export async function refreshUnreadMessages(): Promise<void> {
  const user = useSession.getState().user;
  if (!user) return;
  const asked = ++lastAsked;
  try {
    const { count } = await msgRead({ teacherId: user.userId, read: false }, { silent: true });
    // A later question, or another session, has the last word.
    if (asked === lastAsked && useSession.getState().user?.userId === user.userId) useAppState.getState().setUnread({ unreadMessages: count });
  } catch {
    // The dot keeps its last value; the next refresh tries again.
  }
}

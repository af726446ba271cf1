/** Pure rules of the thread list: a thread's last message, its unread count, merging pages and changes. */
import type { JobMsg, JobMsgThread } from '@/api/jobMsg';

export const lastMessage = (thread: JobMsgThread): JobMsg | undefined => thread.msgList.at(-1);

/** The aunt's messages nobody has read (only aunt messages are ever unread). */
export const unreadOf = (thread: JobMsgThread): number => thread.msgList.filter((message) => message.msgSource === 0 && message.isRead === 0).length;

/** The thread with every aunt message read, as msgRead leaves it. */
export const markedRead = (thread: JobMsgThread): JobMsgThread => ({
  ...thread,
  msgList: thread.msgList.map((message) => (message.isRead ? message : { ...message, isRead: 1 })),
});

/** Newest first, ties newest thread first: the server's order. */
const newestFirst = (a: JobMsgThread, b: JobMsgThread) => b.updatedTime.localeCompare(a.updatedTime) || b.msgId - a.msgId;

/**
 * The threads to show: the pages as answered (a thread that moved between pages shows once) with
 * the panel's own changes (a thread read or answered here) over them, unless the server's copy is
 * newer, in the server's order.
 */
export function mergeThreads(pages: readonly JobMsgThread[][], changed: ReadonlyMap<number, JobMsgThread>): JobMsgThread[] {
  const byId = new Map<number, JobMsgThread>();
  for (const thread of pages.flat()) if (!byId.has(thread.msgId)) byId.set(thread.msgId, thread);
  for (const [msgId, local] of changed) {
    const served = byId.get(msgId);
    if (!served || local.updatedTime >= served.updatedTime) byId.set(msgId, local);
  }
  return [...byId.values()].sort(newestFirst);
}

/**
 * Thread rows -> what the client reads (JobMsgThread, JobMsg of src/api/jobMsg.ts): the aunt's
 * name and portrait and the staff member's avatar from their records, and the thread's last
 * JOB_MSG_LIMITS.listedMessages messages, oldest first.
 */
import type { JobMsg, JobMsgThread } from '@/api/jobMsg';
import type { JobMsgRow, JobMsgThreadRow, MockDb } from '../db';
import { JOB_MSG_LIMITS } from './jobMsgInput';

export function toJobMsg(row: JobMsgRow): JobMsg {
  return {
    msgSource: row.msgSource,
    msgType: row.msgType,
    textDes: row.textDes,
    filePath: row.filePath,
    fileId: row.fileId,
    isRead: row.isRead,
    createdTime: row.createdTime,
  };
}

/** The threads as answered, their messages gathered in one pass. */
export function toThreads(db: MockDb, threads: readonly JobMsgThreadRow[]): JobMsgThread[] {
  const messages = new Map<number, JobMsgRow[]>(threads.map((thread) => [thread.msgId, []]));
  for (const row of db.jobMsgs) messages.get(row.msgId)?.push(row);
  return threads.map((thread) => {
    const aunt = db.aunts.find((row) => row.auntId === thread.auntId);
    const teacher = db.users.find((row) => row.userId === thread.teacherId);
    // Rows are appended in time order; the id breaks ties of one call's messages.
    const list = (messages.get(thread.msgId) ?? []).slice().sort((a, b) => a.createdTime.localeCompare(b.createdTime) || a.id - b.id);
    return {
      msgId: thread.msgId,
      auntId: thread.auntId,
      auntInfo: { auntName: aunt?.auntName ?? '', auntHeadUrl: aunt?.portrait?.filePath ?? '' },
      teacherInfo: { avatarUrl: teacher?.avatarUrl ?? '' },
      updatedTime: thread.updatedTime,
      msgList: list.slice(-JOB_MSG_LIMITS.listedMessages).map(toJobMsg),
    };
  });
}

export const toThread = (db: MockDb, thread: JobMsgThreadRow): JobMsgThread => toThreads(db, [thread])[0] as JobMsgThread;

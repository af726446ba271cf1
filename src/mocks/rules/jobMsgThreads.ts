/**
 * The aunt threads as rules over a database: whose they are, the unread count, marking read,
 * appending messages, and an aunt's incoming message (deliverAuntMessage: called by a development
 * control route and pushed over a socket later). Only aunt messages (msgSource 0) are ever unread.
 * Each writing rule checks everything first and then writes, so a refusal stores nothing.
 */
import type { JobMsg, JobMsgSource, JobMsgThread, JobMsgType } from '@/api/jobMsg';
import { allocateId, type JobMsgRow, type JobMsgThreadRow, type MockDb, type UserRow } from '../db';
import { notFound } from '../core/errors';
import { messageContent, type MessageContent } from './jobMsgInput';
import { toJobMsg, toThread } from './jobMsgView';

export const THREAD_LABEL = { zh: '会话', en: 'Thread' };

/** The user's own thread, else 40401 (another staff member's thread is not visible). */
export function ownThread(db: MockDb, user: UserRow, msgId: number): JobMsgThreadRow {
  const thread = db.jobMsgThreads.find((row) => row.msgId === msgId);
  if (!thread || thread.teacherId !== user.userId || thread.companyId !== user.companyId) throw notFound(THREAD_LABEL);
  return thread;
}

export function threadsOf(db: MockDb, user: UserRow): JobMsgThreadRow[] {
  return db.jobMsgThreads.filter((row) => row.teacherId === user.userId && row.companyId === user.companyId);
}

const unreadIn = (db: MockDb, msgIds: ReadonlySet<number>) => db.jobMsgs.filter((row) => row.msgSource === 0 && row.isRead === 0 && msgIds.has(row.msgId));

/** Unread aunt messages of these threads. */
export function unreadCount(db: MockDb, threads: readonly JobMsgThreadRow[]): number {
  return unreadIn(db, new Set(threads.map((row) => row.msgId))).length;
}

/** Marks the aunt messages of these threads read (only those still unread are written). */
export function markRead(db: MockDb, threads: readonly JobMsgThreadRow[]): void {
  for (const row of unreadIn(db, new Set(threads.map((thread) => thread.msgId)))) row.isRead = 1;
}

/** Appends checked messages to a thread and moves its updatedTime to now. */
export function appendMessages(db: MockDb, thread: JobMsgThreadRow, source: JobMsgSource, contents: readonly MessageContent[], now: Date): JobMsgRow[] {
  const createdTime = now.toISOString();
  const rows = contents.map((content): JobMsgRow => ({
    id: allocateId(db, 'jobMsgs'),
    msgId: thread.msgId,
    msgSource: source,
    ...content,
    isRead: source === 1 ? 1 : 0,
    createdTime,
  }));
  db.jobMsgs.push(...rows);
  thread.updatedTime = createdTime;
  return rows;
}

export type AuntMessageTarget = { msgId: number } | { teacherId: number; auntId: number };

export interface AuntMessageInput {
  msgType: JobMsgType;
  textDes?: string;
  /** Image or voice: a file of the thread's company. */
  fileId?: number;
  filePath?: string;
}

/**
 * An aunt's message arrives: stored unread (msgSource 0, isRead 0) in her thread with the staff
 * member, the thread created when they have none. Refused (nothing stored) when the thread, the
 * staff member or the aunt (of the staff member's company, not deleted) is not there (40401), or
 * the content is not valid (40001).
 */
export function deliverAuntMessage(
  db: MockDb,
  target: AuntMessageTarget,
  input: AuntMessageInput,
  now = new Date(),
): { message: JobMsg; thread: JobMsgThread } {
  const found = threadOrNew(db, target, now);
  const content = messageContent(db, found.companyId, input);
  const thread = 'thread' in found ? found.thread : { msgId: allocateId(db, 'jobMsgThreads'), ...found.create };
  if (!('thread' in found)) db.jobMsgThreads.push(thread);
  const [row] = appendMessages(db, thread, 0, [content], now);
  return { message: toJobMsg(row as JobMsgRow), thread: toThread(db, thread) };
}

type Found = { companyId: number; thread: JobMsgThreadRow } | { companyId: number; create: Omit<JobMsgThreadRow, 'msgId'> };

/** The target's thread, or the thread to create for (staff member, aunt); nothing is written. */
function threadOrNew(db: MockDb, target: AuntMessageTarget, now: Date): Found {
  if ('msgId' in target) {
    const thread = db.jobMsgThreads.find((row) => row.msgId === target.msgId);
    if (!thread) throw notFound(THREAD_LABEL);
    return { companyId: thread.companyId, thread };
  }
  const teacher = db.users.find((row) => row.userId === target.teacherId);
  if (!teacher) throw notFound({ zh: '员工', en: 'Staff member' });
  const aunt = db.aunts.find((row) => row.auntId === target.auntId && row.companyId === teacher.companyId && row.isDeleted === 0);
  if (!aunt) throw notFound({ zh: '阿姨', en: 'Aunt' });
  const thread = db.jobMsgThreads.find((row) => row.teacherId === teacher.userId && row.auntId === aunt.auntId);
  if (thread) return { companyId: thread.companyId, thread };
  return {
    companyId: teacher.companyId,
    create: { companyId: teacher.companyId, teacherId: teacher.userId, auntId: aunt.auntId, updatedTime: now.toISOString() },
  };
}

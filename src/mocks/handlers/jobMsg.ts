/**
 * The aunt thread family (/jobMsg/): a staff member's own threads only.
 * - getJobMsg {page, filter, teacherId, tchCompanyId} -> {count, rows}: newest updatedTime first,
 *   JOB_MSG_LIMITS.pageSize a page; teacherId and tchCompanyId must be the caller's (40301);
 * - msgRead {teacherId, read, msgId?} -> {count}: the unread aunt messages of the thread (msgId,
 *   the caller's own, else 40401) or of all the caller's threads, after marking them when `read`;
 * - addJobMsg {msgId, msgList} -> the thread: staff messages into the caller's own thread.
 */
import { jobMsgPaths, type JobMsgPage, type JobMsgThread, type MsgReadResult } from '@/api/jobMsg';
import { getDb, type UserRow } from '../db';
import { JOB_MSG_LIMITS, readAddJobMsg, readGetJobMsg, readMsgRead } from '../rules/jobMsgInput';
import { appendMessages, markRead, ownThread, threadsOf, unreadCount } from '../rules/jobMsgThreads';
import { toThread, toThreads } from '../rules/jobMsgView';
import { MOCK_CODES, MockError, apiPost, apiWrite, requireSession } from './kit';

const notYours = () => new MockError(MOCK_CODES.forbidden, { zh: '只能查看自己的消息', en: 'You can only see your own messages' });

/** teacherId (and tchCompanyId) name the caller, else 40301. */
function requireSelf(user: UserRow, teacherId: number, companyId = user.companyId): void {
  if (teacherId !== user.userId || companyId !== user.companyId) throw notYours();
}

const getJobMsg = apiPost(jobMsgPaths.getJobMsg, (ctx): JobMsgPage => {
  const { user } = requireSession(ctx);
  const { page, teacherId, tchCompanyId } = readGetJobMsg(ctx.body);
  requireSelf(user, teacherId, tchCompanyId);
  const db = getDb();
  const threads = threadsOf(db, user).sort((a, b) => b.updatedTime.localeCompare(a.updatedTime) || b.msgId - a.msgId);
  const size = JOB_MSG_LIMITS.pageSize;
  return { count: threads.length, rows: toThreads(db, threads.slice((page - 1) * size, page * size)) };
});

// A write only when `read` is true; counting alone changes nothing.
const msgRead = apiWrite(jobMsgPaths.msgRead, (ctx): MsgReadResult => {
  const { user } = requireSession(ctx);
  const { teacherId, read, msgId } = readMsgRead(ctx.body);
  requireSelf(user, teacherId);
  const db = getDb();
  const threads = msgId === undefined ? threadsOf(db, user) : [ownThread(db, user, msgId)];
  if (read) markRead(db, threads);
  return { count: unreadCount(db, threads) };
});

const addJobMsg = apiWrite(jobMsgPaths.addJobMsg, (ctx): JobMsgThread => {
  const { user } = requireSession(ctx);
  const db = getDb();
  const { msgId, messages } = readAddJobMsg(db, ctx.body, user.companyId);
  const thread = ownThread(db, user, msgId);
  appendMessages(db, thread, 1, messages, new Date());
  return toThread(db, thread);
});

export const jobMsgHandlers = [getJobMsg, msgRead, addJobMsg];

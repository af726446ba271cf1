/**
 * The development control that makes an aunt speak (`POST /__mock__/deliver-aunt-message`,
 * `npm run mock:deliver`): {mobile | teacherId (one of them), auntId?, text?, msgType? 0 | 2}
 * stores the aunt's message with deliverAuntMessage in one of the staff member's threads: the
 * one with that aunt (started when there is none), else the staff member's most recently updated
 * thread. Text defaults to one of a few aunt lines; voice (msgType 2) is one of the seed's clips
 * held by the staff member's agency. Checked first, written last: a refusal stores nothing.
 */
import type { JobMsg, JobMsgThread } from '@/api/jobMsg';
import type { MockDb } from '../db';
import { seedMedia } from '../db/seedMedia';
import { invalid, notFound } from '../core/errors';
import { MOBILE_RE } from '../core/validate';
import { JOB_MSG_LIMITS, readStrictChoices } from './jobMsgInput';
import { deliverAuntMessage, threadsOf, type AuntMessageInput, type AuntMessageTarget } from './jobMsgThreads';
import { raiseNotice } from './notices';

/** What an aunt says when the control is not told what. */
export const AUNT_LINES: readonly string[] = [
  '老师您好，我明天上午有空，可以去面试。',
  '请问那家雇主的活还在招人吗？我想试试。',
  '我的健康证下个月到期，需要重新办吗？',
  '老师，雇主说下周一开始上户，我需要带什么东西吗？',
  '工资能不能每个月十号前发？家里孩子要交学费。',
  '我到雇主家了，阿姨的房间已经收拾好了，跟您说一声。',
];

const RULES = {
  mobile: { type: 'string', pattern: MOBILE_RE, label: { zh: '员工手机号', en: 'Staff mobile' } },
  teacherId: { type: 'number', integer: true, min: 1, label: { zh: '员工编号', en: 'Staff id' } },
  auntId: { type: 'number', integer: true, min: 1, label: { zh: '阿姨编号', en: 'Aunt id' } },
  text: { type: 'string', trim: false, minLength: 1, maxLength: JOB_MSG_LIMITS.textLength, label: { zh: '消息内容', en: 'Text' } },
  msgType: {
    type: 'enum',
    values: [0, 2],
    label: { zh: '消息类型', en: 'Message type' },
    message: { zh: '消息类型只能是 0（文字）或 2（语音）', en: 'Message type is 0 (text) or 2 (voice)' },
  },
} as const;

export interface DeliveredAuntMessage {
  teacherId: number;
  msgId: number;
  auntId: number;
  auntName: string;
  message: JobMsg;
  thread: JobMsgThread;
}

/** Reads the control's body, stores the aunt's message and answers it with its thread. */
export function deliverFromControl(db: MockDb, body: unknown, random: () => number = Math.random): DeliveredAuntMessage {
  const { mobile, teacherId, auntId, text, msgType = 0 } = readStrictChoices(body, RULES);
  if ((mobile === undefined) === (teacherId === undefined))
    throw invalid({ zh: '请填写员工手机号或员工编号（二选一）', en: 'Give the staff member’s mobile or teacherId (one of them)' });
  if (msgType === 2 && text !== undefined) throw invalid({ zh: '语音消息不带文字', en: 'A voice message carries no text' });
  const teacher = db.users.find((row) => (mobile !== undefined ? row.mobile === mobile : row.userId === teacherId) && row.isEnabled === 1);
  if (!teacher) throw notFound({ zh: '员工', en: 'Staff member' });
  let target: AuntMessageTarget;
  if (auntId !== undefined) {
    target = { teacherId: teacher.userId, auntId };
  } else {
    const latest = threadsOf(db, teacher).sort((a, b) => b.updatedTime.localeCompare(a.updatedTime) || b.msgId - a.msgId)[0];
    if (!latest) throw notFound({ zh: '该员工的阿姨会话（请指定阿姨编号）', en: 'An aunt thread of this staff member (name an aunt)' });
    target = { msgId: latest.msgId };
  }
  const pick = <T>(items: readonly T[]): T | undefined => items[Math.floor(random() * items.length)];
  let input: AuntMessageInput;
  if (msgType === 2) {
    const clips = new Set(
      seedMedia()
        .filter((item) => item.kind === 'wav')
        .map((item) => item.key),
    );
    const clip = pick(db.files.filter((row) => clips.has(row.key) && row.companyId === teacher.companyId));
    if (!clip) throw notFound({ zh: '本公司的示例语音', en: 'A seeded voice clip of this agency' });
    input = { msgType: 2, fileId: clip.fileId };
  } else {
    input = { msgType: 0, textDes: text ?? pick(AUNT_LINES) ?? '' };
  }
  const { message, thread } = deliverAuntMessage(db, target, input);
  const about = thread.auntInfo.auntName;
  raiseNotice(db, { companyId: teacher.companyId, userId: teacher.userId, kind: 'chatMessage', subjectType: 'aunt', subjectId: thread.auntId, about });
  return { teacherId: teacher.userId, msgId: thread.msgId, auntId: thread.auntId, auntName: thread.auntInfo.auntName, message, thread };
}

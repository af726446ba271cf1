/**
 * The notification centre's rules (issue 39; /notice/ calls in handlers/notices.ts). A notice is
 * raised for one user from a write (an aunt's message, a joint-order application or its answer, a
 * service request, a task given) or as a reminder from the data's dates against the mock's clock
 * (a health certificate, an insurance policy or a contract ending within REMIND_DAYS, an employer's
 * follow-up due, a task not done whose reminder day has come): a reminder once per record and date (its key), whenever it is looked for again:
 * at the server's start, after each China midnight (everyChinaDay) and when a user reads the list.
 * A kind the user turned off is not raised for them; each user keeps the newest MAX_PER_USER.
 * A raised notice is told to the chat service's listeners (pushed live as `notice:new`).
 */
import { NOTICE_KINDS, type Notice, type NoticeKind } from '@/api/notice';
import { chinaDay, DAY_MS } from '@/domain/chinaTime';
import { allocateId, type MockDb, type NoticeRow } from '../db';
import { employerStats, nextFollowUpOf } from './employerView';
import { isLiveOrder } from './employerAccess';

export const REMIND_DAYS = 30;
export const MAX_PER_USER = 500;
/** Insurance orders whose cover is in force (2 insured). */
const INSURED = 2;

type Listener = (userId: number, notice: Notice) => void;
const listeners = new Set<Listener>();

/** The chat service's hook: a notice raised for `userId`. */
export function onNoticeForUser(listener: Listener): () => void {
  listeners.add(listener);
  return () => listeners.delete(listener);
}

export type NoticeInput = Pick<NoticeRow, 'companyId' | 'userId' | 'kind' | 'subjectType' | 'subjectId' | 'about'> & Partial<Pick<NoticeRow, 'date' | 'key'>>;

export const toNotice = (row: NoticeRow): Notice => ({
  noticeId: row.noticeId,
  kind: row.kind,
  subjectType: row.subjectType,
  subjectId: row.subjectId,
  about: row.about,
  date: row.date,
  createdTime: row.createdTime,
  isRead: row.isRead,
});

/** The kinds the user gets. */
export function kindsOf(db: MockDb, userId: number): NoticeKind[] {
  const off = db.noticePrefs.find((row) => row.userId === userId)?.off ?? [];
  return NOTICE_KINDS.filter((kind) => !off.includes(kind));
}

/** Raises a notice (nothing when the user is gone or disabled, turned the kind off, or already has this key); answers the row or null. */
export function raiseNotice(db: MockDb, input: NoticeInput, now = Date.now()): NoticeRow | null {
  const user = db.users.find((row) => row.userId === input.userId && row.companyId === input.companyId && row.isEnabled === 1);
  if (!user || !kindsOf(db, user.userId).includes(input.kind)) return null;
  const key = input.key ?? '';
  if (key !== '' && db.notices.some((row) => row.userId === user.userId && row.key === key)) return null;
  const row: NoticeRow = {
    noticeId: allocateId(db, 'notices'),
    date: '',
    ...input,
    key,
    createdTime: new Date(now).toISOString(),
    isRead: 0,
  };
  db.notices.push(row);
  const mine = db.notices.filter((candidate) => candidate.userId === user.userId);
  if (mine.length > MAX_PER_USER) {
    const dropped = new Set(mine.slice(0, mine.length - MAX_PER_USER));
    db.notices = db.notices.filter((candidate) => !dropped.has(candidate));
  }
  const notice = toNotice(row);
  for (const listener of listeners) listener(user.userId, notice);
  return row;
}

/** Who hears about a record: its staff member while enabled, else the company's administrators. */
export function recipientsOf(db: MockDb, companyId: number, userId: number): number[] {
  const owner = db.users.find((row) => row.userId === userId && row.companyId === companyId && row.isEnabled === 1);
  if (owner) return [owner.userId];
  return db.users.filter((row) => row.companyId === companyId && row.userType === 1 && row.isEnabled === 1).map((row) => row.userId);
}

type Reminder = Omit<NoticeInput, 'userId' | 'companyId'> & { owner: number; date: string };

/** The company's reminders due at `now` (China days): each record's date within [today, today + REMIND_DAYS], a follow-up on or before today. */
function dueReminders(db: MockDb, companyId: number, now: number): Reminder[] {
  const today = chinaDay(now);
  const last = chinaDay(now + REMIND_DAYS * DAY_MS);
  const within = (day: string | null | undefined): day is string => typeof day === 'string' && day.slice(0, 10) >= today && day.slice(0, 10) <= last;
  const found: Reminder[] = [];
  const health = new Set(
    db.customOptions
      .filter((row) => row.companyId === companyId && row.field === 'certificate' && row.optionName === '健康证')
      .map((row) => row.customOptionId),
  );
  for (const aunt of db.aunts) {
    if (aunt.companyId !== companyId || aunt.isDeleted !== 0) continue;
    for (const entry of aunt.certificateExpiries) {
      if (!health.has(entry.certificateId) || !within(entry.expiresOn)) continue;
      found.push({
        kind: 'healthExpiring',
        subjectType: 'aunt',
        subjectId: aunt.auntId,
        about: aunt.auntName,
        date: entry.expiresOn,
        owner: aunt.teacherUserId,
      });
    }
  }
  for (const order of db.insOrders) {
    if (order.companyId !== companyId || order.insuredStatus !== INSURED || !within(order.endDate)) continue;
    found.push({
      kind: 'insuranceEnding',
      subjectType: 'insurance',
      subjectId: order.orderId,
      about: order.insurerName,
      date: order.endDate,
      owner: order.userId,
    });
  }
  for (const order of db.orders) {
    if (order.companyId !== companyId || !isLiveOrder(order) || !within(order.contractEnd)) continue;
    const date = order.contractEnd!.slice(0, 10);
    found.push({ kind: 'contractEnding', subjectType: 'order', subjectId: order.orderId, about: order.orderNo, date, owner: order.userId });
  }
  for (const task of db.userTasks) {
    if (task.companyId !== companyId || task.isDone !== 0) continue;
    const date = chinaDay(Date.parse(task.remindTime));
    if (date > today) continue;
    found.push({ kind: 'taskDue', subjectType: 'task', subjectId: task.taskId, about: task.title, date, owner: task.userId });
  }
  const stats = employerStats(companyId);
  for (const employer of db.employers) {
    if (employer.companyId !== companyId || employer.isDeleted !== 0) continue;
    const next = nextFollowUpOf(stats, employer.employerId);
    if (next === null || chinaDay(next) > today) continue;
    found.push({
      kind: 'followUpDue',
      subjectType: 'employer',
      subjectId: employer.employerId,
      about: employer.employerName,
      date: chinaDay(next),
      owner: employer.userId,
    });
  }
  return found;
}

/** Raises the company's due reminders not raised before (per record and date); answers how many were raised. */
export function raiseReminders(db: MockDb, companyId: number, now = Date.now()): number {
  let raised = 0;
  for (const { owner, ...reminder } of dueReminders(db, companyId, now)) {
    for (const userId of recipientsOf(db, companyId, owner)) {
      const key = `${reminder.kind}:${reminder.subjectId}:${reminder.date}`;
      if (raiseNotice(db, { ...reminder, companyId, userId, key }, now)) raised += 1;
    }
  }
  return raised;
}

/** Raises every company's due reminders (the mock's start and its daily tick); answers how many were raised. */
export function raiseAllReminders(db: MockDb, now = Date.now()): number {
  return db.companies.reduce((raised, company) => raised + raiseReminders(db, company.companyId, now), 0);
}

/** Milliseconds from `now` to the next China midnight (a little after it). */
export function untilNextChinaDay(now: number): number {
  const next = Date.parse(`${chinaDay(now + DAY_MS)}T00:00:00+08:00`);
  return next - now + 1_000;
}

/** Runs `tick` after each China midnight until the answered stop is called (the timer does not keep the process alive). */
export function everyChinaDay(tick: () => void): () => void {
  let timer: ReturnType<typeof setTimeout> | undefined;
  const plan = () => {
    timer = setTimeout(() => {
      tick();
      plan();
    }, untilNextChinaDay(Date.now()));
    (timer as { unref?: () => void }).unref?.();
  };
  plan();
  return () => clearTimeout(timer);
}

/**
 * The notification centre's rules (issue 39; /notice/ calls in handlers/notices.ts). A notice is
 * raised for one user from a write (an aunt's message, a joint-order application or its answer, a
 * service request, a task given) or as a reminder from the data's dates against the mock's clock
 * (a health certificate, an insurance policy or a contract ending within REMIND_DAYS, an employer's
 * follow-up due, a task not done whose reminder day has come): a reminder once per record and date (its key), whenever it is looked for again:
 * at the server's start, after each China midnight (everyChinaDay) and when a user reads the list.
 * More than DIGEST_ABOVE reminders of one kind coming due for one user on one China day are one
 * digest notice (its count, the first DIGEST_SAMPLE names; later ones that day join it); a reminder
 * raised or covered once is never raised again, so one overdue for weeks is not a notice a day.
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
/** More reminders than this of one kind for one user on one day make one digest. */
export const DIGEST_ABOVE = 3;
/** The names a digest keeps. */
export const DIGEST_SAMPLE = 3;
/** Insurance orders whose cover is in force (2 insured). */
const INSURED = 2;

type Listener = (userId: number, notice: Notice) => void;
const listeners = new Set<Listener>();

/** The chat service's hook: a notice raised for `userId`. */
export function onNoticeForUser(listener: Listener): () => void {
  listeners.add(listener);
  return () => listeners.delete(listener);
}

export type NoticeInput = Pick<NoticeRow, 'companyId' | 'userId' | 'kind' | 'subjectType' | 'subjectId' | 'about'> &
  Partial<Pick<NoticeRow, 'date' | 'key' | 'count' | 'sample' | 'covers'>>;

export const toNotice = (row: NoticeRow): Notice => ({
  noticeId: row.noticeId,
  kind: row.kind,
  subjectType: row.subjectType,
  subjectId: row.subjectId,
  about: row.about,
  date: row.date,
  createdTime: row.createdTime,
  isRead: row.isRead,
  ...(row.count === undefined ? {} : { count: row.count, sample: row.sample ?? [] }),
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

/** The key of a user's digest of one kind on one China day (once per user, kind and day). */
export const digestKey = (kind: NoticeKind, day: string): string => `digest:${kind}:${day}`;

/** The reminder keys a user was told of: one by one or in a digest. */
function toldKeys(db: MockDb, userId: number): Set<string> {
  const told = new Set<string>();
  for (const row of db.notices) {
    if (row.userId !== userId) continue;
    if (row.key !== '') told.add(row.key);
    for (const key of row.covers ?? []) told.add(key);
  }
  return told;
}

type Pending = Omit<Reminder, 'owner'> & { key: string };

/**
 * Raises one user's new reminders of one kind: into today's digest when there is one; else as a new
 * digest when they and the kind's unread reminders raised today one by one are more than DIGEST_ABOVE
 * (those join it); else one by one. Answers how many notices were raised or raised again.
 */
function raiseKind(db: MockDb, companyId: number, userId: number, items: Pending[], now: number): number {
  const { kind, subjectType } = items[0]!;
  const today = chinaDay(now);
  const key = digestKey(kind, today);
  const digest = db.notices.find((row) => row.userId === userId && row.key === key);
  if (digest) {
    const wasRead = digest.isRead === 1;
    digest.count = (digest.count ?? 0) + items.length;
    digest.covers = [...(digest.covers ?? []), ...items.map((item) => item.key)];
    digest.sample = [...(digest.sample ?? []), ...items.map((item) => item.about)].slice(0, DIGEST_SAMPLE);
    digest.isRead = 0;
    if (!wasRead) return 0;
    for (const listener of listeners) listener(userId, toNotice(digest));
    return 1;
  }
  const earlier = db.notices.filter(
    (row) =>
      row.userId === userId &&
      row.kind === kind &&
      row.isRead === 0 &&
      row.count === undefined &&
      row.date !== '' &&
      chinaDay(Date.parse(row.createdTime)) === today,
  );
  if (earlier.length + items.length <= DIGEST_ABOVE) {
    return items.reduce((raised, { key, ...item }) => raised + (raiseNotice(db, { ...item, companyId, userId, key }, now) ? 1 : 0), 0);
  }
  const all = [...earlier.map((row) => ({ key: row.key, about: row.about })), ...items];
  const row = raiseNotice(
    db,
    {
      companyId,
      userId,
      kind,
      subjectType,
      subjectId: 0,
      about: '',
      date: today,
      key,
      count: all.length,
      sample: all.slice(0, DIGEST_SAMPLE).map((item) => item.about),
      covers: all.map((item) => item.key),
    },
    now,
  );
  if (!row) return 0;
  const joined = new Set(earlier);
  db.notices = db.notices.filter((candidate) => !joined.has(candidate));
  return 1;
}

/** Raises the company's due reminders not raised before (per record and date; a digest above DIGEST_ABOVE a kind); answers how many notices were raised. */
export function raiseReminders(db: MockDb, companyId: number, now = Date.now()): number {
  const told = new Map<number, Set<string>>();
  const pending = new Map<string, { userId: number; items: Pending[] }>();
  for (const { owner, ...reminder } of dueReminders(db, companyId, now)) {
    const key = `${reminder.kind}:${reminder.subjectId}:${reminder.date}`;
    for (const userId of recipientsOf(db, companyId, owner)) {
      if (!told.has(userId)) told.set(userId, toldKeys(db, userId));
      if (told.get(userId)!.has(key)) continue;
      const group = `${userId}:${reminder.kind}`;
      if (!pending.has(group)) pending.set(group, { userId, items: [] });
      pending.get(group)!.items.push({ ...reminder, key });
    }
  }
  let raised = 0;
  for (const { userId, items } of pending.values()) {
    if (kindsOf(db, userId).includes(items[0]!.kind)) raised += raiseKind(db, companyId, userId, items, now);
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

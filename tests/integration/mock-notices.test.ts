/**
 * The notification centre on the mock (/notice/, ours): reminders from the data's dates against a
 * fixed clock (the 30-day boundary, once per record and date), notices raised by writes (a task
 * given, a joint-order application and its answer, an aunt's message, a service request), each
 * user's own list, the kinds a user turned off, marking read, and the per-user bound; more than 3
 * reminders of a kind on one day as one digest, and no reminder raised twice (an overdue one not daily).
 */
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { getNoticePrefs, getNotices, readAllNotices, readNotices, setNoticePrefs, type NoticeKind } from '@/api/notice';
import { setCompanyAppOrder } from '@/api/companyApp';
import { unitedAgree, unitedAunt } from '@/api/united';
import { createUserTask } from '@/api/user';
import { removeToken, setToken } from '@/auth/token';
import { i18n } from '@/i18n';
import { ADMIN_ACCOUNT, PARTNER_ACCOUNT, STAFF_ACCOUNT, getDb, snapshot, type AuntRow } from '@/mocks/db';
import { deliverFromControl } from '@/mocks/rules/jobMsgDeliver';
import { DIGEST_SAMPLE, MAX_PER_USER, everyChinaDay, onNoticeForUser, raiseAllReminders, raiseNotice } from '@/mocks/rules/notices';
import { tokenFor, withFreshMockDb } from '@/mocks/testing';
import { failure, silent, userIdOf } from './mock-helpers';
import { quietHallAunt } from './mock-united-helpers';

withFreshMockDb();
/** 10:00 China time, 1 March 2030: no seeded date falls in its next 30 days. */
const NOW = Date.parse('2030-03-01T02:00:00.000Z');
beforeEach(async () => {
  vi.useFakeTimers({ toFake: ['Date'] });
  vi.setSystemTime(NOW);
  // No follow-up planned: each test sets the dates it is about.
  for (const row of getDb().employerFollowUps) row.nextTime = null;
  await i18n.changeLanguage('zh');
});
afterEach(() => {
  vi.useRealTimers();
  removeToken();
});

const adminId = () => userIdOf(ADMIN_ACCOUNT.mobile);
const staffId = () => userIdOf(STAFF_ACCOUNT.mobile);
const as = (account: typeof ADMIN_ACCOUNT) => setToken(tokenFor(account));
const healthId = () => getDb().customOptions.find((row) => row.companyId === 1 && row.field === 'certificate' && row.optionName === '健康证')!.customOptionId;
const staffAunts = (): AuntRow[] => getDb().aunts.filter((row) => row.companyId === 1 && row.isDeleted === 0 && row.teacherUserId === staffId());
const noticesOf = (userId: number, kind: NoticeKind) => getDb().notices.filter((row) => row.userId === userId && row.kind === kind);

async function listAll(unreadOnly?: 0 | 1) {
  return getNotices({ pageSize: 50, ...(unreadOnly === undefined ? {} : { unreadOnly }) }, silent);
}

describe('reminders from the data (fixed clock)', () => {
  it('raises a health certificate ending within 30 days for her staff member once; day 31 waits until it is within', async () => {
    const [inside, outside, past] = staffAunts();
    inside!.certificateExpiries = [{ certificateId: healthId(), expiresOn: '2030-03-31' }];
    outside!.certificateExpiries = [{ certificateId: healthId(), expiresOn: '2030-04-01' }];
    past!.certificateExpiries = [{ certificateId: healthId(), expiresOn: '2030-02-28' }];
    as(STAFF_ACCOUNT);
    const first = await listAll();
    const health = first.list.filter((row) => row.kind === 'healthExpiring');
    expect(health).toEqual([
      expect.objectContaining({ subjectType: 'aunt', subjectId: inside!.auntId, about: inside!.auntName, date: '2030-03-31', isRead: 0 }),
    ]);
    expect(first.summary?.unread).toBe(first.list.filter((row) => row.isRead === 0).length);

    await listAll();
    expect(noticesOf(staffId(), 'healthExpiring')).toHaveLength(1);

    vi.setSystemTime(NOW + 86_400_000);
    as(STAFF_ACCOUNT); // a new day's session
    await listAll();
    expect(noticesOf(staffId(), 'healthExpiring').map((row) => row.subjectId)).toEqual([inside!.auntId, outside!.auntId]);
  });

  it('raises insurance, contract and follow-up reminders for their owners, each once', async () => {
    const db = getDb();
    const insurance = db.insOrders.find((row) => row.companyId === 1)!;
    Object.assign(insurance, { insuredStatus: 2, endDate: '2030-03-20', userId: staffId() });
    const order = db.orders.find((row) => row.companyId === 1 && row.isDeleted === 0 && row.phase === 'signed')!;
    Object.assign(order, { contractEnd: '2030-03-15', userId: staffId() });
    const employer = db.employers.find((row) => row.companyId === 1 && row.isDeleted === 0 && row.userId === staffId())!;
    const latest = db.employerFollowUps.filter((row) => row.employerId === employer.employerId).at(-1)!;
    Object.assign(latest, { createdTime: '2030-02-20T02:00:00.000Z', nextTime: '2030-03-01T01:00:00.000Z' });
    as(STAFF_ACCOUNT);
    await listAll();
    await listAll();
    expect(noticesOf(staffId(), 'insuranceEnding').filter((row) => row.subjectId === insurance.orderId)).toMatchObject([{ date: '2030-03-20' }]);
    expect(noticesOf(staffId(), 'contractEnding').filter((row) => row.subjectId === order.orderId)).toMatchObject([
      { about: order.orderNo, date: '2030-03-15' },
    ]);
    expect(noticesOf(staffId(), 'followUpDue')).toMatchObject([{ subjectType: 'employer', subjectId: employer.employerId, date: '2030-03-01' }]);
  });

  it('raises a task not done whose reminder day has come for its holder, once; a later or done one waits', async () => {
    const db = getDb();
    for (const row of db.userTasks) row.isDone = 1;
    const base = {
      companyId: 1,
      userId: staffId(),
      createdBy: adminId(),
      content: '',
      auntId: null,
      employerId: null,
      createdTime: '2030-02-01T02:00:00.000Z',
    };
    db.userTasks.push(
      { ...base, taskId: 90_001, title: '今天到期', remindTime: '2030-03-01T01:00:00.000Z', isDone: 0 },
      { ...base, taskId: 90_002, title: '明天到期', remindTime: '2030-03-01T16:30:00.000Z', isDone: 0 },
      { ...base, taskId: 90_003, title: '已完成', remindTime: '2030-02-20T02:00:00.000Z', isDone: 1 },
    );
    as(STAFF_ACCOUNT);
    await listAll();
    await listAll();
    expect(noticesOf(staffId(), 'taskDue').map((row) => [row.subjectId, row.about, row.date])).toEqual([[90_001, '今天到期', '2030-03-01']]);
    expect(noticesOf(adminId(), 'taskDue')).toEqual([]);
  });

  it('raises them without a read too: at start for every company, and after each China midnight, still once per record and date', () => {
    const [soon, later] = staffAunts();
    soon!.certificateExpiries = [{ certificateId: healthId(), expiresOn: '2030-03-20' }];
    later!.certificateExpiries = [{ certificateId: healthId(), expiresOn: '2030-04-01' }];
    const db = getDb();
    expect(raiseAllReminders(db, NOW)).toBeGreaterThan(0);
    expect(noticesOf(staffId(), 'healthExpiring').map((row) => row.subjectId)).toEqual([soon!.auntId]);
    expect(raiseAllReminders(db, NOW)).toBe(0);

    // The tick: nothing before midnight (China time; NOW is 10:00), then 2 March's reminders.
    vi.useFakeTimers({ toFake: ['Date', 'setTimeout', 'clearTimeout'] });
    vi.setSystemTime(NOW);
    const stop = everyChinaDay(() => raiseAllReminders(db));
    vi.advanceTimersByTime(13 * 3_600_000);
    expect(noticesOf(staffId(), 'healthExpiring')).toHaveLength(1);
    vi.advanceTimersByTime(2 * 3_600_000);
    expect(noticesOf(staffId(), 'healthExpiring').map((row) => row.subjectId)).toEqual([soon!.auntId, later!.auntId]);
    stop();
  });

  it('does not raise a kind the user turned off; a bad preference is refused and nothing stored', async () => {
    const [aunt] = staffAunts();
    aunt!.certificateExpiries = [{ certificateId: healthId(), expiresOn: '2030-03-10' }];
    as(STAFF_ACCOUNT);
    const before = snapshot();
    for (const kinds of [['nope'], ['taskAssigned', 'taskAssigned'], 'taskAssigned']) {
      expect((await failure(setNoticePrefs({ kinds } as never, silent))).code).toBe(40001);
    }
    expect(snapshot()).toBe(before);
    const kept = (await getNoticePrefs(silent)).kinds.filter((kind) => kind !== 'healthExpiring');
    expect(await setNoticePrefs({ kinds: kept }, silent)).toEqual({ kinds: kept });
    await listAll();
    expect(noticesOf(staffId(), 'healthExpiring')).toEqual([]);
  });
});

describe('digests: more than 3 reminders of a kind on one day are one notice', () => {
  const expiring = (aunts: AuntRow[], day: string) => {
    for (const aunt of aunts) aunt.certificateExpiries = [{ certificateId: healthId(), expiresOn: day }];
  };
  /** The staff member's follow-ups: the first `due` employers due on `nextTime`, the others none. */
  const followUpsDue = (due: number, nextTime: string) => {
    const db = getDb();
    const employers = db.employers.filter((row) => row.companyId === 1 && row.isDeleted === 0 && row.userId === staffId());
    const picked = employers.filter((employer) => db.employerFollowUps.some((row) => row.employerId === employer.employerId)).slice(0, due);
    for (const employer of picked) {
      const latest = db.employerFollowUps.filter((row) => row.employerId === employer.employerId).at(-1)!;
      Object.assign(latest, { createdTime: '2030-01-05T02:00:00.000Z', nextTime });
    }
    expect(picked).toHaveLength(due);
    return picked;
  };

  it('raises 5 health reminders as one digest with the count and the first names; listing again or the next day adds nothing', async () => {
    const aunts = staffAunts().slice(0, 5);
    expiring(aunts, '2030-03-20');
    const pushed: { userId: number; count?: number; kind: string }[] = [];
    const stop = onNoticeForUser((userId, notice) => pushed.push({ userId, count: notice.count, kind: notice.kind }));
    as(STAFF_ACCOUNT);
    const first = await listAll();
    stop();
    const health = first.list.filter((row) => row.kind === 'healthExpiring');
    expect(health).toEqual([
      expect.objectContaining({
        subjectType: 'aunt',
        subjectId: 0,
        about: '',
        date: '2030-03-01',
        count: 5,
        sample: aunts.slice(0, DIGEST_SAMPLE).map((aunt) => aunt.auntName),
        isRead: 0,
      }),
    ]);
    // The socket's push (notice:new) is the digest itself, once.
    expect(pushed.filter((row) => row.kind === 'healthExpiring')).toEqual([{ userId: staffId(), count: 5, kind: 'healthExpiring' }]);

    await listAll();
    vi.setSystemTime(NOW + 86_400_000);
    as(STAFF_ACCOUNT);
    await listAll();
    expect(noticesOf(staffId(), 'healthExpiring')).toHaveLength(1);
  });

  it('keeps 3 as individual notices, each leading to its record', async () => {
    const aunts = staffAunts().slice(0, 3);
    expiring(aunts, '2030-03-20');
    as(STAFF_ACCOUNT);
    const health = (await listAll()).list.filter((row) => row.kind === 'healthExpiring');
    expect(health.map((row) => row.subjectId).sort()).toEqual(aunts.map((aunt) => aunt.auntId).sort());
    expect(health.every((row) => row.count === undefined)).toBe(true);
  });

  it('a fourth of the day folds the unread ones raised earlier into a digest; a later one joins it and makes it unread again', async () => {
    const aunts = staffAunts().slice(0, 6);
    expiring(aunts.slice(0, 2), '2030-03-20');
    as(STAFF_ACCOUNT);
    await listAll();
    expect(noticesOf(staffId(), 'healthExpiring')).toHaveLength(2);

    expiring(aunts.slice(2, 4), '2030-03-21');
    await listAll();
    expect(noticesOf(staffId(), 'healthExpiring')).toMatchObject([{ subjectId: 0, count: 4, isRead: 0 }]);
    const [digest] = noticesOf(staffId(), 'healthExpiring');
    await readNotices({ noticeIds: [digest!.noticeId] }, silent);

    expiring(aunts.slice(4, 5), '2030-03-22');
    await listAll();
    expect(noticesOf(staffId(), 'healthExpiring')).toMatchObject([{ noticeId: digest!.noticeId, count: 5, isRead: 0 }]);
    expect(digest!.sample).toEqual(aunts.slice(0, DIGEST_SAMPLE).map((aunt) => aunt.auntName));
  });

  it('a follow-up overdue for weeks is told once, not once a day; 5 of them are one digest, never raised again', async () => {
    const [alone] = followUpsDue(1, '2030-02-05T01:00:00.000Z');
    as(STAFF_ACCOUNT);
    for (let day = 0; day < 3; day += 1) {
      vi.setSystemTime(NOW + day * 86_400_000);
      as(STAFF_ACCOUNT);
      await listAll();
      raiseAllReminders(getDb(), NOW + day * 86_400_000);
    }
    expect(noticesOf(staffId(), 'followUpDue')).toMatchObject([{ subjectId: alone!.employerId, date: '2030-02-05' }]);

    for (const row of getDb().employerFollowUps) row.nextTime = null;
    getDb().notices = [];
    vi.setSystemTime(NOW);
    followUpsDue(5, '2030-02-10T01:00:00.000Z');
    for (let day = 0; day < 3; day += 1) raiseAllReminders(getDb(), NOW + day * 86_400_000);
    expect(noticesOf(staffId(), 'followUpDue')).toMatchObject([{ subjectType: 'employer', subjectId: 0, count: 5, date: '2030-03-01' }]);
  });

  it('a kind the user turned off makes no digest for them', async () => {
    expiring(staffAunts().slice(0, 5), '2030-03-20');
    as(STAFF_ACCOUNT);
    const kept = (await getNoticePrefs(silent)).kinds.filter((kind) => kind !== 'healthExpiring');
    await setNoticePrefs({ kinds: kept }, silent);
    await listAll();
    expect(noticesOf(staffId(), 'healthExpiring')).toEqual([]);
  });
});

describe('notices raised by writes', () => {
  it('a task given to a colleague is a notice for them, one for oneself is not', async () => {
    as(ADMIN_ACCOUNT);
    const task = await createUserTask({ title: '回访王阿姨', content: '', remindTime: '2030-03-02T02:00:00.000Z', userId: staffId() }, silent);
    await createUserTask({ title: '自己的事', content: '', remindTime: '2030-03-02T02:00:00.000Z' }, silent);
    expect(noticesOf(adminId(), 'taskAssigned')).toEqual([]);
    as(STAFF_ACCOUNT);
    const { list } = await listAll(1);
    expect(list.find((row) => row.kind === 'taskAssigned')).toMatchObject({ subjectType: 'task', subjectId: task.taskId, about: '回访王阿姨', date: '' });
  });

  it('an aunt’s message is a notice for her staff member', () => {
    const [aunt] = staffAunts();
    deliverFromControl(getDb(), { teacherId: staffId(), auntId: aunt!.auntId, text: '我明天到' });
    expect(noticesOf(staffId(), 'chatMessage')).toMatchObject([{ subjectType: 'aunt', subjectId: aunt!.auntId, about: aunt!.auntName, isRead: 0 }]);
  });
});

describe('joint orders and service requests', () => {
  it('an application is a notice for the hall record’s staff member; the answer, for the applicant', async () => {
    const hall = quietHallAunt(2);
    as(ADMIN_ACCOUNT);
    const mapping = await unitedAunt({ unitedAuntId: hall.unitedAuntId, auntId: hall.auntId }, silent);
    const aunt = getDb().aunts.find((row) => row.auntId === hall.auntId)!;
    const applied = getDb().notices.filter((row) => row.kind === 'jointApply');
    expect(applied).toEqual([
      expect.objectContaining({ companyId: 2, userId: mapping.ownerUserId, subjectType: 'united', subjectId: mapping.mappingAuntId, about: aunt.auntName }),
    ]);
    expect(noticesOf(adminId(), 'jointAnswer')).toEqual([]);

    as(PARTNER_ACCOUNT);
    await unitedAgree({ mappingAuntId: mapping.mappingAuntId }, silent);
    expect(getDb().notices.filter((row) => row.kind === 'jointAnswer')).toEqual([
      expect.objectContaining({ companyId: 1, userId: mapping.teacherUserId, subjectId: mapping.mappingAuntId, about: aunt.auntName, isRead: 0 }),
    ]);
  });

  it('a service request given to a colleague is a notice for them; one taken by oneself is not', async () => {
    const pending = getDb().appRequests.filter((row) => row.companyId === 1 && row.status === 0 && row.assigneeId === 0);
    as(ADMIN_ACCOUNT);
    await setCompanyAppOrder({ appOrderId: pending[0]!.appOrderId, action: 'assign', assigneeId: staffId() }, silent);
    await setCompanyAppOrder({ appOrderId: pending[1]!.appOrderId, action: 'assign', assigneeId: adminId() }, silent);
    expect(noticesOf(staffId(), 'appRequest')).toEqual([
      expect.objectContaining({ subjectType: 'appRequest', subjectId: pending[0]!.appOrderId, about: pending[0]!.contactName }),
    ]);
    expect(noticesOf(adminId(), 'appRequest')).toEqual([]);
  });
});

describe('each user’s own notices', () => {
  it('lists only one’s own, marks read and all read, refuses another user’s ids and stores nothing', async () => {
    const db = getDb();
    const mine = [1, 2, 3].map((n) =>
      raiseNotice(db, { companyId: 1, userId: staffId(), kind: 'taskAssigned', subjectType: 'task', subjectId: n, about: `t${n}` }, NOW + n)!,
    );
    const theirs = raiseNotice(db, { companyId: 1, userId: adminId(), kind: 'taskAssigned', subjectType: 'task', subjectId: 9, about: 'admin' }, NOW)!;
    as(STAFF_ACCOUNT);
    const listed = (await listAll()).list.filter((row) => row.kind === 'taskAssigned');
    expect(listed.map((row) => row.about)).toEqual(['t3', 't2', 't1']);
    const before = snapshot();
    expect((await failure(readNotices({ noticeIds: [mine[0]!.noticeId, theirs.noticeId] }, silent))).code).toBe(40401);
    expect((await failure(readNotices({ noticeIds: [] }, silent))).code).toBe(40001);
    expect(snapshot()).toBe(before);
    const unreadBefore = (await listAll()).summary!.unread;
    expect(await readNotices({ noticeIds: [mine[0]!.noticeId] }, silent)).toEqual({ unread: unreadBefore - 1 });
    expect((await listAll(1)).list.map((row) => row.noticeId)).not.toContain(mine[0]!.noticeId);
    expect(await readAllNotices(silent)).toEqual({ unread: 0 });
    expect((await listAll(1)).total).toBe(0);
    expect(db.notices.find((row) => row.noticeId === theirs.noticeId)!.isRead).toBe(0);
  });

  it('keeps the newest 500 per user', () => {
    const db = getDb();
    for (let n = 1; n <= MAX_PER_USER + 5; n += 1) {
      raiseNotice(db, { companyId: 1, userId: staffId(), kind: 'taskAssigned', subjectType: 'task', subjectId: n, about: `t${n}` }, NOW + n);
    }
    const kept = db.notices.filter((row) => row.userId === staffId());
    expect(kept).toHaveLength(MAX_PER_USER);
    expect(kept[0]!.subjectId).toBe(6);
    expect(kept.at(-1)!.subjectId).toBe(MAX_PER_USER + 5);
  });
});

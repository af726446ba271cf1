/** The data upgrade 24 -> 25: a user's stored unread reminders of one kind and day, more than 3, become one digest. */
import { describe, expect, it } from 'vitest';
import { seededDb, snapshot, toDb, type MockDb, type NoticeRow } from '@/mocks/db';
import { asVersion, upgrade } from './upgrade-helpers';

type Raw = Record<string, unknown> & { counters: Record<string, number> };

const fresh = () => JSON.parse(snapshot(seededDb())) as Raw;

const reminder = (noticeId: number, userId: number, subjectId: number, createdTime: string, isRead: 0 | 1 = 0): NoticeRow => ({
  noticeId,
  companyId: 1,
  userId,
  kind: 'followUpDue',
  subjectType: 'employer',
  subjectId,
  about: `雇主${subjectId}`,
  date: '2030-02-10',
  key: `followUpDue:${subjectId}:2030-02-10`,
  createdTime,
  isRead,
});

describe('data upgrade 24 -> 25 (reminder digests)', () => {
  it('turns 5 unread reminders of one kind and day into one digest; 3, read ones, events and another day stay', () => {
    const db = fresh() as Raw & MockDb;
    const day = '2030-03-01T02:00:00.000Z';
    const fiveUnread = [1, 2, 3, 4, 5].map((n) => reminder(n, 1, 100 + n, day));
    const read = reminder(6, 1, 106, day, 1);
    const otherDay = reminder(7, 1, 107, '2030-03-02T02:00:00.000Z');
    const threeOfAnother = [8, 9, 10].map((n) => reminder(n, 2, 100 + n, day));
    const event: NoticeRow = { ...reminder(11, 1, 1, day), kind: 'taskAssigned', subjectType: 'task', date: '', key: '' };
    db.notices = [...fiveUnread, read, otherDay, ...threeOfAnother, event];
    db.counters.notices = 11;
    const { logged } = upgrade(asVersion(db, 24));
    const upgraded = toDb(db).db;
    expect(upgraded.notices.map((row) => row.noticeId)).toEqual([5, 6, 7, 8, 9, 10, 11]);
    expect(upgraded.notices[0]).toMatchObject({
      userId: 1,
      kind: 'followUpDue',
      subjectId: 0,
      about: '',
      date: '2030-03-01',
      key: 'digest:followUpDue:2030-03-01',
      count: 5,
      sample: ['雇主101', '雇主102', '雇主103'],
      covers: [101, 102, 103, 104, 105].map((subjectId) => `followUpDue:${subjectId}:2030-02-10`),
      isRead: 0,
    });
    expect(logged).toContain('turned 5 unread reminders into 1 digests');
    expect(logged).toContain('upgraded the data to version 25');
  });

  it('leaves the fresh seed (no notices) byte for byte', () => {
    const db = asVersion(fresh(), 24);
    upgrade(db);
    expect(snapshot(toDb(db).db) === snapshot(toDb(fresh()).db)).toBe(true);
  });
});

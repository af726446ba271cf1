/** Aunt threads, reading: only the caller's own threads, newest first, a page of 20, rows in the client's shape; unread counts and marking read. */
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import * as jobMsg from '@/api/jobMsg';
import { removeToken } from '@/auth/token';
import { i18n } from '@/i18n';
import { ADMIN_ACCOUNT, PARTNER_ACCOUNT, STAFF_ACCOUNT, getDb, snapshot } from '@/mocks/db';
import { withFreshMockDb } from '@/mocks/testing';
import { silent, userIdOf } from './mock-helpers';
import { actAs, refused } from './mock-united-helpers';
import { auntSays, auntsWithoutThread, storedThreads, storedUnread, unreadThread } from './mock-jobmsg-helpers';

withFreshMockDb();
beforeEach(async () => {
  await i18n.changeLanguage('zh');
  actAs(ADMIN_ACCOUNT);
});
afterEach(() => removeToken());

const admin = () => userIdOf(ADMIN_ACCOUNT.mobile);
const list = (page = 1, teacherId = admin(), tchCompanyId = 1) => jobMsg.getJobMsg({ page, filter: 1, teacherId, tchCompanyId }, silent);

describe('getJobMsg', () => {
  it('lists the caller’s own threads only, newest first, each in the client’s shape with the aunt and the staff member from their records', async () => {
    const own = storedThreads(ADMIN_ACCOUNT.mobile);
    const answer = await list();
    expect(answer.count).toBe(own.length);
    expect(answer.rows.map((row) => row.msgId)).toEqual(own.map((row) => row.msgId));
    const db = getDb();
    for (const row of answer.rows) {
      expect(Object.keys(row).sort()).toEqual(['auntId', 'auntInfo', 'msgId', 'msgList', 'teacherInfo', 'updatedTime']);
      const aunt = db.aunts.find((candidate) => candidate.auntId === row.auntId)!;
      expect(aunt.companyId).toBe(1);
      expect(row.auntInfo).toEqual({ auntName: aunt.auntName, auntHeadUrl: aunt.portrait?.filePath ?? '' });
      expect(row.teacherInfo).toEqual({ avatarUrl: db.users.find((user) => user.userId === admin())!.avatarUrl });
      expect(row.msgList.length).toBeGreaterThan(0);
      for (const message of row.msgList)
        expect(Object.keys(message).sort()).toEqual(['createdTime', 'fileId', 'filePath', 'isRead', 'msgSource', 'msgType', 'textDes']);
      const times = row.msgList.map((message) => message.createdTime);
      expect(times).toEqual(times.slice().sort());
      expect(row.updatedTime).toBe(times[times.length - 1]);
    }

    actAs(STAFF_ACCOUNT);
    const colleague = await list(1, userIdOf(STAFF_ACCOUNT.mobile));
    expect(colleague.rows.map((row) => row.msgId)).toEqual(storedThreads(STAFF_ACCOUNT.mobile).map((row) => row.msgId));
    expect(colleague.rows.some((row) => own.some((mine) => mine.msgId === row.msgId))).toBe(false);
  });

  it('pages by 20, newest first across pages, and answers the last 50 messages of a long thread, oldest first', async () => {
    const start = Date.now();
    auntsWithoutThread(ADMIN_ACCOUNT.mobile, 20).forEach((auntId, index) => auntSays(admin(), auntId, `第${index}条`, new Date(start + index * 1000)));
    const total = storedThreads(ADMIN_ACCOUNT.mobile).length;
    const [first, second, third] = [await list(1), await list(2), await list(3)];
    expect([first.count, first.rows.length, second.rows.length, third.rows.length]).toEqual([total, 20, total - 20, 0]);
    expect([...first.rows, ...second.rows].map((row) => row.msgId)).toEqual(storedThreads(ADMIN_ACCOUNT.mobile).map((row) => row.msgId));
    expect(first.rows[0]?.msgList).toEqual([expect.objectContaining({ textDes: '第19条', msgSource: 0, isRead: 0 })]);

    const long = first.rows[0]!;
    for (let index = 0; index < 55; index += 1) auntSays(admin(), long.auntId, `消息${index}`, new Date(start + 60_000 + index * 1000));
    const again = await list(1);
    const shown = again.rows.find((row) => row.msgId === long.msgId)!.msgList;
    expect(shown).toHaveLength(50);
    expect([shown[0]?.textDes, shown[49]?.textDes]).toEqual(['消息5', '消息54']);
  });

  it('refuses another staff member’s or company’s threads, other filters and badly typed or unknown fields, changing nothing', async () => {
    await refused(() => list(1, userIdOf(STAFF_ACCOUNT.mobile)), 40301, '只能查看自己的消息');
    await refused(() => list(1, admin(), 2), 40301, '只能查看自己的消息');
    actAs(PARTNER_ACCOUNT);
    await refused(() => list(1, admin(), 1), 40301);
    actAs(ADMIN_ACCOUNT);
    const body = { page: 1, filter: 1, teacherId: admin(), tchCompanyId: 1 };
    await refused(() => jobMsg.getJobMsg({ ...body, filter: 2 }, silent), 40001, '不支持的筛选条件（只有 1：全部会话）');
    await refused(() => jobMsg.getJobMsg({ ...body, filter: '1' } as never, silent), 40001, '筛选条件格式不正确');
    await refused(() => jobMsg.getJobMsg({ ...body, page: '1' } as never, silent), 40001, '页码格式不正确');
    await refused(() => jobMsg.getJobMsg({ ...body, page: 0 }, silent), 40001, '页码不能小于1');
    await refused(() => jobMsg.getJobMsg({ ...body, pageSize: 100 } as never, silent), 40001, '不支持的字段：pageSize');
    await refused(() => jobMsg.getJobMsg({ page: 1, filter: 1, teacherId: admin() } as never, silent), 40001, '请填写公司编号');
  });
});

describe('msgRead', () => {
  it('counts without changing anything when read is false, per thread and over all the caller’s threads', async () => {
    const own = storedThreads(ADMIN_ACCOUNT.mobile);
    const thread = unreadThread(ADMIN_ACCOUNT.mobile);
    const before = snapshot();
    expect(await jobMsg.msgRead({ teacherId: admin(), read: false }, silent)).toEqual({ count: storedUnread(own) });
    expect(await jobMsg.msgRead({ teacherId: admin(), read: false, msgId: thread.msgId }, silent)).toEqual({ count: storedUnread([thread]) });
    expect(storedUnread([thread])).toBeGreaterThan(0);
    expect(snapshot() === before).toBe(true);
  });

  it('marks one thread read, then all the caller’s threads, leaving a colleague’s unread and staff messages alone', async () => {
    const own = storedThreads(ADMIN_ACCOUNT.mobile);
    const thread = unreadThread(ADMIN_ACCOUNT.mobile);
    const total = storedUnread(own);
    const inThread = storedUnread([thread]);
    const colleague = storedUnread(storedThreads(STAFF_ACCOUNT.mobile));
    expect(colleague).toBeGreaterThan(0);

    expect(await jobMsg.msgRead({ teacherId: admin(), read: true, msgId: thread.msgId }, silent)).toEqual({ count: 0 });
    expect(await jobMsg.msgRead({ teacherId: admin(), read: false }, silent)).toEqual({ count: total - inThread });
    expect(storedUnread([thread])).toBe(0);
    expect(await jobMsg.msgRead({ teacherId: admin(), read: true }, silent)).toEqual({ count: 0 });
    expect(storedUnread(own)).toBe(0);
    expect(storedUnread(storedThreads(STAFF_ACCOUNT.mobile))).toBe(colleague);

    // A new aunt message makes the count rise again.
    auntSays(admin(), thread.auntId, '老师，我到门店了');
    expect(await jobMsg.msgRead({ teacherId: admin(), read: false }, silent)).toEqual({ count: 1 });
  });

  it('refuses a colleague’s thread (not found), a colleague’s id, and wrong types, changing nothing', async () => {
    const theirs = unreadThread(STAFF_ACCOUNT.mobile);
    await refused(() => jobMsg.msgRead({ teacherId: admin(), read: true, msgId: theirs.msgId }, silent), 40401, '会话不存在');
    await refused(() => jobMsg.msgRead({ teacherId: admin(), read: true, msgId: 999_999 }, silent), 40401, '会话不存在');
    await refused(() => jobMsg.msgRead({ teacherId: userIdOf(STAFF_ACCOUNT.mobile), read: true }, silent), 40301);
    await refused(() => jobMsg.msgRead({ teacherId: admin(), read: 'true' } as never, silent), 40001, '是否标记已读格式不正确');
    await refused(() => jobMsg.msgRead({ teacherId: admin(), read: true, msgId: String(theirs.msgId) } as never, silent), 40001, '会话编号格式不正确');
    await refused(() => jobMsg.msgRead({ teacherId: admin(), read: true, all: true } as never, silent), 40001, '不支持的字段：all');
  });
});

/**
 * Follow-ups and transfers of employers through the real client: the follow-up rules, the
 * timeline (newest first, by employer / writer / type, one by id), and a transfer moving the
 * owner and his jobs with its type-6 follow-up.
 */
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import * as api from '@/api/employer';
import { removeToken, setToken } from '@/auth/token';
import { chinaDay } from '@/domain/chinaTime';
import { addDays } from '@/domain/dateFilter';
import { i18n } from '@/i18n';
import { ADMIN_ACCOUNT, PARTNER_ACCOUNT, STAFF_ACCOUNT, getDb, snapshot } from '@/mocks/db';
import { tokenFor, withFreshMockDb } from '@/mocks/testing';
import { seededEmployer } from './mock-employer-helpers';
import { failure, silent, userIdOf } from './mock-helpers';

withFreshMockDb();
beforeEach(async () => {
  await i18n.changeLanguage('zh');
  setToken(tokenFor(ADMIN_ACCOUNT));
});
afterEach(() => removeToken());

const today = () => chinaDay(Date.now());

describe('createFollowUp', () => {
  it('stores the note with its writer, answers it with the contact, and moves the employer’s next follow-up', async () => {
    const row = seededEmployer();
    const nextTime = addDays(today(), 3);
    const created = await api.createFollowUp({ employerId: row.employerId, type: 2, content: ' 微信发了两位阿姨的简历 ', nextTime }, silent);
    expect(created).toMatchObject({
      employerId: row.employerId,
      type: 2,
      content: '微信发了两位阿姨的简历',
      nextTime,
      userId: userIdOf(ADMIN_ACCOUNT.mobile),
      contact: '王经理',
    });
    expect(getDb().employerFollowUps.find((item) => item.followUpId === created.followUpId)).toEqual({ ...created, contact: undefined, companyId: 1 } as never);
    const [view] = (await api.getEmployerByFilter({ employerId: row.employerId }, silent)).list;
    expect([view?.lastFollowUpTime, view?.nextFollowUpTime, view?.updatedTime]).toEqual([created.createdTime, nextTime, created.createdTime]);
    expect(await api.getFollowUpById({ followUpId: created.followUpId }, silent)).toEqual(created);
    const due = await api.createFollowUp({ employerId: row.employerId, type: 1, content: '今天再打', nextTime: today() }, silent);
    expect(due.nextTime).toBe(today());
    expect((await api.getEmployerByFilter({ employerId: row.employerId, followUpDue: 1 }, silent)).total).toBe(1);
  });

  it('refuses type 6, empty or long content and a past next date, storing nothing', async () => {
    const row = seededEmployer();
    const staffToken = tokenFor(STAFF_ACCOUNT);
    const before = snapshot();
    const cases: [Partial<api.CreateFollowUpRequest>, string][] = [
      [{ type: 6 }, '转交记录由转交操作自动生成，不能手动添加'],
      [{ type: 7 as 1 }, '跟进方式不在可选范围内'],
      [{ content: '   ' }, '请填写跟进内容'],
      [{ content: '字'.repeat(501) }, '跟进内容不能超过500个字符'],
      [{ nextTime: addDays(today(), -1) }, '下次跟进日期不能早于今天'],
      [{ nextTime: '2026-13-01' }, '下次跟进日期格式不正确，应为 yyyy-MM-dd 的有效日期'],
    ];
    for (const [patch, message] of cases) {
      const error = await failure(api.createFollowUp({ employerId: row.employerId, type: 1, content: '电话', ...patch }, silent));
      expect([patch, error.code, error.serverMessage]).toEqual([patch, 40001, message]);
    }
    expect((await failure(api.createFollowUp({ employerId: 999_999, type: 1, content: '电话' }, silent))).code).toBe(40401);
    setToken(staffToken);
    const colleague = seededEmployer((candidate) => candidate.userId === userIdOf('13800000004'));
    expect((await failure(api.createFollowUp({ employerId: colleague.employerId, type: 1, content: '电话' }, silent))).code).toBe(40301);
    expect(snapshot()).toBe(before);
  });
});

describe('getFollowUpByFilter', () => {
  it('lists newest first by employer, writer and type, paged, inside the company', async () => {
    const db = getDb();
    const row = seededEmployer((candidate) => db.employerFollowUps.filter((item) => item.employerId === candidate.employerId).length >= 3);
    const expected = db.employerFollowUps
      .filter((item) => item.employerId === row.employerId)
      .sort((a, b) => b.createdTime.localeCompare(a.createdTime) || b.followUpId - a.followUpId)
      .map((item) => item.followUpId);
    const listed = await api.getFollowUpByFilter({ employerId: row.employerId, pageSize: 50 }, silent);
    expect([listed.total, listed.list.map((item) => item.followUpId)]).toEqual([expected.length, expected]);
    expect(listed.list.every((item) => item.contact !== '')).toBe(true);
    const pageTwo = await api.getFollowUpByFilter({ employerId: row.employerId, page: 2, pageSize: 2 }, silent);
    expect(pageTwo.list.map((item) => item.followUpId)).toEqual(expected.slice(2, 4));

    const staffId = userIdOf(STAFF_ACCOUNT.mobile);
    const binned = new Set(db.employers.filter((employer) => employer.isDeleted === 1).map((employer) => employer.employerId));
    const byWriter = db.employerFollowUps.filter((item) => item.companyId === 1 && item.userId === staffId && item.type === 1 && !binned.has(item.employerId));
    expect((await api.getFollowUpByFilter({ userId: staffId, type: 1 }, silent)).total).toBe(byWriter.length);

    setToken(tokenFor(PARTNER_ACCOUNT));
    expect((await failure(api.getFollowUpByFilter({ employerId: row.employerId }, silent))).code).toBe(40401);
    expect((await failure(api.getFollowUpById({ followUpId: expected[0]! }, silent))).code).toBe(40401);
  });
});

describe('createTransfer', () => {
  it('moves the employer and his jobs to the new owner and writes the transfer with its type-6 follow-up', async () => {
    const db = getDb();
    const from = userIdOf('13800000003');
    const to = userIdOf(STAFF_ACCOUNT.mobile);
    const row = seededEmployer((candidate) => candidate.userId === from && db.jobs.some((job) => job.employerId === candidate.employerId));
    const transfer = await api.createTransfer({ employerId: row.employerId, toUserId: to, reason: '客户在新顾问负责的片区' }, silent);
    expect(transfer).toMatchObject({
      employerId: row.employerId,
      fromUserId: from,
      fromUserName: '张顾问',
      toUserId: to,
      toUserName: '李顾问',
      reason: '客户在新顾问负责的片区',
      operatorId: userIdOf(ADMIN_ACCOUNT.mobile),
    });
    expect(db.employerTransfers.find((item) => item.transferId === transfer.transferId)?.createdTime).toBe(transfer.createdTime);
    expect(db.employers.find((item) => item.employerId === row.employerId)?.userId).toBe(to);
    expect(db.jobs.filter((job) => job.employerId === row.employerId).every((job) => job.userId === to)).toBe(true);
    const [note] = (await api.getFollowUpByFilter({ employerId: row.employerId }, silent)).list;
    expect(note).toMatchObject({
      type: 6,
      content: '张顾问 → 李顾问：客户在新顾问负责的片区',
      nextTime: null,
      contact: '王经理',
      createdTime: transfer.createdTime,
    });
    const jobs = await api.getJobsByFilterUser({ userId: to, employerId: row.employerId }, silent);
    expect(jobs.total).toBe(db.jobs.filter((job) => job.employerId === row.employerId).length);
  });

  it('refuses the current owner, a disabled or foreign staff member and an empty reason; staff only on their own', async () => {
    const row = seededEmployer((candidate) => candidate.userId === userIdOf('13800000003'));
    const staffToken = tokenFor(STAFF_ACCOUNT);
    const before = snapshot();
    const cases: [Partial<api.CreateTransferRequest>, string][] = [
      [{ toUserId: row.userId }, '该客户已归属这位顾问'],
      [{ toUserId: userIdOf('13800000005') }, '接收顾问不存在或已停用'],
      [{ toUserId: userIdOf(PARTNER_ACCOUNT.mobile) }, '接收顾问不存在或已停用'],
      [{ reason: ' ' }, '请填写转交原因'],
      [{ reason: '因'.repeat(201) }, '转交原因不能超过200个字符'],
    ];
    for (const [patch, message] of cases) {
      const error = await failure(api.createTransfer({ employerId: row.employerId, toUserId: userIdOf('13800000004'), reason: '交接', ...patch }, silent));
      expect([patch, error.code, error.serverMessage]).toEqual([patch, 40001, message]);
    }
    setToken(staffToken);
    expect((await failure(api.createTransfer({ employerId: row.employerId, toUserId: userIdOf(STAFF_ACCOUNT.mobile), reason: '交接' }, silent))).code).toBe(
      40301,
    );
    expect(snapshot()).toBe(before);
    const own = seededEmployer((candidate) => candidate.userId === userIdOf(STAFF_ACCOUNT.mobile));
    expect((await api.createTransfer({ employerId: own.employerId, toUserId: userIdOf('13800000004'), reason: '休假交接' }, silent)).toUserName).toBe('刘顾问');
  });
});

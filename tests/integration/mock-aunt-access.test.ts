/**
 * Ownership on the mock's aunt calls, through the real client: masking and revealing the
 * mobile, editing others' aunts, the lock rule, and the public resume without a session.
 */
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { editAunt, editField, getAunt, getAuntLog, getAuntMobile, lockAunt, setAuntDelete, setAuntToTop, type AuntInput } from '@/api/aunt';
import { getResumeByToken, getResumeLink } from '@/api/resumeLink';
import { removeToken, setToken } from '@/auth/token';
import { maskIdNumber, maskMobile } from '@/domain/personalData';
import { i18n } from '@/i18n';
import { ADMIN_ACCOUNT, PARTNER_ACCOUNT, STAFF_ACCOUNT, getDb, snapshot, type AuntRow } from '@/mocks/db';
import { tokenFor, withFreshMockDb } from '@/mocks/testing';
import { failure, silent, userIdOf } from './mock-helpers';

withFreshMockDb();
beforeEach(async () => {
  await i18n.changeLanguage('zh');
});
afterEach(() => removeToken());

const staffId = () => userIdOf(STAFF_ACCOUNT.mobile);
const aunt = (keep: (row: AuntRow) => boolean): AuntRow => {
  const found = getDb().aunts.find((row) => row.companyId === 1 && row.isDeleted === 0 && keep(row));
  if (!found) throw new Error('no such seeded aunt');
  return found;
};
const own = () => aunt((row) => row.teacherUserId === staffId() && row.isLocked === 0);
const unowned = () => aunt((row) => row.teacherUserId === 0 && row.isLocked === 0);
const others = () => aunt((row) => row.teacherUserId !== 0 && row.teacherUserId !== staffId() && row.isLocked === 0);

/** The editable fields of a row as the form would send them back. */
function formOf(row: { auntName: string; mobile: string } & Partial<AuntInput>): AuntInput {
  return { auntName: row.auntName, mobile: row.mobile, expectedSalary: row.expectedSalary, idCard: row.idCard };
}

describe('revealing the mobile and identity number', () => {
  it('answers a staff member every aunt masked, reveals her own and unowned aunts’ mobiles, and refuses to reveal others’', async () => {
    setToken(tokenFor(STAFF_ACCOUNT));
    for (const row of [own(), unowned()]) {
      const answer = await getAunt({ auntId: row.auntId }, silent);
      expect([answer.mobile, answer.idCard]).toEqual([maskMobile(row.mobile), maskIdNumber(row.idCard)]);
      expect(await getAuntMobile({ auntId: row.auntId }, silent)).toEqual({ auntId: row.auntId, mobile: row.mobile });
    }
    const theirs = others();
    const masked = await getAunt({ auntId: theirs.auntId }, silent);
    expect(masked.mobile).toBe(`${theirs.mobile.slice(0, 3)}****${theirs.mobile.slice(7)}`);
    expect(masked.idCard).toBe(`${'*'.repeat(14)}${theirs.idCard.slice(14)}`);
    const error = await failure(getAuntMobile({ auntId: theirs.auntId }, silent));
    expect([error.code, error.serverMessage]).toEqual([40301, '没有权限执行此操作']);
  });

  it('lets an admin reveal every number and logs each reveal', async () => {
    setToken(tokenFor(ADMIN_ACCOUNT));
    const theirs = others();
    expect((await getAunt({ auntId: theirs.auntId }, silent)).mobile).toBe(maskMobile(theirs.mobile));
    expect(await getAuntMobile({ auntId: theirs.auntId }, silent)).toEqual({ auntId: theirs.auntId, mobile: theirs.mobile });
    const log = await getAuntLog({ auntId: theirs.auntId }, silent);
    expect([log.list[0]?.action, log.list[0]?.contact]).toEqual(['revealMobile', '王经理']);
  });

  it('answers 40401 for a missing aunt, another company’s aunt, and a deleted one unless asked for it', async () => {
    setToken(tokenFor(PARTNER_ACCOUNT));
    expect((await failure(getAunt({ auntId: own().auntId }, silent))).code).toBe(40401);
    expect((await failure(getAunt({ auntId: 999999 }, silent))).code).toBe(40401);
    setToken(tokenFor(ADMIN_ACCOUNT));
    const deleted = getDb().aunts.find((row) => row.companyId === 1 && row.isDeleted === 1)!;
    expect((await failure(getAunt({ auntId: deleted.auntId }, silent))).code).toBe(40401);
    expect((await getAunt({ auntId: deleted.auntId, isDeleted: 1 }, silent)).isDeleted).toBe(1);
  });
});

describe('acting on others’ aunts', () => {
  it('refuses a staff member every change to a colleague’s aunt with 40301 and changes nothing', async () => {
    setToken(tokenFor(STAFF_ACCOUNT));
    const theirs = others();
    const before = snapshot();
    const calls = [
      editAunt({ auntId: theirs.auntId, ...formOf(theirs), expectedSalary: 1 }, silent),
      editField({ auntId: theirs.auntId, field: 'workStatus', value: 2 }, silent),
      setAuntToTop({ auntId: theirs.auntId, isTop: 1 }, silent),
      lockAunt({ auntId: theirs.auntId, isLocked: 1 }, silent),
      setAuntDelete({ auntId: theirs.auntId }, silent),
    ];
    for (const call of calls) expect((await failure(call)).code).toBe(40301);
    expect(snapshot()).toBe(before);
  });

  it('lets the staff member edit her own and unowned aunts', async () => {
    setToken(tokenFor(STAFF_ACCOUNT));
    for (const row of [own(), unowned()]) {
      const edited = await editAunt({ auntId: row.auntId, ...formOf(row), expectedSalary: 9100, expectedSalaryMax: null }, silent);
      expect(edited.expectedSalary).toBe(9100);
    }
  });

  it('keeps a locked aunt for her owner and admins, and only they may lock or unlock', async () => {
    setToken(tokenFor(STAFF_ACCOUNT));
    const mine = own();
    await lockAunt({ auntId: mine.auntId, isLocked: 1 }, silent);
    expect(mine.isLocked).toBe(1);
    expect((await editField({ auntId: mine.auntId, field: 'workStatus', value: 2 }, silent)).workStatus).toBe(2);

    const free = unowned();
    expect((await failure(lockAunt({ auntId: free.auntId, isLocked: 1 }, silent))).serverMessage).toBe('只有归属顾问或管理员可以锁定或解锁阿姨');
    setToken(tokenFor(ADMIN_ACCOUNT));
    await lockAunt({ auntId: free.auntId, isLocked: 1 }, silent);
    setToken(tokenFor(STAFF_ACCOUNT));
    const locked = await failure(editField({ auntId: free.auntId, field: 'workStatus', value: 2 }, silent));
    expect([locked.code, locked.serverMessage]).toEqual([40301, '该阿姨已锁定，只有归属顾问或管理员可以修改']);
    expect((await failure(setAuntDelete({ auntId: free.auntId }, silent))).code).toBe(40301);
    setToken(tokenFor(ADMIN_ACCOUNT));
    expect((await editField({ auntId: free.auntId, field: 'workStatus', value: 3 }, silent)).workStatus).toBe(3);
  });
});

describe('the public resume (by its link, without a session)', () => {
  it('has the resume fields with option names, a masked mobile and nothing private; getAunt by id answers nothing', async () => {
    const row = aunt((candidate) => candidate.remarks !== '' && candidate.wechat !== '' && candidate.skills.length > 0);
    setToken(tokenFor(ADMIN_ACCOUNT));
    const { token } = await getResumeLink({ auntId: row.auntId }, silent);
    removeToken();
    const resume = (await getResumeByToken(token, silent)) as unknown as Record<string, unknown>;
    expect(resume.mobile).toBe(`${row.mobile.slice(0, 3)}****${row.mobile.slice(7)}`);
    for (const key of ['idCard', 'wechat', 'remarks', 'currentAddress', 'householdRegister', 'teacherUserId', 'teacherName', 'birthDate', 'isFav']) {
      expect(resume).not.toHaveProperty(key);
    }
    expect(resume).toMatchObject({ auntId: row.auntId, auntName: row.auntName, nativePlace: row.nativePlace, companyName: '上海安心家政服务有限公司' });
    expect((resume.skillNames as string[]).length).toBe(row.skills.length);
    expect((resume.serviceTypeNames as string[])[0]).toBe(getDb().serviceTypes.find((type) => type.serviceTypeId === row.serviceTypes[0])?.serviceTypeName);
    expect((await failure(getAunt({ auntId: row.auntId }, silent))).code).toBe(40401);
    expect((await failure(getAunt({ auntId: row.auntId }, { ...silent, headers: { Authorization: '' } }))).code).toBe(40401);
  });

  it('does not show deleted aunts', async () => {
    const deleted = getDb().aunts.find((row) => row.isDeleted === 1)!;
    expect((await failure(getAunt({ auntId: deleted.auntId }, silent))).code).toBe(40401);
    expect((await failure(getAunt({ auntId: deleted.auntId, isDeleted: 1 }, silent))).code).toBe(40401);
  });
});

describe('a WeChat id that is a phone number', () => {
  it('is masked wherever the mobile is masked', async () => {
    const { getDb } = await import('@/mocks/db');
    const { getAunt } = await import('@/api/aunt');
    const { setToken } = await import('@/auth/token');
    const { tokenFor } = await import('@/mocks/testing');
    const { STAFF_ACCOUNT } = await import('@/mocks/db/demoAccounts');
    const staff = getDb().users.find((user) => user.mobile === STAFF_ACCOUNT.mobile)!;
    const others = getDb().aunts.find(
      (row) => row.companyId === staff.companyId && row.teacherUserId !== 0 && row.teacherUserId !== staff.userId && !row.isDeleted,
    )!;
    others.wechat = others.mobile;
    setToken(tokenFor(STAFF_ACCOUNT));
    const seen = await getAunt({ auntId: others.auntId }, { silent: true });
    expect(seen.mobile).toContain('****');
    expect(seen.wechat).toContain('****');
    expect(seen.wechat).not.toBe(others.mobile);
  });
});

/**
 * /office/getAchievement and /office/setAchieveData through the real client: achievements counted
 * from the real records (an income fee, a signing move them at once), targets set by admins only,
 * every refusal leaving the database exactly as it was.
 */
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { postUnchecked } from '@/api/http';
import { getAchievement, officePaths, setAchieveData, type Achievement, type AchievementSummary } from '@/api/office';
import { getAchievementData } from '@/api/company';
import { removeToken } from '@/auth/token';
import { i18n } from '@/i18n';
import { ADMIN_ACCOUNT, STAFF_ACCOUNT, THIRD_ACCOUNT, getDb } from '@/mocks/db';
import { addMonths } from '@/mocks/rules/achievement';
import { withFreshMockDb } from '@/mocks/testing';
import { silent, userIdOf } from './mock-helpers';
import { actAs, refused } from './mock-united-helpers';
import { addFee, signAnOrder, thisMonth } from './mock-office-helpers';

withFreshMockDb();
beforeEach(async () => {
  await i18n.changeLanguage('zh');
  actAs(ADMIN_ACCOUNT);
});
afterEach(() => removeToken());

const rowOf = async (userId: number, month = thisMonth()): Promise<Achievement> => {
  const { list } = await getAchievement({ month }, silent);
  return list.find((row) => row.userId === userId)!;
};

describe('/office/getAchievement', () => {
  it('lists every enabled staff member of the caller’s company, ranked, with the seeded targets and a team line summed in fen', async () => {
    const { list, total, summary } = await getAchievement({ month: thisMonth() }, silent);
    const staff = getDb().users.filter((user) => user.companyId === 1 && user.isEnabled === 1);
    expect(total).toBe(staff.length);
    expect(list.map((row) => row.userId).sort()).toEqual(staff.map((user) => user.userId).sort());
    expect(list.map((row) => row.rank)).toEqual(list.map((_, index) => index + 1));
    const targets = getDb().achievementTargets.filter((row) => row.companyId === 1 && row.month === thisMonth());
    expect(targets.length).toBeGreaterThan(0);
    for (const target of targets) {
      const row = list.find((entry) => entry.userId === target.userId)!;
      expect([Math.round(row.target * 100), row.targetSigned]).toEqual([target.targetFen, target.targetSigned]);
    }
    const team = summary as AchievementSummary;
    expect(Math.round(team.target * 100)).toBe(targets.reduce((sum, row) => sum + row.targetFen, 0));
  });

  it('an income fee moves the handler’s achieved amount by exactly that, to the fen; expenses, other months and other companies do not count', async () => {
    const staffId = userIdOf(STAFF_ACCOUNT.mobile);
    const before = await rowOf(staffId);
    addFee(1, staffId, 123_456);
    addFee(1, staffId, 10);
    addFee(1, staffId, 99_999, undefined, 1);
    addFee(1, staffId, 50_000, `${addMonths(thisMonth(), -1)}-15`);
    addFee(3, staffId, 70_000);
    const after = await rowOf(staffId);
    expect(Math.round(after.achieved * 100) - Math.round(before.achieved * 100)).toBe(123_466);
    expect(after.percent).toBe(after.target === 0 ? null : Math.floor((Math.round(after.achieved * 100) * 1000) / Math.round(after.target * 100)) / 10);
  });

  it('signing an order through the order flow adds one signing to the signer', async () => {
    const adminId = userIdOf(ADMIN_ACCOUNT.mobile);
    const before = await rowOf(adminId);
    await signAnOrder();
    const after = await rowOf(adminId);
    expect(after.signed).toBe(before.signed + 1);
  });

  it('ranks by achieved amount, then signings, then name; a department filter keeps each rank', async () => {
    const staffId = userIdOf(STAFF_ACCOUNT.mobile);
    addFee(1, staffId, 9_000_000_00);
    const { list } = await getAchievement({ month: thisMonth() }, silent);
    expect(list[0]).toMatchObject({ userId: staffId, rank: 1 });
    for (let i = 1; i < list.length; i += 1) {
      const [a, b] = [list[i - 1]!, list[i]!];
      expect(a.achieved > b.achieved || (a.achieved === b.achieved && a.signed >= b.signed)).toBe(true);
    }
    const staffRow = getDb().users.find((user) => user.userId === staffId)!;
    if (staffRow.departmentId !== null) {
      const filtered = await getAchievement({ month: thisMonth(), departmentId: staffRow.departmentId }, silent);
      expect(filtered.list.find((row) => row.userId === staffId)?.rank).toBe(1);
      expect(filtered.list.every((row) => row.departmentId !== null)).toBe(true);
    }
  });

  it('another company sees only its own staff', async () => {
    actAs(THIRD_ACCOUNT);
    const { list } = await getAchievement({ month: thisMonth() }, silent);
    const ids = new Set(
      getDb()
        .users.filter((user) => user.companyId === 3)
        .map((user) => user.userId),
    );
    expect(list.length).toBeGreaterThan(0);
    expect(list.every((row) => ids.has(row.userId))).toBe(true);
  });

  it('refuses a bad month, unknown fields, ids as strings, another company’s staff', async () => {
    for (const body of [{}, { month: '2026-13' }, { month: '2026/01' }, { month: thisMonth(), extra: 1 }, { month: thisMonth(), userId: '2' }]) {
      await refused(() => postUnchecked(officePaths.getAchievement, body, silent), 40001);
    }
    await refused(() => postUnchecked(officePaths.getAchievement, { month: thisMonth(), userId: userIdOf(THIRD_ACCOUNT.mobile) }, silent), 40401);
    await refused(() => postUnchecked(officePaths.getAchievement, { month: thisMonth(), departmentId: 999_999 }, silent), 40401);
  });

  it('getAchievementData answers the same rows (the current month by default)', async () => {
    const rows = await getAchievementData({}, silent);
    const { list } = await getAchievement({ month: thisMonth() }, silent);
    expect(rows).toEqual(list);
  });
});

describe('/office/setAchieveData', () => {
  it('an admin sets a target (upsert) and the percentage follows at once', async () => {
    const staffId = userIdOf(STAFF_ACCOUNT.mobile);
    addFee(1, staffId, 1_000_000);
    const achievedFen = Math.round((await rowOf(staffId)).achieved * 100);
    const row = await setAchieveData({ userId: staffId, month: thisMonth(), target: 30_000.5, targetSigned: 4 }, silent);
    expect(row).toMatchObject({ userId: staffId, target: 30_000.5, targetSigned: 4, percent: Math.floor((achievedFen * 1000) / 3_000_050) / 10 });
    const count = getDb().achievementTargets.length;
    await setAchieveData({ userId: staffId, month: thisMonth(), target: 0, targetSigned: 0 }, silent);
    expect(getDb().achievementTargets.length).toBe(count);
    expect(await rowOf(staffId)).toMatchObject({ target: 0, targetSigned: 0, percent: null, signedPercent: null });
    const next = addMonths(thisMonth(), 12);
    await setAchieveData({ userId: staffId, month: next, target: 0.01, targetSigned: 1 }, silent);
    expect(getDb().achievementTargets.at(-1)).toMatchObject({ userId: staffId, month: next, targetFen: 1, targetSigned: 1, companyId: 1 });
  });

  it('refuses staff who are not admins with 40301, and stores nothing', async () => {
    actAs(STAFF_ACCOUNT);
    await refused(() => setAchieveData({ userId: userIdOf(STAFF_ACCOUNT.mobile), month: thisMonth(), target: 1000, targetSigned: 1 }, silent), 40301);
  });

  it('refuses bad bodies with 40001 and stores nothing', async () => {
    const userId = userIdOf(STAFF_ACCOUNT.mobile);
    const good = { userId, month: thisMonth(), target: 1000, targetSigned: 2 };
    const bad: Record<string, unknown>[] = [
      { ...good, target: 10.005 },
      { ...good, target: -1 },
      { ...good, target: 100_000_000 },
      { ...good, target: '1000' },
      { ...good, targetSigned: 1.5 },
      { ...good, targetSigned: 1000 },
      { ...good, targetSigned: '2' },
      { ...good, month: addMonths(thisMonth(), 13) },
      { ...good, month: addMonths(thisMonth(), -13) },
      { ...good, month: '2026-1' },
      { ...good, extra: true },
      { month: thisMonth(), target: 1, targetSigned: 1 },
    ];
    for (const body of bad) await refused(() => postUnchecked(officePaths.setAchieveData, body, silent), 40001);
  });

  it('refuses another company’s staff (40401) and a disabled staff member (40001)', async () => {
    await refused(() => setAchieveData({ userId: userIdOf(THIRD_ACCOUNT.mobile), month: thisMonth(), target: 1, targetSigned: 1 }, silent), 40401);
    const disabled = getDb().users.find((user) => user.companyId === 1 && user.userType !== 1 && user.mobile !== STAFF_ACCOUNT.mobile)!;
    disabled.isEnabled = 0;
    await refused(() => setAchieveData({ userId: disabled.userId, month: thisMonth(), target: 1, targetSigned: 1 }, silent), 40001);
  });
});

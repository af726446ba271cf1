/**
 * The recycle bin's retention (ours): /recyclebin/setKeepDays (0, or 7–365; company.manage) and the
 * purge it drives on the mock's clock: records deleted more than keepDays ago are deleted for good
 * (an aunt's files too, as a permanent delete), when the setting is saved and when the bin is read;
 * newer ones and other companies' stay. Refusals store nothing.
 */
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { getAunts, getEmployers, getKeepDays, getOrders, setKeepDays } from '@/api/recyclebin';
import { removeToken, setToken } from '@/auth/token';
import { i18n } from '@/i18n';
import { ADMIN_ACCOUNT, STAFF_ACCOUNT, getDb, type AuntRow } from '@/mocks/db';
import { purgeRecycleBin } from '@/mocks/rules/recyclebinPurge';
import { tokenFor, withFreshMockDb } from '@/mocks/testing';
import { failure, silent } from './mock-helpers';

const NOW = Date.parse('2026-06-15T09:00:00.000Z');
const DAY = 86_400_000;
const ago = (days: number) => new Date(NOW - days * DAY).toISOString();

withFreshMockDb();
beforeEach(async () => {
  vi.useFakeTimers({ toFake: ['Date'] });
  vi.setSystemTime(NOW);
  await i18n.changeLanguage('zh');
  setToken(tokenFor(ADMIN_ACCOUNT));
});
afterEach(() => {
  removeToken();
  vi.useRealTimers();
});

const company = (companyId: number) => getDb().companies.find((row) => row.companyId === companyId)!;
const fileIdsOf = (aunt: AuntRow) => [...(aunt.portrait ? [aunt.portrait] : []), ...aunt.idCardPhotos, ...aunt.workPhotos].map((photo) => photo.fileId);

const binnedAunts = new Set<number>();
const binnedOrders: unknown[] = [];
beforeEach(() => binnedAunts.clear());

/** Puts records of company `companyId` in the bin, deleted `days` days ago: an aunt with files, an employer and an order. */
function binned(companyId: number, days: number) {
  const db = getDb();
  const aunt = db.aunts.find((row) => row.companyId === companyId && row.isDeleted === 0 && !binnedAunts.has(row.auntId))!;
  binnedAunts.add(aunt.auntId);
  // Her identity-card image: a file of her company, as an upload leaves it.
  const fileId = Math.max(...db.files.map((file) => file.fileId)) + 1;
  db.files.push({ ...db.files[0]!, fileId, key: `purge-test-${fileId}`, companyId });
  aunt.idCardPhotos = [{ fileId, filePath: `/files/purge-test-${fileId}` }];
  const employer = db.employers.find((row) => row.companyId === companyId && row.isDeleted === 0)!;
  const order = db.orders.find((row) => row.companyId === companyId && row.isDeleted === 0 && row !== binnedOrders.at(-1))!;
  binnedOrders.push(order);
  for (const row of [aunt, employer, order]) Object.assign(row, { isDeleted: 1, deletedTime: ago(days), deletedBy: 1 });
  return { aunt, employer, order, files: fileIdsOf(aunt).filter((id) => db.files.some((file) => file.fileId === id && file.companyId === companyId)) };
}

const gone = (records: ReturnType<typeof binned>) => {
  const db = getDb();
  return {
    aunt: !db.aunts.includes(records.aunt),
    employer: !db.employers.includes(records.employer),
    order: !db.orders.includes(records.order),
    files: records.files.every((id) => !db.files.some((file) => file.fileId === id && file.companyId === records.aunt.companyId)),
  };
};
const ALL_GONE = { aunt: true, employer: true, order: true, files: true };
const NONE_GONE = { aunt: false, employer: false, order: false, files: false };

describe('recycle bin retention', () => {
  it('keeps everything while the setting is 0 (the default)', async () => {
    const old = binned(1, 400);
    expect(await getKeepDays(silent)).toEqual({ keepDays: 0 });
    await getAunts({ page: 1, pageSize: 10 }, silent);
    expect(gone(old)).toEqual(NONE_GONE);
  });

  it('saving purges what is older than the days, files too; newer records and other companies stay', async () => {
    const old = binned(1, 31);
    const recent = binned(1, 29);
    const elsewhere = binned(2, 400);
    expect(old.files.length).toBeGreaterThan(0);
    expect(await setKeepDays({ keepDays: 30 }, silent)).toEqual({ keepDays: 30 });
    expect(company(1).recycleKeepDays).toBe(30);
    expect(gone(old)).toEqual(ALL_GONE);
    expect(gone(recent)).toEqual(NONE_GONE);
    expect(gone(elsewhere)).toEqual(NONE_GONE);
    expect(await getKeepDays(silent)).toEqual({ keepDays: 30 });
  });

  it('reading any of the bin lists purges on the clock: a record goes once it is keepDays old', async () => {
    await setKeepDays({ keepDays: 7 }, silent);
    const records = binned(1, 6);
    // A day on (a new sign-in: the token would have timed out).
    vi.setSystemTime(NOW + DAY - 1);
    setToken(tokenFor(ADMIN_ACCOUNT));
    await getEmployers({ page: 1, pageSize: 10 }, silent);
    expect(gone(records)).toEqual(NONE_GONE);
    vi.setSystemTime(NOW + DAY);
    const orders = await getOrders({ page: 1, pageSize: 50 }, silent);
    expect(orders.total).toBeGreaterThan(0);
    expect(orders.list.map((row) => row.orderId)).not.toContain(records.order.orderId);
    expect(gone(records)).toEqual(ALL_GONE);
  });

  it('purges every company by its own setting at the start (purgeRecycleBin without a company)', () => {
    company(2).recycleKeepDays = 10;
    const own = binned(1, 400);
    const other = binned(2, 11);
    const cutoff = ago(10);
    const due = [getDb().aunts, getDb().employers, getDb().orders]
      .flat()
      .filter((row) => row.companyId === 2 && row.isDeleted === 1 && row.deletedTime !== null && row.deletedTime <= cutoff).length;
    expect(due).toBeGreaterThanOrEqual(3);
    expect(purgeRecycleBin(NOW)).toBe(due);
    expect(gone(other)).toEqual(ALL_GONE);
    expect(gone(own)).toEqual(NONE_GONE);
  });

  it('refuses days out of bounds and a user without company.manage, storing nothing', async () => {
    const old = binned(1, 400);
    for (const keepDays of [6, 366, -1, 1.5, 'x', null]) {
      const error = await failure(setKeepDays({ keepDays } as never, silent));
      expect([keepDays, error.code]).toEqual([keepDays, 40001]);
    }
    expect((await failure(setKeepDays({ keepDays: 6 }, silent))).serverMessage).toBe('回收站保留天数须为 0（不自动清除）或 7–365');
    setToken(tokenFor(STAFF_ACCOUNT));
    expect((await failure(setKeepDays({ keepDays: 30 }, silent))).code).toBe(40301);
    expect(company(1).recycleKeepDays).toBeUndefined();
    expect(gone(old)).toEqual(NONE_GONE);
  });
});

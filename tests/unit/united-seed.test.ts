/** The seeded joint hall: three agencies with the hall pages and permission, isShared agreeing with the shelf, merge records in every state in both directions, favourites. */
import { describe, expect, it } from 'vitest';
import { FEATURE_PERMISSIONS } from '@/domain/permissions';
import { PAGE_TREE } from '@/domain/pageTree';
import { DEMO_ACCOUNTS, getDb, type MockDb } from '@/mocks/db';
import { createSeededDb } from '@/mocks/seed';
import { AGENCY_ACCOUNTS, PLATFORM_ACCOUNT } from '@/mocks/db/demoAccounts';
import { permissionsOf, pagesOf } from '@/mocks/rules/access';
import { withFreshMockDb } from '@/mocks/testing';

withFreshMockDb();

const unitedPages = PAGE_TREE.find((page) => page.name === 'United')!;
const UNITED_PAGE_NAMES = [unitedPages.name, ...(unitedPages.children ?? []).map((page) => page.name)];

describe('joint hall seed', () => {
  it('has the third agency with its admin and staff, and every agency’s roles get the nine hall pages and united.manage', () => {
    const db = getDb();
    expect(db.companies.find((row) => row.companyId === 3)?.companyName).toBe('南京贴心家政服务有限公司');
    expect(db.users.find((row) => row.mobile === '13700000001')).toMatchObject({ companyId: 3, password: 'agency123', contact: '赵店长', userType: 1 });
    expect(db.users.filter((row) => row.companyId === 3)).toHaveLength(2);
    expect(UNITED_PAGE_NAMES).toHaveLength(9);
    for (const user of db.users.filter((row) => row.isEnabled === 1 && row.companyId !== PLATFORM_ACCOUNT.companyId)) {
      const pages = new Set(pagesOf(user).map((page) => page.pageName));
      expect(UNITED_PAGE_NAMES.every((name) => pages.has(name))).toBe(true);
      expect(permissionsOf(user).map((row) => row.permissionName)).toContain(FEATURE_PERMISSIONS.unitedManage);
    }
    expect(DEMO_ACCOUNTS.map((account) => account.mobile)).toContain('13700000001');
    expect(db.aunts.filter((row) => row.companyId === 3).length).toBeGreaterThanOrEqual(300);
    expect(db.jobs.filter((row) => row.companyId === 3).length).toBeGreaterThan(0);
  });

  it('marks an aunt shared exactly while she is on the shelf, never a deleted, working or blacklisted one', () => {
    const db = getDb();
    const onShelf = new Set(db.unitedAunts.filter((row) => row.isOnShelf === 1).map((row) => row.auntId));
    for (const aunt of db.aunts) expect(aunt.isShared === 1).toBe(onShelf.has(aunt.auntId));
    for (const auntId of onShelf) expect(db.aunts.find((row) => row.auntId === auntId)).toMatchObject({ isDeleted: 0 });
  });

  it('has hall aunts and jobs of all three agencies in Shanghai (most), Hangzhou, Nanjing and Suzhou', () => {
    const db = getDb();
    const byCity = (rows: { cityId: number; isOnShelf: number }[]) => {
      const counts = new Map<number, number>();
      for (const row of rows) if (row.isOnShelf === 1) counts.set(row.cityId, (counts.get(row.cityId) ?? 0) + 1);
      return counts;
    };
    const aunts = byCity(db.unitedAunts);
    for (const city of [310100, 330100, 320100, 320500]) expect(aunts.get(city)).toBeGreaterThan(0);
    expect(Math.max(...aunts.values())).toBe(aunts.get(310100));
    for (const companyId of [1, 2, 3]) {
      expect(db.unitedAunts.some((row) => row.companyId === companyId && row.isOnShelf === 1)).toBe(true);
      expect(db.unitedJobs.some((row) => row.companyId === companyId && row.isOnShelf === 1)).toBe(true);
    }
  });

  it('has merge records in every state, in both directions between every two agencies, for aunts and jobs', () => {
    const db = getDb();
    const seen = new Set(db.unitedMappings.map((row) => `${row.kind} ${row.companyId}>${row.ownerCompanyId} ${row.status} ${row.cancelledBy ?? ''}`));
    for (const kind of ['aunt', 'job']) {
      for (const [from, to] of [
        [1, 2],
        [2, 1],
        [1, 3],
        [3, 1],
        [2, 3],
        [3, 2],
      ]) {
        for (const state of ['0 ', '1 ', '2 ', '3 applicant', '3 owner', '4 '])
          expect(seen.has(`${kind} ${from}>${to} ${state}`), `${kind} ${from}>${to} ${state}`).toBe(true);
      }
    }
    const cancelledBy = new Set(db.unitedMappings.map((row) => row.cancelledBy));
    expect(cancelledBy).toEqual(new Set([null, 'applicant', 'owner', 'otherMerged', 'takenOff']));
    for (const row of db.unitedMappings) {
      const copy = db.aunts.find((aunt) => aunt.auntId === row.copiedAuntId);
      if (row.status !== 4) expect(row.copiedAuntId).toBe(0);
      else
        expect(copy).toMatchObject({
          companyId: row.kind === 'aunt' ? row.companyId : row.ownerCompanyId,
          copiedFromCompanyId: row.kind === 'aunt' ? row.ownerCompanyId : row.companyId,
        });
    }
  });

  it('gives each demo account favourites of other agencies’ records', () => {
    const db = getDb();
    for (const account of AGENCY_ACCOUNTS) {
      const user = db.users.find((row) => row.mobile === account.mobile)!;
      const favs = db.unitedFavs.filter((row) => row.userId === user.userId);
      expect(favs.length).toBeGreaterThan(0);
      const owners = favs.map(
        (row) =>
          (row.kind === 'aunt'
            ? db.unitedAunts.find((hall) => hall.unitedAuntId === row.unitedAuntId)
            : db.unitedJobs.find((hall) => hall.unitedJobId === row.unitedJobId)
          )?.companyId,
      );
      expect(owners.every((companyId) => companyId !== undefined && companyId !== user.companyId)).toBe(true);
    }
  });

  it('is deterministic', () => {
    const pick = (db: MockDb) => JSON.stringify([db.unitedAunts, db.unitedJobs, db.unitedMappings, db.unitedFavs]);
    expect(pick(createSeededDb())).toBe(pick(getDb()));
  });
});

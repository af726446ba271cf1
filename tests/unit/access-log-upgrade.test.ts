/** The data upgrade that brings the page 个人信息访问记录 under 公司设置, for the roles holding 公司设置. */
import { describe, expect, it } from 'vitest';
import { seededDb, snapshot, toDb, type PageRow, type RoleRow } from '@/mocks/db';
import { asVersion, upgrade } from './upgrade-helpers';

type Raw = Record<string, unknown> & { counters: Record<string, number>; pages: PageRow[]; roles: RoleRow[] };

const fresh = () => JSON.parse(snapshot(seededDb())) as Raw;

/** A file of data version 21: no access log page anywhere. */
function version21(): Raw {
  const db = asVersion(fresh(), 21);
  const page = db.pages.find((row) => row.pageName === 'PrivacyAccessLogs')!;
  db.pages = db.pages.filter((row) => row !== page);
  for (const role of db.roles) role.pageIds = role.pageIds.filter((id) => id !== page.pageId);
  return db;
}

describe('data upgrade to the access log page', () => {
  it('adds the page under 公司设置 for exactly the roles holding 公司设置', () => {
    const db = version21();
    const settings = db.pages.find((row) => row.pageName === 'CompanySettings')!;
    const holders = db.roles.filter((role) => role.pageIds.includes(settings.pageId)).map((role) => role.roleId);
    expect(holders.length).toBeGreaterThan(0);
    const { logged } = upgrade(db);
    const upgraded = toDb(db).db;
    const page = upgraded.pages.find((row) => row.pageName === 'PrivacyAccessLogs')!;
    expect(page).toMatchObject({ parentId: settings.pageId, routePath: '/company/access-logs', component: 'company/accessLogs', isMenu: 1 });
    expect(upgraded.roles.filter((role) => role.pageIds.includes(page.pageId)).map((role) => role.roleId)).toEqual(holders);
    expect(logged).toContain(`added the personal-data access log page (个人信息访问记录) to ${holders.length} role(s)`);
  });

  it('leaves a file that already has the page alone', () => {
    const db = asVersion(fresh(), 21);
    const before = snapshot(toDb(fresh()).db);
    const { logged } = upgrade(db);
    expect(logged.some((line) => line.includes('access log page'))).toBe(false);
    expect(snapshot(toDb(db).db) === before).toBe(true);
  });
});

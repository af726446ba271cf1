/** The data upgrade 13 -> 14 (running the agency): company fields, role.manage, page management moved to the platform's operator. */
import { describe, expect, it } from 'vitest';
import { seededDb, snapshot, toDb, type MockDb } from '@/mocks/db';
import { PLATFORM_ACCOUNT } from '@/mocks/db/demoAccounts';
import { FEATURE_PERMISSIONS, ROLE_KEYS } from '@/domain/permissions';
import { asVersion, upgrade } from './upgrade-helpers';

type Raw = Record<string, unknown> & { counters: Record<string, number> };

/** A fresh seed made to look like a file version 13 wrote: no platform, no role.manage, page management with the agencies' admins. */
function version13(): Raw {
  const db = JSON.parse(snapshot(seededDb())) as MockDb;
  const platform = db.companies.find((row) => row.isPlatform === 1)!;
  const pageManage = db.pages.find((row) => row.pageName === 'PageManage')!;
  const roleManage = db.permissions.find((row) => row.permissionName === FEATURE_PERMISSIONS.roleManage)!;
  const raw = db as unknown as Raw & MockDb;
  raw.users = db.users.filter((row) => row.companyId !== platform.companyId);
  raw.roles = db.roles.filter((row) => row.companyId !== platform.companyId);
  raw.companies = db.companies.filter((row) => row !== platform);
  raw.permissions = db.permissions.filter((row) => row !== roleManage);
  for (const role of raw.roles) {
    role.permissionIds = role.permissionIds.filter((id) => id !== roleManage.permissionId);
    if (role.roleKey === ROLE_KEYS.admin) role.pageIds.push(pageManage.pageId);
  }
  for (const company of raw.companies as unknown as Record<string, unknown>[]) {
    for (const field of ['isPlatform', 'trackDays', 'mpName', 'mpQrcode', 'licenseImage']) delete company[field];
  }
  return asVersion(raw, 13);
}

describe('data upgrade 13 -> 14', () => {
  it('gives companies their tracking days and mini-program fields, and admins role.manage', () => {
    const db = version13();
    const { logged } = upgrade(db);
    const upgraded = toDb(db).db;
    for (const company of upgraded.companies.filter((row) => row.isPlatform === 0)) {
      expect(company).toMatchObject({ trackDays: 30, mpName: `${company.companyName}小程序`, mpQrcode: '', licenseImage: '' });
    }
    const roleManage = upgraded.permissions.filter((row) => row.permissionName === FEATURE_PERMISSIONS.roleManage);
    expect(roleManage).toHaveLength(1);
    for (const role of upgraded.roles) {
      expect(role.permissionIds.includes(roleManage[0]!.permissionId)).toBe(role.roleKey === ROLE_KEYS.admin);
    }
    // The staff tasks arrive with the seed's reminders (the same rows a fresh seed has).
    expect(upgraded.userTasks).toEqual(seededDb().userTasks);
    expect(upgraded.userTasks.length).toBeGreaterThan(0);
    expect(logged).toContain(`added the platform operator ${PLATFORM_ACCOUNT.mobile}`);
  });

  it('moves page management from the agencies to the platform operator, who can sign in', () => {
    const db = version13();
    upgrade(db);
    const upgraded = toDb(db).db;
    const pageManage = upgraded.pages.find((row) => row.pageName === 'PageManage')!;
    const holders = upgraded.roles.filter((role) => role.pageIds.includes(pageManage.pageId));
    expect(holders.map((role) => role.roleKey)).toEqual([ROLE_KEYS.platform]);
    const operator = upgraded.users.find((row) => row.mobile === PLATFORM_ACCOUNT.mobile)!;
    expect(operator).toMatchObject({ password: PLATFORM_ACCOUNT.password, isEnabled: 1, roleIds: [holders[0]!.roleId] });
    expect(upgraded.companies.find((row) => row.companyId === operator.companyId)).toMatchObject({ isPlatform: 1, companyName: PLATFORM_ACCOUNT.companyName });
    // Ids come after every id the file used.
    expect(operator.userId).toBeGreaterThan(Math.max(...upgraded.users.filter((row) => row !== operator).map((row) => row.userId)));
  });

  it('keeps a file that already has a platform company as it is', () => {
    const fresh = JSON.parse(snapshot(seededDb())) as Raw;
    const db = asVersion(JSON.parse(snapshot(seededDb())) as Raw, 13);
    upgrade(db);
    expect(snapshot(toDb(db).db)).toBe(snapshot(toDb(fresh).db));
  });
});

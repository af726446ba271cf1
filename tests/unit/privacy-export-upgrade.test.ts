/** The data upgrade 23 -> 24: the personal.export permission, held by every agency admin role and no other. */
import { describe, expect, it } from 'vitest';
import { DB_VERSION, seededDb, snapshot, toDb, type MockDb } from '@/mocks/db';
import { FEATURE_PERMISSIONS, ROLE_KEYS } from '@/domain/permissions';
import { asVersion, upgrade } from './upgrade-helpers';

type Raw = Record<string, unknown> & { counters: Record<string, number> };

const fresh = () => JSON.parse(snapshot(seededDb())) as Raw;

/** A fresh seed as version 23 wrote it: no personal.export permission, no role holding it. */
function version23(): Raw {
  const db = fresh() as Raw & MockDb;
  const permission = db.permissions.find((row) => row.permissionName === FEATURE_PERMISSIONS.personalExport)!;
  db.permissions = db.permissions.filter((row) => row !== permission);
  db.counters.permissions = permission.permissionId - 1;
  for (const role of db.roles) role.permissionIds = role.permissionIds.filter((id) => id !== permission.permissionId);
  return asVersion(db, 23);
}

describe('data upgrade 23 -> 24 (personal.export)', () => {
  it('adds the permission to every AGENCY_ADMIN role only, leaving the file the fresh seed byte for byte', () => {
    const db = version23();
    const { logged } = upgrade(db);
    const upgraded: MockDb = toDb(db).db;
    const permission = upgraded.permissions.filter((row) => row.permissionName === FEATURE_PERMISSIONS.personalExport);
    expect(permission).toHaveLength(1);
    const holders = upgraded.roles.filter((role) => role.permissionIds.includes(permission[0]!.permissionId));
    expect(holders.length).toBeGreaterThan(0);
    expect(holders.every((role) => role.roleKey === ROLE_KEYS.admin)).toBe(true);
    expect(snapshot(upgraded) === snapshot(toDb(fresh()).db)).toBe(true);
    expect(logged).toContain('added the personal.export permission (agency admins hold it)');
  });

  it('keeps a file that already has the permission as it is', () => {
    const db = fresh();
    db.version = 23;
    const before = JSON.stringify({ ...db, version: DB_VERSION });
    upgrade(db);
    expect(JSON.stringify(db)).toBe(before);
  });
});

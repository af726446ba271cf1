/** The data upgrade that brings the company's mini-program (its tables seeded as a fresh database seeds them). */
import { describe, expect, it } from 'vitest';
import { COMPANY_APP_TABLE_NAMES, seededDb, snapshot, toDb } from '@/mocks/db';
import { asVersion, upgrade } from './upgrade-helpers';

type Raw = Record<string, unknown> & { counters: Record<string, number> };

const fresh = () => JSON.parse(snapshot(seededDb())) as Raw;

describe('data upgrade to the mini-program', () => {
  it('adds the mini-program tables to a file of the version before, seeded exactly as a fresh database', () => {
    const db = asVersion(fresh(), 16);
    for (const table of COMPANY_APP_TABLE_NAMES) expect(db[table]).toBeUndefined();
    const { logged } = upgrade(db);
    expect(snapshot(toDb(db).db)).toBe(snapshot(toDb(fresh()).db));
    const upgraded = toDb(db).db;
    expect(upgraded.appMembers.length).toBeGreaterThan(0);
    expect(logged).toContain(`started the mini-program: ${upgraded.appMembers.length} member(s), ${upgraded.appRequests.length} service request(s)`);
  });

  it('keeps the tables of a file that already holds them', () => {
    const db = fresh();
    (db.appMembers as { nickname: string }[])[0]!.nickname = '改过的昵称';
    db.version = 16;
    upgrade(db);
    expect(toDb(db).db.appMembers[0]!.nickname).toBe('改过的昵称');
  });
});

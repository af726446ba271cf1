/** Data version 9 -> 10: the joint hall's tables arrive, the aunts a version-9 file marks shared go into the aunt hall, nothing else changes. */
import { describe, expect, it } from 'vitest';
import { DB_VERSION, seededDb, snapshot, toDb } from '@/mocks/db';
import { migrate, type MigrationContext } from '@/mocks/persist/migrate';

type Raw = Record<string, unknown>;
type RawAunt = {
  auntId: number;
  companyId: number;
  isShared: number;
  isDeleted: number;
  workStatus: number;
  currentAddress: string;
  teacherUserId: number;
  updatedTime: string;
};

/** A version-9 file: today's seed without the hall tables and their counters. */
function version9(): Raw & { aunts: RawAunt[]; counters: Raw } {
  const db = JSON.parse(snapshot(seededDb())) as Raw & { aunts: RawAunt[]; counters: Raw };
  for (const table of ['unitedAunts', 'unitedJobs', 'unitedMappings', 'unitedFavs']) {
    delete db[table];
    delete db.counters[table];
  }
  db.version = 9;
  return db;
}

function upgrade(db: Raw): string[] {
  const logged: string[] = [];
  const context: MigrationContext = { putBlob: () => undefined, randomKey: () => '0'.repeat(32), log: (message) => logged.push(message) };
  migrate(db, DB_VERSION, context);
  return logged;
}

describe('upgrading data version 9', () => {
  it('puts every shared aunt the hall takes into it, by her city, and un-shares deleted, working and blacklisted ones', () => {
    const v9 = version9();
    const [deleted, working, blacklisted, keeper] = v9.aunts.filter(
      (aunt) => aunt.companyId === 1 && aunt.isShared === 0 && aunt.isDeleted === 0 && aunt.workStatus === 1,
    );
    Object.assign(deleted!, { isShared: 1, isDeleted: 1 });
    Object.assign(working!, { isShared: 1, workStatus: 5 });
    Object.assign(blacklisted!, { isShared: 1, workStatus: 6 });
    Object.assign(keeper!, { isShared: 1, currentAddress: '苏州市姑苏区干将路1号', teacherUserId: 0 });
    const stillShared = v9.aunts
      .filter((aunt) => aunt.isShared === 1 && aunt.isDeleted === 0 && aunt.workStatus !== 5 && aunt.workStatus !== 6)
      .map((aunt) => aunt.auntId);

    const logged = upgrade(v9);
    const { db } = toDb(v9);
    expect(db.version).toBe(DB_VERSION);
    expect(db.unitedAunts.map((row) => row.auntId)).toEqual(stillShared);
    expect(db.unitedAunts.every((row) => row.isOnShelf === 1)).toBe(true);
    expect(db.counters.unitedAunts).toBe(db.unitedAunts.length);
    expect([db.unitedJobs, db.unitedMappings, db.unitedFavs]).toEqual([[], [], []]);
    const hallOf = (auntId: number) => db.unitedAunts.find((row) => row.auntId === auntId);
    // The owner when she has one, else the company's administrator; her city from her address.
    expect(hallOf(keeper!.auntId)).toMatchObject({
      cityId: 320500,
      teacherUserId: db.users.find((user) => user.companyId === 1 && user.userType === 1)!.userId,
      createdTime: keeper!.updatedTime,
    });
    for (const aunt of [deleted, working, blacklisted]) expect(db.aunts.find((row) => row.auntId === aunt!.auntId)?.isShared).toBe(0);
    // isShared is 1 exactly while she is on the shelf.
    for (const aunt of db.aunts) expect(aunt.isShared === 1).toBe(hallOf(aunt.auntId) !== undefined);
    expect(logged).toContain(
      'put ' + db.unitedAunts.length + ' shared aunt(s) into the joint hall; 3 deleted, working or blacklisted aunt(s) are no longer shared',
    );
  });

  it('keeps every other record as it was', () => {
    const v9 = version9();
    const before: unknown = JSON.parse(JSON.stringify({ ...v9, aunts: v9.aunts.map((aunt) => ({ ...aunt, isShared: 0 })), version: 0 }));
    upgrade(v9);
    const { unitedAunts: _a, unitedJobs: _j, unitedMappings: _m, unitedFavs: _f, counters, ...rest } = v9 as Raw & { counters: Raw };
    const { unitedAunts: _ca, unitedJobs: _cj, unitedMappings: _cm, unitedFavs: _cf, ...otherCounters } = counters;
    expect({ ...rest, counters: otherCounters, aunts: (rest.aunts as RawAunt[]).map((aunt) => ({ ...aunt, isShared: 0 })), version: 0 }).toEqual(before);
  });
});

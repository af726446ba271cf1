/** The data upgrade 19 -> 20: the aunts' sharing authorisations, as a fresh seed has them, so the joint hall keeps its aunts. */
import { describe, expect, it } from 'vitest';
import { DB_VERSION, seededDb, snapshot, toDb, type MockDb } from '@/mocks/db';
import { asVersion, upgrade } from './upgrade-helpers';

type Raw = Record<string, unknown> & { counters: Record<string, number> };

const fresh = () => JSON.parse(snapshot(seededDb())) as Raw;

describe('data upgrade 19 -> 20 (sharing authorisations)', () => {
  it('records the authorisations a fresh seed has: every aunt in the hall has one on file, and the file is the fresh seed byte for byte', () => {
    const db = asVersion(fresh(), 19);
    expect(db.auntConsents).toBeUndefined();
    const { logged } = upgrade(db);
    const upgraded: MockDb = toDb(db).db;
    expect(snapshot(upgraded) === snapshot(toDb(fresh()).db)).toBe(true);
    const onFile = new Set(upgraded.auntConsents.filter((row) => row.status === 'onFile').map((row) => row.auntId));
    const inHall = upgraded.unitedAunts.filter((row) => row.isOnShelf === 1);
    expect(inHall.length).toBeGreaterThan(0);
    expect(inHall.every((row) => onFile.has(row.auntId))).toBe(true);
    expect(upgraded.auntConsentViews).toEqual([]);
    expect(logged).toContain(`recorded the sharing authorisation of ${upgraded.auntConsents.length} aunt(s) (those shared or seeking work)`);
    expect(logged).toContain('upgraded the data to version 20');
  });

  it('keeps a file that already has the tables as it is', () => {
    const db = fresh();
    db.version = 19;
    const before = JSON.stringify({ ...db, version: DB_VERSION });
    upgrade(db);
    expect(JSON.stringify(db)).toBe(before);
  });
});

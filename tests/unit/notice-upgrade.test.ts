/** The data upgrade 22 -> 23: the notification centre's tables, empty (reminders are raised as the data is read). */
import { describe, expect, it } from 'vitest';
import { DB_VERSION, seededDb, snapshot, toDb } from '@/mocks/db';
import { asVersion, upgrade } from './upgrade-helpers';

type Raw = Record<string, unknown> & { counters: Record<string, number> };

const fresh = () => JSON.parse(snapshot(seededDb())) as Raw;

describe('data upgrade 22 -> 23 (notification centre)', () => {
  it('adds empty notices and preferences, and the file is the fresh seed byte for byte', () => {
    const db = asVersion(fresh(), 22);
    expect(db.notices).toBeUndefined();
    const { logged } = upgrade(db);
    expect(snapshot(toDb(db).db) === snapshot(toDb(fresh()).db)).toBe(true);
    expect(logged).toContain('added the notification centre');
    expect(logged).toContain('upgraded the data to version 23');
  });

  it('keeps a file that already has the tables as it is', () => {
    const db = fresh();
    db.version = 22;
    const before = JSON.stringify({ ...db, version: DB_VERSION });
    upgrade(db);
    expect(JSON.stringify(db)).toBe(before);
  });
});

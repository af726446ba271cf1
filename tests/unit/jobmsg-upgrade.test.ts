/** Data version 10 -> 11: the aunt thread tables arrive, seeded as a fresh database seeds them, with the seed's files; nothing else changes. */
import { describe, expect, it } from 'vitest';
import { DB_VERSION, seededDb, snapshot, toDb } from '@/mocks/db';
import { seedMedia } from '@/mocks/db/seedMedia';
import { asVersion, upgrade } from './upgrade-helpers';

type Raw = Record<string, unknown> & { counters: Record<string, number>; files: Array<Record<string, unknown>> };

/** A version-10 file: today's seed without the thread tables (nor the later chat tables), their counters and the seed's files. */
function version10(): Raw {
  const db = asVersion(JSON.parse(snapshot(seededDb())) as Raw, 10);
  const mediaKeys = new Set(seedMedia().map((item) => item.key));
  db.files = db.files.filter((row) => !mediaKeys.has(String(row.key)));
  db.counters.files = 0;
  return db;
}

describe('upgrading data version 10', () => {
  it('seeds the threads as a fresh database has them and puts the seed’s pictures and clips into the blob store', () => {
    const v10 = version10();
    const { logged, blobs } = upgrade(v10);
    const { db } = toDb(v10);
    // Same records, same generator, same clock: the upgraded file is the fresh seed, byte for byte.
    expect(snapshot(db)).toBe(snapshot(seededDb()));
    expect([...blobs.keys()]).toEqual(seedMedia().map((item) => item.key));
    expect(logged).toContain(`started ${db.jobMsgThreads.length} aunt thread(s) with ${db.jobMsgs.length} message(s)`);
  });

  it('keeps what the file holds: uploads and their ids, every other record', () => {
    const v10 = version10();
    const upload = { fileId: 7, key: 'a'.repeat(32), name: 'me.png', kind: 'png', size: 10, companyId: 1, userId: 1, createdTime: '2026-01-01T00:00:00.000Z' };
    v10.files = [upload];
    v10.counters.files = 7;
    const before = JSON.parse(JSON.stringify(v10)) as Raw;
    upgrade(v10);
    const { db } = toDb(v10);
    expect(db.files[0]).toEqual(upload);
    expect(db.files.slice(1).every((row) => row.fileId > 7)).toBe(true);
    expect(db.jobMsgs.filter((row) => row.fileId !== 0).every((row) => row.fileId > 7)).toBe(true);
    // Every other record the file held is as it was (the files were checked above).
    const { files: _bf, counters: beforeCounters, version: _bv, ...beforeRest } = before;
    const { files: _bcf, ...beforeOtherCounters } = beforeCounters;
    const held = Object.fromEntries(Object.keys(beforeRest).map((key) => [key, v10[key]]));
    const heldCounters = Object.fromEntries(Object.keys(beforeOtherCounters).map((key) => [key, v10.counters[key]]));
    expect({ ...held, counters: heldCounters }).toEqual({ ...beforeRest, counters: beforeOtherCounters });
  });

  it('leaves a file that already holds the tables as it is', () => {
    const v10 = JSON.parse(snapshot(seededDb())) as Raw;
    v10.version = 10;
    v10.jobMsgThreads = [];
    const { blobs } = upgrade(v10);
    expect([v10.jobMsgThreads, blobs.size, v10.version]).toEqual([[], 0, DB_VERSION]);
  });
});

/** Data version 11 -> 12: the joint-hall chat tables arrive, seeded as a fresh database seeds them; nothing else changes. */
import { describe, expect, it } from 'vitest';
import { DB_VERSION, seededDb, snapshot, toDb } from '@/mocks/db';
import { asVersion, upgrade } from './upgrade-helpers';

type Raw = Record<string, unknown> & { counters: Record<string, number>; chatMessages?: unknown[]; chatSessions?: unknown[] };

/** A version-11 file: today's seed without the chat tables (nor those of later versions) and their counters. */
function version11(): Raw {
  return asVersion(JSON.parse(snapshot(seededDb())) as Raw, 11);
}

describe('upgrading data version 11', () => {
  it('seeds the chats exactly as a fresh database has them: the upgraded file is the fresh seed, byte for byte', () => {
    const v11 = version11();
    const { logged, blobs } = upgrade(v11);
    const { db } = toDb(v11);
    expect(snapshot(db)).toBe(snapshot(seededDb()));
    // No files are added, so no bytes either.
    expect(blobs.size).toBe(0);
    expect(logged.slice(0, 2)).toEqual([`started the joint-hall chat with ${db.chatMessages.length} message(s)`, 'upgraded the data to version 12']);
  });

  it('keeps everything else the file holds, and seeds from its own users (a staff member disabled since is left out)', () => {
    const v11 = version11();
    const users = v11.users as Array<{ mobile: string; isEnabled: number; userId: number }>;
    const disabled = users.find((row) => row.mobile === '13900000002')!;
    disabled.isEnabled = 0;
    const before = JSON.parse(JSON.stringify(v11)) as Raw;
    upgrade(v11);
    const { db } = toDb(v11);
    const { counters: beforeCounters, version: _bv, ...beforeRest } = before;
    // What the file held is as it was; the rest is the tables of this version and later ones.
    const held = Object.fromEntries(Object.keys(beforeRest).map((key) => [key, v11[key]]));
    const heldCounters = Object.fromEntries(Object.keys(beforeCounters).map((key) => [key, v11.counters[key]]));
    expect({ ...held, counters: heldCounters }).toEqual({ ...beforeRest, counters: beforeCounters });
    expect(db.chatSessions).toEqual([]);
    expect(db.chatMessages.length).toBeGreaterThan(0);
    expect(db.chatMessages.some((row) => row.fromUserId === disabled.userId || row.toUserId === disabled.userId)).toBe(false);
  });

  it('leaves a file that already holds the chat tables as it is', () => {
    const v11 = JSON.parse(snapshot(seededDb())) as Raw;
    v11.version = 11;
    v11.chatMessages = [];
    const { logged } = upgrade(v11);
    expect([v11.chatMessages, v11.version, logged[0]]).toEqual([[], DB_VERSION, 'upgraded the data to version 12']);
  });
});

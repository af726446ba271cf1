/** Data version 11 -> 12: the joint-hall chat tables arrive, seeded as a fresh database seeds them; nothing else changes. */
import { describe, expect, it } from 'vitest';
import { DB_VERSION, seededDb, snapshot, toDb } from '@/mocks/db';
import { upgrade } from './upgrade-helpers';

type Raw = Record<string, unknown> & { counters: Record<string, number>; chatMessages?: unknown[]; chatSessions?: unknown[] };

/** A version-11 file: today's seed without the chat tables and their counter. */
function version11(): Raw {
  const db = JSON.parse(snapshot(seededDb())) as Raw;
  delete db.chatMessages;
  delete db.chatSessions;
  delete db.counters.chatMessages;
  db.version = 11;
  return db;
}

describe('upgrading data version 11', () => {
  it('seeds the chats exactly as a fresh database has them: the upgraded file is the fresh seed, byte for byte', () => {
    const v11 = version11();
    const { logged, blobs } = upgrade(v11);
    const { db } = toDb(v11);
    expect(snapshot(db)).toBe(snapshot(seededDb()));
    // No files are added, so no bytes either.
    expect(blobs.size).toBe(0);
    expect(logged).toEqual([`started the joint-hall chat with ${db.chatMessages.length} message(s)`, 'upgraded the data to version 12']);
  });

  it('keeps everything else the file holds, and seeds from its own users (a staff member disabled since is left out)', () => {
    const v11 = version11();
    const users = v11.users as Array<{ mobile: string; isEnabled: number; userId: number }>;
    const disabled = users.find((row) => row.mobile === '13900000002')!;
    disabled.isEnabled = 0;
    const before = JSON.parse(JSON.stringify(v11)) as Raw;
    upgrade(v11);
    const { db } = toDb(v11);
    const { chatMessages: _m, chatSessions: _s, counters, version: _v, ...rest } = v11;
    const { chatMessages: _c, ...otherCounters } = counters;
    const { counters: beforeCounters, version: _bv, ...beforeRest } = before;
    expect({ ...rest, counters: otherCounters }).toEqual({ ...beforeRest, counters: beforeCounters });
    expect(db.chatSessions).toEqual([]);
    expect(db.chatMessages.length).toBeGreaterThan(0);
    expect(db.chatMessages.some((row) => row.fromUserId === disabled.userId || row.toUserId === disabled.userId)).toBe(false);
  });

  it('leaves a file that already holds the chat tables as it is', () => {
    const v11 = JSON.parse(snapshot(seededDb())) as Raw;
    v11.version = 11;
    v11.chatMessages = [];
    const { logged } = upgrade(v11);
    expect([v11.chatMessages, v11.version, logged]).toEqual([[], DB_VERSION, ['upgraded the data to version 12']]);
  });
});

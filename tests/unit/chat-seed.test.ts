/** The seeded joint-hall chats: deterministic, between staff of different agencies, 3-4 conversations per demo admin with unread lines for each, office hours, valid pictures, within the bounds checkDb enforces. */
import { describe, expect, it } from 'vitest';
import { ADMIN_ACCOUNT, CHAT_LIMITS, PARTNER_ACCOUNT, THIRD_ACCOUNT, getDb } from '@/mocks/db';
import { createSeededDb } from '@/mocks/seed';
import { checkDb } from '@/mocks/db/checkDb';
import { SEED_NOW } from '@/mocks/db/seedTime';
import { fileOfUrl } from '@/mocks/rules/files';
import { withFreshMockDb } from '@/mocks/testing';

withFreshMockDb();

const DAY = 24 * 3_600_000;
/** A chat time (China time) as an instant. */
const instant = (time: string) => Date.parse(`${time.replace(' ', 'T')}+08:00`);

describe('joint-hall chat seed', () => {
  it('is the same on every seed, and counts its ids', () => {
    const again = createSeededDb();
    const db = getDb();
    expect(JSON.stringify([again.chatMessages, again.chatSessions])).toBe(JSON.stringify([db.chatMessages, db.chatSessions]));
    expect(db.counters.chatMessages).toBe(db.chatMessages.length);
    expect(db.chatSessions).toEqual([]);
    expect(new Set(db.chatMessages.map((row) => `${row.fromUserId}:${row.clientId}`)).size).toBe(db.chatMessages.length);
  });

  it('has each demo admin talk with 3-4 staff of other agencies, with messages the admin has not read', () => {
    const db = getDb();
    for (const account of [ADMIN_ACCOUNT, PARTNER_ACCOUNT, THIRD_ACCOUNT]) {
      const me = db.users.find((row) => row.mobile === account.mobile)!;
      const mine = db.chatMessages.filter((row) => row.fromUserId === me.userId || row.toUserId === me.userId);
      const others = new Set(mine.map((row) => (row.fromUserId === me.userId ? row.toUserId : row.fromUserId)));
      expect(others.size).toBeGreaterThanOrEqual(3);
      expect(others.size).toBeLessThanOrEqual(4);
      expect(mine.some((row) => row.toUserId === me.userId && row.isRead === 0)).toBe(true);
    }
    for (const row of db.chatMessages) {
      const [from, to] = [row.fromUserId, row.toUserId].map((id) => db.users.find((user) => user.userId === id)!);
      expect(from!.companyId).not.toBe(to!.companyId);
      expect([from!.isEnabled, to!.isEnabled]).toEqual([1, 1]);
    }
  });

  it('talks in Chinese text and the seed’s pictures, in time order within office hours of the days before the seed’s clock', () => {
    const db = getDb();
    const pairs = new Map<string, typeof db.chatMessages>();
    for (const row of db.chatMessages) {
      const key = [row.fromUserId, row.toUserId].sort((a, b) => a - b).join('-');
      pairs.set(key, [...(pairs.get(key) ?? []), row]);
    }
    for (const rows of pairs.values()) {
      const times = rows.map((row) => row.createdTime);
      expect(times).toEqual(times.slice().sort());
      // Read lines first, then what the reader has not read.
      const firstUnread = rows.findIndex((row) => row.isRead === 0);
      if (firstUnread >= 0) expect(rows.slice(firstUnread).every((row) => row.isRead === 0 && row.toUserId === rows[firstUnread]!.toUserId)).toBe(true);
    }
    for (const row of db.chatMessages) {
      expect(row.createdTime).toMatch(/^\d{4}-\d{2}-\d{2} \d{2}:\d{2}:\d{2}$/);
      const hour = Number(row.createdTime.slice(11, 13));
      expect(hour >= 9 && hour < 21).toBe(true);
      expect(SEED_NOW - instant(row.createdTime)).toBeGreaterThan(0);
      expect(SEED_NOW - instant(row.createdTime)).toBeLessThan(12 * DAY);
      if (row.type === 1) expect([row.message.length > 0, /[\u4e00-\u9fff]/.test(row.message), row.message.includes('{')]).toEqual([true, true, false]);
      else {
        expect(row.type).toBe(2);
        const sender = db.users.find((user) => user.userId === row.fromUserId)!;
        const receiver = db.users.find((user) => user.userId === row.toUserId)!;
        expect(fileOfUrl(row.message, sender.companyId)?.kind).toBe('png');
        expect(fileOfUrl(row.message, receiver.companyId)?.kind).toBe('png');
      }
    }
    expect(db.chatMessages.some((row) => row.type === 2)).toBe(true);
    expect(db.chatMessages.some((row) => /联合大厅|大厅/.test(row.message))).toBe(true);
  });

  it('is bounded when a data file loads: too many rows or too long a text is refused by checkDb', () => {
    const db = JSON.parse(JSON.stringify(getDb())) as ReturnType<typeof getDb>;
    expect(checkDb(db)).toBeNull();
    const row = db.chatMessages[0]!;
    expect(checkDb({ ...db, chatMessages: [{ ...row, message: 'x'.repeat(CHAT_LIMITS.messageLength + 1) }] })).toBe(
      `chatMessages[0].message: longer than ${CHAT_LIMITS.messageLength} characters`,
    );
    expect(checkDb({ ...db, chatMessages: [{ ...row, clientId: 'x'.repeat(65) }] })).toBe('chatMessages[0].clientId: longer than 64 characters');
    expect(checkDb({ ...db, chatMessages: [{ ...row, type: 4 }] })).toMatch(/^chatMessages\[0\]\.type/);
    expect(checkDb({ ...db, chatMessages: Array.from({ length: CHAT_LIMITS.maxMessages + 1 }, () => row) })).toBe(
      `chatMessages: more than ${CHAT_LIMITS.maxMessages} rows`,
    );
    const session = { token: 'chat_x', userId: 1, backOfficeToken: 'y'.repeat(CHAT_LIMITS.tokenLength + 1), createdTime: '2026-01-01T00:00:00.000Z' };
    expect(checkDb({ ...db, chatSessions: [session] })).toBe(`chatSessions[0].backOfficeToken: longer than ${CHAT_LIMITS.tokenLength} characters`);
    expect(checkDb({ ...db, chatSessions: [{ ...session, backOfficeToken: 'y', extra: 1 }] })).toBe('chatSessions[0].extra: unknown field');
  });
});

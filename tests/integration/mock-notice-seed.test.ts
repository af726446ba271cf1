/**
 * The seeded admin's bell on a fresh mock at the seed's clock (SEED_NOW, as the server raises at its
 * start): the data holds well over a hundred due reminders (health certificates, follow-ups), and
 * they come as a few notices: one digest per kind above 3, at most 3 single ones otherwise.
 */
import { afterEach, beforeEach, expect, it, vi } from 'vitest';
import { ADMIN_ACCOUNT, getDb } from '@/mocks/db';
import { SEED_NOW } from '@/mocks/db/seedTime';
import { DIGEST_ABOVE, raiseAllReminders } from '@/mocks/rules/notices';
import { withFreshMockDb } from '@/mocks/testing';
import { userIdOf } from './mock-helpers';

withFreshMockDb();
beforeEach(() => {
  vi.useFakeTimers({ toFake: ['Date'] });
  vi.setSystemTime(SEED_NOW);
});
afterEach(() => vi.useRealTimers());

it('gives the seeded admin a few notices for many due reminders: each kind one digest or at most 3 single ones', () => {
  const db = getDb();
  raiseAllReminders(db, SEED_NOW);
  const admin = userIdOf(ADMIN_ACCOUNT.mobile);
  const unread = db.notices.filter((row) => row.userId === admin && row.isRead === 0);
  const kinds = new Set(unread.map((row) => row.kind));
  for (const kind of kinds) {
    const ofKind = unread.filter((row) => row.kind === kind);
    const digests = ofKind.filter((row) => row.count !== undefined);
    if (digests.length > 0) {
      expect(ofKind).toEqual([expect.objectContaining({ count: expect.any(Number) })]);
      expect(digests[0]!.count).toBeGreaterThan(DIGEST_ABOVE);
    } else {
      expect(ofKind.length).toBeLessThanOrEqual(DIGEST_ABOVE);
    }
  }
  const told = unread.reduce((sum, row) => sum + (row.count ?? 1), 0);
  expect(told).toBeGreaterThan(100);
  expect(unread.length).toBeLessThanOrEqual(kinds.size * DIGEST_ABOVE);
  expect(unread.some((row) => row.kind === 'followUpDue' && row.count !== undefined)).toBe(true);

  // The next morning: only what newly came due, never the same reminders again.
  const next = SEED_NOW + 86_400_000;
  vi.setSystemTime(next);
  raiseAllReminders(db, next);
  const added = db.notices.filter((row) => row.userId === admin && !unread.includes(row));
  const keys = new Set(unread.flatMap((row) => [row.key, ...(row.covers ?? [])]));
  expect(added.flatMap((row) => [row.key, ...(row.covers ?? [])]).filter((key) => keys.has(key))).toEqual([]);
});

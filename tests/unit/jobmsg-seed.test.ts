/** The seeded aunt threads: deterministic, each with an aunt of the staff member's company, pictures and valid WAV clips in the blob store, some unread aunt messages. */
import { describe, expect, it } from 'vitest';
import { sniffFileType } from '@/domain/fileType';
import { getDb } from '@/mocks/db';
import { createSeededDb } from '@/mocks/seed';
import { PLATFORM_ACCOUNT } from '@/mocks/db/demoAccounts';
import { blobStore } from '@/mocks/db/blobs';
import { seedMedia } from '@/mocks/db/seedMedia';
import { SEED_NOW } from '@/mocks/db/seedTime';
import { fileUrl } from '@/mocks/rules/files';
import { withFreshMockDb } from '@/mocks/testing';

withFreshMockDb();

const DAY = 24 * 3_600_000;

describe('aunt thread seed', () => {
  it('is the same on every seed', () => {
    const again = createSeededDb();
    const db = getDb();
    expect(JSON.stringify([again.jobMsgThreads, again.jobMsgs, again.files])).toBe(JSON.stringify([db.jobMsgThreads, db.jobMsgs, db.files]));
    expect(seedMedia().map((item) => item.key)).toEqual(seedMedia().map((item) => item.key));
  });

  it('gives every enabled staff member of the three agencies 6-12 threads, one per aunt, each aunt of their company and not deleted', () => {
    const db = getDb();
    for (const user of db.users.filter((row) => row.isEnabled === 1 && row.companyId !== PLATFORM_ACCOUNT.companyId)) {
      const threads = db.jobMsgThreads.filter((row) => row.teacherId === user.userId);
      expect(threads.length).toBeGreaterThanOrEqual(6);
      expect(threads.length).toBeLessThanOrEqual(12);
      expect(new Set(threads.map((row) => row.auntId)).size).toBe(threads.length);
      for (const thread of threads) {
        expect(thread.companyId).toBe(user.companyId);
        expect(db.aunts.find((aunt) => aunt.auntId === thread.auntId)).toMatchObject({ companyId: user.companyId, isDeleted: 0 });
      }
    }
    expect(db.jobMsgThreads.some((row) => db.users.find((user) => user.userId === row.teacherId)?.isEnabled !== 1)).toBe(false);
    expect([db.counters.jobMsgThreads, db.counters.jobMsgs, db.counters.files]).toEqual([db.jobMsgThreads.length, db.jobMsgs.length, db.files.length]);
  });

  it('talks in text, pictures and voice, in time order over the last weeks, with unread aunt messages in every agency and staff messages always read', () => {
    const db = getDb();
    for (const thread of db.jobMsgThreads) {
      const messages = db.jobMsgs.filter((row) => row.msgId === thread.msgId);
      const times = messages.map((row) => row.createdTime);
      expect(times).toEqual(times.slice().sort());
      expect(thread.updatedTime).toBe(times.at(-1));
      expect(SEED_NOW - Date.parse(thread.updatedTime)).toBeGreaterThan(0);
      expect(SEED_NOW - Date.parse(thread.updatedTime)).toBeLessThan(26 * DAY);
      for (const row of messages) {
        if (row.msgType === 0) expect([row.textDes.length > 0, row.textDes.includes('{'), row.fileId, row.filePath]).toEqual([true, false, 0, '']);
        else {
          const file = db.files.find((candidate) => candidate.fileId === row.fileId)!;
          expect([file.companyId, file.kind, row.filePath]).toEqual([thread.companyId, row.msgType === 1 ? 'png' : 'wav', fileUrl(file.key)]);
        }
      }
    }
    expect(db.jobMsgs.filter((row) => row.msgSource === 1).every((row) => row.isRead === 1)).toBe(true);
    for (const companyId of [1, 2, 3]) {
      const ids = new Set(db.jobMsgThreads.filter((row) => row.companyId === companyId).map((row) => row.msgId));
      const messages = db.jobMsgs.filter((row) => ids.has(row.msgId));
      expect(messages.some((row) => row.isRead === 0)).toBe(true);
      expect(messages.filter((row) => row.isRead === 0).length).toBeLessThan(messages.length / 4);
      for (const type of [0, 1, 2]) expect(messages.some((row) => row.msgType === type)).toBe(true);
    }
  });

  it('keeps valid PNG pictures and short 8 kHz mono WAV clips in the blob store after a reset', async () => {
    for (const item of seedMedia()) {
      const bytes = await blobStore().get(item.key);
      expect(bytes).toEqual(item.bytes);
      expect(sniffFileType(item.bytes)).toBe(item.kind);
      if (item.kind !== 'wav') continue;
      const view = new DataView(item.bytes.buffer, item.bytes.byteOffset);
      const ascii = (at: number) => String.fromCharCode(...item.bytes.subarray(at, at + 4));
      expect([ascii(0), ascii(8), ascii(12), ascii(36)]).toEqual(['RIFF', 'WAVE', 'fmt ', 'data']);
      expect(view.getUint32(4, true)).toBe(item.bytes.length - 8);
      // PCM, mono, 8000 Hz, 8000 bytes a second, 8 bits.
      expect([view.getUint16(20, true), view.getUint16(22, true), view.getUint32(24, true), view.getUint32(28, true), view.getUint16(34, true)]).toEqual([
        1, 1, 8000, 8000, 8,
      ]);
      const seconds = view.getUint32(40, true) / 8000;
      expect(seconds).toBeGreaterThanOrEqual(1);
      expect(seconds).toBeLessThanOrEqual(3);
      expect(item.bytes.length).toBeLessThan(30_000);
    }
  });
});

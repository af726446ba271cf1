/** The mock database's snapshot/restore, deterministic seed, id counters and atomic file writes. */
import { DB_VERSION } from '@/mocks/db/schema';
import { mkdtempSync, readdirSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { getDb, MOCK_BACKEND_MARKER, nextId, resetDb, restore, snapshot } from '@/mocks/db';
import { atomicWriteFileSync, createDebouncedSaver, loadDbFile, saveDbFile } from '@/mocks/persist';
import { withFreshMockDb } from '@/mocks/testing';

withFreshMockDb();

let dir: string;
beforeEach(() => {
  dir = mkdtempSync(path.join(os.tmpdir(), 'mock-persist-'));
});
afterEach(() => {
  vi.useRealTimers();
  rmSync(dir, { recursive: true, force: true });
});

describe('the seed', () => {
  it('is deterministic: two resets give identical snapshots', () => {
    resetDb();
    const first = snapshot();
    resetDb();
    expect(snapshot()).toBe(first);
    expect(first).toContain(MOCK_BACKEND_MARKER);
  });

  it('has the two companies, the demo accounts and some disabled users', () => {
    const db = getDb();
    expect(db.companies.map((row) => [row.companyId, row.companyName])).toEqual([
      [1, '上海安心家政服务有限公司'],
      [2, '杭州好帮手家政服务有限公司'],
    ]);
    expect(db.users.filter((row) => row.companyId === 1 && row.isEnabled === 0).length).toBeGreaterThan(0);
    expect(db.users.find((row) => row.mobile === '13900000001')?.companyId).toBe(2);
  });
});

describe('snapshot and restore', () => {
  it('round-trips every change, id counters included', () => {
    const db = getDb();
    db.companies[0]!.companyName = '改过的名字';
    const removed = db.users.pop();
    const afterDelete = nextId('users');
    expect(afterDelete).toBeGreaterThan(removed?.userId ?? Infinity);
    const saved = snapshot();

    resetDb();
    expect(getDb().companies[0]?.companyName).toBe('上海安心家政服务有限公司');
    restore(saved);
    expect(snapshot()).toBe(saved);
    expect(getDb().companies[0]?.companyName).toBe('改过的名字');
    // Ids are never reused: the counter survived the restore.
    expect(nextId('users')).toBe(afterDelete + 1);
  });

  it('refuses a file that is not a mock database and keeps the current state', () => {
    const before = snapshot();
    expect(() => restore('{"hello":1}')).toThrow(/not a mock database/);
    expect(() => restore(before.replace(`"version":${DB_VERSION}`, '"version":0'))).toThrow(/version/);
    expect(() => restore('not json')).toThrow();
    expect(snapshot()).toBe(before);
  });
});

describe('atomic writes', () => {
  it('writes the content, overwrites, and leaves no temporary file behind', () => {
    const file = path.join(dir, 'nested', 'db.json');
    atomicWriteFileSync(file, '{"a":1}');
    expect(readFileSync(file, 'utf8')).toBe('{"a":1}');
    atomicWriteFileSync(file, '{"a":2,"text":"阿姨"}');
    expect(readFileSync(file, 'utf8')).toBe('{"a":2,"text":"阿姨"}');
    expect(readdirSync(path.dirname(file))).toEqual(['db.json']);
  });

  it('saves and loads the database; a missing or broken file is reported, not loaded', () => {
    const file = path.join(dir, 'db.json');
    expect(loadDbFile(file)).toEqual({ status: 'missing' });
    getDb().users[0]!.contact = '王总';
    saveDbFile(file);
    resetDb();
    expect(loadDbFile(file)).toEqual({ status: 'restored' });
    expect(getDb().users[0]?.contact).toBe('王总');

    writeFileSync(file, '{ half a file');
    const outcome = loadDbFile(file);
    expect(outcome.status).toBe('invalid');
    expect(getDb().users[0]?.contact).toBe('王总');
  });

  it('debounces saves into one write and flushes a pending one', () => {
    vi.useFakeTimers();
    const file = path.join(dir, 'db.json');
    const saver = createDebouncedSaver(file, 100);
    getDb().users[0]!.contact = 'one';
    saver.schedule();
    getDb().users[0]!.contact = 'two';
    saver.schedule();
    expect(readdirSync(dir)).toEqual([]);
    vi.advanceTimersByTime(100);
    expect(JSON.parse(readFileSync(file, 'utf8')).users[0].contact).toBe('two');

    getDb().users[0]!.contact = 'three';
    saver.schedule();
    saver.flush();
    expect(JSON.parse(readFileSync(file, 'utf8')).users[0].contact).toBe('three');
    expect(readdirSync(dir)).toEqual(['db.json']);
  });
});

describe('the seed clock', () => {
  it('is Monday 09:00 China time of the current week, never in the future', async () => {
    const { weekAnchor } = await import('@/mocks/db/seedTime');
    // Friday 2026-11-20 15:00 China -> Monday 2026-11-16 09:00 China.
    expect(new Date(weekAnchor(Date.parse('2026-11-20T15:00:00+08:00'))).toISOString()).toBe('2026-11-16T01:00:00.000Z');
    // Monday 08:00 China is before that Monday's anchor -> the previous Monday.
    expect(new Date(weekAnchor(Date.parse('2026-11-16T08:00:00+08:00'))).toISOString()).toBe('2026-11-09T01:00:00.000Z');
    // Sunday late evening China time still belongs to the week that began on Monday.
    expect(new Date(weekAnchor(Date.parse('2026-11-22T23:30:00+08:00'))).toISOString()).toBe('2026-11-16T01:00:00.000Z');
  });
});

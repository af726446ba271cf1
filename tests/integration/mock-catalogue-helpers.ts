/** Shared by the catalogue mock tests: a refusal that must write nothing, checked cheaply. */
import { expect } from 'vitest';
import { getDb } from '@/mocks/db';
import { writeCount } from '@/mocks/db/tracking';
import { failure } from './mock-helpers';

/**
 * Runs a call that must be refused: its code and message, and not one write to the database (the
 * change tracker's count; a whole snapshot costs a second a call on the seeded database, so the
 * tests compare snapshots once per kind of refusal with `refused` and use this for the long lists).
 */
export async function refusedQuietly(call: () => Promise<unknown>, code: number, message?: string): Promise<void> {
  const writes = writeCount(getDb());
  const error = await failure(call());
  expect([error.code, error.serverMessage]).toEqual([code, message ?? error.serverMessage]);
  expect(writeCount(getDb())).toBe(writes);
}

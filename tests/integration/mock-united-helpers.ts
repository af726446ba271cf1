/** Shared pieces of the joint-hall mock tests: acting as an agency, seeded rows to act on, and a refusal that must change nothing. */
import { expect } from 'vitest';
import { setToken } from '@/auth/token';
import { writeCount } from '@/mocks/db/tracking';
import {
  ADMIN_ACCOUNT,
  PARTNER_ACCOUNT,
  THIRD_ACCOUNT,
  getDb,
  type AuntRow,
  type JobRow,
  type UnitedAuntRow,
  type UnitedJobRow,
  type UnitedMappingRow,
} from '@/mocks/db';
import { tokenFor } from '@/mocks/testing';
import { failure } from './mock-helpers';

/** The admin of each seeded agency, by company id. */
export const ADMINS = { 1: ADMIN_ACCOUNT, 2: PARTNER_ACCOUNT, 3: THIRD_ACCOUNT } as const;

export function actAs(account: { mobile: string }): void {
  setToken(tokenFor(account));
}

/**
 * Runs a call that must be refused: its code (and message), and not one write to the database.
 * Every write of the mock goes through the change tracker (the standalone server journals what a
 * request changed by it), so a write count that did not move means nothing was stored, not even a
 * value written back as it was. Comparing whole snapshots said the same at about 0.3 s a snapshot
 * (10 MB of JSON), which was most of the mock tests' time; the files' own before/after blocks
 * still compare snapshots.
 */
export async function refused(call: () => Promise<unknown>, code: number, message?: string | RegExp): Promise<void> {
  const writes = writeCount(getDb());
  const error = await failure(call());
  expect(error.code).toBe(code);
  if (typeof message === 'string') expect(error.serverMessage).toBe(message);
  else if (message) expect(error.serverMessage).toMatch(message);
  expect(writeCount(getDb()), 'writes to the database during a refused call').toBe(writes);
}

const openOrHeld = (auntId: number) => getDb().unitedMappings.some((row) => row.auntId === auntId);

/** An aunt of the company free to share: seeking work, unlocked, not deleted, not in the hall, on no merge. */
export function freeAunt(companyId: number, skip = 0): AuntRow {
  const rows = getDb().aunts.filter(
    (row) => row.companyId === companyId && row.workStatus === 1 && row.isDeleted === 0 && row.isLocked === 0 && row.isShared === 0 && !openOrHeld(row.auntId),
  );
  return rows[skip]!;
}

export function auntWithStatus(companyId: number, workStatus: AuntRow['workStatus']): AuntRow {
  return getDb().aunts.find((row) => row.companyId === companyId && row.workStatus === workStatus && row.isDeleted === 0 && row.isShared === 0)!;
}

/** An enabled job of the company, its employer not deleted, not in the hall. */
export function freeJob(companyId: number, skip = 0): JobRow {
  const db = getDb();
  const live = new Set(db.employers.filter((row) => row.isDeleted === 0).map((row) => row.employerId));
  const shared = new Set(db.unitedJobs.map((row) => row.jobId));
  return db.jobs.filter((row) => row.companyId === companyId && row.isDisabled === 0 && live.has(row.employerId) && !shared.has(row.jobId))[skip]!;
}

/** An on-shelf hall aunt of the company with no merge record yet, her aunt free (work status 1). */
export function quietHallAunt(companyId: number, skip = 0): UnitedAuntRow {
  const db = getDb();
  return db.unitedAunts.filter(
    (row) =>
      row.companyId === companyId &&
      row.isOnShelf === 1 &&
      !db.unitedMappings.some((mapping) => mapping.unitedAuntId === row.unitedAuntId) &&
      db.aunts.some((aunt) => aunt.auntId === row.auntId && aunt.workStatus === 1),
  )[skip]!;
}

export function quietHallJob(companyId: number, skip = 0): UnitedJobRow {
  const db = getDb();
  return db.unitedJobs.filter(
    (row) => row.companyId === companyId && row.isOnShelf === 1 && !db.unitedMappings.some((mapping) => mapping.unitedJobId === row.unitedJobId),
  )[skip]!;
}

export const mappingOf = (mappingAuntId: number): UnitedMappingRow | undefined => getDb().unitedMappings.find((row) => row.mappingAuntId === mappingAuntId);
export const hallAuntOf = (unitedAuntId: number): UnitedAuntRow | undefined => getDb().unitedAunts.find((row) => row.unitedAuntId === unitedAuntId);
export const auntOf = (auntId: number): AuntRow | undefined => getDb().aunts.find((row) => row.auntId === auntId);

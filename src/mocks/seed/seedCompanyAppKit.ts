/**
 * What the mini-program seed's steps share: the step's context (one company) and time helpers.
 */
import type { Random } from '../db/random';
import type { MockDb, UserRow } from '../db/schema';

export const MINUTE = 60_000;
export const iso = (time: number) => new Date(time).toISOString();

/** One company's seeding: its enabled staff, the shared generator, the seed clock. */
export interface CompanyAppSeedContext {
  db: MockDb;
  random: Random;
  companyId: number;
  now: number;
  staff: UserRow[];
}

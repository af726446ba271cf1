/**
 * The seeded finance data (to be written: see issue 14's brief). Own generator, drawn after every
 * other seed step: nothing seeded before changes. Also run by the data upgrade 12 -> 13 on an
 * existing file (persist/migrate.ts).
 */
import type { MockDb } from './schema';

export function seedFinance(db: MockDb, now: number): void {
  void db;
  void now;
}

/** The data upgrade 10 -> 11: the aunt message threads (one step of migrate/index.ts). */
import { seedJobMsg, type JobMsgSeedDb } from '../../seed/seedJobMsg';
import { putSeedMedia } from '../../db/seedMedia';
import { SEED_NOW } from '../../db/seedTime';
import { rows, type MigrationContext, type Raw } from './shared';

/**
 * 10 -> 11: the aunt message threads. Both tables arrive and are seeded as a fresh database seeds
 * them (seed/seedJobMsg.ts), from the staff members and aunts the file holds, with the seed's
 * pictures and voice clips as file rows of each company and their bytes in the blob store.
 * Nothing else changes. A file that already holds the tables keeps them.
 */
export function auntThreads(db: Raw, context: MigrationContext): void {
  if (Array.isArray(db.jobMsgThreads)) return;
  db.jobMsgThreads = [];
  db.jobMsgs = [];
  db.files = rows(db, 'files');
  const counters = (typeof db.counters === 'object' && db.counters !== null ? db.counters : {}) as Raw;
  Object.assign(counters, { jobMsgThreads: 0, jobMsgs: 0 });
  counters.files = typeof counters.files === 'number' ? counters.files : 0;
  db.counters = counters;
  seedJobMsg(db as unknown as JobMsgSeedDb, SEED_NOW);
  putSeedMedia((key, bytes) => context.putBlob(key, bytes));
  context.log(`started ${rows(db, 'jobMsgThreads').length} aunt thread(s) with ${rows(db, 'jobMsgs').length} message(s)`);
}

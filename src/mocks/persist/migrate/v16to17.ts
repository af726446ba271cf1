/** The data upgrade 16 -> 17: the company's mini-program (one step of migrate/index.ts). */
import { seedCompanyApp } from '../../seed/seedCompanyApp';
import { COMPANY_APP_TABLE_NAMES, emptyCompanyAppTables, type MockDb } from '../../db/schema';
import { SEED_NOW } from '../../db/seedTime';
import { counterOf, rows, type MigrationContext, type Raw } from './shared';

/**
 * 16 -> 17: the company's mini-program. Its tables (members, service requests, news, training
 * groups, items, sign-ups and paid orders, suggestions, purchases, marriage applications) arrive
 * seeded as a fresh database seeds them (seed/seedCompanyApp.ts), from the users, aunts, employers,
 * jobs, service types and seed pictures the file holds. Nothing else changes. A file that already
 * holds the tables keeps them.
 */
export function companyApp(db: Raw, context: MigrationContext): void {
  if (Array.isArray(db.appMembers)) return;
  Object.assign(db, emptyCompanyAppTables());
  const counters = counterOf(db);
  for (const table of COMPANY_APP_TABLE_NAMES) counters[table] = 0;
  seedCompanyApp(db as unknown as MockDb, SEED_NOW);
  context.log(`started the mini-program: ${rows(db, 'appMembers').length} member(s), ${rows(db, 'appRequests').length} service request(s)`);
}

/** The data upgrade 19 -> 20: the aunts' sharing authorisations (one step of migrate/index.ts). */
import type { MockDb } from '../../db/schema';
import { emptyConsentTables } from '../../db/schemaConsent';
import { seedConsents } from '../../rules/auntConsent';
import { counterOf, rows, type MigrationContext, type Raw } from './shared';

/**
 * 19 -> 20: sharing needs her authorisation on file (rules/auntConsent.ts). The aunts shared (or
 * ever in the joint hall) and those seeking work get the one a fresh seed gives them
 * (seedConsents, exactly), so the hall keeps its aunts; partners' views start empty. A file that
 * already holds the tables keeps them.
 */
export function auntConsents(db: Raw, context: MigrationContext): void {
  if (Array.isArray(db.auntConsents)) return;
  Object.assign(db, emptyConsentTables());
  const counters = counterOf(db);
  counters.auntConsents = 0;
  counters.auntConsentViews = 0;
  seedConsents(db as unknown as MockDb);
  context.log(`recorded the sharing authorisation of ${rows(db, 'auntConsents').length} aunt(s) (those shared or seeking work)`);
}

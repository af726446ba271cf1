/** The data upgrade 20 -> 21: the personal-data access log (one step of migrate/index.ts). */
import { PRIVACY_TABLE_NAMES, emptyPrivacyTables } from '../../db/schema';
import { counterOf, type MigrationContext, type Raw } from './shared';

/** 20 -> 21: an empty privacyAccessLogs table (reveals are logged from now on). A file that already holds it keeps it. */
export function privacyAccessLog(db: Raw, context: MigrationContext): void {
  if (Array.isArray(db.privacyAccessLogs)) return;
  Object.assign(db, emptyPrivacyTables());
  const counters = counterOf(db);
  for (const table of PRIVACY_TABLE_NAMES) counters[table] = 0;
  context.log('added the personal-data access log');
}

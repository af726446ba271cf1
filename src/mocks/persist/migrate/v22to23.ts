/** The data upgrade 22 -> 23: the notification centre (one step of migrate/index.ts). */
import { NOTICE_TABLE_NAMES, emptyNoticeTables } from '../../db/schema';
import { counterOf, type MigrationContext, type Raw } from './shared';

/** 22 -> 23: empty notices and notice preferences (reminders are raised as the data is read). A file that already holds them keeps them. */
export function notices(db: Raw, context: MigrationContext): void {
  if (Array.isArray(db.notices)) return;
  Object.assign(db, emptyNoticeTables());
  counterOf(db)[NOTICE_TABLE_NAMES[0]] = 0;
  context.log('added the notification centre');
}

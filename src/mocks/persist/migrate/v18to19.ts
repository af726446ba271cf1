/** The data upgrade 18 -> 19: résumé links (one step of migrate/index.ts). */
import type { MigrationContext, Raw } from './shared';

/** 18 -> 19: the résumé links table arrives empty (no aunt had a link: résumés were opened by id). */
export function resumeLinks(db: Raw, context: MigrationContext): void {
  if (Array.isArray(db.resumeLinks)) return;
  db.resumeLinks = [];
  context.log('added the résumé links table (empty)');
}

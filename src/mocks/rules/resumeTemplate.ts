/**
 * The resume template the public resume fills (rules/auntView): the company's, else the product's
 * default. Apart from rules/templates.ts so the aunt views need nothing of the handlers' kit (the
 * seeds reach the views while the database module loads).
 */
import type { MockDb } from '../db';
import { DEFAULT_RESUME_TEMPLATE } from '../db/seedCatalogues';

export function resumeTemplateOf(db: MockDb, companyId: number): string {
  return db.templates.find((row) => row.companyId === companyId && row.templateName === 'auntResume')?.content ?? DEFAULT_RESUME_TEMPLATE;
}

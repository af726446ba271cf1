/** The data upgrade 17 -> 18: one fee dictionary (one step of migrate/index.ts). */
import { pageIdsWithDescendants } from '../../db/seedPages';
import type { PageRow } from '../../db/schema';
import { rows, type MigrationContext, type Raw } from './shared';

/** The component of the page that showed the fee dictionary a second time, under 公司设置 (费用设置). */
const SECOND_DICTIONARY = 'company/financeOptions';

/**
 * 17 -> 18: the fee dictionary is one page, 收支字典 under 财务管理 (the spec's finance area). The
 * company settings' 费用设置 page (component company/financeOptions, which rendered the same editor)
 * leaves the pages table, with any page under it, and every role that held it. Nothing else changes:
 * the dictionary's entries are the same rows.
 */
export function oneFeeDictionary(db: Raw, context: MigrationContext): void {
  const pages = rows(db, 'pages') as unknown as PageRow[];
  const names = pages.filter((page) => page.component === SECOND_DICTIONARY).map((page) => page.pageName);
  const gone = pageIdsWithDescendants(pages, names);
  if (gone.size === 0) return;
  db.pages = pages.filter((page) => !gone.has(page.pageId));
  let roles = 0;
  for (const role of rows(db, 'roles')) {
    const pageIds = Array.isArray(role.pageIds) ? (role.pageIds as number[]) : [];
    const kept = pageIds.filter((id) => !gone.has(id));
    if (kept.length !== pageIds.length) roles += 1;
    role.pageIds = kept;
  }
  context.log(`removed the second fee dictionary page (费用设置): ${gone.size} page(s), from ${roles} role(s); 收支字典 under 财务管理 stays`);
}

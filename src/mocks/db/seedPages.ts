/**
 * The pages table, seeded from the product's page tree (domain/pageTree.ts): the role pages the
 * client turns into its menu and routes. Ids are handed out in declaration order, parents
 * before their children.
 */
import { PAGE_TREE, type PageDecl } from '@/domain/pageTree';
import { allocateId, type MockDb, type PageRow } from './schema';

export { PAGE_TREE };

/** Top-level or leaf pages an AGENCY_STAFF role does not get (a parent takes its children). */
export const STAFF_EXCLUDED_PAGES: readonly string[] = ['FinanceManage', 'CompanySettings', 'PageManage', 'StaffStatistic'];

function insert(db: MockDb, decls: readonly PageDecl[], parentId: number): void {
  decls.forEach((decl, index) => {
    const row: PageRow = {
      pageId: allocateId(db, 'pages'),
      parentId,
      routePath: decl.path,
      component: decl.component,
      pageName: decl.name,
      pageTitle: decl.title,
      menuIcon: decl.icon ?? '',
      isMenu: decl.hidden ? 0 : 1,
      sort: (index + 1) * 10,
      location: 'left',
      redirectPath: decl.redirect ?? '',
    };
    db.pages.push(row);
    if (decl.children) insert(db, decl.children, row.pageId);
  });
}

export function seedPages(db: MockDb): void {
  insert(db, PAGE_TREE, 0);
}

/** Ids of the pages named, plus all their descendants. */
export function pageIdsWithDescendants(pages: readonly PageRow[], names: readonly string[]): Set<number> {
  const ids = new Set(pages.filter((row) => names.includes(row.pageName)).map((row) => row.pageId));
  let grew = true;
  while (grew) {
    grew = false;
    for (const row of pages) {
      if (!ids.has(row.pageId) && ids.has(row.parentId)) {
        ids.add(row.pageId);
        grew = true;
      }
    }
  }
  return ids;
}

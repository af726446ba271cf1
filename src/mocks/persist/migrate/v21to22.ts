/** The data upgrade 21 -> 22: the personal-data access log page (one step of migrate/index.ts). */
import type { PageRow } from '../../db/schema';
import { PAGE_TREE } from '../../db/seedPages';
import { nextIdOf, rows, type MigrationContext, type Raw } from './shared';

const NAME = 'PrivacyAccessLogs';

/**
 * 21 -> 22: the page 个人信息访问记录 under 公司设置, as the page tree declares it, held by every role
 * that holds 公司设置 (the agency admins). A file that already has the page, or has no 公司设置, keeps its pages.
 */
export function accessLogPage(db: Raw, context: MigrationContext): void {
  const pages = rows(db, 'pages') as unknown as PageRow[];
  const settings = pages.find((page) => page.pageName === 'CompanySettings');
  const settingsDecl = PAGE_TREE.find((decl) => decl.name === 'CompanySettings');
  const index = settingsDecl?.children?.findIndex((decl) => decl.name === NAME) ?? -1;
  const decl = settingsDecl?.children?.[index];
  if (!settings || !decl || pages.some((page) => page.pageName === NAME)) return;
  const pageId = nextIdOf(db, 'pages', 'pageId');
  pages.push({
    pageId,
    parentId: settings.pageId,
    routePath: decl.path,
    component: decl.component,
    pageName: decl.name,
    pageTitle: decl.title,
    menuIcon: '',
    isMenu: 1,
    sort: (index + 1) * 10,
    location: 'left',
    redirectPath: '',
  });
  let roles = 0;
  for (const role of rows(db, 'roles')) {
    const pageIds = Array.isArray(role.pageIds) ? (role.pageIds as number[]) : [];
    if (!pageIds.includes(settings.pageId)) continue;
    role.pageIds = [...pageIds, pageId];
    roles += 1;
  }
  context.log(`added the personal-data access log page (个人信息访问记录) to ${roles} role(s)`);
}

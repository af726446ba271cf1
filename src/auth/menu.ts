/**
 * Role pages -> menu tree (pure). The server's pages (union over the user's roles) become the
 * sidebar menu and the dynamic routes:
 * - parent 0 is top level; a page whose parent the user lacks is promoted to top level (so it
 *   stays reachable); children sort by `sort`, then pageId; duplicate ids keep the first;
 * - `isMenu` 0 hides a page from the menu (it still gets a route);
 * - a relative routePath is joined to its parent's; http(s):, mailto: and tel: are external;
 * - company rules: finance management is hidden for one configured company, the staff
 *   statistic entry shows only for one configured company.
 *
 * @example
 *   const tree = buildMenuTree(session.pages, { companyId: user.company.companyId, ...menuCompanyRules })
 */
import type { SysPage } from '@/api/user';
import { isExternalLink } from '@/domain/externalLink';
import type { TitleLabels } from './menuTitle';

export type { TitleLabels };

export interface MenuNode {
  pageId: number;
  /** Route name (pageName), e.g. 'UnitedAuntHall'. */
  name: string;
  /** Absolute route path, or the external URL. */
  path: string;
  /** Key in the menu label tables (`menu.<titleKey>`); also the fallback text. */
  titleKey: string;
  /** The page's stored labels, used when the label tables lack `titleKey` (see titleText). */
  labels?: TitleLabels;
  icon: string;
  /** Hidden from the menu (isMenu 0); the route still exists. */
  hidden: boolean;
  external: boolean;
  redirect: string | null;
  /** Page registry name; '' or 'Layout' for a pure container. */
  component: string;
  location: string;
  /** Shown as the highlighted (orange) entry. */
  highlight: boolean;
  children: MenuNode[];
}

export interface CompanyMenuRules {
  companyId: number;
  /** Finance management is hidden for this company. */
  financeHiddenCompanyId?: number | null;
  /** The staff statistic entry shows only for this company. */
  staffStatisticCompanyId?: number | null;
}

export const FINANCE_PAGE_NAME = 'FinanceManage';
export const STAFF_STATISTIC_PAGE_NAME = 'StaffStatistic';
export const HIGHLIGHTED_PAGE_NAMES: ReadonlySet<string> = new Set(['CustomerJobs']);
const CONTAINER_COMPONENTS: ReadonlySet<string> = new Set(['', 'Layout']);

export { isExternalLink };

export function isContainer(node: Pick<MenuNode, 'component'>): boolean {
  return CONTAINER_COMPONENTS.has(node.component);
}

function joinPath(parentPath: string, path: string): string {
  if (!path) return parentPath || '/';
  if (path.startsWith('/') || isExternalLink(path)) return path;
  return `${parentPath.replace(/\/+$/, '')}/${path}`;
}

function excludedByCompany(page: SysPage, rules: CompanyMenuRules): boolean {
  if (page.pageName === FINANCE_PAGE_NAME && rules.financeHiddenCompanyId != null && rules.companyId === rules.financeHiddenCompanyId) return true;
  if (page.pageName === STAFF_STATISTIC_PAGE_NAME && rules.staffStatisticCompanyId != null && rules.companyId !== rules.staffStatisticCompanyId) return true;
  return false;
}

function labelsOf(page: SysPage): { labels?: TitleLabels } {
  const zh = page.titleZh?.trim();
  const en = page.titleEn?.trim();
  if (!zh && !en) return {};
  return { labels: { ...(zh ? { zh } : {}), ...(en ? { en } : {}) } };
}

const bySortThenId = (a: SysPage, b: SysPage) => a.sort - b.sort || a.pageId - b.pageId;

export function buildMenuTree(pages: readonly SysPage[], rules: CompanyMenuRules): MenuNode[] {
  const unique = new Map<number, SysPage>();
  for (const page of pages) if (!unique.has(page.pageId)) unique.set(page.pageId, page);
  const kept = [...unique.values()].filter((page) => !excludedByCompany(page, rules));
  const ids = new Set(kept.map((page) => page.pageId));
  // Children of an excluded page go with it; a missing parent promotes the page to the top.
  const excludedIds = new Set([...unique.values()].filter((page) => excludedByCompany(page, rules)).map((page) => page.pageId));
  const childrenOf = new Map<number, SysPage[]>();
  for (const page of kept) {
    if (excludedIds.has(page.parentId)) continue;
    const parent = page.parentId !== 0 && ids.has(page.parentId) && page.parentId !== page.pageId ? page.parentId : 0;
    childrenOf.set(parent, [...(childrenOf.get(parent) ?? []), page]);
  }

  const seenPaths = new Set<string>();
  function build(parentId: number, parentPath: string, depth: number): MenuNode[] {
    if (depth > 8) return []; // guards against a parent cycle in bad data
    return (childrenOf.get(parentId) ?? []).sort(bySortThenId).flatMap((page) => {
      const path = joinPath(parentPath, page.routePath.trim());
      if (seenPaths.has(path)) return [];
      seenPaths.add(path);
      const node: MenuNode = {
        pageId: page.pageId,
        name: page.pageName,
        path,
        titleKey: page.pageTitle || page.pageName,
        ...labelsOf(page),
        icon: page.menuIcon,
        hidden: page.isMenu === 0,
        external: isExternalLink(path),
        redirect: page.redirectPath ? joinPath(path, page.redirectPath) : null,
        component: page.component ?? '',
        location: page.location || 'left',
        highlight: HIGHLIGHTED_PAGE_NAMES.has(page.pageName),
        children: [],
      };
      node.children = build(page.pageId, isExternalLink(path) ? parentPath : path, depth + 1);
      return [node];
    });
  }
  return build(0, '', 0);
}

/** Every node of the tree, parents before children, with its ancestors (for breadcrumbs). */
export function flattenMenu(tree: readonly MenuNode[], ancestors: MenuNode[] = []): { node: MenuNode; ancestors: MenuNode[] }[] {
  return tree.flatMap((node) => [{ node, ancestors }, ...flattenMenu(node.children, [...ancestors, node])]);
}

/** The nodes the sidebar shows: left-located, not hidden, with their visible children. */
export function visibleMenu(tree: readonly MenuNode[]): MenuNode[] {
  return tree.filter((node) => !node.hidden && node.location === 'left').map((node) => ({ ...node, children: visibleMenu(node.children) }));
}

/** Where a container without a component leads: its redirect, else its first visible child. */
export function containerTarget(node: MenuNode): string | null {
  if (node.redirect) return node.redirect;
  const first = node.children.find((child) => !child.hidden && !child.external);
  return first ? first.path : null;
}

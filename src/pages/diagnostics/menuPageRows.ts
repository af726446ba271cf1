/**
 * The rows of the diagnostics view's menu pages: every page of the user's menu tree that opens a
 * page (not a container that leads elsewhere, not an external link), how it resolved
 * (app/menuRoutes pageOfNode, the same rule the routes are installed by), the unresolved first.
 */
import { flattenMenu, type MenuNode } from '@/auth/menu';
import type { PageResolution } from '@/auth/pageRegistry';
import { pageOfNode } from '@/app/menuRoutes';

export interface MenuPageRow {
  node: MenuNode;
  how: PageResolution;
  module: string | null;
}

export function menuPageRows(tree: readonly MenuNode[]): MenuPageRow[] {
  const rows = flattenMenu(tree).flatMap(({ node }) => {
    const resolved = pageOfNode(node);
    return resolved ? [{ node, how: resolved.how, module: resolved.module }] : [];
  });
  // Stable: the unresolved first, each group in menu order.
  return [...rows.filter((row) => row.how === 'none'), ...rows.filter((row) => row.how !== 'none')];
}

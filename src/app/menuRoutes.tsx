/**
 * Installs the user's menu routes (from auth/menu) under the protected layout route.
 * Routes are flat children with absolute paths; a container page redirects to its target;
 * an unknown component renders the "not available yet" page inside the layout. Every menu
 * route checks that the CURRENT user may open it, so routes installed for an earlier user in
 * the same tab lead nowhere for the next one.
 */
import { redirect, type RouteObject } from 'react-router-dom';
import { containerTarget, flattenMenu, isContainer, type MenuNode } from '@/auth/menu';
import { findPage } from '@/auth/pageRegistry';
import { page } from './lazyPage';
import type { RouteMeta } from './routeMeta';
import { getAppRouter, PROTECTED_ROUTE_ID, type PatchableRouter } from './routerRef';

let allowedPageIds = new Set<number>();
let installedSignature = '';
let installedInto: PatchableRouter | null = null;

const notAvailable = page(() => import('@/pages/error/NotAvailable'));

function routeOf(node: MenuNode, ancestors: MenuNode[]): RouteObject | null {
  if (node.external) return null;
  const id = `menu-${node.pageId}`;
  const requireAllowed = () => (allowedPageIds.has(node.pageId) ? null : redirect('/401'));
  if (isContainer(node)) {
    const target = containerTarget(node);
    return target ? { id, path: node.path, loader: () => requireAllowed() ?? redirect(target) } : null;
  }
  const meta: RouteMeta = {
    title: `menu.${node.titleKey}`,
    fallbackTitle: node.titleKey,
    name: node.name,
    hidden: node.hidden,
    breadcrumb: ancestors.map((ancestor) => ({ title: `menu.${ancestor.titleKey}`, fallbackTitle: ancestor.titleKey, path: containerTarget(ancestor) ?? ancestor.path })),
  };
  const load = findPage(node.component);
  return { id, path: node.path, handle: meta, loader: requireAllowed, lazy: load ? page(load) : notAvailable };
}

export function menuRoutes(tree: readonly MenuNode[]): RouteObject[] {
  return flattenMenu(tree).flatMap(({ node, ancestors }) => {
    const route = routeOf(node, ancestors);
    return route ? [route] : [];
  });
}

/**
 * Makes the router know this user's menu routes. Returns true when routes were added or the
 * allowed set changed, so the guard re-matches the current URL against them.
 */
export function installMenuRoutes(tree: readonly MenuNode[], userId: number): boolean {
  const router = getAppRouter();
  const flat = flattenMenu(tree);
  const signature = `${userId}:${flat.map(({ node }) => `${node.pageId}@${node.path}`).join(',')}`;
  if (signature === installedSignature && router === installedInto) return false;
  installedSignature = signature;
  installedInto = router;
  allowedPageIds = new Set(flat.map(({ node }) => node.pageId));
  router?.patchRoutes(PROTECTED_ROUTE_ID, menuRoutes(tree));
  return true;
}

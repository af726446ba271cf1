/**
 * Installs the user's menu routes (from auth/menu) under the protected layout route.
 * Routes are flat children with absolute paths; a container page redirects to its target;
 * a page's module is found by auth/pageRegistry resolvePage (aliases, component, route path),
 * and one nothing resolves renders the "not available yet" page, naming its component, inside
 * the layout. The links to hidden pages (app/pageLinks) learn the installed paths here. Every menu
 * route checks that the CURRENT user may open it, so routes installed for an earlier user in
 * the same tab lead nowhere for the next one. A path no menu route of the user matches is
 * /401 when it is a page of the product (someone else's page), else the layout's 404.
 */
import { matchPath, redirect, type LoaderFunctionArgs, type RouteObject } from 'react-router-dom';
import { containerTarget, flattenMenu, isContainer, type MenuNode } from '@/auth/menu';
import { resolvePage, type ResolvedPage } from '@/auth/pageRegistry';
import { isProductPage } from '@/auth/productPages';
import { tabIsOpen } from '@/hooks/pageMemory';
import { useSession } from '@/stores/session';
import { page } from './lazyPage';
import { setInstalledPages } from './pageLinks';
import type { RouteMeta } from './routeMeta';
import { getAppRouter, PROTECTED_ROUTE_ID, type PatchableRouter } from './routerRef';

let allowedPageIds = new Set<number>();
let installedSignature = '';
let installedInto: PatchableRouter | null = null;
/** Whose menu routes are installed, and their paths. */
let installedFor: { userId: number; paths: string[] } | null = null;

const DENIED_PATH = '/401';

/** The "not available yet" page naming the component nothing resolved. */
const notAvailable = (component: string) =>
  page(async () => {
    const { NotAvailable } = await import('@/pages/error/NotAvailable');
    return {
      default: function NotAvailablePage() {
        return <NotAvailable component={component} />;
      },
    };
  });

/**
 * What a menu node opens: null for an external link and for a container that leads somewhere
 * (its redirect or first child); else its resolution. A container leading nowhere is a page
 * too: a server may give a leaf page the component 'Layout' and its path names the module.
 */
export function pageOfNode(node: MenuNode): ResolvedPage | null {
  if (node.external) return null;
  const resolved = resolvePage(node);
  return isContainer(node) && (containerTarget(node) !== null || resolved.how === 'none') ? null : resolved;
}

function routeOf(node: MenuNode, ancestors: MenuNode[]): RouteObject | null {
  const id = `menu-${node.pageId}`;
  const requireAllowed = () => (allowedPageIds.has(node.pageId) ? null : redirect(DENIED_PATH));
  const resolved = pageOfNode(node);
  if (!resolved) {
    // A container: it leads to its target.
    const target = node.external ? null : containerTarget(node);
    return target ? { id, path: node.path, loader: () => requireAllowed() ?? redirect(target) } : null;
  }
  const meta: RouteMeta = {
    title: `menu.${node.titleKey}`,
    fallbackTitle: node.titleKey,
    ...(node.labels ? { labels: node.labels } : {}),
    name: node.name,
    hidden: node.hidden,
    breadcrumb: ancestors.map((ancestor) => ({
      title: `menu.${ancestor.titleKey}`,
      fallbackTitle: ancestor.titleKey,
      ...(ancestor.labels ? { labels: ancestor.labels } : {}),
      path: containerTarget(ancestor) ?? ancestor.path,
    })),
  };
  const { load } = resolved;
  // The page's first data starts with the navigation (the module is the one the route lazily loads).
  const loader = ({ request }: LoaderFunctionArgs) => {
    const denied = requireAllowed();
    const { pathname } = new URL(request.url);
    if (!denied && load && !tabIsOpen(pathname))
      load().then(
        (module) => module.prefetch?.(pathname),
        () => undefined,
      );
    return denied;
  };
  return { id, path: node.path, handle: meta, loader, lazy: load ? page(load) : notAvailable(node.component) };
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
  installedFor = { userId, paths: flat.filter(({ node }) => !node.external).map(({ node }) => node.path) };
  setInstalledPages(flat.flatMap(({ node }) => (node.external ? [] : [{ path: node.path, module: pageOfNode(node)?.module ?? null }])));
  router?.patchRoutes(PROTECTED_ROUTE_ID, menuRoutes(tree));
  return true;
}

/**
 * The layout's 404 splat asks this first: a product page (domain/pageTree) that is not in the
 * signed-in user's menu goes to /401 ("no permission"), not 404 ("no such page"). Undecided
 * (null, the 404 shows) unless this user's routes are installed in this router: otherwise the
 * guard installs them and matches the URL again, and a page the user has lands on its route.
 */
export function deniedPage(pathname: string): Response | null {
  const userId = useSession.getState().user?.userId;
  if (!installedFor || userId === undefined || installedFor.userId !== userId || installedInto !== getAppRouter()) return null;
  if (installedFor.paths.some((path) => matchPath({ path, end: true }, pathname) !== null)) return null;
  return isProductPage(pathname) ? redirect(DENIED_PATH) : null;
}

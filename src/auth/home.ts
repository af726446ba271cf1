/**
 * Where a signed-in user lands. `/` leads to the dashboard, which shows an agency's figures: every
 * user with an agency role lands there. A user whose roles are all the platform's
 * (PLATFORM_ADMIN, the platform's operators) has no agency and so no figures: they land on their
 * first menu page (page management for the seeded operator), and the dashboard sends them there too.
 *
 * @example
 *   if (!hasDashboard(session.roleKeys)) throw redirect(homePathOf(session.roleKeys, tree));
 */
import { ROLE_KEYS } from '@/domain/permissions';
import { containerTarget, flattenMenu, isContainer, visibleMenu, type MenuNode } from './menu';

export const DASHBOARD_PATH = '/dashboard';
/** Where a user with neither the dashboard nor a menu page lands (their own profile). */
export const NO_MENU_HOME = '/profile/index';

/** True unless every role of the user is the platform's (no roles: the old rule, the dashboard). */
export function hasDashboard(roleKeys: readonly string[]): boolean {
  return roleKeys.length === 0 || roleKeys.some((key) => key !== ROLE_KEYS.platform);
}

/** The first page of the menu a click would open: the sidebar's first entry, else any page with a route. */
export function firstMenuPath(tree: readonly MenuNode[]): string | null {
  const routable = (node: MenuNode) => !node.external && !node.path.includes(':');
  const target = (node: MenuNode) => (isContainer(node) ? containerTarget(node) : node.path);
  for (const { node } of flattenMenu(visibleMenu(tree))) {
    if (!routable(node)) continue;
    const path = target(node);
    if (path) return path;
  }
  const anyPage = flattenMenu(tree).find(({ node }) => routable(node) && !isContainer(node));
  return anyPage ? anyPage.node.path : null;
}

/** The user's home: the dashboard, or (a platform operator) their first menu page. */
export function homePathOf(roleKeys: readonly string[], tree: readonly MenuNode[]): string {
  if (hasDashboard(roleKeys)) return DASHBOARD_PATH;
  return firstMenuPath(tree) ?? NO_MENU_HOME;
}

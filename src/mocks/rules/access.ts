/**
 * What a user may see and do, from their roles: pages (union over roles) and permissions
 * (collected by name). AGENCY_ADMIN is allowed everything, as in the client's rule.
 */
import { ROLE_KEYS, type PermissionName } from '@/domain/permissions';
import { PLATFORM_PAGE_NAMES } from '@/domain/pageTree';
import { getDb, type PageRow, type PermissionRow, type RoleRow, type UserRow } from '../db';
import { pageIdsWithDescendants } from '../db/seedPages';
import { forbidden } from '../core/errors';

export function rolesOf(user: UserRow): RoleRow[] {
  return getDb().roles.filter((role) => role.companyId === user.companyId && user.roleIds.includes(role.roleId));
}

export function isAdmin(user: UserRow): boolean {
  return rolesOf(user).some((role) => role.roleKey === ROLE_KEYS.admin);
}

/** A platform operator (PLATFORM_ADMIN): page management; no agency's records. */
export function isPlatformAdmin(user: UserRow): boolean {
  return rolesOf(user).some((role) => role.roleKey === ROLE_KEYS.platform);
}

/** The platform's own pages (PLATFORM_PAGE_NAMES and their descendants): never an agency role's. */
export function platformPageIds(pages: readonly PageRow[]): Set<number> {
  return pageIdsWithDescendants(pages, PLATFORM_PAGE_NAMES);
}

/** Every page an agency role may hold (all but the platform's). */
export function agencyPageIds(pages: readonly PageRow[]): number[] {
  const platform = platformPageIds(pages);
  return pages.map((row) => row.pageId).filter((id) => !platform.has(id));
}

/** Pages sorted by parent, then sort order, then id (a stable menu order). */
export function sortPages(pages: readonly PageRow[]): PageRow[] {
  return pages.slice().sort((a, b) => a.parentId - b.parentId || a.sort - b.sort || a.pageId - b.pageId);
}

/**
 * The page ids a role holds. AGENCY_ADMIN holds every agency page, including pages the platform
 * adds later (it stays all-powerful whatever its stored list says).
 */
export function pageIdsOfRole(role: RoleRow): number[] {
  if (role.roleKey === ROLE_KEYS.admin) return agencyPageIds(getDb().pages);
  return role.pageIds;
}

/** The permission ids a role holds; AGENCY_ADMIN holds them all. */
export function permissionIdsOfRole(role: RoleRow): number[] {
  if (role.roleKey === ROLE_KEYS.admin) return getDb().permissions.map((row) => row.permissionId);
  return role.permissionIds;
}

export function pagesOfRole(role: RoleRow): PageRow[] {
  const ids = new Set(pageIdsOfRole(role));
  return sortPages(getDb().pages.filter((row) => ids.has(row.pageId)));
}

export function permissionsOfRole(role: RoleRow): PermissionRow[] {
  const ids = new Set(permissionIdsOfRole(role));
  return getDb().permissions.filter((row) => ids.has(row.permissionId));
}

/** The union of the user's role pages. */
export function pagesOf(user: UserRow): PageRow[] {
  const ids = new Set(rolesOf(user).flatMap(pageIdsOfRole));
  return sortPages(getDb().pages.filter((row) => ids.has(row.pageId)));
}

/** The user's permissions, each name once. */
export function permissionsOf(user: UserRow): PermissionRow[] {
  const ids = new Set(rolesOf(user).flatMap(permissionIdsOfRole));
  return getDb().permissions.filter((row) => ids.has(row.permissionId));
}

export function can(user: UserRow, permission: PermissionName): boolean {
  if (isAdmin(user)) return true;
  return permissionsOf(user).some((row) => row.permissionName === permission);
}

/** Throws 40301 unless the user has the permission (admins always do). */
export function requirePermission(user: UserRow, permission: PermissionName): void {
  if (!can(user, permission)) throw forbidden();
}

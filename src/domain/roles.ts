/**
 * Rules of an agency's roles shared by the roles screen and the mock backend: which roles can be
 * edited or deleted, the limits of a role's name, the key a new role gets.
 *
 * - AGENCY_ADMIN holds every agency page and permission and is never edited (pages, permissions,
 *   name) nor deleted; PLATFORM_ADMIN is the platform's, never an agency's to edit.
 * - The built-in roles (AGENCY_ADMIN, AGENCY_STAFF, PLATFORM_ADMIN) are never deleted; a role that
 *   any account (enabled or not) holds is not deleted either.
 *
 * @example
 *   if (!isEditableRole(role.roleKey)) showReadOnly();
 */
import { ROLE_KEYS } from './permissions';

export const ROLE_LIMITS = {
  /** Characters of a role name (trimmed), at least 1. */
  roleName: 20,
  /** Roles of one company, the built-in ones included. */
  roles: 50,
} as const;

/** Roles whose pages, permissions and name can be changed (not AGENCY_ADMIN, not PLATFORM_ADMIN). */
export function isEditableRole(roleKey: string): boolean {
  return roleKey !== ROLE_KEYS.admin && roleKey !== ROLE_KEYS.platform;
}

/** The roles every agency starts with (and the platform's): never deleted. */
export function isBuiltInRole(roleKey: string): boolean {
  return roleKey === ROLE_KEYS.admin || roleKey === ROLE_KEYS.staff || roleKey === ROLE_KEYS.platform;
}

/** The key the server gives a role an agency adds: `ROLE_<roleId>` (never one of the built-in keys). */
export function customRoleKey(roleId: number): string {
  return `ROLE_${roleId}`;
}

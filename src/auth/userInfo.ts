/**
 * Turns the getUserInfo answer into what the client keeps: role keys, the union of pages and
 * permissions over the user's roles, and the admin flag. Fails exactly as the spec says.
 */
import type { SysPage, UserInfo } from '@/api/user';
import { config } from '@/config';
import { ROLE_KEYS, permissionFromServer, serverPermissionNames } from '@/domain/permissions';
import type { Access } from './permission';

export const ADMIN_ROLE_KEY = ROLE_KEYS.admin;

let translation: { from: Record<string, string>; to: (serverName: string) => string } | undefined;

/**
 * The server's permission names turned into ours (config.permissionNames, the README's
 * "Permissions"), made when first asked: config.json sets the names after this module loads.
 */
export function ourPermissionName(serverName: string): string {
  if (translation?.from !== config.permissionNames) {
    translation = { from: config.permissionNames, to: permissionFromServer(serverPermissionNames(config.permissionNames)) };
  }
  return translation.to(serverName);
}

/** i18n keys of the two failures (texts are the spec's: 获取用户信息失败 and the roles one). */
export const USER_INFO_MISSING_KEY = 'session.userInfoMissing';
export const ROLES_REQUIRED_KEY = 'session.rolesRequired';

export class SessionInfoError extends Error {
  readonly messageKey: string;
  constructor(messageKey: string) {
    super(messageKey);
    this.name = 'SessionInfoError';
    this.messageKey = messageKey;
  }
}

export interface DerivedSession {
  user: UserInfo;
  roleKeys: string[];
  permissions: string[];
  pages: SysPage[];
  /** True when no role carries its pages (a server that serves the menu by /user/getMenu instead). */
  pagesMissing: boolean;
  isAdmin: boolean;
}

/**
 * @param translate the server's permission name -> ours (default: the configured table)
 */
export function deriveSession(info: UserInfo | null | undefined, translate = ourPermissionName): DerivedSession {
  if (!info || typeof info !== 'object') throw new SessionInfoError(USER_INFO_MISSING_KEY);
  const roles = Array.isArray(info.sys_roles) ? info.sys_roles : [];
  if (roles.length === 0) throw new SessionInfoError(ROLES_REQUIRED_KEY);

  const roleKeys = [...new Set(roles.map((role) => role.roleKey))];
  const permissions = new Set<string>();
  const pages = new Map<number, SysPage>();
  for (const role of roles) {
    for (const permission of role.sys_permissions ?? []) permissions.add(translate(permission.permissionName));
    for (const page of role.sys_pages ?? []) if (!pages.has(page.pageId)) pages.set(page.pageId, page);
  }
  return {
    user: info,
    roleKeys,
    permissions: [...permissions],
    pages: [...pages.values()],
    pagesMissing: roles.every((role) => !Array.isArray(role.sys_pages)),
    isAdmin: roleKeys.includes(ADMIN_ROLE_KEY),
  };
}

export function toAccess(session: Pick<DerivedSession, 'user' | 'isAdmin' | 'permissions'>): Access {
  return { userId: session.user.userId, isAdmin: session.isAdmin, permissions: new Set(session.permissions) };
}

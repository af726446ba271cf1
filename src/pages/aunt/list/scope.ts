/**
 * The six aunt lists are scopes of one page; the route's last segment names the scope
 * (/aunt/all, /aunt/verify, /aunt/copy, /aunt/public, /aunt/owner, /aunt/share).
 * What each scope holds is decided by the server (docs/DECISIONS.md): all = every aunt of the
 * company, verify = awaiting verification, copy = copied from partner agencies, public = no
 * owner, owner = mine, share = shared to the joint hall.
 */
import type { AuntScope } from '@/api/aunt.types';

export const AUNT_SCOPES: readonly AuntScope[] = ['all', 'verify', 'copy', 'public', 'owner', 'share'];

export function isAuntScope(value: unknown): value is AuntScope {
  return typeof value === 'string' && (AUNT_SCOPES as readonly string[]).includes(value);
}

/** The scope of a list path ('/aunt/owner' -> 'owner'); unknown paths show everything. */
export function scopeOfPath(pathname: string): AuntScope {
  const last = pathname.replace(/\/+$/, '').split('/').pop();
  return isAuntScope(last) ? last : 'all';
}

/** i18n key of the scope's page title (the menu label). */
export function scopeTitleKey(scope: AuntScope): string {
  return `menu.aunt${scope.charAt(0).toUpperCase()}${scope.slice(1)}`;
}

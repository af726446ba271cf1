/**
 * The ownership permission check (first document, section 6) as one pure function.
 *
 * Admins are allowed everything. Otherwise the record's owner decides which permission is
 * needed: one for own records, one for records with no owner (owner 0), one for records owned
 * by others. When the rule names no permission for the case, the action is allowed.
 *
 * @example
 *   canByOwnership(access, OWNERSHIP_PERMISSIONS.aunt, aunt.teacherUserId)
 */
export interface Access {
  userId: number;
  isAdmin: boolean;
  permissions: ReadonlySet<string>;
}

export interface OwnershipRule {
  own?: string;
  unowned?: string;
  others?: string;
}

export type Ownership = 'own' | 'unowned' | 'others';

/** Which case a record falls in for this user; a missing owner counts as no owner. */
export function ownershipOf(ownerId: number | null | undefined, userId: number): Ownership {
  if (!ownerId) return 'unowned';
  return ownerId === userId ? 'own' : 'others';
}

export function canByOwnership(access: Access, rule: OwnershipRule, ownerId: number | null | undefined): boolean {
  if (access.isAdmin) return true;
  const required = rule[ownershipOf(ownerId, access.userId)];
  if (!required) return true;
  return access.permissions.has(required);
}

/** True when the user holds the permission (admins hold all). */
export function hasPermission(access: Access, permissionName: string): boolean {
  return access.isAdmin || access.permissions.has(permissionName);
}

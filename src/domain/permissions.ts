/**
 * The permission names the product uses, with their zh/en labels, and the role keys.
 * Pure data shared by the app (permission checks, role screens) and the mock backend's seed.
 *
 * Ownership permissions come in threes per resource (spec 1, section 6):
 * - `<res>.own`     act on records the user owns,
 * - `<res>.unowned` act on records with no owner (owner id 0),
 * - `<res>.others`  act on records owned by someone else.
 *
 * @example
 *   can(user, OWNERSHIP_PERMISSIONS.aunt.others) // may the user edit a colleague's aunt?
 */

/** Role keys sent by the server; AGENCY_ADMIN is allowed everything. */
export const ROLE_KEYS = {
  admin: 'AGENCY_ADMIN',
  staff: 'AGENCY_STAFF',
  /** The platform's operators (page management); not an agency role, never given to agency staff. */
  platform: 'PLATFORM_ADMIN',
} as const;
export type RoleKey = (typeof ROLE_KEYS)[keyof typeof ROLE_KEYS];

export type OwnershipResource = 'aunt' | 'employer' | 'order';

export const OWNERSHIP_PERMISSIONS = {
  aunt: { own: 'aunt.own', unowned: 'aunt.unowned', others: 'aunt.others' },
  employer: { own: 'employer.own', unowned: 'employer.unowned', others: 'employer.others' },
  order: { own: 'order.own', unowned: 'order.unowned', others: 'order.others' },
} as const satisfies Record<OwnershipResource, { own: string; unowned: string; others: string }>;

/** Permissions that are not about record ownership. */
export const FEATURE_PERMISSIONS = {
  auntMobileOthers: 'aunt.mobile.others',
  financeManage: 'finance.manage',
  companyManage: 'company.manage',
  userManage: 'user.manage',
  roleManage: 'role.manage',
  unitedManage: 'united.manage',
  insuranceManage: 'insurance.manage',
  /** Exports carry full personal data (mobiles, identity numbers, addresses) instead of masks, with a reason (issue 38). */
  personalExport: 'personal.export',
} as const;

type Values<T> = T[keyof T];
type OwnershipName = Values<{ [R in OwnershipResource]: Values<(typeof OWNERSHIP_PERMISSIONS)[R]> }>;
export type PermissionName = OwnershipName | Values<typeof FEATURE_PERMISSIONS>;

/**
 * Every permission in a stable order (the seed numbers permission ids in this order). Their zh/en
 * labels and the roles screen's areas: domain/permissionLabels.ts (only the roles screen and the
 * mock need them, not every page's first load).
 */
export const ALL_PERMISSIONS: readonly PermissionName[] = [
  'aunt.own',
  'aunt.unowned',
  'aunt.others',
  'employer.own',
  'employer.unowned',
  'employer.others',
  'order.own',
  'order.unowned',
  'order.others',
  'aunt.mobile.others',
  'finance.manage',
  'company.manage',
  'user.manage',
  'role.manage',
  'united.manage',
  'insurance.manage',
  'personal.export',
];

const NAMES: ReadonlySet<string> = new Set(ALL_PERMISSIONS);

/** What a non-admin agent (AGENCY_STAFF) may do by default. */
export const STAFF_PERMISSIONS: readonly PermissionName[] = [
  OWNERSHIP_PERMISSIONS.aunt.own,
  OWNERSHIP_PERMISSIONS.aunt.unowned,
  OWNERSHIP_PERMISSIONS.employer.own,
  OWNERSHIP_PERMISSIONS.employer.unowned,
  OWNERSHIP_PERMISSIONS.order.own,
  OWNERSHIP_PERMISSIONS.order.unowned,
  FEATURE_PERMISSIONS.unitedManage,
  FEATURE_PERMISSIONS.insuranceManage,
];

export function isPermissionName(value: unknown): value is PermissionName {
  return typeof value === 'string' && NAMES.has(value);
}

/**
 * The names a deployment's server uses for our permissions, when they differ: configured as JSON
 * `{"<our name>": "<server name>"}` (VITE_PERMISSION_NAMES, see README). Every check in the app
 * uses our names; the session maps the server's names back to ours once, when the user info arrives.
 */
export function serverPermissionNames(overrides: Readonly<Record<string, string>>): Readonly<Record<PermissionName, string>> {
  return Object.fromEntries(ALL_PERMISSIONS.map((name) => [name, overrides[name] ?? name])) as Record<PermissionName, string>;
}

/** Server name -> our name, for the names the table knows; an unknown server name is kept as it is. */
export function permissionFromServer(names: Readonly<Record<PermissionName, string>>): (serverName: string) => string {
  const ours = new Map(Object.entries(names).map(([name, server]) => [server, name]));
  return (serverName) => ours.get(serverName) ?? serverName;
}

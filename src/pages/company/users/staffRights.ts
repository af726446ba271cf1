/**
 * What the staff page offers for a row, as one pure rule (the mock enforces the same,
 * rules/staffAccounts.ts): nobody disables, deletes or demotes themselves or the company's last
 * enabled administrator; an administrator's account is changed only by an administrator; one's own
 * password is changed on the profile page. Without user.manage the page is read-only.
 *
 * @example
 *   const rights = staffRights(row, context);
 *   rights?.remove === true ? offerDelete() : explain(rights?.remove);
 */
import type { CompanyUser, SysRole } from '@/api/user';
import { ROLE_KEYS } from '@/domain/permissions';

/** Why an action is not offered ('disabledAccount': a task goes only to an enabled account). */
export type StaffBlock = 'self' | 'lastAdmin' | 'adminOnly' | 'ownPassword' | 'disabledAccount';

/** true: offered; otherwise the reason it is not. */
export type StaffVerdict = true | StaffBlock;

export interface StaffRights {
  edit: StaffVerdict;
  /** Disable an enabled account, or enable a disabled one. */
  toggle: StaffVerdict;
  password: StaffVerdict;
  remove: StaffVerdict;
  unbindWechat: StaffVerdict;
  /** May the form take the administrator role away from this account. */
  demote: StaffVerdict;
}

export interface StaffContext {
  /** The signed-in user. */
  meId: number;
  meIsAdmin: boolean;
  /** user.manage (administrators hold it). */
  canManage: boolean;
  /** The company's AGENCY_ADMIN role ids. */
  adminRoleIds: ReadonlySet<number>;
  /** The enabled accounts holding an administrator role. */
  enabledAdminIds: ReadonlySet<number>;
}

export const isAdminAccount = (row: Pick<CompanyUser, 'roleIds'>, context: Pick<StaffContext, 'adminRoleIds'>): boolean =>
  row.roleIds.some((roleId) => context.adminRoleIds.has(roleId));

/** The rights on one row, or null when the page is read-only for this user. */
export function staffRights(row: CompanyUser, context: StaffContext): StaffRights | null {
  if (!context.canManage) return null;
  const self = row.userId === context.meId;
  const admin = isAdminAccount(row, context);
  const lastAdmin = admin && row.isEnabled === 1 && context.enabledAdminIds.has(row.userId) && context.enabledAdminIds.size <= 1;
  const adminOnly = admin && !context.meIsAdmin && !self;
  const first = (...checks: [boolean, StaffBlock][]): StaffVerdict => checks.find(([blocked]) => blocked)?.[1] ?? true;
  return {
    edit: first([adminOnly, 'adminOnly']),
    toggle: row.isEnabled === 1 ? first([self, 'self'], [lastAdmin, 'lastAdmin'], [adminOnly, 'adminOnly']) : first([adminOnly, 'adminOnly']),
    password: first([self, 'ownPassword'], [adminOnly, 'adminOnly']),
    remove: first([self, 'self'], [lastAdmin, 'lastAdmin'], [adminOnly, 'adminOnly']),
    unbindWechat: first([adminOnly, 'adminOnly']),
    demote: first([self, 'self'], [lastAdmin, 'lastAdmin'], [adminOnly, 'adminOnly']),
  };
}

/** The staff context from the team and the company's roles. */
export function staffContext(input: {
  meId: number;
  meIsAdmin: boolean;
  canManage: boolean;
  team: readonly CompanyUser[];
  roles: readonly Pick<SysRole, 'roleId' | 'roleKey'>[];
}): StaffContext {
  const adminRoleIds = new Set(input.roles.filter((role) => role.roleKey === ROLE_KEYS.admin).map((role) => role.roleId));
  const enabledAdminIds = new Set(input.team.filter((row) => row.isEnabled === 1 && row.roleIds.some((id) => adminRoleIds.has(id))).map((row) => row.userId));
  return { meId: input.meId, meIsAdmin: input.meIsAdmin, canManage: input.canManage, adminRoleIds, enabledAdminIds };
}

/** Why a role cannot be given by this user: null when it can. Mirrors the mock's grant rule. */
export function roleGrantBlock(
  role: Pick<SysRole, 'roleKey' | 'sys_permissions'>,
  me: { isAdmin: boolean; serverPermissions: ReadonlySet<string> },
): 'adminRole' | 'lacksPermission' | null {
  if (me.isAdmin) return null;
  if (role.roleKey === ROLE_KEYS.admin) return 'adminRole';
  return (role.sys_permissions ?? []).every((permission) => me.serverPermissions.has(permission.permissionName)) ? null : 'lacksPermission';
}

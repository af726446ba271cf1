/** The data upgrade 23 -> 24: the right to export full personal data (one step of migrate/index.ts). */
import { FEATURE_PERMISSIONS, ROLE_KEYS } from '@/domain/permissions';
import { nextIdOf, rows, type MigrationContext, type Raw } from './shared';

/** 23 -> 24: the personal.export permission arrives and every AGENCY_ADMIN role holds it; other roles do not. */
export function personalExport(db: Raw, context: MigrationContext): void {
  const permissions = rows(db, 'permissions');
  db.permissions = permissions;
  let permission = permissions.find((row) => row.permissionName === FEATURE_PERMISSIONS.personalExport);
  if (!permission) {
    permission = { permissionId: nextIdOf(db, 'permissions', 'permissionId'), permissionName: FEATURE_PERMISSIONS.personalExport };
    permissions.push(permission);
  }
  const id = Number(permission.permissionId);
  for (const role of rows(db, 'roles')) {
    const held = Array.isArray(role.permissionIds) ? (role.permissionIds as number[]) : [];
    if (role.roleKey === ROLE_KEYS.admin && !held.includes(id)) held.push(id);
    role.permissionIds = held;
  }
  context.log('added the personal.export permission (agency admins hold it)');
}

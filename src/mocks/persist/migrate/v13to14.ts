/** The data upgrade 13 -> 14: running the agency (one step of migrate/index.ts). */
import { seedUserTasks } from '../../db/seedUserTasks';
import { newUserRow, type MockDb, type PageRow } from '../../db/schema';
import { SEED_NOW } from '../../db/seedTime';
import { PLATFORM_ACCOUNT } from '../../db/demoAccounts';
import { pageIdsWithDescendants } from '../../db/seedPages';
import { FEATURE_PERMISSIONS, ROLE_KEYS } from '@/domain/permissions';
import { PLATFORM_PAGE_NAMES } from '@/domain/pageTree';
import { counterOf, nextIdOf, rows, type MigrationContext, type Raw } from './shared';

/**
 * 13 -> 14: running the agency. Companies get their follow-up tracking days (30) and mini-program
 * fields; the role.manage permission arrives and every AGENCY_ADMIN role holds it; page management
 * leaves the agencies' roles for the platform's: its company, PLATFORM_ADMIN role and operator
 * account (the README's demo account) are added unless the mobile is taken; the staff tasks
 * table starts with the seed's tasks (seedUserTasks). Nothing else changes.
 */
export function agencySetup(db: Raw, context: MigrationContext): void {
  for (const company of rows(db, 'companies')) {
    company.isPlatform = company.isPlatform === 1 ? 1 : 0;
    company.trackDays = typeof company.trackDays === 'number' ? company.trackDays : 30;
    company.mpName = typeof company.mpName === 'string' ? company.mpName : `${String(company.companyName ?? '')}小程序`;
    company.mpQrcode = typeof company.mpQrcode === 'string' ? company.mpQrcode : '';
    company.licenseImage = typeof company.licenseImage === 'string' ? company.licenseImage : '';
  }
  const permissions = rows(db, 'permissions');
  db.permissions = permissions;
  let roleManage = permissions.find((row) => row.permissionName === FEATURE_PERMISSIONS.roleManage);
  if (!roleManage) {
    roleManage = { permissionId: nextIdOf(db, 'permissions', 'permissionId'), permissionName: FEATURE_PERMISSIONS.roleManage };
    permissions.push(roleManage);
  }
  const platformPages = pageIdsWithDescendants(rows(db, 'pages') as unknown as PageRow[], PLATFORM_PAGE_NAMES);
  const roles = rows(db, 'roles');
  for (const role of roles) {
    if (role.roleKey === ROLE_KEYS.platform) continue;
    const pageIds = Array.isArray(role.pageIds) ? (role.pageIds as number[]) : [];
    role.pageIds = pageIds.filter((id) => !platformPages.has(id));
    const permissionIds = Array.isArray(role.permissionIds) ? (role.permissionIds as number[]) : [];
    if (role.roleKey === ROLE_KEYS.admin && !permissionIds.includes(Number(roleManage.permissionId))) permissionIds.push(Number(roleManage.permissionId));
    role.permissionIds = permissionIds;
  }
  const users = rows(db, 'users');
  if (!rows(db, 'companies').some((row) => row.isPlatform === 1) && !users.some((row) => row.mobile === PLATFORM_ACCOUNT.mobile)) {
    const companyId = nextIdOf(db, 'companies', 'companyId');
    const now = new Date(SEED_NOW).toISOString();
    rows(db, 'companies').push({
      companyId,
      companyName: PLATFORM_ACCOUNT.companyName,
      companyLogo: '',
      maxUserCount: 5,
      addAuntQrcode: '',
      createdTime: now,
      isPlatform: 1,
      trackDays: 30,
      mpName: '',
      mpQrcode: '',
      licenseImage: '',
    });
    const roleId = nextIdOf(db, 'roles', 'roleId');
    roles.push({ roleId, companyId, roleKey: ROLE_KEYS.platform, roleName: PLATFORM_ACCOUNT.roleName, pageIds: [...platformPages], permissionIds: [] });
    users.push(
      newUserRow({
        userId: nextIdOf(db, 'users', 'userId'),
        companyId,
        mobile: PLATFORM_ACCOUNT.mobile,
        password: PLATFORM_ACCOUNT.password,
        userType: 1,
        contact: PLATFORM_ACCOUNT.contact,
        roleIds: [roleId],
        createdTime: now,
      }) as unknown as Raw,
    );
    context.log(`added the platform operator ${PLATFORM_ACCOUNT.mobile}`);
  }
  if (!Array.isArray(db.userTasks)) {
    db.userTasks = [];
    counterOf(db).userTasks = 0;
    seedUserTasks(db as unknown as MockDb, SEED_NOW);
    context.log(`started the staff tasks: ${rows(db, 'userTasks').length} task(s)`);
  }
  counterOf(db).userTasks = Number(counterOf(db).userTasks ?? 0);
}

/**
 * Companies, departments, roles, permissions and user accounts of the seed.
 * The demo accounts themselves are declared in demoAccounts.ts.
 */
import { ALL_PERMISSIONS, ROLE_KEYS, STAFF_PERMISSIONS } from '@/domain/permissions';
import { ADMIN_ACCOUNT, COMPANY_IDS, COMPANY_NAMES, PARTNER_ACCOUNT, PLATFORM_ACCOUNT, STAFF_ACCOUNT, THIRD_ACCOUNT } from './demoAccounts';
import type { Random } from './random';
import { allocateId, newUserRow, type MockDb, type UserRow } from './schema';
import { PLATFORM_PAGE_NAMES } from '@/domain/pageTree';
import { pageIdsWithDescendants, STAFF_EXCLUDED_PAGES } from './seedPages';
import { isoAt } from './seedTime';

interface UserDecl {
  mobile: string;
  password: string;
  contact: string;
  roleKey: string;
  department: string | null;
  enabled?: boolean;
  introduction?: string;
  theme?: string;
}

/** The third agency is near its seat limit: one more account fits, the next is refused. */
const COMPANIES = [
  { companyId: COMPANY_IDS.main, maxUserCount: 20, trackDays: 30 },
  { companyId: COMPANY_IDS.partner, maxUserCount: 10, trackDays: 15 },
  { companyId: COMPANY_IDS.third, maxUserCount: 3, trackDays: 30 },
  { companyId: COMPANY_IDS.platform, maxUserCount: 5, trackDays: 30 },
] as const;

/** [name, parent name or null] per company. */
const DEPARTMENTS: Record<number, readonly (readonly [string, string | null])[]> = {
  1: [
    ['总经办', null],
    ['销售部', null],
    ['销售一部', '销售部'],
    ['销售二部', '销售部'],
    ['财务部', null],
  ],
  2: [
    ['门店', null],
    ['招聘组', '门店'],
  ],
  3: [['门店', null]],
  4: [],
};

const USERS: Record<number, readonly UserDecl[]> = {
  1: [
    { ...ADMIN_ACCOUNT, department: '总经办', introduction: '负责公司整体运营', theme: '#F1A83C' },
    { ...STAFF_ACCOUNT, department: '销售一部', introduction: '月嫂、育儿嫂推荐' },
    { mobile: '13800000003', password: 'staff123', contact: '张顾问', roleKey: ROLE_KEYS.staff, department: '销售一部' },
    { mobile: '13800000004', password: 'staff123', contact: '刘顾问', roleKey: ROLE_KEYS.staff, department: '销售二部' },
    { mobile: '13800000005', password: 'staff123', contact: '赵顾问', roleKey: ROLE_KEYS.staff, department: '销售二部', enabled: false },
    { mobile: '13800000006', password: 'staff123', contact: '孙会计', roleKey: ROLE_KEYS.staff, department: '财务部' },
    { mobile: '13800000007', password: 'staff123', contact: '周顾问', roleKey: ROLE_KEYS.staff, department: null, enabled: false },
  ],
  2: [
    { ...PARTNER_ACCOUNT, department: '门店', introduction: '杭州门店负责人', theme: '#1890FF' },
    { mobile: '13900000002', password: 'staff123', contact: '吴顾问', roleKey: ROLE_KEYS.staff, department: '招聘组' },
  ],
  3: [
    { ...THIRD_ACCOUNT, department: '门店', introduction: '南京门店负责人', theme: '#13C2C2' },
    { mobile: '13700000002', password: 'staff123', contact: '钱顾问', roleKey: ROLE_KEYS.staff, department: '门店' },
  ],
  4: [{ ...PLATFORM_ACCOUNT, department: null, introduction: '平台页面与菜单维护' }],
};

const USER_AGENTS = [
  'Mozilla/5.0 (Windows NT 10.0; Win64; x64) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/125.0 Safari/537.36',
  'Mozilla/5.0 (Macintosh; Intel Mac OS X 14_4) AppleWebKit/605.1.15 (KHTML, like Gecko) Version/17.4 Safari/605.1.15',
  'Mozilla/5.0 (iPhone; CPU iPhone OS 17_4 like Mac OS X) AppleWebKit/605.1.15 (KHTML, like Gecko) Mobile/15E148 MicroMessenger/8.0.49',
] as const;
const IP_PREFIXES = ['116.228', '101.80', '180.168', '115.236', '60.191'] as const;

/** Labels live in src/domain/permissions.ts; only the names are rows. */
function seedPermissions(db: MockDb): void {
  for (const name of ALL_PERMISSIONS) {
    db.permissions.push({ permissionId: allocateId(db, 'permissions'), permissionName: name });
  }
}

function seedRoles(db: MockDb, companyId: number): void {
  const platformPages = pageIdsWithDescendants(db.pages, PLATFORM_PAGE_NAMES);
  if (companyId === COMPANY_IDS.platform) {
    db.roles.push({
      roleId: allocateId(db, 'roles'),
      companyId,
      roleKey: ROLE_KEYS.platform,
      roleName: '平台管理员',
      pageIds: [...platformPages],
      permissionIds: [],
    });
    return;
  }
  const allPages = db.pages.map((row) => row.pageId).filter((id) => !platformPages.has(id));
  const excluded = pageIdsWithDescendants(db.pages, STAFF_EXCLUDED_PAGES);
  const idsOf = (names: readonly string[]) => db.permissions.filter((row) => names.includes(row.permissionName)).map((row) => row.permissionId);
  db.roles.push({
    roleId: allocateId(db, 'roles'),
    companyId,
    roleKey: ROLE_KEYS.admin,
    roleName: '管理员',
    pageIds: allPages,
    permissionIds: idsOf(ALL_PERMISSIONS),
  });
  db.roles.push({
    roleId: allocateId(db, 'roles'),
    companyId,
    roleKey: ROLE_KEYS.staff,
    roleName: '经纪人',
    pageIds: allPages.filter((id) => !excluded.has(id)),
    permissionIds: idsOf(STAFF_PERMISSIONS),
  });
}

function seedDepartments(db: MockDb, companyId: number): void {
  (DEPARTMENTS[companyId] ?? []).forEach(([name, parent], index) => {
    const parentRow = parent ? db.departments.find((row) => row.companyId === companyId && row.departmentName === parent) : undefined;
    db.departments.push({
      departmentId: allocateId(db, 'departments'),
      companyId,
      departmentName: name,
      parentId: parentRow?.departmentId ?? 0,
      sort: index + 1,
    });
  });
}

function seedUsers(db: MockDb, companyId: number, random: Random): void {
  for (const decl of USERS[companyId] ?? []) {
    const role = db.roles.find((row) => row.companyId === companyId && row.roleKey === decl.roleKey);
    if (!role) throw new Error(`seed: no role ${decl.roleKey} in company ${companyId}`);
    const department = db.departments.find((row) => row.companyId === companyId && row.departmentName === decl.department);
    const user = newUserRow({
      userId: allocateId(db, 'users'),
      companyId,
      mobile: decl.mobile,
      password: decl.password,
      userType: decl.roleKey === ROLE_KEYS.admin ? 1 : 2,
      contact: decl.contact,
      introduction: decl.introduction ?? '',
      roleIds: [role.roleId],
      departmentId: department?.departmentId ?? null,
      isEnabled: decl.enabled === false ? 0 : 1,
      createdTime: isoAt(-random.int(200, 600) * 24 * 60),
      theme: { primaryColor: decl.theme ?? '#F1A83C' },
    });
    db.users.push(user);
    seedLoginLogs(db, user, random);
  }
}

function seedLoginLogs(db: MockDb, user: UserRow, random: Random): void {
  const count = random.int(4, 12);
  let minutesAgo = random.int(30, 600);
  const ip = `${random.pick(IP_PREFIXES)}.${random.int(1, 254)}.${random.int(1, 254)}`;
  const times: number[] = [];
  for (let i = 0; i < count; i += 1) {
    times.push(-minutesAgo);
    minutesAgo += random.int(60 * 6, 60 * 72);
  }
  // Oldest first, so log ids grow with time.
  for (const offset of times.reverse()) {
    db.loginLogs.push({
      logId: allocateId(db, 'loginLogs'),
      userId: user.userId,
      loginTime: isoAt(offset),
      ip,
      userAgent: random.pick(USER_AGENTS),
    });
  }
}

export function seedAccounts(db: MockDb, random: Random): void {
  seedPermissions(db);
  COMPANIES.forEach((decl) => {
    const companyId = allocateId(db, 'companies');
    if (companyId !== decl.companyId) throw new Error('seed: company ids out of order');
    db.companies.push({
      companyId,
      companyName: COMPANY_NAMES[companyId] ?? '',
      companyLogo: '',
      maxUserCount: decl.maxUserCount,
      addAuntQrcode: '',
      createdTime: isoAt(-700 * 24 * 60),
      isPlatform: companyId === COMPANY_IDS.platform ? 1 : 0,
      trackDays: decl.trackDays,
      mpName: companyId === COMPANY_IDS.platform ? '' : `${COMPANY_NAMES[companyId] ?? ''}小程序`,
      mpQrcode: '',
      licenseImage: '',
    });
    seedDepartments(db, companyId);
    seedRoles(db, companyId);
    seedUsers(db, companyId, random);
  });
}

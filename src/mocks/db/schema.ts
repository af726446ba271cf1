/**
 * Row types of the mock backend's in-memory tables. Rows are plain JSON (no Dates, no Maps)
 * so the whole database can be snapshotted to a file and restored as is.
 * Times are ISO strings; ids are numbers handed out by per-table counters that only grow,
 * so an id is never reused after a delete.
 */
import type { SysPage } from '@/api/user';

/** Bump when a table is added or a row shape changes: an older snapshot is then reseeded. */
export const DB_VERSION = 1;

export interface ThemeRow {
  primaryColor: string;
  menuBg?: string;
  menuText?: string;
  menuActiveText?: string;
}

export interface CompanyRow {
  companyId: number;
  companyName: string;
  companyLogo: string;
  maxUserCount: number;
  addAuntQrcode: string;
  createdTime: string;
}

export interface DepartmentRow {
  departmentId: number;
  companyId: number;
  departmentName: string;
  /** 0 = top level. */
  parentId: number;
  sort: number;
}

/** A page of the platform menu (shared by every company; roles choose among them): the client's SysPage. */
export type PageRow = SysPage;

export interface PermissionRow {
  permissionId: number;
  permissionName: string;
}

export interface RoleRow {
  roleId: number;
  companyId: number;
  roleKey: string;
  roleName: string;
  pageIds: number[];
  permissionIds: number[];
}

export interface UserRow {
  userId: number;
  companyId: number;
  mobile: string;
  /** Plain text: this is a fake server for demos and tests, never a real credential store. */
  password: string;
  /** 1 = agency owner/administrator account, 2 = staff account. */
  userType: number;
  contact: string;
  avatarUrl: string;
  introduction: string;
  roleIds: number[];
  departmentId: number | null;
  isEnabled: 0 | 1;
  createdTime: string;
  addAuntQrcode: string;
  wxUserInfo: { nickname: string; headimgurl: string } | null;
  theme: ThemeRow | null;
}

export interface LoginLogRow {
  logId: number;
  userId: number;
  loginTime: string;
  ip: string;
  userAgent: string;
}

export interface SessionRow {
  token: string;
  userId: number;
  createdTime: string;
  expiresAt: string;
}

export interface SmsCodeRow {
  mobile: string;
  code: string;
  sentTime: string;
}

/** An uploaded file; the bytes are kept base64-encoded inside the database itself. */
export interface FileRow {
  fileId: number;
  name: string;
  mime: string;
  size: number;
  base64: string;
  userId: number | null;
  createdTime: string;
}

export interface MockTables {
  companies: CompanyRow[];
  departments: DepartmentRow[];
  pages: PageRow[];
  permissions: PermissionRow[];
  roles: RoleRow[];
  users: UserRow[];
  loginLogs: LoginLogRow[];
  sessions: SessionRow[];
  smsCodes: SmsCodeRow[];
  files: FileRow[];
}

export type TableName = keyof MockTables;

/** Tables whose rows get numeric ids from a counter. */
export type CountedTable = Exclude<TableName, 'sessions' | 'smsCodes'>;

export const TABLE_NAMES: readonly TableName[] = [
  'companies',
  'departments',
  'pages',
  'permissions',
  'roles',
  'users',
  'loginLogs',
  'sessions',
  'smsCodes',
  'files',
];

export const COUNTED_TABLES: readonly CountedTable[] = TABLE_NAMES.filter(
  (name): name is CountedTable => name !== 'sessions' && name !== 'smsCodes',
);

export interface MockDb extends MockTables {
  version: number;
  /** Last id handed out per table. */
  counters: Record<CountedTable, number>;
}

export function emptyDb(): MockDb {
  const counters = Object.fromEntries(COUNTED_TABLES.map((name) => [name, 0])) as Record<CountedTable, number>;
  return {
    version: DB_VERSION,
    counters,
    companies: [],
    departments: [],
    pages: [],
    permissions: [],
    roles: [],
    users: [],
    loginLogs: [],
    sessions: [],
    smsCodes: [],
    files: [],
  };
}

/** Hands out the next id of a table (never reused, even after deletes). */
export function allocateId(db: MockDb, table: CountedTable): number {
  db.counters[table] += 1;
  return db.counters[table];
}

/**
 * Row types of the mock backend's in-memory tables. Rows are plain JSON (no Dates, no Maps)
 * so the whole database can be snapshotted to a file and restored as is.
 * Times are ISO strings; ids are numbers handed out by per-table counters that only grow,
 * so an id is never reused after a delete.
 */
import type { SysPage } from '@/api/user';
import type { FileKind } from '@/domain/fileType';
import { AUNT_TABLE_NAMES, emptyAuntTables, type AuntTables } from './schemaAunts';
import { CATALOGUE_TABLE_NAMES, emptyCatalogueTables, type CatalogueTables } from './schemaCatalogues';
import { CHAT_TABLE_NAMES, emptyChatTables, type ChatTables } from './schemaChat';
import { CUSTOM_TABLE_NAMES, emptyCustomTables, type CustomTables } from './schemaCustom';
import { COMPANY_APP_TABLE_NAMES, emptyCompanyAppTables, type CompanyAppTables } from './schemaCompanyApp';
import { EMPLOYER_TABLE_NAMES, emptyEmployerTables, type EmployerTables } from './schemaEmployers';
import { FINANCE_TABLE_NAMES, emptyFinanceTables, type FinanceTables } from './schemaFinance';
import { INSURANCE_TABLE_NAMES, emptyInsuranceTables, type InsuranceTables } from './schemaInsurance';
import { JOB_MSG_TABLE_NAMES, emptyJobMsgTables, type JobMsgTables } from './schemaJobMsg';
import { OFFICE_TABLE_NAMES, emptyOfficeTables, type OfficeTables } from './schemaOffice';
import { UNITED_TABLE_NAMES, emptyUnitedTables, type UnitedTables } from './schemaUnited';

export * from './schemaAunts';
export * from './schemaCatalogues';
export * from './schemaChat';
export * from './schemaCustom';
export * from './schemaCompanyApp';
export * from './schemaEmployers';
export * from './schemaFinance';
export * from './schemaInsurance';
export * from './schemaJobMsg';
export * from './schemaOffice';
export * from './schemaUnited';

/**
 * Bump when a table is added or a row shape changes, and add the step from the old version to
 * persist/migrate/ (a file per step); a data file of an older version is migrated when it loads.
 */
export const DB_VERSION = 18;

export interface ThemeRow {
  primaryColor: string;
  menuBg?: string;
  menuText?: string;
  menuActiveText?: string;
  /** One of the stylesheets the mock hosts (rules/themes.ts). */
  stylesheet?: string;
}

export interface CompanyRow {
  companyId: number;
  companyName: string;
  companyLogo: string;
  maxUserCount: number;
  addAuntQrcode: string;
  createdTime: string;
  /** 1 for the platform's own company (its operators manage pages); never listed among agencies. */
  isPlatform: 0 | 1;
  /** Days a follow-up record is tracked (/company/setCompanyTrackDays). */
  trackDays: number;
  /** The company's mini-program (/company/getCompanyMp): name, QR code and business licence image (URLs). */
  mpName: string;
  mpQrcode: string;
  licenseImage: string;
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

/** A new account: what the caller names, the rest at its defaults (no avatar, no WeChat, no theme, enabled). */
export function newUserRow(
  fields: Pick<UserRow, 'userId' | 'companyId' | 'mobile' | 'password' | 'userType' | 'contact' | 'roleIds' | 'createdTime'> & Partial<UserRow>,
): UserRow {
  return {
    avatarUrl: '',
    introduction: '',
    departmentId: null,
    isEnabled: 1,
    addAuntQrcode: '',
    wxUserInfo: null,
    theme: null,
    ...fields,
  };
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

/** A follow-up task one staff member gives another (or themselves): /user/createUserTask. */
export interface UserTaskRow {
  taskId: number;
  companyId: number;
  /** Who the task is for. */
  userId: number;
  /** Who made it. */
  createdBy: number;
  title: string;
  content: string;
  /** ISO time of the reminder. */
  remindTime: string;
  auntId: number | null;
  employerId: number | null;
  isDone: 0 | 1;
  createdTime: string;
}

export interface SmsCodeRow {
  mobile: string;
  code: string;
  /** What the code was asked for (register, resetPassword, login); absent = any. */
  scene?: string;
  sentTime: string;
}

/**
 * An uploaded file. Its bytes live outside the database (blobs.ts: files beside the data file
 * of the standalone server), under `key`.
 */
export interface FileRow {
  fileId: number;
  /** 32 random hex digits: the file's address (/sys/file/<key>), never guessable. */
  key: string;
  /** The sender's file name (shown on download), at most 100 characters. */
  name: string;
  /** What the bytes are, judged by their content. */
  kind: FileKind;
  size: number;
  /** The company of the staff member who uploaded it: only its sessions may read it. */
  companyId: number;
  userId: number;
  createdTime: string;
}

/** A paid vip plan of a company (/app/paySolution); the newest row is the company's current plan. */
export interface SolutionOrderRow {
  solutionOrderId: number;
  payOrderNo: string;
  companyId: number;
  /** The staff member who paid. */
  userId: number;
  solutionId: number;
  /** Yuan. */
  amount: number;
  paidTime: string;
  /** yyyy-MM-dd: the last day the plan is valid after this payment. */
  expireDate: string;
}

export interface MockTables
  extends
    AuntTables,
    EmployerTables,
    UnitedTables,
    JobMsgTables,
    ChatTables,
    FinanceTables,
    InsuranceTables,
    OfficeTables,
    CatalogueTables,
    CustomTables,
    CompanyAppTables {
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
  solutionOrders: SolutionOrderRow[];
  userTasks: UserTaskRow[];
}

export type TableName = keyof MockTables;

/** Tables keyed otherwise (tokens, mobile numbers): no id counter. */
type UncountedTable = 'sessions' | 'smsCodes' | 'chatSessions' | 'fundAccounts' | (typeof CUSTOM_TABLE_NAMES)[number];

/** Tables whose rows get numeric ids from a counter. */
export type CountedTable = Exclude<TableName, UncountedTable>;

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
  'solutionOrders',
  ...AUNT_TABLE_NAMES,
  ...EMPLOYER_TABLE_NAMES,
  ...UNITED_TABLE_NAMES,
  ...JOB_MSG_TABLE_NAMES,
  ...CHAT_TABLE_NAMES,
  ...FINANCE_TABLE_NAMES,
  ...INSURANCE_TABLE_NAMES,
  ...OFFICE_TABLE_NAMES,
  // Last: tables are kept in the order their data version brought them (an upgraded file matches a fresh seed byte for byte).
  'userTasks',
  ...CATALOGUE_TABLE_NAMES,
  ...CUSTOM_TABLE_NAMES,
  ...COMPANY_APP_TABLE_NAMES,
];

const UNCOUNTED: ReadonlySet<TableName> = new Set<UncountedTable>(['sessions', 'smsCodes', 'chatSessions', 'fundAccounts', ...CUSTOM_TABLE_NAMES]);

export const COUNTED_TABLES: readonly CountedTable[] = TABLE_NAMES.filter((name): name is CountedTable => !UNCOUNTED.has(name));

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
    solutionOrders: [],
    ...emptyAuntTables(),
    ...emptyEmployerTables(),
    ...emptyUnitedTables(),
    ...emptyJobMsgTables(),
    ...emptyChatTables(),
    ...emptyFinanceTables(),
    ...emptyInsuranceTables(),
    ...emptyOfficeTables(),
    userTasks: [],
    ...emptyCatalogueTables(),
    ...emptyCustomTables(),
    ...emptyCompanyAppTables(),
  };
}

/** Hands out the next id of a table (never reused, even after deletes). */
export function allocateId(db: MockDb, table: CountedTable): number {
  db.counters[table] += 1;
  return db.counters[table];
}

/**
 * Row types of the companies and their staff: the company, departments, the platform's pages,
 * permissions and roles, staff accounts with their logins, sessions and SMS codes, staff tasks,
 * uploaded files and paid vip plans. Part of the schema (schema.ts).
 */
import type { SysPage } from '@/api/user';
import type { FileKind } from '@/domain/fileType';

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
  /** Days a deleted record stays in the recycle bin (/recyclebin/setKeepDays, ours); absent or 0: until deleted by hand. */
  recycleKeepDays?: number;
  /** 1: screens and exports with personal data carry a watermark (/company/watermark/set, ours); absent or 0: none. */
  watermark?: 0 | 1;
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
  /** Where and with what it signed in (/user/getSessions); rows older than these fields lack them. */
  ip?: string;
  userAgent?: string;
  /** Its latest call, at most a minute stale (SESSION_TOUCH_MS). */
  lastActiveTime?: string;
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

/** The company and staff tables (listed, in their order, in schema.ts). */
export interface CompanyTables {
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

/**
 * Types of the session family (user.ts): the signed-in user, login, sessions, menus and roles (SysPage, SysRole and
 * friends are shared with company.ts and sys.ts). Company management's staff types: user.staff.types.ts.
 */
import type { Flag, ListQuery } from './shared';

export type * from './user.staff.types';

/** A menu page of a role (first document, section 3, Page). */
export interface SysPage {
  /** @spec */
  pageId: number;
  /**
   * 0 for a top-level menu entry.
   * @spec
   */
  parentId: number;
  /** @spec */
  routePath: string;
  /**
   * Name of the page component in the page registry.
   * @spec
   */
  component: string;
  /** @spec */
  pageName: string;
  /** @spec */
  pageTitle: string;
  /** @spec */
  menuIcon: string;
  /**
   * 0 hides the page from the menu.
   * @spec
   */
  isMenu: Flag;
  /** @spec */
  sort: number;
  /**
   * 'left' for sidebar entries.
   * @spec
   */
  location: string;
  /** @spec */
  redirectPath: string;
  /**
   * The menu label of a page created in page management (our addition): used when `pageTitle` is
   * not a key of the product's label tables (i18n/menu.ts). Absent on the product's own pages.
   */
  titleZh?: string;
  titleEn?: string;
}

export interface SysPermission {
  /** @spec */
  permissionId: number;
  /** @spec */
  permissionName: string;
  permissionLabel?: string;
}

export interface SysRole {
  roleId: number;
  /**
   * e.g. AGENCY_ADMIN.
   * @spec
   */
  roleKey: string;
  /** @spec */
  roleName: string;
  /** @spec */
  sys_pages: SysPage[];
  /** @spec */
  sys_permissions: SysPermission[];
}

export interface CompanyInfo {
  /** @spec */
  companyId: number;
  /** @spec */
  companyName: string;
  /** @spec */
  companyLogo: string;
  /** @spec */
  maxUserCount: number;
  /** @spec */
  currentUserCount: number;
  /** @spec */
  addAuntQrcode: string;
}

/** The user's theme (spec: primaryColor and menu colours); `stylesheet` is ours (domain/theme.ts). */
export interface SysTheme {
  /** @spec */
  primaryColor: string;
  /** @spec */
  menuBg?: string;
  /** @spec */
  menuText?: string;
  /** @spec */
  menuActiveText?: string;
  /** A stylesheet the server hosts for the theme: a `.css` path under the API base. */
  stylesheet?: string;
}

export interface LoginLog {
  logId: number;
  loginTime: string;
  ip: string;
  userAgent: string;
}

/** One of the signed-in user's live sessions (/user/getSessions, ours). */
export interface UserSession {
  /** Names the session (not its token). */
  sessionId: string;
  /** '' when the server does not know it. */
  ip: string;
  userAgent: string;
  /** Signed in. */
  createdTime: string;
  /** Its latest call (at most a minute stale). */
  lastActiveTime: string;
  /** 1 for the session that asked. */
  current: 0 | 1;
}

/** /user/endSession (ours): `{sessionId}` ends that one of one's own other sessions; `{others: 1}` every other one. */
export interface EndSessionRequest {
  sessionId?: string;
  others?: 1;
}

export interface EndSessionResult {
  /** How many sessions were ended. */
  ended: number;
}

export interface UserInfo {
  /** @spec */
  userId: number;
  /** @spec */
  userType: number;
  /**
   * Display name.
   * @spec
   */
  contact: string;
  /** @spec */
  avatarUrl: string;
  /** @spec */
  introduction: string;
  /** @spec */
  mobile: string;
  /** @spec */
  sys_roles: SysRole[] | null;
  /** @spec */
  sys_login_logs?: LoginLog[];
  /** @spec */
  client_department: { departmentId: number; departmentName: string } | null;
  /** @spec */
  company: CompanyInfo;
  /** @spec */
  addAuntQrcode: string;
  /** @spec */
  wxUserInfo: WxUserInfo | null;
  /** @spec */
  sys_theme: SysTheme | null;
}

export interface WxUserInfo {
  nickname: string;
  headimgurl: string;
}

export interface LoginRequest {
  /**
   * Trimmed of spaces before sending.
   * @spec
   */
  mobile: string;
  /** @spec */
  password: string;
}

export interface LoginResponse {
  /** @spec */
  token: string;
  /** @spec */
  mobile: string;
}

/** The signed-in user's own password change. */
export interface ModifyPasswordRequest {
  oldPassword: string;
  newPassword: string;
}

/** The signed-in user's own profile change. */
export interface UpdateUserRequest {
  contact?: string;
  avatarUrl?: string;
  introduction?: string;
}

/** The profile fields answered by updateUser. */
export interface UserProfile {
  userId: number;
  contact: string;
  avatarUrl: string;
  introduction: string;
  mobile: string;
}

export type LoginLogQuery = ListQuery<{ userId?: number }>;

/** Binds the account to a WeChat account with the code of the WeChat web authorisation. */
export interface BindWxUserRequest {
  code: string;
}

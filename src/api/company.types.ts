/** Types of the company-settings family (company.ts): registration, company info, users, roles, departments, statistics and mini-program settings.
 * The option sets are in companyOptions.types.ts and the custom tables/forms/tabs in companyCustom.types.ts; both are re-exported here. */
import type { StatisticsFilter } from './statistics';
import type { SysRole } from './user.types';

export type * from './companyOptions.types';
export type * from './companyCustom.types';

export interface RegisterRequest {
  companyName: string;
  contact: string;
  mobile: string;
  password: string;
  /** SMS code (sys.smsCode with scene register). */
  code: string;
}

export interface RegisterResult {
  companyId: number;
  userId: number;
}

export interface SearchUserRequest {
  keyword: string;
  departmentId?: number;
}

/** A role of the company as getRole lists it: the role with how many accounts (enabled or not) hold it. */
export interface CompanyRole extends SysRole {
  userCount: number;
}

/** Adds a role; the server makes its roleKey (`ROLE_<roleId>`). Name 1-20 characters, unique in the company. */
export interface AddRoleRequest {
  roleName: string;
}

/** Renames a role (not AGENCY_ADMIN). */
export interface EdRoleRequest {
  roleId: number;
  roleName: string;
}

/** Deletes a role no account holds (not a built-in one): our addition, see docs/API.md. */
export interface DelRoleRequest {
  roleId: number;
}

/**
 * The whole set of pages the role may see (it replaces the stored set). Every page's parent is
 * in it (a menu entry needs its parents); agency pages only.
 */
export interface SetRolePageRequest {
  roleId: number;
  pageIds: number[];
}

/** The whole set of permissions of the role (it replaces the stored set). */
export interface SetPermissionRequest {
  roleId: number;
  permissionIds: number[];
}

/**
 * Creates a department (no departmentId: departmentName required, parentId 0 or absent = top level)
 * or changes one (any of name, parent, position). `sort` is the 1-based position among the
 * departments of the (new) parent; absent = the end when it is new or moves, unchanged otherwise.
 */
export interface SaveDepartmentRequest {
  departmentId?: number;
  /** 1-30 characters, unique among the departments of the same parent. */
  departmentName?: string;
  parentId?: number;
  sort?: number;
}

export interface DepartmentIdRequest {
  departmentId: number;
}

export interface EditCompanyInfoRequest {
  companyName?: string;
  companyLogo?: string;
}

export interface UpdateLicenseImageRequest {
  /** filePath from sys.uploadFileMP. */
  licenseImage: string;
}

/** Body of the company statistics calls: an optional date filter. */
export type CompanyStatsRequest = Partial<StatisticsFilter>;

/**
 * Company totals over a period (our choice, docs/API.md). Counts of records created / steps taken
 * in the period (China days), money in yuan summed in fen by the server.
 */
export interface CompanyTotal {
  /** New aunts (created in the period, not in the recycle bin). */
  auntCount: number;
  /** New employers. */
  employerCount: number;
  /** New orders. */
  orderCount: number;
  /** Signings (signComplete steps of orders not in the recycle bin), as the dashboard counts them. */
  signedCount: number;
  /** Enabled staff members now (not period-bound). */
  userCount: number;
  /** Income fee records dated in the period, yuan. */
  feeIncome: number;
  /** Expense fee records dated in the period, yuan. */
  feeExpense: number;
  /** feeIncome - feeExpense, yuan (may be negative). */
  feeNet: number;
  /** Insurance orders insured (status 2, not deleted) whose cover starts in the period. */
  insuredCount: number;
  /** Premiums paid from the fund account in the period minus the premiums refunded, yuan. */
  premiumPaid: number;
  /** The period the figures cover (inclusive China days; null bounds are open). */
  range: { start: string | null; end: string | null; isNull: boolean };
}

export const RANK_TYPES = ['income', 'sign', 'order', 'aunt', 'employer', 'insurance'] as const;
export type RankType = (typeof RANK_TYPES)[number];

export type RankDataRequest = CompanyStatsRequest & { rankType: RankType };

/** One staff member of a ranking; every enabled staff member is listed, zeros last. */
export interface RankRow {
  rank: number;
  userId: number;
  contact: string;
  avatarUrl: string;
  /** A count, or yuan for rankType 'income'. */
  value: number;
}

export interface AchievementDataRequest {
  /** yyyy-MM; the current month when absent. */
  month?: string;
  departmentId?: number;
}

/** The company's mini-program settings. */
export interface CompanyMp {
  mpName: string;
  mpQrcode: string;
  licenseImage: string;
  /** Days a follow-up record is tracked. */
  trackDays: number;
}

/** The company's watermark setting (ours): 1 = screens and exports with personal data show who looks and when. */
export interface CompanyWatermark {
  enabled: 0 | 1;
}

export interface SetCompanyTrackDaysRequest {
  /** An integer 1-365 (COMPANY_LIMITS in domain/companyRules.ts). */
  trackDays: number;
}

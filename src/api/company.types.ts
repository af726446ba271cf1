/** Types of the company-settings family (company.ts): registration, company info, users, roles, departments, statistics and mini-program settings.
 * The option sets are in companyOptions.types.ts and the custom tables/forms/tabs in companyCustom.types.ts; both are re-exported here. */
import type { StatisticsFilter } from './statistics';

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

export interface AddRoleRequest {
  roleKey: string;
  roleName: string;
}

export interface EdRoleRequest {
  roleId: number;
  roleKey?: string;
  roleName?: string;
}

export interface SetRolePageRequest {
  roleId: number;
  pageIds: number[];
}

export interface SetPermissionRequest {
  roleId: number;
  permissionIds: number[];
}

export interface SaveDepartmentRequest {
  departmentId?: number;
  departmentName: string;
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

export interface CompanyTotal {
  auntCount: number;
  employerCount: number;
  orderCount: number;
  signedCount: number;
  userCount: number;
}

export type RankType = 'aunt' | 'employer' | 'order' | 'sign';

export type RankDataRequest = CompanyStatsRequest & { rankType: RankType };

export interface RankRow {
  rank: number;
  userId: number;
  contact: string;
  avatarUrl: string;
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

export interface SetCompanyTrackDaysRequest {
  trackDays: number;
}

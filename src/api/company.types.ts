/** Types of the company-settings family (company.ts). */
import type { Flag } from './shared';
import type { DateFilter, StatisticsFilter } from './statistics';
import type { FinanceDictItem } from './finance';

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

/** A service type of the company; color defaults to grey #6B6C70. */
export interface CompanyServiceType {
  serviceTypeId: number;
  serviceTypeName: string;
  color: string;
  sort: number;
  isEnabled: Flag;
}

/** A service type as saved: new ones have no id yet. */
export type CompanyServiceTypeInput = Omit<CompanyServiceType, 'serviceTypeId'> & { serviceTypeId?: number };

export interface AuntSkillOption {
  skillOptionId: number;
  skillItemId: number;
  optionName: string;
  sort: number;
}

export interface AuntSkillItem {
  skillItemId: number;
  skillItemName: string;
  sort: number;
  options: AuntSkillOption[];
}

export interface AuntLabelOption {
  labelOptionId: number;
  labelName: string;
  color: string;
  sort: number;
}

/** Aunt fields whose choices the company keeps: certificates, trains, visas, and any other field. */
export type AuntCustomField = 'certificate' | 'train' | 'visa' | (string & {});

export interface AuntCustomOption {
  customOptionId: number;
  field: AuntCustomField;
  optionName: string;
  sort: number;
}

/** Every option set of the aunt forms. */
export interface AuntOptions {
  serviceTypes: CompanyServiceType[];
  skills: AuntSkillItem[];
  labels: AuntLabelOption[];
  certificates: AuntCustomOption[];
  trains: AuntCustomOption[];
  visas: AuntCustomOption[];
}

export type AuntOptionsKind = keyof AuntOptions;

export interface AuntOptionsRequest {
  /** Option sets wanted; all when absent. */
  kinds?: AuntOptionsKind[];
}

export interface SearchUserRequest {
  keyword: string;
  departmentId?: number;
}

export interface CustomTableField {
  field: string;
  label: string;
  /** Pixels; null for automatic. */
  width: number | null;
  isShow: Flag;
  sort: number;
  fixed: 'left' | 'right' | null;
}

export interface TableTypeRequest {
  /** e.g. aunt, employer, order. */
  tableType: string;
}

export interface SetCustomTableFieldRequest {
  tableType: string;
  customTableOption: CustomTableField[];
}

export type CustomFormFieldType = 'text' | 'textarea' | 'number' | 'select' | 'multiSelect' | 'date' | 'image';

export interface CustomFormField {
  fieldName: string;
  label: string;
  fieldType: CustomFormFieldType;
  /** Choices of select fields. */
  options: string[];
  required: Flag;
  isShow: Flag;
  sort: number;
}

export interface FormNameRequest {
  formName: string;
}

export interface SetCustomFormFieldRequest {
  formName: string;
  customFormOption: CustomFormField[];
}

export interface CustomTabField {
  tabKey: string;
  tabName: string;
  isShow: Flag;
  sort: number;
}

export interface TabTypeRequest {
  /** e.g. aunt, employer, order. */
  tabType: string;
}

export interface SetCustomTabFieldRequest {
  tabType: string;
  customTabOption: CustomTabField[];
}

/** One condition of a custom tab: rows whose field matches the value. */
export interface CustomTabCondition {
  field: string;
  operator: 'eq' | 'in' | 'range' | 'date';
  value: string | number | (string | number)[] | DateFilter;
}

export interface CustomTabRule {
  tabKey: string;
  conditions: CustomTabCondition[];
}

export interface SetCustomTabRuleRequest {
  tabType: string;
  customTabOption: CustomTabRule[];
}

export interface SetCompanyServiceTypeRequest {
  companyServiceTypes: CompanyServiceTypeInput[];
}

export interface SetAuntSkillDataRequest {
  skillData: AuntSkillItem[];
}

export interface SetAuntSkillItemRequest {
  skillItemId?: number;
  skillItemName: string;
  sort?: number;
}

export interface SetAuntSkillOptionRequest {
  skillOptionId?: number;
  skillItemId: number;
  optionName: string;
  sort?: number;
}

export interface SkillItemIdRequest {
  skillItemId: number;
}

export interface SkillOptionIdRequest {
  skillOptionId: number;
}

export interface SetAuntLabelOptionRequest {
  labelOptionId?: number;
  labelName: string;
  color?: string;
  sort?: number;
}

export interface LabelOptionIdRequest {
  labelOptionId: number;
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

export interface CustomTabDataInfoRequest {
  tabType: string;
  tabKey: string;
}

/** One custom tab with its rule. */
export interface CustomTabInfo {
  field: CustomTabField;
  rule: CustomTabRule | null;
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

/** Choices of the add-fee form. */
export interface AddFinanceOptions {
  feeNames: FinanceDictItem[];
  payStyles: FinanceDictItem[];
}

export interface AuntCustomOptionsRequest {
  field: AuntCustomField;
}

export interface SetAuntCustomOptionRequest {
  customOptionId?: number;
  field: AuntCustomField;
  optionName: string;
  sort?: number;
}

export interface CustomOptionIdRequest {
  customOptionId: number;
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

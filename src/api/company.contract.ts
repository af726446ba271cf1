/**
 * The contract's entries for `companyPaths` (company.ts): what each call sends and answers. The
 * forms an entry takes, and the one `Contract` that joins the families: contract.ts.
 */
import type {
  AchievementDataRequest,
  AddRoleRequest,
  CompanyMp,
  CompanyWatermark,
  CompanyRole,
  CompanyStatsRequest,
  CompanyTotal,
  DelRoleRequest,
  DepartmentIdRequest,
  EdRoleRequest,
  EditCompanyInfoRequest,
  RankDataRequest,
  RankRow,
  RegisterRequest,
  RegisterResult,
  SaveDepartmentRequest,
  SearchUserRequest,
  SetCompanyTrackDaysRequest,
  SetPermissionRequest,
  SetRolePageRequest,
  UpdateLicenseImageRequest,
} from './company.types';
import type {
  CustomFormField,
  CustomTabDataInfoRequest,
  CustomTabField,
  CustomTabInfo,
  CustomTabRule,
  CustomTableField,
  FormNameRequest,
  SetCustomFormFieldRequest,
  SetCustomTabFieldRequest,
  SetCustomTabRuleRequest,
  SetCustomTableFieldRequest,
  TabTypeRequest,
  TableTypeRequest,
} from './companyCustom.types';
import type {
  AddFinanceOptions,
  AuntCustomOption,
  AuntCustomOptionsRequest,
  AuntLabelOption,
  AuntOptions,
  AuntOptionsRequest,
  AuntSkillItem,
  AuntSkillOption,
  CatalogueDeleteResult,
  CompanyServiceType,
  CustomOptionIdRequest,
  LabelOptionIdRequest,
  SetAuntCustomOptionRequest,
  SetAuntLabelOptionRequest,
  SetAuntSkillDataRequest,
  SetAuntSkillItemRequest,
  SetAuntSkillOptionRequest,
  SetCompanyServiceTypeRequest,
  SkillItemIdRequest,
  SkillOptionIdRequest,
} from './companyOptions.types';
import type { EmptyBody } from './contract';
import type { Achievement } from './office';
import type { CustomTabCount } from './shared';
import type { CompanyInfo, CompanyUser, Department, SysPage, SysPermission } from './user.types';

export interface CompanyContract {
  /** Registers a new company with its first administrator. */
  '/company/register': { req: RegisterRequest; res: RegisterResult };
  /** Option sets of the aunt forms (service types, skills, labels, certificates, trains, visas). */
  '/company/getAuntOptions': { req: AuntOptionsRequest; res: AuntOptions };
  /** The company's staff members (no body). */
  '/company/getUsers': { req: EmptyBody; res: CompanyUser[] };
  /**
   * Searches staff members by name or mobile.
   * Request: `SearchUserRequest` {keyword, departmentId?} (a department finds its sub-departments' staff too)
   */
  '/company/searchUser': { req: SearchUserRequest; res: CompanyUser[] };
  /** Table column settings ({tableType}). */
  '/company/getCustomTableField': { req: TableTypeRequest; res: CustomTableField[] };
  /** Saves table column settings ({tableType, customTableOption}). */
  '/company/setCustomTableField': { req: SetCustomTableFieldRequest; res: CustomTableField[] };
  /** Custom form fields ({formName}). */
  '/company/getCustomFormField': { req: FormNameRequest; res: CustomFormField[] };
  /** Saves custom form fields ({formName, customFormOption}). */
  '/company/setCustomFormField': { req: SetCustomFormFieldRequest; res: CustomFormField[] };
  /** Custom tabs of a list ({tabType}). */
  '/company/getCustomTabField': { req: TabTypeRequest; res: CustomTabField[] };
  /** Saves the custom tabs of a list ({tabType, customTabOption}). */
  '/company/setCustomTabField': { req: SetCustomTabFieldRequest; res: CustomTabField[] };
  /** Rules of the custom tabs of a list ({tabType}). */
  '/company/getCustomTabRule': { req: TabTypeRequest; res: CustomTabRule[] };
  /** Saves the rules of the custom tabs ({tabType, customTabOption}). */
  '/company/setCustomTabRule': { req: SetCustomTabRuleRequest; res: CustomTabRule[] };
  /**
   * The company's service types (no body).
   * Answer: `CompanyServiceType[]` (offered in order, then retired ones; each with `useCount`)
   */
  '/company/getServiceType': { req: EmptyBody; res: CompanyServiceType[] };
  /**
   * Saves the service types ({companyServiceTypes}).
   * Request: `SetCompanyServiceTypeRequest` {companyServiceTypes}: the whole list of offered types in order (≤ 30); no id = new, an id = change (a retired one is restored); one of the company's left out is deleted, or retired when records use it. Answer: `CompanyServiceType[]` as getServiceType
   */
  '/company/setCompanyServiceType': { req: SetCompanyServiceTypeRequest; res: CompanyServiceType[] };
  /**
   * Skill items with their options (no body).
   * Answer: `AuntSkillItem[]` (retired last; `useCount` on items (aunts holding any of its skills, each once) and options)
   */
  '/company/getAuntSkillData': { req: EmptyBody; res: AuntSkillItem[] };
  /**
   * Saves all skill items and options at once ({skillData}).
   * Request: `SetAuntSkillDataRequest` {skillData}: the whole tree of offered items and options in order, as setCompanyServiceType (a skill stays in its item)
   */
  '/company/setAuntSkillData': { req: SetAuntSkillDataRequest; res: AuntSkillItem[] };
  /** Creates or renames a skill item. */
  '/company/setAuntSkillItem': { req: SetAuntSkillItemRequest; res: AuntSkillItem };
  /** Creates or renames a skill option. */
  '/company/setAuntSkillOption': { req: SetAuntSkillOptionRequest; res: AuntSkillOption };
  /**
   * Deletes a skill item and its options (those in use are retired, and the item with them).
   * Answer: `CatalogueDeleteResult` (its unused options deleted, used ones retired with it)
   */
  '/company/delAuntSkillItem': { req: SkillItemIdRequest; res: CatalogueDeleteResult };
  /** Deletes a skill option (retired when aunts hold it). */
  '/company/delAuntSkillOption': { req: SkillOptionIdRequest; res: CatalogueDeleteResult };
  /** Creates or changes a label option. */
  '/company/setAuntLabelOption': { req: SetAuntLabelOptionRequest; res: AuntLabelOption };
  /** Deletes a label option (spec spelling "label"; retired when aunts hold it). */
  '/company/delAuntlabelOption': { req: LabelOptionIdRequest; res: CatalogueDeleteResult };
  /**
   * Label options (no body).
   * Answer: `AuntLabelOption[]` (retired last; each with `useCount`)
   */
  '/company/getAuntLabelData': { req: EmptyBody; res: AuntLabelOption[] };
  /** Roles with their pages, permissions and how many accounts hold them (no body). */
  '/company/getRole': { req: EmptyBody; res: CompanyRole[] };
  /** Adds a role ({roleName}); answers it. */
  '/company/addRole': { req: AddRoleRequest; res: CompanyRole };
  /** Renames a role ({roleId, roleName}); answers it. */
  '/company/edRole': { req: EdRoleRequest; res: CompanyRole };
  /** Deletes a role no account holds ({roleId}; our addition). */
  '/company/delRole': { req: DelRoleRequest; res: null };
  /** Every page a role may be given (no body). */
  '/company/getPages': { req: EmptyBody; res: SysPage[] };
  /** Sets the pages a role may see ({roleId, pageIds}: the whole set, parents included). */
  '/company/setRolePage': { req: SetRolePageRequest; res: null };
  /** Row counts of the custom tabs of a list ({tabType}). */
  '/company/getCustomTabData': { req: TabTypeRequest; res: CustomTabCount[] };
  /** One custom tab with its rule. */
  '/company/getCustomTabDataInfo': { req: CustomTabDataInfoRequest; res: CustomTabInfo };
  /** The signed-in user's permissions (no body). */
  '/company/getPermissions': { req: EmptyBody; res: SysPermission[] };
  /** Every permission (no body). */
  '/company/getAllPermissions': { req: EmptyBody; res: SysPermission[] };
  /** Sets the permissions of a role ({roleId, permissionIds}: the whole set). */
  '/company/setPermission': { req: SetPermissionRequest; res: null };
  /**
   * Creates (no departmentId) or saves a department.
   * Request: `SaveDepartmentRequest` {departmentId?, departmentName?, parentId?, sort?}: no id = create (name required), with an id = change any of them (at least one); `sort` = 1-based position among the siblings. Answer: `Department` (with `userCount`)
   */
  '/company/saveDepartment': { req: SaveDepartmentRequest; res: Department };
  /**
   * Deletes a department.
   * Answer: `null`; 40901 while it has staff or sub-departments (the message says how many)
   */
  '/company/deleteDepartment': { req: DepartmentIdRequest; res: null };
  /**
   * Departments (no body).
   * Answer: `Department[]` (ordered by parent id, then sort)
   */
  '/company/getDepartment': { req: EmptyBody; res: Department[] };
  /**
   * Changes the company name and logo; answers the company info.
   * Request: `EditCompanyInfoRequest` {companyName?, companyLogo?} (at least one; unknown fields refused)
   */
  '/company/editCompanyInfo': { req: EditCompanyInfoRequest; res: CompanyInfo };
  /** Fee names and pay styles of the add-fee form (no body). */
  '/company/getAddFinanceOptions': { req: EmptyBody; res: AddFinanceOptions };
  /**
   * Choices of one aunt field (certificates, trains, visas...).
   * Answer: `AuntCustomOption[]` (retired last; each with `useCount`)
   */
  '/company/getAuntCustomOptions': { req: AuntCustomOptionsRequest; res: AuntCustomOption[] };
  /** Creates or renames a choice of an aunt field. */
  '/company/setAuntCustomOptions': { req: SetAuntCustomOptionRequest; res: AuntCustomOption };
  /** Deletes a choice of an aunt field (retired when aunts hold it). */
  '/company/delAuntCustomOptions': { req: CustomOptionIdRequest; res: CatalogueDeleteResult };
  /**
   * Saves the business licence image of the mini-program (uploaded through sys.uploadFileMP); answers the mini-program settings.
   * Request: `UpdateLicenseImageRequest` {licenseImage} (the filePath of an image this company uploaded, through `/sys/uploadFileMP`)
   */
  '/company/updateLicenseImageMP': { req: UpdateLicenseImageRequest; res: CompanyMp };
  /** Company totals (aunts, employers, orders, signed, users) for a date filter. */
  '/company/getCompanyTotal': { req: CompanyStatsRequest; res: CompanyTotal };
  /** Staff ranking of one kind for a date filter. */
  '/company/getRankData': { req: RankDataRequest; res: RankRow[] };
  /**
   * Staff achievements of a month.
   * Request: `AchievementDataRequest` {month?, departmentId?} (month: the current China month when absent) Answer: `Achievement[]` (+ envelope `summary`: `AchievementSummary`)
   */
  '/company/getAchievementData': { req: AchievementDataRequest; res: Achievement[] };
  /**
   * The company's mini-program settings (body: empty object).
   * Request: `{}` (anything else refused)
   */
  '/company/getCompanyMp': { req: EmptyBody; res: CompanyMp };
  /**
   * Sets how many days follow-ups are tracked (1-365); answers the mini-program settings.
   * Request: `SetCompanyTrackDaysRequest` {trackDays} (integer 1-365)
   */
  '/company/setCompanyTrackDays': { req: SetCompanyTrackDaysRequest; res: CompanyMp };
  /**
   * Whether screens and exports with personal data carry a watermark (viewer and time); any signed-in user. Our addition.
   * Request: `{}` Answer: `CompanyWatermark` {enabled: 0|1} (0 until set)
   */
  '/company/watermark/get': { req: EmptyBody; res: CompanyWatermark };
  /**
   * Turns the watermark on or off (company.manage, else 40301). Our addition.
   * Request: `CompanyWatermark` {enabled: 0|1} (anything else 40001)
   */
  '/company/watermark/set': { req: CompanyWatermark; res: CompanyWatermark };
}

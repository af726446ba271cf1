/** Company-settings family (/company/): registration, options, custom fields and tabs, roles, departments, users and statistics. */
import { post, type RequestOptions } from './http';
import { optionalPath } from './optional';
import type { CustomTabCount } from './shared';
import type { CompanyInfo, CompanyUser, Department, SysPage, SysPermission } from './user.types';
import type { Achievement } from './office';
import type * as T from './company.types';

export type * from './company.types';

export const companyPaths = {
  register: '/company/register',
  getAuntOptions: '/company/getAuntOptions',
  getUsers: '/company/getUsers',
  searchUser: '/company/searchUser',
  getCustomTableField: '/company/getCustomTableField',
  setCustomTableField: '/company/setCustomTableField',
  getCustomFormField: '/company/getCustomFormField',
  setCustomFormField: '/company/setCustomFormField',
  getCustomTabField: '/company/getCustomTabField',
  setCustomTabField: '/company/setCustomTabField',
  getCustomTabRule: '/company/getCustomTabRule',
  setCustomTabRule: '/company/setCustomTabRule',
  getServiceType: '/company/getServiceType',
  setCompanyServiceType: '/company/setCompanyServiceType',
  getAuntSkillData: '/company/getAuntSkillData',
  setAuntSkillData: '/company/setAuntSkillData',
  setAuntSkillItem: '/company/setAuntSkillItem',
  setAuntSkillOption: '/company/setAuntSkillOption',
  delAuntSkillItem: '/company/delAuntSkillItem',
  delAuntSkillOption: '/company/delAuntSkillOption',
  setAuntLabelOption: '/company/setAuntLabelOption',
  delAuntlabelOption: '/company/delAuntlabelOption',
  getAuntLabelData: '/company/getAuntLabelData',
  getRole: '/company/getRole',
  addRole: '/company/addRole',
  edRole: '/company/edRole',
  /** Our addition (docs/API.md): the spec names no delete of a role. */
  delRole: optionalPath('/company/delRole'),
  getPages: '/company/getPages',
  setRolePage: '/company/setRolePage',
  getCustomTabData: '/company/getCustomTabData',
  getCustomTabDataInfo: '/company/getCustomTabDataInfo',
  getPermissions: '/company/getPermissions',
  getAllPermissions: '/company/getAllPermissions',
  setPermission: '/company/setPermission',
  saveDepartment: '/company/saveDepartment',
  deleteDepartment: '/company/deleteDepartment',
  getDepartment: '/company/getDepartment',
  editCompanyInfo: '/company/editCompanyInfo',
  getAddFinanceOptions: '/company/getAddFinanceOptions',
  getAuntCustomOptions: '/company/getAuntCustomOptions',
  setAuntCustomOptions: '/company/setAuntCustomOptions',
  delAuntCustomOptions: '/company/delAuntCustomOptions',
  updateLicenseImageMP: '/company/updateLicenseImageMP',
  getCompanyTotal: '/company/getCompanyTotal',
  getRankData: '/company/getRankData',
  getAchievementData: '/company/getAchievementData',
  getCompanyMp: '/company/getCompanyMp',
  setCompanyTrackDays: '/company/setCompanyTrackDays',
} as const;

type P = typeof companyPaths;
/** A call with a body. */
const call =
  <B, R>(path: P[keyof P]) =>
  (body: B, options?: RequestOptions) =>
    post<R>(path, body, options);
/** A call without a body ("none" in the spec). */
const noBody =
  <R>(path: P[keyof P]) =>
  (options?: RequestOptions) =>
    post<R>(path, {}, options);

/** Registers a new company with its first administrator. */
export const register = call<T.RegisterRequest, T.RegisterResult>(companyPaths.register);
/** Option sets of the aunt forms (service types, skills, labels, certificates, trains, visas). */
export const getAuntOptions = call<T.AuntOptionsRequest, T.AuntOptions>(companyPaths.getAuntOptions);
/** The company's staff members (no body). */
export const getUsers = noBody<CompanyUser[]>(companyPaths.getUsers);
/** Searches staff members by name or mobile. */
export const searchUser = call<T.SearchUserRequest, CompanyUser[]>(companyPaths.searchUser);
/** Table column settings ({tableType}). */
export const getCustomTableField = call<T.TableTypeRequest, T.CustomTableField[]>(companyPaths.getCustomTableField);
/** Saves table column settings ({tableType, customTableOption}). */
export const setCustomTableField = call<T.SetCustomTableFieldRequest, T.CustomTableField[]>(companyPaths.setCustomTableField);
/** Custom form fields ({formName}). */
export const getCustomFormField = call<T.FormNameRequest, T.CustomFormField[]>(companyPaths.getCustomFormField);
/** Saves custom form fields ({formName, customFormOption}). */
export const setCustomFormField = call<T.SetCustomFormFieldRequest, T.CustomFormField[]>(companyPaths.setCustomFormField);
/** Custom tabs of a list ({tabType}). */
export const getCustomTabField = call<T.TabTypeRequest, T.CustomTabField[]>(companyPaths.getCustomTabField);
/** Saves the custom tabs of a list ({tabType, customTabOption}). */
export const setCustomTabField = call<T.SetCustomTabFieldRequest, T.CustomTabField[]>(companyPaths.setCustomTabField);
/** Rules of the custom tabs of a list ({tabType}). */
export const getCustomTabRule = call<T.TabTypeRequest, T.CustomTabRule[]>(companyPaths.getCustomTabRule);
/** Saves the rules of the custom tabs ({tabType, customTabOption}). */
export const setCustomTabRule = call<T.SetCustomTabRuleRequest, T.CustomTabRule[]>(companyPaths.setCustomTabRule);
/** The company's service types (no body). */
export const getServiceType = noBody<T.CompanyServiceType[]>(companyPaths.getServiceType);
/** Saves the service types ({companyServiceTypes}). */
export const setCompanyServiceType = call<T.SetCompanyServiceTypeRequest, T.CompanyServiceType[]>(companyPaths.setCompanyServiceType);
/** Skill items with their options (no body). */
export const getAuntSkillData = noBody<T.AuntSkillItem[]>(companyPaths.getAuntSkillData);
/** Saves all skill items and options at once ({skillData}). */
export const setAuntSkillData = call<T.SetAuntSkillDataRequest, T.AuntSkillItem[]>(companyPaths.setAuntSkillData);
/** Creates or renames a skill item. */
export const setAuntSkillItem = call<T.SetAuntSkillItemRequest, T.AuntSkillItem>(companyPaths.setAuntSkillItem);
/** Creates or renames a skill option. */
export const setAuntSkillOption = call<T.SetAuntSkillOptionRequest, T.AuntSkillOption>(companyPaths.setAuntSkillOption);
/** Deletes a skill item and its options (those in use are retired, and the item with them). */
export const delAuntSkillItem = call<T.SkillItemIdRequest, T.CatalogueDeleteResult>(companyPaths.delAuntSkillItem);
/** Deletes a skill option (retired when aunts hold it). */
export const delAuntSkillOption = call<T.SkillOptionIdRequest, T.CatalogueDeleteResult>(companyPaths.delAuntSkillOption);
/** Creates or changes a label option. */
export const setAuntLabelOption = call<T.SetAuntLabelOptionRequest, T.AuntLabelOption>(companyPaths.setAuntLabelOption);
/** Deletes a label option (spec spelling "label"; retired when aunts hold it). */
export const delAuntlabelOption = call<T.LabelOptionIdRequest, T.CatalogueDeleteResult>(companyPaths.delAuntlabelOption);
/** Label options (no body). */
export const getAuntLabelData = noBody<T.AuntLabelOption[]>(companyPaths.getAuntLabelData);
/** Roles with their pages, permissions and how many accounts hold them (no body). */
export const getRole = noBody<T.CompanyRole[]>(companyPaths.getRole);
/** Adds a role ({roleName}); answers it. */
export const addRole = call<T.AddRoleRequest, T.CompanyRole>(companyPaths.addRole);
/** Renames a role ({roleId, roleName}); answers it. */
export const edRole = call<T.EdRoleRequest, T.CompanyRole>(companyPaths.edRole);
/** Deletes a role no account holds ({roleId}; our addition). */
export const delRole = call<T.DelRoleRequest, null>(companyPaths.delRole);
/** Every page a role may be given (no body). */
export const getPages = noBody<SysPage[]>(companyPaths.getPages);
/** Sets the pages a role may see ({roleId, pageIds}: the whole set, parents included). */
export const setRolePage = call<T.SetRolePageRequest, null>(companyPaths.setRolePage);
/** Row counts of the custom tabs of a list ({tabType}). */
export const getCustomTabData = call<T.TabTypeRequest, CustomTabCount[]>(companyPaths.getCustomTabData);
/** One custom tab with its rule. */
export const getCustomTabDataInfo = call<T.CustomTabDataInfoRequest, T.CustomTabInfo>(companyPaths.getCustomTabDataInfo);
/** The signed-in user's permissions (no body). */
export const getPermissions = noBody<SysPermission[]>(companyPaths.getPermissions);
/** Every permission (no body). */
export const getAllPermissions = noBody<SysPermission[]>(companyPaths.getAllPermissions);
/** Sets the permissions of a role ({roleId, permissionIds}: the whole set). */
export const setPermission = call<T.SetPermissionRequest, null>(companyPaths.setPermission);
/** Creates (no departmentId) or saves a department. */
export const saveDepartment = call<T.SaveDepartmentRequest, Department>(companyPaths.saveDepartment);
/** Deletes a department. */
export const deleteDepartment = call<T.DepartmentIdRequest, null>(companyPaths.deleteDepartment);
/** Departments (no body). */
export const getDepartment = noBody<Department[]>(companyPaths.getDepartment);
/** Changes the company name and logo; answers the company info. */
export const editCompanyInfo = call<T.EditCompanyInfoRequest, CompanyInfo>(companyPaths.editCompanyInfo);
/** Fee names and pay styles of the add-fee form (no body). */
export const getAddFinanceOptions = noBody<T.AddFinanceOptions>(companyPaths.getAddFinanceOptions);
/** Choices of one aunt field (certificates, trains, visas...). */
export const getAuntCustomOptions = call<T.AuntCustomOptionsRequest, T.AuntCustomOption[]>(companyPaths.getAuntCustomOptions);
/** Creates or renames a choice of an aunt field. */
export const setAuntCustomOptions = call<T.SetAuntCustomOptionRequest, T.AuntCustomOption>(companyPaths.setAuntCustomOptions);
/** Deletes a choice of an aunt field (retired when aunts hold it). */
export const delAuntCustomOptions = call<T.CustomOptionIdRequest, T.CatalogueDeleteResult>(companyPaths.delAuntCustomOptions);
/** Saves the business licence image of the mini-program (uploaded through sys.uploadFileMP); answers the mini-program settings. */
export const updateLicenseImageMP = call<T.UpdateLicenseImageRequest, T.CompanyMp>(companyPaths.updateLicenseImageMP);
/** Company totals (aunts, employers, orders, signed, users) for a date filter. */
export const getCompanyTotal = call<T.CompanyStatsRequest, T.CompanyTotal>(companyPaths.getCompanyTotal);
/** Staff ranking of one kind for a date filter. */
export const getRankData = call<T.RankDataRequest, T.RankRow[]>(companyPaths.getRankData);
/** Staff achievements of a month. */
export const getAchievementData = call<T.AchievementDataRequest, Achievement[]>(companyPaths.getAchievementData);
/** The company's mini-program settings (body: empty object). */
export const getCompanyMp = call<Record<string, never>, T.CompanyMp>(companyPaths.getCompanyMp);
/** Sets how many days follow-ups are tracked (1-365); answers the mini-program settings. */
export const setCompanyTrackDays = call<T.SetCompanyTrackDaysRequest, T.CompanyMp>(companyPaths.setCompanyTrackDays);

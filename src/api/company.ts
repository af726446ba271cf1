/** Company-settings family (/company/): registration, options, custom fields and tabs, roles, departments, users and statistics. */
import { post, type RequestOptions } from './http';
import type { CallPath, EmptyBodyPath, ReqOf } from './contract';
import { optionalPath } from './optional';

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
  /** Ours (docs/API.md): whether screens and exports with personal data carry a watermark. */
  getWatermark: optionalPath('/company/watermark/get'),
  setWatermark: optionalPath('/company/watermark/set'),
} as const;

type P = (typeof companyPaths)[keyof typeof companyPaths];
/** A call with a body; body and answer types from the contract. */
const call =
  <K extends P & CallPath>(path: K) =>
  (body: ReqOf<K>, options?: RequestOptions) =>
    post<K>(path, body, options);
/** A call without a body ("none" in the spec): sends `{}`. */
const noBody =
  <K extends P & EmptyBodyPath>(path: K) =>
  (options?: RequestOptions) =>
    post<K>(path, {} as ReqOf<K>, options);

/** Registers a new company with its first administrator. */
export const register = call(companyPaths.register);
/** Option sets of the aunt forms (service types, skills, labels, certificates, trains, visas). */
export const getAuntOptions = call(companyPaths.getAuntOptions);
/** The company's staff members (no body). */
export const getUsers = noBody(companyPaths.getUsers);
/** Searches staff members by name or mobile. */
export const searchUser = call(companyPaths.searchUser);
/** Table column settings ({tableType}). */
export const getCustomTableField = call(companyPaths.getCustomTableField);
/** Saves table column settings ({tableType, customTableOption}). */
export const setCustomTableField = call(companyPaths.setCustomTableField);
/** Custom form fields ({formName}). */
export const getCustomFormField = call(companyPaths.getCustomFormField);
/** Saves custom form fields ({formName, customFormOption}). */
export const setCustomFormField = call(companyPaths.setCustomFormField);
/** Custom tabs of a list ({tabType}). */
export const getCustomTabField = call(companyPaths.getCustomTabField);
/** Saves the custom tabs of a list ({tabType, customTabOption}). */
export const setCustomTabField = call(companyPaths.setCustomTabField);
/** Rules of the custom tabs of a list ({tabType}). */
export const getCustomTabRule = call(companyPaths.getCustomTabRule);
/** Saves the rules of the custom tabs ({tabType, customTabOption}). */
export const setCustomTabRule = call(companyPaths.setCustomTabRule);
/** The company's service types (no body). */
export const getServiceType = noBody(companyPaths.getServiceType);
/** Saves the service types ({companyServiceTypes}). */
export const setCompanyServiceType = call(companyPaths.setCompanyServiceType);
/** Skill items with their options (no body). */
export const getAuntSkillData = noBody(companyPaths.getAuntSkillData);
/** Saves all skill items and options at once ({skillData}). */
export const setAuntSkillData = call(companyPaths.setAuntSkillData);
/** Creates or renames a skill item. */
export const setAuntSkillItem = call(companyPaths.setAuntSkillItem);
/** Creates or renames a skill option. */
export const setAuntSkillOption = call(companyPaths.setAuntSkillOption);
/** Deletes a skill item and its options (those in use are retired, and the item with them). */
export const delAuntSkillItem = call(companyPaths.delAuntSkillItem);
/** Deletes a skill option (retired when aunts hold it). */
export const delAuntSkillOption = call(companyPaths.delAuntSkillOption);
/** Creates or changes a label option. */
export const setAuntLabelOption = call(companyPaths.setAuntLabelOption);
/** Deletes a label option (spec spelling "label"; retired when aunts hold it). */
export const delAuntlabelOption = call(companyPaths.delAuntlabelOption);
/** Label options (no body). */
export const getAuntLabelData = noBody(companyPaths.getAuntLabelData);
/** Roles with their pages, permissions and how many accounts hold them (no body). */
export const getRole = noBody(companyPaths.getRole);
/** Adds a role ({roleName}); answers it. */
export const addRole = call(companyPaths.addRole);
/** Renames a role ({roleId, roleName}); answers it. */
export const edRole = call(companyPaths.edRole);
/** Deletes a role no account holds ({roleId}; our addition). */
export const delRole = call(companyPaths.delRole);
/** Every page a role may be given (no body). */
export const getPages = noBody(companyPaths.getPages);
/** Sets the pages a role may see ({roleId, pageIds}: the whole set, parents included). */
export const setRolePage = call(companyPaths.setRolePage);
/** Row counts of the custom tabs of a list ({tabType}). */
export const getCustomTabData = call(companyPaths.getCustomTabData);
/** One custom tab with its rule. */
export const getCustomTabDataInfo = call(companyPaths.getCustomTabDataInfo);
/** The signed-in user's permissions (no body). */
export const getPermissions = noBody(companyPaths.getPermissions);
/** Every permission (no body). */
export const getAllPermissions = noBody(companyPaths.getAllPermissions);
/** Sets the permissions of a role ({roleId, permissionIds}: the whole set). */
export const setPermission = call(companyPaths.setPermission);
/** Creates (no departmentId) or saves a department. */
export const saveDepartment = call(companyPaths.saveDepartment);
/** Deletes a department. */
export const deleteDepartment = call(companyPaths.deleteDepartment);
/** Departments (no body). */
export const getDepartment = noBody(companyPaths.getDepartment);
/** Changes the company name and logo; answers the company info. */
export const editCompanyInfo = call(companyPaths.editCompanyInfo);
/** Fee names and pay styles of the add-fee form (no body). */
export const getAddFinanceOptions = noBody(companyPaths.getAddFinanceOptions);
/** Choices of one aunt field (certificates, trains, visas...). */
export const getAuntCustomOptions = call(companyPaths.getAuntCustomOptions);
/** Creates or renames a choice of an aunt field. */
export const setAuntCustomOptions = call(companyPaths.setAuntCustomOptions);
/** Deletes a choice of an aunt field (retired when aunts hold it). */
export const delAuntCustomOptions = call(companyPaths.delAuntCustomOptions);
/** Saves the business licence image of the mini-program (uploaded through sys.uploadFileMP); answers the mini-program settings. */
export const updateLicenseImageMP = call(companyPaths.updateLicenseImageMP);
/** Company totals (aunts, employers, orders, signed, users) for a date filter. */
export const getCompanyTotal = call(companyPaths.getCompanyTotal);
/** Staff ranking of one kind for a date filter. */
export const getRankData = call(companyPaths.getRankData);
/** Staff achievements of a month. */
export const getAchievementData = call(companyPaths.getAchievementData);
/** The company's mini-program settings (body: empty object). */
export const getCompanyMp = call(companyPaths.getCompanyMp);
/** Sets how many days follow-ups are tracked (1-365); answers the mini-program settings. */
export const setCompanyTrackDays = call(companyPaths.setCompanyTrackDays);
/** Whether the company's screens and exports with personal data carry a watermark (ours; any signed-in user). */
export const getWatermark = noBody(companyPaths.getWatermark);
/** Turns the watermark on or off (ours; company.manage). */
export const setWatermark = call(companyPaths.setWatermark);

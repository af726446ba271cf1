/**
 * Menu labels keyed by the role pages' pageTitle (merged into the `menu.*` namespace).
 * Every pageTitle the mock backend's page tree uses has a zh (./menuZh) and an en label here.
 */
import { menuLabelsZh as zh, type MenuTitleKey } from './menuZh';

export type { MenuTitleKey };

const en: Record<MenuTitleKey, string> = {
  auntManage: 'Aunts',
  auntAll: 'All aunts',
  auntVerify: 'Aunts to verify',
  auntCopy: 'Copied aunts',
  auntPublic: 'Public aunts',
  auntOwner: 'My aunts',
  auntShare: 'Shared aunts',
  auntAdd: 'Add aunt',
  auntEdit: 'Edit aunt',
  auntDetail: 'Aunt details',
  customerJobs: 'Recruitment',
  orderDetail: 'Order details',
  employerManage: 'Employers',
  employerList: 'Employer list',
  employerDetail: 'Employer details',
  employerJobs: 'Employer jobs',
  publicCustomer: 'Public employers',
  united: 'Joint hall',
  unitedAuntHall: 'Aunt hall',
  unitedJobHall: 'Job hall',
  unitedOwner: 'My joint orders',
  unitedAunt: 'My aunt joint orders',
  unitedJob: 'My job joint orders',
  unitedSuccess: 'Completed joint orders',
  unitedAuntDetail: 'Joint aunt details',
  unitedJobDetail: 'Joint job details',
  insurance: 'Insurance',
  insuranceOrders: 'Insurance orders',
  insuranceProducts: 'Insurance products',
  financeManage: 'Finance',
  financeRecords: 'Fee records',
  financeDictionary: 'Fee dictionary',
  financeAccount: 'Fund account',
  office: 'Office',
  officeAchievement: 'Achievements',
  staffStatistic: 'Staff statistics',
  messages: 'Aunt messages',
  companyApp: 'Company app',
  companyAppOrders: 'Service requests',
  companyAppDynamics: 'Company news',
  companyAppTraining: 'Training',
  companyAppMembers: 'Members',
  companyAppSuggestions: 'Suggestions',
  companyAppMiniOrders: 'Mini-program purchases',
  companyAppMarriage: 'Marriage applications',
  companySettings: 'Company settings',
  companyInfo: 'Company info',
  companyUsers: 'Staff accounts',
  companyRoles: 'Roles',
  companyDepartments: 'Departments',
  serviceTypes: 'Service types',
  auntSkills: 'Aunt skills',
  auntLabels: 'Aunt labels',
  auntOptions: 'Certificates, training, visas',
  customFields: 'Custom fields',
  templates: 'Templates',
  privacyAccessLogs: 'Personal-data access log',
  recycleBin: 'Recycle bin',
  contract: 'E-contracts',
  pageManage: 'Page management',
};

export const menuLabels: { zh: Record<MenuTitleKey, string>; en: Record<MenuTitleKey, string> } = { zh, en };

/** True when the menu label tables have this title key (a page's pageTitle); page management and the mock ask it. */
export function isMenuTitleKey(key: string): key is MenuTitleKey {
  return Object.prototype.hasOwnProperty.call(zh, key);
}

/**
 * The product's page tree: every page of the back office, with its route path, the page module it
 * shows (`component`, see auth/pageRegistry), its menu title (a key of i18n/menu.ts) and icon.
 * The mock seeds its pages table (the role pages the client turns into menus and routes) from it;
 * the client reads only the paths, to tell a page the user may not open (401) from a path that is
 * no page at all (404).
 */
export interface PageDecl {
  name: string;
  /** Absolute route path (':param' segments allowed), or an external link. */
  path: string;
  component: string;
  title: string;
  icon?: string;
  redirect?: string;
  /** Not shown in the menu (detail and form pages). */
  hidden?: boolean;
  children?: PageDecl[];
}

const page = (name: string, path: string, component: string, title: string, extra: Partial<PageDecl> = {}): PageDecl => ({
  name,
  path,
  component,
  title,
  ...extra,
});
const hidden = { hidden: true };

export const PAGE_TREE: readonly PageDecl[] = [
  page('AuntManage', '/aunt', 'Layout', 'auntManage', {
    icon: 'TeamOutlined',
    redirect: '/aunt/all',
    children: [
      page('AuntAll', '/aunt/all', 'aunt/list', 'auntAll'),
      page('AuntVerify', '/aunt/verify', 'aunt/list', 'auntVerify'),
      page('AuntCopy', '/aunt/copy', 'aunt/list', 'auntCopy'),
      page('AuntPublic', '/aunt/public', 'aunt/list', 'auntPublic'),
      page('AuntOwner', '/aunt/owner', 'aunt/list', 'auntOwner'),
      page('AuntShare', '/aunt/share', 'aunt/list', 'auntShare'),
      page('AuntAdd', '/aunt/add', 'aunt/form', 'auntAdd', hidden),
      page('AuntEdit', '/aunt/edit/:auntId', 'aunt/form', 'auntEdit', hidden),
      page('AuntDetail', '/aunt/detail/:auntId', 'aunt/detail', 'auntDetail', hidden),
    ],
  }),
  page('CustomerJobs', '/customer/jobs', 'order/list', 'customerJobs', {
    icon: 'SolutionOutlined',
    children: [page('OrderDetail', '/customer/jobs/detail/:orderId', 'order/detail', 'orderDetail', hidden)],
  }),
  page('EmployerManage', '/employer', 'Layout', 'employerManage', {
    icon: 'ContactsOutlined',
    redirect: '/employer/list',
    children: [
      page('EmployerList', '/employer/list', 'employer/list', 'employerList'),
      page('EmployerDetail', '/employer/detail/:employerId', 'employer/detail', 'employerDetail', hidden),
      page('EmployerJobs', '/employer/jobs', 'employer/jobs', 'employerJobs'),
      page('PublicCustomer', '/employer/public', 'employer/publicCustomer', 'publicCustomer'),
    ],
  }),
  page('United', '/united', 'Layout', 'united', {
    icon: 'ShareAltOutlined',
    redirect: '/united/aunt-hall',
    children: [
      page('UnitedAuntHall', '/united/aunt-hall', 'united/auntHall', 'unitedAuntHall'),
      page('UnitedJobHall', '/united/job-hall', 'united/jobHall', 'unitedJobHall'),
      page('UnitedOwner', '/united/owner', 'united/owner', 'unitedOwner'),
      page('unitedAunt', '/united/my-aunts', 'united/myAunts', 'unitedAunt'),
      page('unitedJob', '/united/my-jobs', 'united/myJobs', 'unitedJob'),
      page('unitedSuccess', '/united/success', 'united/success', 'unitedSuccess'),
      page('UnitedAuntDetail', '/united/aunt-detail', 'united/auntDetail', 'unitedAuntDetail', hidden),
      page('UnitedJobDetail', '/united/job-detail', 'united/jobDetail', 'unitedJobDetail', hidden),
    ],
  }),
  page('Insurance', '/insurance', 'Layout', 'insurance', {
    icon: 'SafetyCertificateOutlined',
    redirect: '/insurance/orders',
    children: [
      page('InsuranceOrders', '/insurance/orders', 'insurance/orders', 'insuranceOrders'),
      page('InsuranceProducts', '/insurance/products', 'insurance/products', 'insuranceProducts'),
    ],
  }),
  page('FinanceManage', '/finance', 'Layout', 'financeManage', {
    icon: 'AccountBookOutlined',
    redirect: '/finance/records',
    children: [
      page('FinanceRecords', '/finance/records', 'finance/records', 'financeRecords'),
      page('FinanceDictionary', '/finance/dictionary', 'finance/dictionary', 'financeDictionary'),
      page('FinanceAccount', '/finance/account', 'finance/account', 'financeAccount'),
    ],
  }),
  page('Office', '/office', 'Layout', 'office', {
    icon: 'BarChartOutlined',
    redirect: '/office/achievement',
    children: [
      page('OfficeAchievement', '/office/achievement', 'office/achievement', 'officeAchievement'),
      page('StaffStatistic', '/office/staff-statistic', 'office/staffStatistic', 'staffStatistic'),
    ],
  }),
  page('Messages', '/messages', 'chat/messages', 'messages', { icon: 'MessageOutlined' }),
  page('CompanyApp', '/company-app', 'Layout', 'companyApp', {
    icon: 'AppstoreOutlined',
    redirect: '/company-app/orders',
    children: [
      page('CompanyAppOrders', '/company-app/orders', 'companyApp/orders', 'companyAppOrders'),
      page('CompanyAppDynamics', '/company-app/dynamics', 'companyApp/dynamics', 'companyAppDynamics'),
      page('CompanyAppTraining', '/company-app/training', 'companyApp/training', 'companyAppTraining'),
      page('CompanyAppMembers', '/company-app/members', 'companyApp/members', 'companyAppMembers'),
      page('CompanyAppSuggestions', '/company-app/suggestions', 'companyApp/suggestions', 'companyAppSuggestions'),
      page('CompanyAppMiniOrders', '/company-app/mini-orders', 'companyApp/miniOrders', 'companyAppMiniOrders'),
      page('CompanyAppMarriage', '/company-app/marriage', 'companyApp/marriage', 'companyAppMarriage'),
    ],
  }),
  page('CompanySettings', '/company', 'Layout', 'companySettings', {
    icon: 'SettingOutlined',
    redirect: '/company/info',
    children: [
      page('CompanyInfo', '/company/info', 'company/info', 'companyInfo'),
      page('CompanyUsers', '/company/users', 'company/users', 'companyUsers'),
      page('CompanyRoles', '/company/roles', 'company/roles', 'companyRoles'),
      page('CompanyDepartments', '/company/departments', 'company/departments', 'companyDepartments'),
      page('ServiceTypes', '/company/service-types', 'company/serviceTypes', 'serviceTypes'),
      page('AuntSkills', '/company/skills', 'company/skills', 'auntSkills'),
      page('AuntLabels', '/company/labels', 'company/labels', 'auntLabels'),
      page('AuntOptions', '/company/aunt-options', 'company/auntOptions', 'auntOptions'),
      page('CustomFields', '/company/custom-fields', 'company/customFields', 'customFields'),
      page('Templates', '/company/templates', 'company/templates', 'templates'),
      page('PrivacyAccessLogs', '/company/access-logs', 'company/accessLogs', 'privacyAccessLogs'),
    ],
  }),
  page('RecycleBin', '/recycle-bin', 'recyclebin/index', 'recycleBin', { icon: 'DeleteOutlined' }),
  page('Contract', 'https://contract.example.com/agency', '', 'contract', { icon: 'FileProtectOutlined' }),
  page('PageManage', '/platform/pages', 'platform/pageManage', 'pageManage', { icon: 'ProfileOutlined' }),
];

/**
 * Pages of the platform's operators, not of an agency: no agency role may be given them (AGENCY_ADMIN
 * neither), and only PLATFORM_ADMIN roles hold them. Their descendants count as platform pages too.
 */
export const PLATFORM_PAGE_NAMES: readonly string[] = ['PageManage'];

/** Every page of the tree, parents before their children. */
export function flattenPageTree(decls: readonly PageDecl[] = PAGE_TREE): PageDecl[] {
  return decls.flatMap((decl) => [decl, ...flattenPageTree(decl.children ?? [])]);
}

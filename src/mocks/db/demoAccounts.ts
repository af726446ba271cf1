/**
 * The demo accounts of the seed: what people, the README and the real-browser tests log in
 * with. Order is fixed: [0] agency admin, [1] non-admin staff (same company), [2] the partner
 * agency's admin (joint hall), [3] the third agency's admin (joint hall: a second applicant), [4] the platform's operator (page
 * management; its company is the platform's, not an agency).
 */
// Relative, not '@/': vite.config.ts imports this file, and its loader knows no path aliases.
import { ROLE_KEYS } from '../../domain/permissions.ts';

export const COMPANY_IDS = { main: 1, partner: 2, third: 3, platform: 4 } as const;

/**
 * The app's company rules for these companies (config.json's financeHiddenCompanyId and
 * staffStatisticCompanyId): finance hidden for the partner, the staff statistic for the main
 * agency alone. Dev, preview (so the e2e suite and the bench) and the unit tests apply them
 * (tests/tooling/runtimeConfigPlugin.ts, tests/setup.ts); a build's own default is no rule.
 */
export const MOCK_COMPANY_RULES = { financeHiddenCompanyId: COMPANY_IDS.partner, staffStatisticCompanyId: COMPANY_IDS.main } as const;

export const COMPANY_NAMES: Readonly<Record<number, string>> = {
  [COMPANY_IDS.main]: '上海安心家政服务有限公司',
  [COMPANY_IDS.partner]: '杭州好帮手家政服务有限公司',
  [COMPANY_IDS.third]: '南京贴心家政服务有限公司',
  [COMPANY_IDS.platform]: '家政云平台运营中心',
};

/** The city each agency is in (region_id): a hall record's city when its own record names none. */
export const COMPANY_CITY: Readonly<Record<number, number>> = {
  [COMPANY_IDS.main]: 310100,
  [COMPANY_IDS.partner]: 330100,
  [COMPANY_IDS.third]: 320100,
};

export interface DemoAccount {
  mobile: string;
  password: string;
  roleKey: string;
  roleName: string;
  companyId: number;
  companyName: string;
  contact: string;
}

const account = (mobile: string, password: string, roleKey: string, roleName: string, companyId: number, contact: string): DemoAccount => ({
  mobile,
  password,
  roleKey,
  roleName,
  companyId,
  companyName: COMPANY_NAMES[companyId] ?? '',
  contact,
});

export const DEMO_ACCOUNTS: readonly [DemoAccount, DemoAccount, DemoAccount, DemoAccount, DemoAccount] = [
  account('13800000001', 'admin123', ROLE_KEYS.admin, '管理员', COMPANY_IDS.main, '王经理'),
  account('13800000002', 'staff123', ROLE_KEYS.staff, '经纪人', COMPANY_IDS.main, '李顾问'),
  account('13900000001', 'partner123', ROLE_KEYS.admin, '管理员', COMPANY_IDS.partner, '陈店长'),
  account('13700000001', 'agency123', ROLE_KEYS.admin, '管理员', COMPANY_IDS.third, '赵店长'),
  account('13600000001', 'platform123', ROLE_KEYS.platform, '平台管理员', COMPANY_IDS.platform, '平台运营'),
];

export const [ADMIN_ACCOUNT, STAFF_ACCOUNT, PARTNER_ACCOUNT, THIRD_ACCOUNT, PLATFORM_ACCOUNT] = DEMO_ACCOUNTS;

/** The demo accounts of agencies (all but the platform's operator). */
export const AGENCY_ACCOUNTS: readonly DemoAccount[] = DEMO_ACCOUNTS.filter((row) => row !== PLATFORM_ACCOUNT);

/**
 * The permissions' zh/en labels and the areas the roles screen groups them by: for the roles
 * screen and the mock (domain/permissions.ts holds the names every page checks). Pure data.
 */
import type { PermissionName } from './permissions';

export interface PermissionLabel {
  zh: string;
  en: string;
}

/** Each permission's label (every name: the type says so). */
export const PERMISSION_LABELS: Readonly<Record<PermissionName, PermissionLabel>> = {
  'aunt.own': { zh: '操作自己的阿姨', en: 'Manage own aunts' },
  'aunt.unowned': { zh: '操作无归属的阿姨', en: 'Manage aunts without an owner' },
  'aunt.others': { zh: '操作他人的阿姨', en: "Manage other staff's aunts" },
  'employer.own': { zh: '操作自己的客户', en: 'Manage own employers' },
  'employer.unowned': { zh: '操作无归属的客户', en: 'Manage employers without an owner' },
  'employer.others': { zh: '操作他人的客户', en: "Manage other staff's employers" },
  'order.own': { zh: '操作自己的订单', en: 'Manage own orders' },
  'order.unowned': { zh: '操作无归属的订单', en: 'Manage orders without an owner' },
  'order.others': { zh: '操作他人的订单', en: "Manage other staff's orders" },
  'aunt.mobile.others': { zh: '查看他人阿姨的手机号', en: "View the mobile number of other staff's aunts" },
  'finance.manage': { zh: '财务管理', en: 'Manage finance' },
  'company.manage': { zh: '公司设置', en: 'Manage company settings' },
  'user.manage': { zh: '员工管理', en: 'Manage staff accounts' },
  'role.manage': { zh: '角色与权限管理', en: 'Manage roles and permissions' },
  'united.manage': { zh: '联盟合单', en: 'Use the joint hall' },
  'insurance.manage': { zh: '保险管理', en: 'Manage insurance' },
  'personal.export': { zh: '导出完整个人信息', en: 'Export full personal data' },
};

/** The areas the roles screen groups permissions by, in order, each with its zh/en label. */
export const PERMISSION_AREAS: readonly { key: string; label: PermissionLabel; names: readonly PermissionName[] }[] = [
  { key: 'aunt', label: { zh: '阿姨', en: 'Aunts' }, names: ['aunt.own', 'aunt.unowned', 'aunt.others', 'aunt.mobile.others'] },
  { key: 'employer', label: { zh: '客户', en: 'Employers' }, names: ['employer.own', 'employer.unowned', 'employer.others'] },
  { key: 'order', label: { zh: '订单', en: 'Orders' }, names: ['order.own', 'order.unowned', 'order.others'] },
  { key: 'business', label: { zh: '业务', en: 'Business' }, names: ['united.manage', 'insurance.manage', 'finance.manage'] },
  { key: 'company', label: { zh: '公司管理', en: 'Company' }, names: ['company.manage', 'user.manage', 'role.manage', 'personal.export'] },
];

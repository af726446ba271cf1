/**
 * Rows -> the shapes the client reads (src/api types). Handlers answer only through these,
 * so the wire format lives in one place.
 */
import { maskMobile } from '@/domain/personalData';
import type { CompanyInfo, CompanyUser, LoginLog, SysPage, SysPermission, SysRole, SysTheme, UserInfo, UserProfile } from '@/api/user';
import { PERMISSION_LABELS } from '@/domain/permissionLabels';
import { isPermissionName } from '@/domain/permissions';
import { getDb, type CompanyRow, type LoginLogRow, type PageRow, type PermissionRow, type RoleRow, type ThemeRow, type UserRow } from '../db';
import type { Lang } from '../core/errors';
import { pagesOfRole, permissionsOfRole, rolesOf } from './access';
import { addAuntQrcodeOf } from './companyInfo';

/** How many recent login logs getUserInfo embeds. */
const EMBEDDED_LOGIN_LOGS = 10;

export function toSysPage(row: PageRow): SysPage {
  return { ...row };
}

export function toSysPermission(row: PermissionRow, lang: Lang): SysPermission {
  const label = isPermissionName(row.permissionName) ? PERMISSION_LABELS[row.permissionName][lang] : undefined;
  return { permissionId: row.permissionId, permissionName: row.permissionName, ...(label ? { permissionLabel: label } : {}) };
}

export function toSysRole(role: RoleRow, lang: Lang): SysRole {
  return {
    roleId: role.roleId,
    roleKey: role.roleKey,
    roleName: role.roleName,
    sys_pages: pagesOfRole(role).map(toSysPage),
    sys_permissions: permissionsOfRole(role).map((row) => toSysPermission(row, lang)),
  };
}

export function toCompanyInfo(company: CompanyRow): CompanyInfo {
  const currentUserCount = getDb().users.filter((user) => user.companyId === company.companyId && user.isEnabled === 1).length;
  return {
    companyId: company.companyId,
    companyName: company.companyName,
    companyLogo: company.companyLogo,
    maxUserCount: company.maxUserCount,
    currentUserCount,
    addAuntQrcode: addAuntQrcodeOf(company),
  };
}

export function toSysTheme(theme: ThemeRow): SysTheme;
export function toSysTheme(theme: ThemeRow | null): SysTheme | null;
export function toSysTheme(theme: ThemeRow | null): SysTheme | null {
  return theme ? { ...theme } : null;
}

export function toLoginLog(row: LoginLogRow): LoginLog {
  return { logId: row.logId, loginTime: row.loginTime, ip: row.ip, userAgent: row.userAgent };
}

/** The user's login logs, newest first. */
export function loginLogsOf(userId: number): LoginLogRow[] {
  return getDb()
    .loginLogs.filter((row) => row.userId === userId)
    .sort((a, b) => b.loginTime.localeCompare(a.loginTime) || b.logId - a.logId);
}

export function toUserInfo(user: UserRow, company: CompanyRow, lang: Lang): UserInfo {
  const department = getDb().departments.find((row) => row.departmentId === user.departmentId);
  return {
    userId: user.userId,
    userType: user.userType,
    contact: user.contact,
    avatarUrl: user.avatarUrl,
    introduction: user.introduction,
    mobile: user.mobile,
    sys_roles: rolesOf(user).map((role) => toSysRole(role, lang)),
    sys_login_logs: loginLogsOf(user.userId).slice(0, EMBEDDED_LOGIN_LOGS).map(toLoginLog),
    client_department: department ? { departmentId: department.departmentId, departmentName: department.departmentName } : null,
    company: toCompanyInfo(company),
    addAuntQrcode: user.addAuntQrcode,
    wxUserInfo: user.wxUserInfo ? { ...user.wxUserInfo } : null,
    sys_theme: toSysTheme(user.theme),
  };
}

export function toUserProfile(user: UserRow): UserProfile {
  return { userId: user.userId, contact: user.contact, avatarUrl: user.avatarUrl, introduction: user.introduction, mobile: user.mobile };
}

/** A staff member as company management lists them: role and department names, the newest login, the WeChat binding. */
export function toCompanyUser(user: UserRow): CompanyUser {
  const db = getDb();
  const roles = rolesOf(user);
  const department =
    user.departmentId === null ? undefined : db.departments.find((row) => row.departmentId === user.departmentId && row.companyId === user.companyId);
  let lastLoginTime: string | null = null;
  for (const row of db.loginLogs) if (row.userId === user.userId && (lastLoginTime === null || row.loginTime > lastLoginTime)) lastLoginTime = row.loginTime;
  return {
    userId: user.userId,
    contact: user.contact,
    mobile: maskMobile(user.mobile),
    avatarUrl: user.avatarUrl,
    roleIds: roles.map((role) => role.roleId),
    roleNames: roles.map((role) => role.roleName),
    departmentId: department ? department.departmentId : null,
    departmentName: department?.departmentName ?? '',
    isEnabled: user.isEnabled,
    createdTime: user.createdTime,
    lastLoginTime,
    wxUserInfo: user.wxUserInfo ? { ...user.wxUserInfo } : null,
  };
}

/** A mini-program record as answered: its member's mobile masked (issue 38; the back office needs no member's full mobile there). */
export const withMaskedMobile = <T extends { mobile: string }>(row: T): T => ({ ...row, mobile: maskMobile(row.mobile) });
